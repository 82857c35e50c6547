/// A view that fills all the space it is offered with a shape style's colour as background.
struct StyleFill<Style: ShapeStyle>: View, PrimitiveView {
    /// The style whose colour fills the view.
    let style: Style

    func makeNode(context: NodeContext) -> Node {
        let node = StyleFillNode<Style>(context: context)
        node.update(self)
        return node
    }
}

/// The node of a fill.
@MainActor
final class StyleFillNode<Style: ShapeStyle>: PrimitiveNode<StyleFill<Style>> {
    /// The background colour the style gives; nil draws nothing.
    private var color: TerminalColor?

    override func update(_ view: StyleFill<Style>) {
        color = view.style.backgroundColor(in: environment)
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

extension ShapeStyle {
    /// The colour this style gives a background: dimmed styles become grey, the default none.
    func backgroundColor(in environment: EnvironmentValues) -> TerminalColor? {
        let resolved = resolved(in: environment)
        if let color = resolved.color { return color }
        return resolved.attributes.contains(.dim) ? .ansi(8) : nil
    }
}
