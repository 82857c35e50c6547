/// How a `TabView` shows its tabs, as in SwiftUI: `.automatic` (and `.tabBarOnly`, `.sidebarAdaptable`, which
/// are the same here) draws the tab bar; `.page` draws none, and shows which page is in front as a row of
/// dots at the bottom (unless its index display mode is `.never`).
public protocol TabViewStyle: Sendable {}

/// The tab bar at the top of the tab view.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar at the top of the tab view.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// The tab bar (as `.automatic`: a terminal has no sidebar-adaptable tab bar).
    public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// The tab bar (as `.automatic`).
    public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// Pages without a tab bar, and a row of dots (●○○) at the bottom saying which page shows.
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the row of dots shows.
    public struct IndexDisplayMode: Hashable, Sendable {
        let showsDots: Bool

        /// The dots show (as `.always`).
        public static let automatic = IndexDisplayMode(showsDots: true)
        /// The dots show.
        public static let always = IndexDisplayMode(showsDots: true)
        /// No dots: only the number keys say where a page is.
        public static let never = IndexDisplayMode(showsDots: false)
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages, with the dots as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages without a tab bar, with dots at the bottom.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages without a tab bar, with dots as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How the tab views inside show their tabs.
enum TabViewLayout: Hashable, Sendable {
    /// The tab bar at the top.
    case tabBar
    /// Pages, with or without the dots at the bottom.
    case pages(showsDots: Bool)
}

private struct TabViewLayoutKey: EnvironmentKey {
    static var defaultValue: TabViewLayout { .tabBar }
}

extension EnvironmentValues {
    /// How the tab views inside show their tabs (`.tabViewStyle(_:)`).
    var tabViewLayout: TabViewLayout {
        get { self[TabViewLayoutKey.self] }
        set { self[TabViewLayoutKey.self] = newValue }
    }
}

extension View {
    /// Sets how the tab views inside show their tabs, as in SwiftUI: `.page` for pages without a bar, any
    /// other style for the tab bar.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let page = style as? PageTabViewStyle
        return environment(\.tabViewLayout, page.map { .pages(showsDots: $0.indexDisplayMode.showsDots) } ?? .tabBar)
    }
}
