import TermUIBase

/// Where the pointer's motion goes: to the views under it that follow it, and away from those it left.
extension ViewGraph {
    /// The pointer moved to a cell: the views that follow it (`HoverTarget`) under the pointer are told where
    /// it is, innermost first, and those it has left that it has gone. No frame is drawn for it unless one of
    /// their actions changes what is shown.
    func dispatchPointerMove(to point: Point) {
        applyPendingUpdates()
        var under: [any HoverTarget] = []
        var node = self.node(at: point)
        while let current = node {
            if let target = current as? any HoverTarget { under.append(target) }
            node = current.parent
        }
        let left = hoveredNodes.compactMap { $0.node as? any HoverTarget }.filter { old in !under.contains { $0 === old } }
        hoveredNodes = under.map { target in
            let reference = WeakNode()
            reference.node = target
            return reference
        }
        for target in left { target.pointerMoved(to: nil) }
        for target in under { target.pointerMoved(to: point) }
    }

    /// Whether a view that follows the pointer is in the graph, so that the terminal is to report the pointer's
    /// every motion: the renderer asks before each frame, and switches the terminal's mode when the answer
    /// changes. A count kept as such nodes join and leave, so the question costs nothing and no walk of the
    /// nodes; a view in the graph but not shown now (a tab not chosen, a screen under the top of a navigation
    /// stack) counts too.
    var followsPointer: Bool { hoverTargetCount > 0 }

    /// A node that follows the pointer (`NodeRoles.pointerHover`) is made in the graph.
    func hoverTargetJoined() {
        hoverTargetCount += 1
    }

    /// A node that followed the pointer has left the graph: it is no longer told of moves, nor counted.
    func hoverTargetLeft(_ node: Node) {
        hoverTargetCount -= 1
        hoveredNodes.removeAll { $0.node == nil || $0.node === node }
    }
}
