import TermUIBase

/// The keys of a list and the hints that name them.
extension ListNode: KeyResponder {
    /// The list's keys: ↑ ↓ (k j) move the selection, PgUp PgDn move a page, Home End (g G) go to the ends
    /// (named while there is another row to move to), Enter activates the selected row (or chooses it), `d`
    /// reveals a row's swipe actions or its Delete, Shift-↑ and Shift-↓ move the selected row when its
    /// `ForEach` has `onMove` (else they are left to the views around: an app moves the selected row with them,
    /// say), `m` (Shift-F10) opens its context menu. While a Delete or swipe actions show, their keys come
    /// first, and the list's others are not named.
    var keyBindings: [KeyBinding] {
        let revealed = swipeToDeleteBindings + swipeActionBindings
        var bindings = [movingBinding, returnBinding]
        if selectedRowHasSwipeActions || canDeleteSelectedRow {
            bindings.append(KeyBinding(.keys("d", .deleteForward), "d", selectedRowHasSwipeActions ? "actions" : "delete") {
                [self] _ in _ = revealSwipeActionsOfSelectedRow() || revealDeleteOfSelectedRow()
            })
        }
        if canMoveSelectedRow {
            let shifted = [KeyEquivalent.upArrow, .downArrow].map { KeyPress($0, modifiers: .shift) }
            bindings.append(KeyBinding(.presses(shifted[0], shifted[1]), "⇧↑↓", "reorder") { [self] press in
                moveSelectedRow(up: press.key == .upArrow)
            })
        }
        if let menu = selectedRowContextMenu {
            bindings.append(KeyBinding(.contextMenuKeys, hints: [.contextMenu, .contextMenuFunctionKey]) { _ in
                menu.openContextMenu(anchor: nil)
            })
        }
        guard !revealed.isEmpty else { return bindings }
        return revealed + bindings.map { binding in
            var binding = binding
            binding.hints = []
            return binding
        }
    }

    /// ↑ ↓ (k j), PgUp PgDn, Home End (g G), named while there is another row to move to. ↑ and ↓ with Shift
    /// are not these: they move the row, or go on.
    private var movingBinding: KeyBinding {
        let keys = KeyMatch.presses(KeyPress(.upArrow), KeyPress(.downArrow))
            .union(.keys("k", "j", .pageUp, .pageDown, .home, .end, "g", "G"))
        return KeyBinding(keys, hints: rowCount > 0 && hasAnotherSelectableRow ? KeyHint.movingKeys : []) { [self] press in
            switch press.key {
            case .upArrow, "k": select(selectedIndex - 1)
            case .downArrow, "j": select(selectedIndex + 1)
            case .pageUp: select(selectedIndex - selection.pageSize)
            case .pageDown: select(selectedIndex + selection.pageSize)
            case .home, "g": select(0)
            default: select(rowCount - 1)
            }
        }
    }

    /// Enter activates the selected row (named by the row: "⏎ open" on a link). A row with nothing to activate
    /// is chosen: its value becomes the selection, and the key goes on to the container (a collapsed split view
    /// pushes the next column), whose hint then stays.
    private var returnBinding: KeyBinding {
        let row = selectedRowNode
        return .trying(.keys(.return), hints: row?.rowActivationHint.map { [$0] } ?? [], takesKeys: row?.isRowActivatable == true) {
            [self] _ in
            guard rows.isSelectable(selectedIndex) else { return false }
            if selectedRowNode?.activateRow() == true { return true }
            publishSelection()
            return false
        }
    }

    /// Whether a key puts back a row whose Delete or swipe actions show, before it does what it does: any key
    /// without Control or Option, but Shift-↑ and Shift-↓ (which move the row, or go on).
    @Sendable nonisolated static func putsRowBack(_ press: KeyPress) -> Bool {
        guard press.modifiers.isDisjoint(with: [.control, .option]) else { return false }
        return !(press.modifiers.contains(.shift) && (press.key == .upArrow || press.key == .downArrow))
    }

    /// Whether the moving keys can select a row other than the selected one (a list of one row offers none).
    private var hasAnotherSelectableRow: Bool {
        [selectedIndex - 1, selectedIndex + 1].contains { neighbour in
            guard neighbour >= 0, neighbour < rowCount else { return false }
            let target = rows.selectableIndex(near: neighbour, forward: neighbour > selectedIndex)
            return target != selectedIndex && rows.isSelectable(target)
        }
    }

    /// Whether the selected row's `ForEach` lets rows move (`onMove`) and the row is not `moveDisabled`.
    private var canMoveSelectedRow: Bool {
        rows.locate(selectedIndex)?.segment.move != nil && selectedRowNode?.restrictsRow(\.disablesMove) != true
    }

    /// Moves the selected row one place up or down within its `ForEach`, animated (not past an end).
    private func moveSelectedRow(up: Bool) {
        guard let (segment, offset) = rows.locate(selectedIndex), let move = segment.move else { return }
        let target = up ? offset - 1 : offset + 1
        guard (0..<segment.count).contains(target) else { return }
        // The selection is the row's id, so it goes with the row.
        withAnimation(.default) { move(offset, up ? target : target + 1) }
    }

    /// The context menu of the selected row, if it has one (`m` and Shift-F10 open it).
    private var selectedRowContextMenu: (any ContextMenuSource)? {
        selectedRowNode?.firstNode((any ContextMenuSource).self, withRole: .contextMenu)
    }
}

extension KeyHint {
    /// The hints of the keys that move a list's or a table's selection: "↑↓ move" in the bar, the letters,
    /// pages and ends in the help.
    static let movingKeys = [KeyHint("↑↓", "move"), .helpOnly("j k", "move", role: .movement)] + pagingKeys
}
