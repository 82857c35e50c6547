import Synchronization

/// How many nodes of a graph are alive, counted in debug builds, so that tests can show that every node that
/// leaves the graph is let go.
///
/// A node holds its parent strongly (`Node.parent`) and its observation scope holds it: both pairs are broken
/// by `Node.unmount()`, so a node that leaves without being unmounted is never freed. The count is atomic
/// because the last reference to a node may go on any thread.
final class NodeCensus: Sendable {
    private let count = Atomic<Int>(0)

    /// Counts a node made.
    func nodeMade() {
        count.add(1, ordering: .relaxed)
    }

    /// Counts a node freed.
    func nodeFreed() {
        count.subtract(1, ordering: .relaxed)
    }

    /// How many nodes are alive.
    var liveNodes: Int {
        count.load(ordering: .relaxed)
    }
}
