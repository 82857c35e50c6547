/// How a `NavigationSplitView` shares its width, as SwiftUI's `NavigationSplitViewStyle`. TermUI's split view
/// gives each column the width it asks for (`navigationSplitViewColumnWidth`) and the detail the rest, and
/// stacks the columns when the window is too narrow, whatever the style.
public protocol NavigationSplitViewStyle {}

/// The platform's choice, as SwiftUI's `AutomaticNavigationSplitViewStyle`.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// The columns at balanced widths, as SwiftUI's `BalancedNavigationSplitViewStyle`; as the built-in layout.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// The detail kept at its width, as SwiftUI's `ProminentDetailNavigationSplitViewStyle`; as the built-in
/// layout.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's choice.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Balanced widths.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail kept at its width.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Sets how the split views inside share their width, as in SwiftUI; every style lays the columns out
    /// alike here (see `NavigationSplitViewStyle`), so this changes nothing.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}
