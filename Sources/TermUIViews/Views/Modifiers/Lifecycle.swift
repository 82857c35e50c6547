/// Content with actions for when it appears and disappears, as `.onAppear` and `.onDisappear` make.
///
/// A view appears when its node joins the graph (for list rows: when they scroll on screen) and disappears
/// when the node leaves it, also when the app quits. Actions run after the update that caused them, never
/// in the middle of evaluating a body.
struct LifecycleView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    func makeNode(context: NodeContext) -> Node {
        let node = LifecycleNode<Content>(context: context)
        node.update(self)
        if let onAppear = node.onAppear { context.graph.runAfterUpdate(onAppear) }
        return node
    }
}

/// The node of content with appear and disappear actions.
@MainActor
final class LifecycleNode<Content: View>: ContentModifierNode<LifecycleView<Content>> {
    private(set) var onAppear: (() -> Void)?
    private var onDisappear: (() -> Void)?

    override func configure(with view: LifecycleView<Content>) {
        onAppear = view.onAppear
        onDisappear = view.onDisappear
    }

    override func didUnmount() {
        if let onDisappear { graph.runAfterUpdate(onDisappear) }
    }
}

extension View {
    /// Runs an action when the view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs an action when the view disappears (also when the app quits).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: nil, onDisappear: action)
    }
}
