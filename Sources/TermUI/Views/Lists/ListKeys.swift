/// The keys of a list and the hints that name them.
extension ListNode: KeyResponder {
    /// Handles a key: ↑ ↓ (k j) move the selection, PgUp PgDn move a page, Home End (g G) go to the ends,
    /// Enter activates the selected row (or chooses it), `d` reveals a row's swipe actions or its Delete, `m` (Shift-F10) opens its
    /// context menu; true when the key was used.
    /// Shift-↑ and Shift-↓ move the selected row when its `ForEach` has `onMove`, else are left to the views
    /// around (an app moves the selected row with them, say).
    func handleKey(_ press: KeyPress) -> Bool {
        guard press.modifiers.isDisjoint(with: [.control, .option]) else { return false }
        if press.modifiers.contains(.shift), press.key == .upArrow || press.key == .downArrow {
            return moveSelectedRow(up: press.key == .upArrow)
        }
        if handleKeyWhileDeleteShows(press) || handleKeyWhileSwipeActionsShow(press) { return true }
        if press.isContextMenuKey, let menu = selectedRowContextMenu {
            menu.openContextMenu(anchor: nil)
            return true
        }
        let target: Int
        switch press.key {
        case .upArrow, "k": target = selectedIndex - 1
        case .downArrow, "j": target = selectedIndex + 1
        case .pageUp: target = selectedIndex - selection.pageSize
        case .pageDown: target = selectedIndex + selection.pageSize
        case .home, "g": target = 0
        case .end, "G": target = rowCount - 1
        case .return:
            guard rows.isSelectable(selectedIndex) else { return false }
            if selectedRowNode?.activateRow() == true { return true }
            // A row with nothing to activate is chosen: its value becomes the selection, and the key goes on
            // to the container (a collapsed split view pushes the next column).
            publishSelection()
            return false
        case "d", .deleteForward:
            return revealSwipeActionsOfSelectedRow() || revealDeleteOfSelectedRow()
        default: return false
        }
        select(target)
        return true
    }

    /// Appends the hints for the keys that work now.
    func appendKeyHints(to hints: inout [KeyHint]) {
        if swipeToDelete.revealedIndex != nil {
            swipeToDelete.appendKeyHints(to: &hints)
            return
        }
        if swipeActions.revealedIndex != nil {
            swipeActions.appendKeyHints(to: &hints)
            return
        }
        guard rowCount > 0 else { return }
        if hasAnotherSelectableRow {
            hints.append(KeyHint("↑↓", "move"))
            hints.append(KeyHint.helpOnly("j k", "move", role: .movement))
            hints.append(KeyHint.helpOnly("PgUp PgDn", "page"))
            hints.append(KeyHint.helpOnly("Home End", "first, last"))
            hints.append(KeyHint.helpOnly("g G", "first, last", role: .movement))
        }
        if let hint = selectedRowNode?.rowActivationHint { hints.append(hint) }
        if selectedRowHasSwipeActions {
            hints.append(KeyHint("d", "actions"))
        } else if canDeleteSelectedRow {
            hints.append(KeyHint("d", "delete"))
        }
        if canMoveSelectedRow { hints.append(KeyHint("⇧↑↓", "reorder")) }
        if selectedRowContextMenu != nil {
            hints.append(KeyHint.contextMenu)
            hints.append(KeyHint.contextMenuFunctionKey)
        }
    }

    /// Whether the moving keys can select a row other than the selected one (a list of one row offers none).
    private var hasAnotherSelectableRow: Bool {
        [selectedIndex - 1, selectedIndex + 1].contains { neighbour in
            guard neighbour >= 0, neighbour < rowCount else { return false }
            let target = rows.selectableIndex(near: neighbour, forward: neighbour > selectedIndex)
            return target != selectedIndex && rows.isSelectable(target)
        }
    }

    /// Whether the selected row's `ForEach` lets rows move (`onMove`).
    private var canMoveSelectedRow: Bool {
        rows.locate(selectedIndex)?.segment.move != nil
    }

    /// Moves the selected row one place up or down within its `ForEach`, animated; true when the key was the
    /// list's (its rows can move), even at an end.
    private func moveSelectedRow(up: Bool) -> Bool {
        guard let (segment, offset) = rows.locate(selectedIndex), let move = segment.move else { return false }
        let target = up ? offset - 1 : offset + 1
        guard (0..<segment.count).contains(target) else { return true }
        // The selection is the row's id, so it goes with the row.
        withAnimation(.default) { move(offset, up ? target : target + 1) }
        return true
    }

    /// The context menu of the selected row, if it has one (`m` and Shift-F10 open it).
    private var selectedRowContextMenu: (any ContextMenuSource)? {
        selectedRowNode?.firstNode((any ContextMenuSource).self)
    }
}

