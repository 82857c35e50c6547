/// Content that clicks pass through, as `.allowsHitTesting(false)` makes.
struct HitTestingView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let isEnabled: Bool

    func makeNode(context: NodeContext) -> Node {
        let node = HitTestingNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content that may refuse clicks: while it does, a click on it goes to what is behind it.
@MainActor
final class HitTestingNode<Content: View>: ContentModifierNode<HitTestingView<Content>> {
    private var isEnabled = true

    override var allowsHitTesting: Bool { isEnabled }

    override func configure(with view: HitTestingView<Content>) {
        isEnabled = view.isEnabled
    }
}

extension View {
    /// Whether clicks land on the view, as in SwiftUI: with false, a click on it (or on a view inside) goes to
    /// what is behind it, as if it were not there. Keys and focus are not clicks: a control inside still takes
    /// focus and its keys (use `.disabled(_:)` for that).
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        HitTestingView(content: self, isEnabled: enabled)
    }
}
