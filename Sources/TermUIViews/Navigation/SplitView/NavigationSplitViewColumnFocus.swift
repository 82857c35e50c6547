import TermUIBase

/// Focus in a split view's columns, and the keys that move it: from column to column side by side, forward
/// and back through the stack when collapsed.
extension NavigationSplitViewNode: KeyResponder {
    /// The column that holds the focused node.
    var focusedPosition: Int? {
        guard let focused = graph.focused else { return nil }
        return columns.firstIndex { $0?.isAncestor(of: focused) == true }
    }

    /// The visible columns that have something to focus.
    private var focusablePositions: [Int] {
        visiblePositions.filter { columns[$0]?.preferredFocusNode != nil }
    }

    /// Moves focus to a column: where it was there last, else its first focusable node.
    func focusColumn(_ position: Int) {
        guard let column = columns[position] else { return }
        if let focused = graph.focused, let current = focusedPosition { rememberedFocus[current].node = focused }
        var target = rememberedFocus[position].node
        if let node = target, !(node.isMounted && column.isAncestor(of: node) && node.takesFocus) { target = nil }
        if let node = target ?? column.preferredFocusNode {
            graph.focus(node)
            compactPosition = position
            (node as? ListNode)?.selectHighlightedRowIfUnselected()
        }
    }

    /// Focuses the next (or previous) column that has something to focus; true when focus moved.
    private func moveToColumn(forward: Bool, wrapping: Bool) -> Bool {
        let positions = focusablePositions
        guard positions.count > 1 else { return false }
        let current = focusedPosition.flatMap { positions.firstIndex(of: $0) } ?? (forward ? -1 : positions.count)
        var next = current + (forward ? 1 : -1)
        if wrapping { next = (next + positions.count) % positions.count }
        guard positions.indices.contains(next) else { return false }
        focusColumn(positions[next])
        return true
    }

    /// The keys that move between columns: collapsed, Enter → l push the next column ("⏎ open") and Esc ← h go
    /// back ("Esc back"); side by side, Tab and ⇧Tab cycle through the columns ("Tab column"), Enter → l and
    /// Esc ← h move to the next and previous ("←→ column", with "h l" in the help). The focused view has the
    /// keys first: where it uses ← → (h l) itself (a pager, a month), they do not reach here and are not
    /// offered, and Tab and ⇧Tab (or Esc, collapsed) are the way to another column, as the hint then says.
    var keyBindings: [KeyBinding] {
        if isCollapsed {
            let push: (KeyPress) -> KeyPress.Result = { [self] _ in pushColumn() ? .handled : .ignored }
            let pop: (KeyPress) -> KeyPress.Result = { [self] _ in popColumn() ? .handled : .ignored }
            return [
                .deciding(.keys(.return), hints: compactPosition < count - 1 ? [KeyHint("⏎", "open")] : [], takesKeys: false, action: push),
                .deciding(.keys(.rightArrow, "l"), hints: [], takesKeys: false, action: push),
                .deciding(.keys(.escape), hints: compactPosition > 0 ? [KeyHint("Esc", "back")] : [], takesKeys: false, action: pop),
                .deciding(.keys(.leftArrow, "h"), hints: [], takesKeys: false, action: pop),
            ]
        }
        guard focusablePositions.count > 1 else { return [] }
        let step: (KeyPress) -> KeyPress.Result = { [self] press in
            let forward = press.key == .return || press.key == .rightArrow || press.key == "l"
            return moveToColumn(forward: forward, wrapping: false) ? .handled : .ignored
        }
        return [
            KeyBinding(.presses(KeyPress(.tab), KeyPress(.tab, modifiers: .shift)), hints: [KeyHint("Tab", "column")]) {
                [self] press in _ = moveToColumn(forward: !press.modifiers.contains(.shift), wrapping: true)
            },
            .deciding(.keys(.leftArrow, .rightArrow), hints: [KeyHint("←→", "column")], takesKeys: false, action: step),
            .deciding(.keys("h", "l"), hints: [.helpOnly("h l", "column", role: .movement)], takesKeys: false, action: step),
            .deciding(.keys(.return, .escape), hints: [], takesKeys: false, action: step),
        ]
    }
}
