/// A node made for one primitive view type; it receives each new value of that view through `update(_:)`.
@MainActor
class PrimitiveNode<V: View>: Node {
    init(context: NodeContext) {
        super.init(viewType: ObjectIdentifier(V.self), context: context)
    }

    override final func update(with view: any View) {
        if let view = view as? V { update(view) }
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
