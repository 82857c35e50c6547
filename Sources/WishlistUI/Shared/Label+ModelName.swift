import TermUI

extension Label where Title == Text, Icon == Image {
    /// A label whose title is a name the model holds in English (a section's, a collection's, a category's,
    /// a flight event's), shown in the screen's language where the app's tables have it, else as it is (a
    /// collection the user named).
    init(name: String, systemImage: String) {
        self.init { Text(LocalizedStringKey(name), bundle: .module) } icon: { Image(systemName: systemImage) }
    }
}
