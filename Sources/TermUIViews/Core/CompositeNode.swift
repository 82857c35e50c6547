import Foundation
import Observation

/// The node of a view with a `body`: it owns the view's dynamic properties (`@State`, `@Environment`, ...),
/// evaluates the body under observation tracking, and keeps the body's node as its only child.
///
/// The body is evaluated again only when its inputs change: the node was invalidated (its state changed or an
/// observed object it read changed), its environment changed while it reads the environment, or its parent
/// passed a view value that differs from the last one.
@MainActor
final class CompositeNode<V: View>: Node {
    private(set) var view: V
    private var child: Node?
    private var slots: [AnyObject?] = []
    private(set) var isInvalidated = false
    /// How many times the body was evaluated (tests use it to prove work is skipped).
    private(set) var bodyEvaluationCount = 0

    init(view: V, context: NodeContext) {
        self.view = view
        super.init(viewType: ObjectIdentifier(V.self), context: context)
        installProperties(into: &self.view)
        evaluateBody()
    }

    override var isTransparent: Bool { true }

    override func forEachChild(_ body: (Node) -> Void) {
        if let child { body(child) }
    }

    override func update(with view: any View) {
        guard var newView = view as? V else { return }
        installProperties(into: &newView)
        // A changed environment always re-evaluates: descendants must see it even if this view ignores it.
        let unchanged = !isInvalidated && !environmentChanged && ValueBytes.equal(self.view, newView)
        self.view = newView
        didSkipLastUpdate = unchanged
        if !unchanged { evaluateBody() }
    }

    /// Marks the body as needing evaluation before the next frame.
    override func invalidate() {
        guard isMounted else { return }
        isInvalidated = true
        graph.scheduleUpdate(of: self)
    }

    /// Evaluates the body now if it was invalidated and is still in the graph.
    override func updateIfInvalidated() {
        guard isMounted, isInvalidated else { return }
        installProperties(into: &view)
        evaluateBody()
    }

    /// The dynamic properties' storage leaves with the node, so that subscriptions to observable objects end
    /// now rather than when the last reference to the node goes.
    override func didUnmount() {
        slots.removeAll()
    }

    private func evaluateBody() {
        isInvalidated = false
        bodyEvaluationCount += 1
        let body = readObserved { view.body }
        child = reconcile(child, with: body)
    }

    private func installProperties(into view: inout V) {
        let fields = DynamicPropertyLayout.fields(of: V.self, holdsValues: graph.valueHolderType == ObjectIdentifier(V.self))
        guard !fields.isEmpty else { return }
        if slots.count != fields.count { slots = Array(repeating: nil, count: fields.count) }
        withUnsafeMutableBytes(of: &view) { bytes in
            guard let base = bytes.baseAddress else { return }
            for (index, field) in fields.enumerated() {
                field.install(base + field.offset, &slots[index], self)
            }
        }
    }
}
