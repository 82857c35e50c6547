/// A node with keyboard shortcuts (a button's `.keyboardShortcut`, the search field's `/`): its keys work
/// wherever focus is in its focus scope, after the focus chain has passed them on.
@MainActor
protocol ShortcutResponder: Node {
    /// Runs the action of the shortcut the key is, if it is one; true when it was.
    func handlesShortcut(_ press: KeyPress) -> Bool
    /// Adds the hints of this node's shortcuts.
    func appendShortcutHints(to hints: inout [KeyHint])
}

extension Node {
    /// Finds a node at or below this one (on screen) whose shortcut the key is, and runs it.
    func dispatchShortcut(_ press: KeyPress) -> Bool {
        if roles.contains(.shortcuts), let responder = self as? any ShortcutResponder, responder.handlesShortcut(press) {
            return true
        }
        var handled = false
        forEachVisibleChild { child in
            if !handled { handled = child.dispatchShortcut(press) }
        }
        return handled
    }

    /// Adds the shortcut hints of this node and the nodes below it (on screen).
    func collectShortcutHints(into hints: inout [KeyHint]) {
        if roles.contains(.shortcuts), let responder = self as? any ShortcutResponder {
            responder.appendShortcutHints(to: &hints)
        }
        forEachVisibleChild { $0.collectShortcutHints(into: &hints) }
    }
}
