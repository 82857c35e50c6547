/// The node-owned subscription through which `@StateObject`, `@ObservedObject` and `@EnvironmentObject`
/// re-render their view when the object they hold sends `objectWillChange`.
///
/// A send, from whatever thread, only posts the node to the graph's change queue, as an observation change
/// does; the main actor invalidates it and evaluates the body before the next frame. The subscription is
/// dropped when the property holds another object (or none), and when the node leaves the graph and its
/// storage is released; the handler holds the node and the queue weakly, and an unmounted node ignores
/// invalidation, so a send that races with either does nothing.
@MainActor
final class ObjectWillChangeObserver {
    private var subscription: ObservableObjectSubscription?

    /// Follows `publisher` for `node` from now on (or nothing, for nil), dropping the previous subscription
    /// when it was to another publisher.
    func observe(_ publisher: ObservableObjectPublisher?, for node: Node) {
        guard subscription?.publisher !== publisher else { return }
        subscription?.cancel()
        subscription = nil
        guard let publisher else { return }
        let changes = node.graph.changes
        subscription = publisher.subscribe { [weak node, weak changes] in
            changes?.post(node)
        }
    }

    /// The publisher followed now, if any (for tests).
    var publisher: ObservableObjectPublisher? { subscription?.publisher }
}
