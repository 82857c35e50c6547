import TermUIBase

/// The mouse over a list: a click selects the row under the pointer (and focuses the list); a click on the
/// selected row of the focused list, or a double click, does what Enter does on it; the wheel moves the
/// selection a row a notch, as ↑ and ↓ do, and focuses the list (what Enter then opens is what it shows).
/// While a row's Delete (or its swipe actions) shows, a click on it deletes the row (runs the action), and a
/// click anywhere else puts the row back.
extension ListNode: MouseTarget {
    func handleMouse(_ event: MouseEvent, at point: Point, clickCount: Int) -> Bool {
        switch event.kind {
        case .scrollUp, .scrollDown:
            guard rowCount > 0 else { return false }
            graph.focus(self)
            select(selectedIndex + (event.kind == .scrollDown ? 1 : -1))
            return true
        case .press(.primary):
            if let revealed = swipeToDelete.revealedIndex {
                let onDelete = placedRows.contains { row in
                    row.index == revealed && row.rect.contains(point) && point.x >= row.rect.maxX - ListSwipeToDelete.actionColumns
                }
                putRowBack(deleting: onDelete)
                if onDelete { return true }
            }
            if let revealed = swipeActions.revealedIndex, let row = placedRows.first(where: { $0.index == revealed }),
                let widths = swipeActions.widths(forRow: revealed, rowWidth: row.rect.width, progress: 1)
            {
                if let action = swipeActions.actionRects(in: row.rect, widths: widths).firstIndex(where: { $0.contains(point) }) {
                    runSwipeAction(at: action)
                    return true
                }
                swipeActions.hide()
            }
            guard let row = placedRows.first(where: { $0.rect.contains(point) }), rows.isSelectable(row.index) else {
                return false
            }
            let wasChosen = isFocused && row.index == selectedIndex
            graph.focus(self)
            select(row.index)
            if wasChosen || clickCount >= 2 { graph.dispatch(KeyPress(.return)) }
            return true
        default:
            return false
        }
    }
}
