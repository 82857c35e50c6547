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

    /// Handles a key: collapsed, Enter → l push the next column and
    /// Esc ← h go back; side by side, Tab and ⇧Tab cycle through the columns, Enter → l and Esc ← h move to the
    /// next and previous. The focused view has the keys first: where it uses ← → (h l) itself (a pager, a
    /// month), they do not reach here, and Tab and ⇧Tab (or Esc, collapsed) are the way to another column,
    /// as the hint then says. True when the key was used.
    func handleKey(_ press: KeyPress) -> Bool {
        if isCollapsed {
            if press.isPlain(.return) || press.isPlain(.rightArrow) || press.isPlain("l") { return pushColumn() }
            if press.isPlain(.escape) || press.isPlain(.leftArrow) || press.isPlain("h") { return popColumn() }
            return false
        }
        if press.key == .tab, press.modifiers.isSubset(of: .shift) {
            return moveToColumn(forward: !press.modifiers.contains(.shift), wrapping: true)
        }
        if press.isPlain(.return) || press.isPlain(.rightArrow) || press.isPlain("l") {
            return moveToColumn(forward: true, wrapping: false)
        }
        if press.isPlain(.escape) || press.isPlain(.leftArrow) || press.isPlain("h") {
            return moveToColumn(forward: false, wrapping: false)
        }
        return false
    }

    /// Appends the hints for the keys that work now.
    func appendKeyHints(to hints: inout [KeyHint]) {
        if isCollapsed {
            if compactPosition < count - 1 { hints.append(KeyHint("⏎", "open")) }
            if compactPosition > 0 { hints.append(KeyHint("Esc", "back")) }
        } else if focusablePositions.count > 1 {
            // ← → move between columns too, unless the focused view uses them itself (a pager, a month).
            let arrowsAreTaken = hints.contains { $0.key.contains("←") || $0.key.contains("→") }
            hints.append(KeyHint(arrowsAreTaken ? "Tab" : "Tab ←→", "column"))
            if !arrowsAreTaken { hints.append(KeyHint.helpOnly("h l", "column", role: .movement)) }
        }
    }
}
