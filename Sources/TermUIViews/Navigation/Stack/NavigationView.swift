/// SwiftUI's older navigation container, which it deprecates in favour of `NavigationStack` and
/// `NavigationSplitView`; ported code uses it often. A terminal shows it as a `NavigationStack` of its content
/// (the stack style SwiftUI uses on a phone): links push their destinations, Esc goes back. Give it a
/// `NavigationSplitView` instead for columns side by side.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation container of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A stack of the content.
    public var body: some View {
        NavigationStack { content }
    }
}

/// How a `NavigationView` shows, as SwiftUI's navigation view styles; a terminal's is always the stack.
public struct NavigationViewStyleKind: Hashable, Sendable {
    /// The platform's choice (the stack here).
    public static let automatic = NavigationViewStyleKind()
    /// One screen at a time, pushed and popped.
    public static let stack = NavigationViewStyleKind()
    /// Columns in SwiftUI; the stack here (use `NavigationSplitView` for columns).
    public static let columns = NavigationViewStyleKind()
}

extension View {
    /// Sets how a `NavigationView` shows, as in SwiftUI; every style is the stack in a terminal.
    public func navigationViewStyle(_ style: NavigationViewStyleKind) -> some View {
        self
    }
}
