/// A column of a `NavigationSplitView`, as in SwiftUI: with `preferredCompactColumn:` it says which column is
/// on top when the split view has collapsed into one stack.
public struct NavigationSplitViewColumn: Hashable, Sendable, CustomStringConvertible {
    let index: Int

    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn(index: 0)
    /// The middle column of a three-column split view (the detail column in a two-column one).
    public static let content = NavigationSplitViewColumn(index: 1)
    /// The trailing column.
    public static let detail = NavigationSplitViewColumn(index: 2)

    /// The column's name.
    public var description: String { ["sidebar", "content", "detail"][index] }

    /// The column's place among `count` columns (in two columns, content and detail are the second).
    func position(among count: Int) -> Int { min(index, count - 1) }

    /// The column at a place among `count` columns.
    static func at(_ position: Int, among count: Int) -> NavigationSplitViewColumn {
        position >= count - 1 ? .detail : NavigationSplitViewColumn(index: position)
    }
}

/// Which columns of a `NavigationSplitView` show while it is not collapsed, as in SwiftUI.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }
    private let kind: Kind

    /// What the split view chooses: in a terminal, every column.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The content and detail columns of a three-column split view; both columns of a two-column one.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)

    /// The first column shown of `count` columns.
    func firstVisibleColumn(among count: Int) -> Int {
        switch kind {
        case .automatic, .all: 0
        case .doubleColumn: count - 2
        case .detailOnly: count - 1
        }
    }
}
