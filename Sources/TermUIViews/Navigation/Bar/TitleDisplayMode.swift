/// How a screen's title shows in the navigation bar, as SwiftUI's `NavigationBarItem.TitleDisplayMode` and
/// `ToolbarTitleDisplayMode`: a large title is bold and underlined at the left of the bar, an inline one bold
/// in the middle. Automatic is large on the root screen and inline on pushed ones.
public enum TitleDisplayMode: Hashable, Sendable {
    /// Large on the root screen, inline on pushed screens.
    case automatic
    /// Bold and underlined, at the left.
    case large
    /// Bold, in the middle.
    case inline
    /// As `.large`; a terminal has no room to collapse titles while scrolling.
    case inlineLarge
}

/// SwiftUI's name for the title display modes of `navigationBarTitleDisplayMode(_:)`.
public enum NavigationBarItem {
    /// How a title shows.
    public typealias TitleDisplayMode = TermUIViews.TitleDisplayMode
}

/// SwiftUI's name for the title display modes of `toolbarTitleDisplayMode(_:)`.
public typealias ToolbarTitleDisplayMode = TitleDisplayMode

/// How the screen's title shows, set with `.navigationBarTitleDisplayMode` or `.toolbarTitleDisplayMode`.
enum TitleDisplayModeKey: ScreenPreferenceKey {
    typealias Value = TitleDisplayMode
}

extension View {
    /// Sets how the screen's title shows in the navigation bar.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        ScreenPreferenceView<Self, TitleDisplayModeKey>(content: self, value: mode)
    }

    /// Sets how the screen's title shows in the navigation bar.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        ScreenPreferenceView<Self, TitleDisplayModeKey>(content: self, value: mode == .inlineLarge ? .large : mode)
    }
}

extension Node {
    /// How the title of the screen at or below this node shows.
    func findTitleDisplayMode() -> TitleDisplayMode? {
        screenPreference(TitleDisplayModeKey.self)
    }
}
