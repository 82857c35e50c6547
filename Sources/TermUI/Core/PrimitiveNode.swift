/// A node made for one primitive view type; it receives each new value of that view through `update(_:)`.
@MainActor
class PrimitiveNode<V: View>: Node {
    init(context: NodeContext) {
        super.init(viewType: ObjectIdentifier(V.self), context: context)
    }

    /// The view value last taken through `update(with:)`.
    private var lastView: V?

    /// Takes a new value unless it has the same bytes as the last one in the same environment: then nothing
    /// below can have changed (a descendant whose own state changed updates itself).
    override final func update(with view: any View) {
        guard let view = view as? V else { return }
        if !environmentChanged, let lastView, ValueBytes.equal(lastView, view) {
            didSkipLastUpdate = true
            return
        }
        didSkipLastUpdate = false
        lastView = view
        update(view)
    }

    /// Takes a new value of the view.
    func update(_ view: V) {}
}

/// A node that only groups its children for the stack around it.
@MainActor
class GroupingNode<V: View>: PrimitiveNode<V> {
    var children: [Node] = []

    override var isTransparent: Bool { true }

    override func forEachChild(_ body: (Node) -> Void) {
        for child in children { body(child) }
    }
}
