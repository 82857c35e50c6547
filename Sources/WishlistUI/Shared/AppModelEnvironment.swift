import TermUI
import TravelModel

/// The app model's stores and navigation in the environment the screens read them from: the window's, and a
/// preview's of one screen.
struct AppModelEnvironment: ViewModifier {
    let model: AppModel

    func body(content: Content) -> some View {
        content
            .environment(model.wishlist)
            .environment(model.budget)
            .environment(model.navigation)
            .environment(model.drafts)
            .environment(\.userPictures, model.pictures)
            .environmentObject(model.flightNavigation)
    }
}

extension AppModel {
    /// A model on the built-in sample data, in memory, for the screens' previews: what `--demo` shows.
    static func sample() -> AppModel {
        AppModel(wishlist: .sample(), budget: .sample())
    }
}
