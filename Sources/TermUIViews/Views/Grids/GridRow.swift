import Foundation
import TermUIBase

/// A row of a `Grid`, as in SwiftUI: each of its views is a cell, in the next column (or the next few, with
/// `gridCellColumns(_:)`). `alignment` places its cells vertically instead of the grid's alignment.
///
/// Outside a `Grid` it lays its views out as an `HStack` does.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = GridRowNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// What a grid asks of a row's node: its cells and their vertical alignment.
@MainActor
protocol GridRowCells: Node {
    /// The row's vertical alignment, nil for the grid's.
    var rowAlignment: VerticalAlignment? { get }
}

/// The node of a `GridRow`.
@MainActor
final class GridRowNode<Content: View>: PrimitiveNode<GridRow<Content>>, GridRowCells {
    private var content: Node?
    private(set) var rowAlignment: VerticalAlignment?

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func update(_ view: GridRow<Content>) {
        rowAlignment = view.alignment
        content = reconcile(content, with: view.content)
    }

    private var stack: StackLayout {
        StackLayout(axis: .horizontal, alignment: .init(rowAlignment ?? .center), spacing: 1)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        stack.size(of: layoutChildren, for: proposal)
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.frame = rect
        stack.place(layoutChildren, in: rect)
    }
}
