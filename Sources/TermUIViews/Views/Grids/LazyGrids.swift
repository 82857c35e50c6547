import Foundation
import TermUIBase

/// A grid that grows down, filling its columns row by row and building only the rows it shows, as SwiftUI's
/// `LazyVGrid`: inside a vertical scroll view only the rows in view (and one beyond each edge) have nodes.
/// Arrow keys move focus between the focusable cells in both directions; the wheel moves it as it scrolls.
///
/// Spacing is in cells: `spacing` rows between rows (0 by default), each `GridItem`'s spacing columns after it
/// (1 by default). `pinnedViews` pins nothing.
public struct LazyVGrid<Content: View>: View, PrimitiveView, LazyGridView {
    let items: [GridItem]
    let alignment: Alignment
    let spacing: Int
    let content: Content
    let axis = Axis.vertical

    /// A grid with a column for each item (an adaptive item makes as many as fit).
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        items = columns
        self.alignment = Alignment(horizontal: alignment, vertical: .center)
        self.spacing = max(0, spacing.map(cells) ?? 0)
        self.content = content()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = LazyGridNode<Self>(context: context)
        node.update(self)
        return node
    }
}

/// A grid that grows sideways, filling its rows column by column and building only the columns it shows, as
/// SwiftUI's `LazyHGrid`: inside a horizontal scroll view only the columns in view (and one beyond each
/// edge) have nodes. Arrow keys move focus between the focusable cells in both directions.
///
/// Spacing is in cells: `spacing` columns between columns (1 by default), each `GridItem`'s spacing rows
/// after it (0 by default). `pinnedViews` pins nothing.
public struct LazyHGrid<Content: View>: View, PrimitiveView, LazyGridView {
    let items: [GridItem]
    let alignment: Alignment
    let spacing: Int
    let content: Content
    let axis = Axis.horizontal

    /// A grid with a row for each item (an adaptive item makes as many as fit).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        items = rows
        self.alignment = Alignment(horizontal: .center, vertical: alignment)
        self.spacing = max(0, spacing.map(cells) ?? 1)
        self.content = content()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = LazyGridNode<Self>(context: context)
        node.update(self)
        return node
    }
}

/// A lazy grid, whatever its axis.
@MainActor
protocol LazyGridView: View {
    associatedtype Content: View
    /// The tracks across the grid.
    var items: [GridItem] { get }
    /// Where cells sit in their room.
    var alignment: Alignment { get }
    /// The cells between lines along the axis.
    var spacing: Int { get }
    /// The cells.
    var content: Content { get }
    /// The axis the grid grows along.
    var axis: Axis { get }
}
