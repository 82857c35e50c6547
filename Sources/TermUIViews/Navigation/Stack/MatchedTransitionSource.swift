import TermUIBase

/// Content that a zoom transition grows from, as `.matchedTransitionSource(id:in:)` makes: its place on screen
/// is remembered under its id, for the navigation stack to zoom a pushed screen out of it and back into it.
struct MatchedTransitionSourceView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let key: MatchedTransitionKey

    func makeNode(context: NodeContext) -> Node {
        let node = MatchedTransitionSourceNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The name of a transition source: an id in a namespace.
struct MatchedTransitionKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// The node of a transition source: records its frame at each layout.
@MainActor
final class MatchedTransitionSourceNode<Content: View>: ContentModifierNode<MatchedTransitionSourceView<Content>> {
    private var key: MatchedTransitionKey?

    override func configure(with view: MatchedTransitionSourceView<Content>) {
        key = view.key
    }

    override func place(in rect: Rect) {
        super.place(in: rect)
        if let key { graph.transitionSources[key] = rect }
    }
}

extension View {
    /// Marks this view as the place a zoom transition with the same id grows from and shrinks back into.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        MatchedTransitionSourceView(content: self, key: MatchedTransitionKey(id: AnyHashable(id), namespace: namespace))
    }
}
