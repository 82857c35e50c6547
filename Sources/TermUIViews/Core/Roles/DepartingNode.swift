/// A node that can leave the graph with an animation: its parent keeps it drawn until the animation ends.
@MainActor
protocol DepartingNode: AnyObject {
    /// Starts leaving; false when there is nothing to animate (the node can go at once).
    func beginRemoval(_ animation: Animation, whenDone: @escaping @MainActor () -> Void) -> Bool
}

extension Node {
    /// The transition node at the top of this subtree (through single-child wrappers), if any.
    var departingNode: (any DepartingNode)? {
        if let node = self as? any DepartingNode { return node }
        var only: Node?
        var count = 0
        forEachChild { child in
            count += 1
            only = child
        }
        return count == 1 ? only?.departingNode : nil
    }
}
