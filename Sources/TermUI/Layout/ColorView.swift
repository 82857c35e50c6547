extension Color: View, PrimitiveView {
    /// A colour is a view that fills the space it is offered, as in SwiftUI.
    public typealias Body = Never

    func makeNode(context: NodeContext) -> Node {
        let node = ColorNode(context: context)
        node.update(self)
        return node
    }
}

/// The node of a `Color` used as a view.
@MainActor
final class ColorNode: PrimitiveNode<Color> {
    /// The background colour the colour fills with; nil draws nothing.
    private var color: TerminalColor?

    override func update(_ view: Color) {
        color = view.backgroundColor(in: environment)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    /// An opaque colour: whatever was drawn under it is covered.
    override func draw(in canvas: inout Canvas) {
        guard let color else { return }
        canvas.fill(frame, style: CellStyle(background: color))
    }
}
