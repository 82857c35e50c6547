import Foundation
import TermUIBase

extension View {
    /// Makes the view's cell span a number of a grid's columns, as in SwiftUI (at least 1).
    public func gridCellColumns(_ count: Int) -> some View {
        GridCellModifier(content: self, parameters: GridCellParameters(columns: max(1, count)))
    }

    /// Aligns every cell of the view's column in a grid horizontally, as in SwiftUI.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        GridCellModifier(content: self, parameters: GridCellParameters(columnAlignment: guide))
    }

    /// Keeps the view from sizing its cell along the axes: it takes the room its row and column have,
    /// as in SwiftUI (a `Color` or a `Divider` drawn across a row of cells).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        GridCellModifier(content: self, parameters: GridCellParameters(unsizedAxes: axes))
    }

    /// Places the view in its cell at a unit point, as in SwiftUI: (0, 0) the top leading corner, (1, 1) the
    /// bottom trailing one, in whole cells.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        GridCellModifier(content: self, parameters: GridCellParameters(anchor: anchor))
    }
}

/// How a cell takes part in its grid; unset fields leave it to an inner modifier or the defaults.
struct GridCellParameters: Hashable {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var unsizedAxes: Axis.Set?
    var anchor: UnitPoint?

    /// These parameters with the unset ones taken from another (an inner modifier's).
    func filled(from inner: GridCellParameters) -> GridCellParameters {
        GridCellParameters(
            columns: columns ?? inner.columns, columnAlignment: columnAlignment ?? inner.columnAlignment,
            unsizedAxes: unsizedAxes ?? inner.unsizedAxes, anchor: anchor ?? inner.anchor)
    }
}

/// A view with grid cell parameters; it is laid out and drawn as its content.
struct GridCellModifier<Content: View>: View, PrimitiveView, ContentModifierView {
    let content: Content
    let parameters: GridCellParameters

    func makeNode(context: NodeContext) -> Node {
        let node = GridCellModifierNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// What a grid reads from a cell's modifiers.
@MainActor
protocol GridCellParameterSource: Node {
    var parameters: GridCellParameters { get }
}

/// The node of a grid cell modifier.
@MainActor
final class GridCellModifierNode<Content: View>: ContentModifierNode<GridCellModifier<Content>>, GridCellParameterSource {
    private(set) var parameters = GridCellParameters()

    override func configure(with view: GridCellModifier<Content>) {
        parameters = view.parameters
    }
}

extension Node {
    /// The grid parameters of the cell this node is: those of the modifiers on it, found down the chain of
    /// nodes with one child (a view with a body, `padding`, another modifier), outer ones first.
    var gridCellParameters: GridCellParameters {
        var result = GridCellParameters()
        var node: Node = self
        for _ in 0..<32 {
            if let source = node as? any GridCellParameterSource { result = result.filled(from: source.parameters) }
            var only: Node?
            var count = 0
            node.forEachChild { child in
                only = child
                count += 1
            }
            guard count == 1, let next = only else { break }
            node = next
        }
        return result
    }
}
