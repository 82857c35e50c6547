package extension Node {
    /// Tells the split view this node is a column of (not through a navigation stack) that a list's selection
    /// changed, so that it makes the columns after it for the new selection even when no view around it is
    /// evaluated again (the selection may live in an object that only the list's own views observe).
    func selectionDidChangeInSplitColumn() {
        var node = parent
        while let current = node {
            if let split = current as? NavigationSplitViewNode {
                split.scheduleRefresh()
                return
            }
            if current.roles.contains(.navigationContainer) { return }
            node = current.parent
        }
    }

    /// The value bound to the selection of the first list with a selection at or below this node (not looking
    /// inside nested navigation containers): nil when there is no such list, `.some(nil)` when nothing is
    /// selected.
    var boundListSelection: AnyHashable?? {
        if let list = self as? ListNode, let value = list.boundSelection { return value }
        var found: AnyHashable??
        forEachVisibleChild { child in
            guard found == nil, !child.roles.contains(.navigationContainer) else { return }
            found = child.boundListSelection
        }
        return found
    }
}
