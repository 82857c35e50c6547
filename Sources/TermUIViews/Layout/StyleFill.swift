import TermUIBase

/// A view that fills all the space it is offered with a shape style's colour as background.
struct StyleFill<Style: ShapeStyle>: View, PrimitiveView, FillingView {
    /// The style whose colour fills the view.
    let style: Style

    func makeNode(context: NodeContext) -> Node {
        let node = FillNode<Self>(context: context)
        node.update(self)
        return node
    }

    func fillPaint(in environment: EnvironmentValues) -> ShapePaint {
        ShapePaint(style, in: environment)
    }
}

/// A view that fills the space it is offered with a colour, or a gradient's colours (`StyleFill`, a `Color`
/// used as a view).
@MainActor
protocol FillingView: View {
    /// What the view fills with in an environment; a paint without a colour draws nothing.
    func fillPaint(in environment: EnvironmentValues) -> ShapePaint
}

/// The node of a view that fills its space with a colour.
@MainActor
final class FillNode<V: FillingView>: PrimitiveNode<V> {
    /// What the view fills with.
    private var paint = ShapePaint.flat(nil)

    override func update(_ view: V) {
        paint = view.fillPaint(in: environment)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    /// An opaque colour: whatever was drawn under it is covered.
    override func draw(in canvas: inout CellCanvas) {
        canvas.fill(frame, paint: paint, in: frame)
    }
}
