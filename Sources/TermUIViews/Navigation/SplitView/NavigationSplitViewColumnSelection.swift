/// A list's selection in a column makes the columns after it again (see `SelectionContainer`).
extension NavigationSplitViewNode: SelectionContainer {
    package func selectionDidChange() {
        scheduleRefresh()
    }
}

extension Node {
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
