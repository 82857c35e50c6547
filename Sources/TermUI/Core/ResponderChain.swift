/// The responder path a key takes, and the key hints it offers: first the focus chain (the focused node and
/// its ancestors up to the focus scope), then the screen (keyboard shortcuts in scope, Tab and Shift-Tab to
/// move focus), then the app (the root's own keys).
extension ViewGraph {
    /// Sends a key along the responder path; true when something used it.
    @discardableResult
    func dispatch(_ press: KeyPress) -> Bool {
        clearAnnouncement()
        applyPendingUpdates()
        focusManager.resolve()
        if let root, root.missingMinimumSize != nil { return root.handleAppKey(press) }
        let scope = focusScope
        var node: Node? = keyTarget
        while let current = node {
            if current.keyResponder?.handleKey(press) == true { return true }
            if current === scope { break }
            node = current.parent
        }
        if let scope, scope.dispatchShortcut(press) { return true }
        if press.key == .tab, press.modifiers.isSubset(of: .shift) {
            return moveFocus(forward: !press.modifiers.contains(.shift))
        }
        return root?.handleAppKey(press) ?? false
    }

    /// Gives pasted text to the focused node when it takes pastes; otherwise the paste is dropped, and the
    /// bottom row says so. True when it was taken.
    @discardableResult
    func dispatchPaste(_ text: String) -> Bool {
        clearAnnouncement()
        applyPendingUpdates()
        focusManager.resolve()
        guard let target = focused as? any PasteTarget else {
            announce("Nothing here takes text: the paste was not used.")
            return false
        }
        if let refusal = target.paste(text) {
            announce(refusal)
            return false
        }
        return true
    }

    /// The key hints of the bar: the keys that work now (`allKeyHints`) less those only the help lists.
    var keyHints: [KeyHint] { allKeyHints.filter(\.showsInBar) }

    /// Every key that works now, for the help and (less the help-only ones) the bar: the hints of the focus
    /// chain, the screen's shortcuts, Tab, and the app's keys, each key once (the first, innermost, wins), hints
    /// with one label and arrow keys merged ("←→ move" and "↑↓ move" are "←→↑↓ move"), in the order of their
    /// roles and otherwise of the responder path. While a text field has focus, no key that types is offered:
    /// the field takes it.
    var allKeyHints: [KeyHint] {
        if let root, root.missingMinimumSize != nil { return [KeyHint("q", "quit")] }
        var hints: [KeyHint] = []
        let scope = focusScope
        var node: Node? = keyTarget
        while let current = node {
            current.keyResponder?.appendKeyHints(to: &hints)
            if current === scope { break }
            node = current.parent
        }
        var shortcuts: [KeyHint] = []
        scope?.collectShortcutHints(into: &shortcuts)
        hints += shortcuts.map { hint in
            var hint = hint
            if hint.role == .action { hint.role = .screen }
            return hint
        }
        if focusManager.focusableNodes.count > 1 {
            hints.append(KeyHint("Tab", "next", showsInBar: !presentedNodes.isEmpty))
            hints.append(KeyHint.helpOnly("Shift-Tab", "previous"))
        }
        root?.appendAppKeyHints(to: &hints)
        let isTyping = focused?.takesTextInput == true
        return KeyHintBar.arranged(hints.filter { !isTyping || !$0.typesText })
    }

    /// Where keys start: the focused node, or when nothing on screen takes focus, the innermost navigation
    /// container shown (so that Esc still goes back), or the scope itself.
    private var keyTarget: Node? {
        if let focused { return focused }
        guard let scope = focusScope else { return nil }
        var innermost: Node = scope
        func search(_ node: Node) {
            if node.roles.contains(.navigationContainer) { innermost = node }
            node.forEachVisibleChild(search)
        }
        search(scope)
        return innermost
    }
}
