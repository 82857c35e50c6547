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

    /// A node that followed the pointer has gone: it is no longer told of moves.
    func pointerLeft(_ node: Node) {
        hoveredNodes.removeAll { $0.node == nil || $0.node === node }
    }
}
