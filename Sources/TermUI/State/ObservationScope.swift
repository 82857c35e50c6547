import Observation
import Synchronization

/// A node's observation of the observable values it reads (a body, a binding), renewed at every read so
/// that only one registration is ever waiting.
///
/// `withObservationTracking` stays registered with every model it read from until one of the values it read
/// changes, and Observation has no public way to cancel it: a node that read again for any other reason
/// (its state, its environment, its parent) would leave one registration behind each time, several hundred
/// bytes, for as long as the values stay the same. So each read also reads a token of its own, and before
/// the next read, or when the node leaves, the token is changed: Observation then drops the last
/// registration everywhere, as it does after any change, and the change is not passed on.
@MainActor
final class ObservationScope {
    /// What each read reads besides the node's values; changing it ends the last registration.
    @Observable @MainActor
    final class Token {
        var generation = 0
    }

    /// Whether the token is being changed to end a registration (its change is then not a change to pass on).
    final class Ending: Sendable {
        let isEnding = Mutex(false)
    }

    private let token = Token()
    private let ending = Ending()
    private var isWaiting = false

    /// Reads `values` under observation for `node`: when one of them changes, the node is invalidated before
    /// the next frame. The last read's registration ends first.
    func read<Value>(for node: Node, _ values: () -> Value) -> Value {
        end()
        isWaiting = true
        let changes = node.graph.changes
        let token = self.token
        let ending = self.ending
        return withObservationTracking {
            _ = token.generation
            return values()
        } onChange: { [weak node] in
            guard !ending.isEnding.withLock({ $0 }) else { return }
            changes.post(node)
        }
    }

    /// Ends the registration of the last read, if it is still waiting.
    func end() {
        guard isWaiting else { return }
        isWaiting = false
        ending.isEnding.withLock { $0 = true }
        token.generation &+= 1
        ending.isEnding.withLock { $0 = false }
    }
}
