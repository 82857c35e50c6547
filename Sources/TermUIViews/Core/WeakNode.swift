/// A weak reference to a node, to remember focus (a column's last, the focused node's ancestors) without
/// keeping a node alive.
@MainActor
final class WeakNode {
    /// The node, while it is alive.
    weak var node: Node?
}
