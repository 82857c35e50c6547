import Observation
import Synchronization

/// A node's observation of the observable values it reads (a body, a binding), renewed at every read so
/// that only one registration is ever waiting.
///
/// `withObservationTracking` stays registered with every model it read from until one of the values it read
/// changes, and Observation has no public way to cancel it: a node that read again for any other reason
/// (its state, its environment, its parent) would leave one registration behind each time, several hundred
/// bytes, for as long as the values stay the same. So each read also reads this scope's own `generation`,
/// and before the next read, or when the node leaves, the generation is changed: Observation then drops the
/// last registration everywhere, as it does after any change, and that change is not passed on.
@Observable @MainActor
final class ObservationScope {
    /// Read by every read; changing it ends the last registration.
    private var generation = 0
    /// Whether `generation` is being changed to end a registration (a change not to pass on); read by the
    /// change handler, which may run on any thread.
    @ObservationIgnored private nonisolated let isEnding = Mutex(false)
    /// Whether a registration waits.
    @ObservationIgnored private var isWaiting = false

    /// The queue a change is posted to: the graph's.
    @ObservationIgnored private let changes: ChangeQueue
    /// The node whose reads these are, until it leaves the graph (`detach()`). A strong reference, as the
    /// node's to this scope: the node's leaving breaks the pair. A weak one gave every node that reads a side
    /// table, and every retain and release of it the runtime's slow path.
    @ObservationIgnored private(set) var node: Node?

    /// The scope of `node`'s reads.
    init(node: Node) {
        self.node = node
        changes = node.graph.changes
    }

    /// Reads `values` under observation for the node: when one of them changes, the node is invalidated
    /// before the next frame. The last read's registration ends first.
    func read<Value>(_ values: () -> Value) -> Value {
        end()
        isWaiting = true
        let changes = changes
        return withObservationTracking {
            _ = generation
            return values()
        } onChange: { [self] in
            guard !isEnding.withLock({ $0 }) else { return }
            changes.post(self)
        }
    }

    /// Ends the last read's registration and lets the node go: it has left the graph.
    func detach() {
        end()
        node = nil
    }

    /// Ends the registration of the last read, if it is still waiting.
    func end() {
        guard isWaiting else { return }
        isWaiting = false
        isEnding.withLock { $0 = true }
        generation &+= 1
        isEnding.withLock { $0 = false }
    }
}
