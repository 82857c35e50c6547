import Observation
import Synchronization

/// Follows the observable values a node reads through bindings it was given (a list's selection, a split
/// view's column), with at most one observation waiting at a time.
///
/// Each `withObservationTracking` stays registered with the model until one of the values it read changes,
/// and there is no public way to cancel it. A node that read its bindings under tracking at every update
/// would so leave one registration behind for each update in which the values did not change: memory that
/// grows with every key press in a window kept open. Here the values are read under tracking only when no
/// earlier tracking is still waiting; when one of them changes, the node is invalidated and the next read
/// tracks again.
///
/// The cost: when an app gives a node a binding to another model while the observation of the first is
/// still waiting, the new model is only observed once the old one changes or the node reads again after it.
final class BindingObservation: Sendable {
    private let isWaiting = Mutex(false)

    /// Reads `values` for `node`, under observation tracking unless a tracking is still waiting.
    @MainActor
    func read<Value>(for node: Node, _ values: () -> Value) -> Value {
        let startsTracking = isWaiting.withLock { waiting in
            if waiting { return false }
            waiting = true
            return true
        }
        guard startsTracking else { return values() }
        let changes = node.graph.changes
        return withObservationTracking(values) { [weak node, self] in
            isWaiting.withLock { $0 = false }
            changes.post(node)
        }
    }
}
