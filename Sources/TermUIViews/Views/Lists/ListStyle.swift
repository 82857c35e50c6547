import TermUIBase

/// How a `List` looks, as in SwiftUI. TermUI accepts the styles so that SwiftUI code compiles, and draws every
/// list the same way: rows one under another, the selection highlighted, sections with their headers.
public protocol ListStyle: Sendable {}

/// The platform's choice. Accepted and ignored.
public struct DefaultListStyle: ListStyle {
    /// The style.
    public init() {}
}

/// Rows edge to edge. Accepted and ignored.
public struct PlainListStyle: ListStyle {
    /// The style.
    public init() {}
}

/// Sections set apart. Accepted and ignored.
public struct GroupedListStyle: ListStyle {
    /// The style.
    public init() {}
}

/// Rows inset from the edges. Accepted and ignored.
public struct InsetListStyle: ListStyle {
    /// The style.
    public init() {}
}

/// Sections set apart and inset. Accepted and ignored.
public struct InsetGroupedListStyle: ListStyle {
    /// The style.
    public init() {}
}

/// A sidebar's list. Accepted and ignored.
public struct SidebarListStyle: ListStyle {
    /// The style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's choice.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections set apart.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections set apart and inset.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets how lists inside look, as in SwiftUI; every style draws the same in a terminal (see `ListStyle`).
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        self
    }

    /// Sets the insets of a list row, as in SwiftUI. Rows in a terminal have one cell of room at each side,
    /// so the insets are accepted and the row is drawn as it is.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        self
    }

    /// Shows or hides the separator of a list row, as in SwiftUI; terminal lists draw no separators between
    /// rows, so the row is drawn as it is.
    public func listRowSeparator(_ visibility: Visibility) -> some View {
        self
    }

    /// A view drawn behind a list row's content, as in SwiftUI: behind the content's own frame (a row's
    /// content is as wide as the row when it holds a `Spacer` or a flexible frame). The selection's highlight
    /// is drawn over it.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        background { view }
    }
}
