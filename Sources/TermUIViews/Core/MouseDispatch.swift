import TermUIBase

/// Where a mouse report goes: the node under the pointer (the top presentation's, when one is shown; its
/// dimmed surround takes no clicks), then its ancestors.
extension ViewGraph {
    /// Handles a mouse report, `now` being the monotonic time it arrived (to tell a double click). True when
    /// something used it.
    ///
    /// The nodes under the pointer that handle the mouse themselves (`MouseTarget`: a list, a scroll view, a
    /// tap gesture) are asked innermost first. A primary press none of them used goes to the nearest view under
    /// the pointer that takes focus: it gets focus, and one that acts on a click gets its key at once (Enter
    /// presses a button, Space flips a toggle or opens a picker); another one, clicked again or double
    /// clicked, gets Enter (a navigation link opens). A text field only takes focus.
    @discardableResult
    func dispatchMouse(_ event: MouseEvent, now: Double) -> Bool {
        // The pointer's motion goes only to the views that follow it, and leaves a message on the bottom row.
        if event.kind == .move {
            dispatchPointerMove(to: Point(x: event.column, y: event.row))
            return false
        }
        clearAnnouncement()
        applyPendingUpdates()
        focusManager.resolve()
        let point = Point(x: event.column, y: event.row)
        var clickCount = 0
        if case .press(.primary) = event.kind {
            clickCount = clickCounter.count(pressAt: point.x, row: point.y, time: now)
        }
        // Outside the top presentation only it is asked (a menu closes); a sheet's surround takes nothing.
        if let top = presentedNodes.last, !top.frame.contains(point) {
            return (top as? any MouseTarget)?.handleMouse(event, at: point, clickCount: clickCount) ?? false
        }
        guard let hit = node(at: point) else { return false }
        var node: Node? = hit
        while let current = node {
            if let target = current as? any MouseTarget, target.handleMouse(event, at: point, clickCount: clickCount) {
                return true
            }
            node = current.parent
        }
        guard case .press(.primary) = event.kind else { return false }
        node = hit
        while let current = node {
            if let target = current.focusTarget, target.acceptsFocus {
                let wasFocused = current.isFocused
                focus(current)
                if let key = target.clickKey {
                    dispatch(KeyPress(key))
                } else if (wasFocused || clickCount >= 2) && !target.takesTextInput {
                    dispatch(KeyPress(.return))
                }
                return true
            }
            node = current.parent
        }
        return false
    }

    /// The innermost node drawn at a cell: in the top presentation when one is shown (nil outside it), else
    /// in the screen.
    func node(at point: Point) -> Node? {
        if let top = presentedNodes.last {
            return top.frame.contains(point) ? top.hitTest(point) : nil
        }
        return root?.hitTest(point)
    }
}

extension Node {
    /// The innermost node at or below this one whose frame holds the cell, the later of overlapping siblings
    /// (drawn over the earlier) first; nil when none does.
    ///
    /// A node's children may be placed outside its own frame (a screen's toolbar items sit in the navigation
    /// bar above it), so every visible child is looked into, except below a node that clips what it shows (a
    /// scroll view, a list): there only the cells inside its frame are its children's. A node that does not
    /// allow hit testing is passed over with what is inside it, so a click reaches what is behind.
    func hitTest(_ point: Point) -> Node? {
        guard allowsHitTesting else { return nil }
        let holdsPoint = frame.contains(point)
        if clipsContent, !holdsPoint { return nil }
        var children: [Node] = []
        forEachVisibleChild { children.append($0) }
        for child in children.reversed() where !child.isDeparting {
            if let found = child.hitTest(point) { return found }
        }
        return holdsPoint ? self : nil
    }
}
