import Synchronization

/// Collects the nodes whose observed values changed, from whatever thread changed them, until the main
/// actor applies them before the next frame.
///
/// Observation calls back on the thread that made the change, which need not be the main thread (nor is the
/// main actor always the main thread: under the test runner it is not), so nodes are not touched there.
final class ChangeQueue: Sendable {
    private struct Entry: Sendable {
        weak var node: Node?
    }

    private let pending = Mutex<[Entry]>([])
    private let wake: @Sendable () -> Void

    /// A queue that calls `wake` (from any thread) when the first change of a batch arrives.
    init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    /// Records that a node's observed values changed.
    func post(_ node: Node?) {
        let isFirst = pending.withLock { entries in
            entries.append(Entry(node: node))
            return entries.count == 1
        }
        if isFirst { wake() }
    }

    /// Takes the nodes recorded so far.
    @MainActor
    func drain() -> [Node] {
        pending.withLock { entries in
            defer { entries.removeAll() }
            return entries.compactMap(\.node)
        }
    }
}
