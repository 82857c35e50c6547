import Synchronization

/// Collects the nodes whose observed values changed, from whatever thread changed them, until the main
/// actor applies them before the next frame.
///
/// Observation calls back on the thread that made the change, which need not be the main thread (nor is the
/// main actor always the main thread: under the test runner it is not), so nodes are not touched there.
final class ChangeQueue: Sendable {
    private struct Entry: Sendable {
        /// The node that changed (an object it follows sent `objectWillChange`), while it is alive.
        weak var node: Node?
        /// Or the reads that changed: the node is theirs while it is in the graph.
        var scope: ObservationScope?
        /// The transaction the change was made in (`withAnimation`).
        let transaction: Transaction?
    }

    private let pending = Mutex<[Entry]>([])
    private let wake: @Sendable () -> Void

    /// A queue that calls `wake` (from any thread) when the first change of a batch arrives.
    init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    /// Records that the values a node read (through `scope`) changed.
    func post(_ scope: ObservationScope) {
        post(Entry(scope: scope, transaction: Transaction.current))
    }

    /// Records that a node's followed object is about to change.
    func post(_ node: Node?) {
        post(Entry(node: node, transaction: Transaction.current))
    }

    private func post(_ entry: Entry) {
        let isFirst = pending.withLock { entries in
            entries.append(entry)
            return entries.count == 1
        }
        if isFirst { wake() }
    }

    /// How many changes wait to be applied.
    var pendingCount: Int {
        pending.withLock { $0.count }
    }

    /// Takes the nodes recorded so far, each with the transaction of its change.
    @MainActor
    func drain() -> [(Node, Transaction?)] {
        pending.withLock { entries in
            defer { entries.removeAll() }
            return entries.compactMap { entry in (entry.node ?? entry.scope?.node).map { ($0, entry.transaction) } }
        }
    }
}
