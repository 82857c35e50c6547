/// A part of a control as a style's configuration hands it over (a group box's label, a disclosure group's
/// content): the view the control was made with, as SwiftUI's `GroupBoxStyleConfiguration.Label` and its
/// kin.
public struct StyleConfigurationPart: View {
    let content: AnyView

    init<Content: View>(_ content: Content) {
        self.content = AnyView(content)
    }

    /// The view the control was made with.
    public var body: some View { content }
}
