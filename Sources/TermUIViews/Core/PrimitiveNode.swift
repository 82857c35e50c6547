/// A node made for one primitive view type; it receives each new value of that view through `update(_:)`.
///
/// `V` is not required to be a `View` here (nor in `BindingReadingNode` and `GroupingNode`), though it always is:
/// a subclass's superclass is found by its name when its class is first made, and a requirement there would ask
/// the runtime whether each new view type conforms, a scan of every conformance record the first time.
@MainActor
class PrimitiveNode<V>: Node {
    init(context: NodeContext) {
        super.init(viewType: ObjectIdentifier(V.self), context: context)
    }

    /// The view value last taken through `update(with:)`.
    private var lastView: V?

    /// Takes a new value unless it is the same as the last one in the same environment (`isUnchanged`): then
    /// nothing below can have changed (a descendant whose own state changed updates itself).
    override final func update(with view: any View) {
        guard let view = view as? V else { return }
        if !environmentChanged, let lastView, isUnchanged(lastView, view) {
            didSkipLastUpdate = true
            return
        }
        didSkipLastUpdate = false
        lastView = view
        update(view)
    }

    /// Whether a new value of the view is the same as the last: by default the same bytes. A node whose view
    /// holds a value that is made anew each time it is built (an `AnyHashable`, whose bytes differ for equal
    /// values) compares that part by value.
    func isUnchanged(_ last: V, _ new: V) -> Bool {
        ValueBytes.equal(last, new)
    }

    /// Takes a new value of the view.
    func update(_ view: V) {}
}

/// A primitive node that reads bindings or observable values itself (a control, a tab view, an editor): when
/// one it read changes, `sync()` reads them again before the next frame, and the sizes measured are forgotten.
@MainActor
class BindingReadingNode<V>: PrimitiveNode<V> {
    /// Reads the bindings again (subclasses), through `readObserved(_:)`.
    func sync() {}

    override func invalidate() {
        scheduleRefresh()
    }

    override func updateIfInvalidated() {
        guard takeScheduledRefresh() else { return }
        sync()
        invalidate(.layout)
    }
}

/// A node that only groups its children for the stack around it.
@MainActor
class GroupingNode<V>: PrimitiveNode<V> {
    var children: [Node] = []
    /// Children that left and are still drawn while their transition runs.
    private var departingChildren: [Node] = []

    override var isTransparent: Bool { true }

    override func forEachChild(_ body: (Node) -> Void) {
        for child in children { body(child) }
        for child in departingChildren { body(child) }
    }

    /// Takes a child out: at once, or, when the change animates and the child has a transition, after it has
    /// gone out (it keeps its room in the layout meanwhile, and takes no focus).
    func retire(_ child: Node) {
        if let animation = graph.currentAnimation, let departing = child.departingNode,
            departing.beginRemoval(animation, whenDone: { [weak self, weak child] in
                guard let self, let child else { return }
                self.departingChildren.removeAll { $0 === child }
                child.unmount()
                self.invalidateLayout()
            })
        {
            child.isDeparting = true
            departingChildren.append(child)
            invalidateLayout()
        } else {
            child.unmount()
        }
    }
}
