import Foundation
import TermUIBase

/// A container that lays its `GridRow`s out in columns, as SwiftUI's `Grid`: each column is as wide as its
/// widest cell, each row as tall as its tallest, and a view that is not in a `GridRow` (a `Divider`) spans
/// every column. When the columns together are wider than offered, the widest give up room first.
///
/// Spacing is in cells: 1 column between columns and no row between rows by default (as `HStack` and
/// `VStack` here). Unlike SwiftUI, a cell is measured at its ideal size, so a `Color` in a cell is as small as
/// its content unless the cell has `gridCellUnsizedAxes(_:)`, and the grid builds every cell (it is not lazy).
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: Int
    let verticalSpacing: Int
    let content: Content

    /// A grid; `alignment` places each cell in its room unless its row or column says otherwise.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = max(0, horizontalSpacing.map(cells) ?? 1)
        self.verticalSpacing = max(0, verticalSpacing.map(cells) ?? 0)
        self.content = content()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = GridNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of a `Grid`: its content as one node, whose laid-out children are the grid's rows.
@MainActor
final class GridNode<Content: View>: PrimitiveNode<Grid<Content>> {
    private var content: Node?
    private var alignment = Alignment.center
    private var spacing = (horizontal: 1, vertical: 0)

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func update(_ view: Grid<Content>) {
        alignment = view.alignment
        spacing = (view.horizontalSpacing, view.verticalSpacing)
        content = reconcile(content, with: view.content)
    }

    private func plan(width: Int?) -> GridLayout {
        GridLayout(
            lines: layoutChildren.map(GridLayout.Line.init), width: width,
            horizontalSpacing: spacing.horizontal, verticalSpacing: spacing.vertical)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        plan(width: proposal.width).size
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.frame = rect
        plan(width: rect.width).place(in: rect, alignment: alignment)
    }
}
