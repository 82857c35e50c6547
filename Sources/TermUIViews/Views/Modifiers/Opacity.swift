/// Content drawn with an opacity, as `.opacity(_:)` makes. A cell is shown or not, so the terminal has three
/// steps: nothing at 0, dim below one half, as it is from one half up. The layout never changes.
struct OpacityView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let opacity: Double

    func makeNode(context: NodeContext) -> Node {
        let node = OpacityNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content drawn with an opacity.
@MainActor
final class OpacityNode<Content: View>: ContentModifierNode<OpacityView<Content>> {
    private var opacity = 1.0

    override func configure(with view: OpacityView<Content>) {
        opacity = view.opacity
    }

    override func draw(in canvas: inout CellCanvas) {
        guard opacity > 0 else { return }
        content?.draw(in: &canvas)
        if opacity < 0.5 { canvas.restyle(frame) { $0.attributes.insert(.dim) } }
    }
}

extension View {
    /// The view drawn with an opacity from 0 to 1, as in SwiftUI, in the terminal's three steps: hidden at 0
    /// (still taking its place, and still taking focus as in SwiftUI), dim below 0.5, unchanged from 0.5 up.
    public func opacity(_ opacity: Double) -> some View {
        OpacityView(content: self, opacity: opacity)
    }
}
