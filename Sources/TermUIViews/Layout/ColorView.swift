import TermUIBase

extension Color: View, PrimitiveView, FillingView {
    /// A colour is a view that fills the space it is offered, as in SwiftUI.
    public typealias Body = Never

    func makeNode(context: NodeContext) -> Node {
        let node = FillNode<Color>(context: context)
        node.update(self)
        return node
    }

    func fillPaint(in environment: EnvironmentValues) -> ShapePaint {
        .flat(backgroundColor(in: environment))
    }
}
