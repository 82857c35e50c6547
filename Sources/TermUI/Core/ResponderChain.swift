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

    /// The key hints for what has focus now, in the order of the responder path, each key once.
    var keyHints: [KeyHint] {
        var hints: [KeyHint] = []
        let scope = focusScope
        var node: Node? = keyTarget
        while let current = node {
            current.keyResponder?.appendKeyHints(to: &hints)
            if current === scope { break }
            node = current.parent
        }
        scope?.collectShortcutHints(into: &hints)
        if !presentedNodes.isEmpty, focusManager.focusableNodes.count > 1 { hints.append(KeyHint("Tab", "next")) }
        root?.appendAppKeyHints(to: &hints, isTyping: focused?.takesTextInput == true)
        var seen = Set<String>()
        return hints.filter { seen.insert($0.key).inserted }
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
