/// Content with an explicit identity, as `.id(_:)` makes: when the id changes, the content is a new view
/// (its state starts fresh, and with an animation it transitions out and the new one in).
struct IdentityView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID

    func makeNode(context: NodeContext) -> Node {
        let node = IdentityNode<Content, ID>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content with an explicit identity.
@MainActor
final class IdentityNode<Content: View, ID: Hashable>: GroupingNode<IdentityView<Content, ID>> {
    private var id: ID?

    override func update(_ view: IdentityView<Content, ID>) {
        if let id, id != view.id, let old = children.first {
            retire(old)
            children = []
        }
        id = view.id
        children = [reconcile(children.first, with: view.content)]
    }
}

extension View {
    /// Gives the view an explicit identity: a different id makes it a different view, as in SwiftUI.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentityView(content: self, id: id)
    }
}
