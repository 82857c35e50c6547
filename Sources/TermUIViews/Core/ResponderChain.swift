import TermUIBase

/// The responder path a key takes, and the key hints it offers: first the focus chain (the focused node and
/// its ancestors up to the focus scope), then the screen (keyboard shortcuts in scope, Tab and Shift-Tab to
/// move focus), then the app (the root's own keys).
extension ViewGraph {
    /// Sends a key along the responder path; true when something used it: to the first binding of
    /// `keyBindings` that answers to it and uses it.
    @discardableResult
    func dispatch(_ press: KeyPress) -> Bool {
        clearAnnouncement()
        applyPendingUpdates()
        focusManager.resolve()
        for binding in keyBindings where binding.handle(press) { return true }
        return false
    }

    /// The key bindings of the responder path now, in the order a key tries them: the focus chain's (the focused
    /// node and its ancestors up to the focus scope), the screen's shortcuts, Tab and Shift-Tab, the app's.
    /// Both the handling of a key (`dispatch`) and the hints (`allKeyHints`) come from this one list.
    var keyBindings: [KeyBinding] {
        guard let root else { return [] }
        if root.missingMinimumSize != nil { return root.appKeyBindings }
        var bindings: [KeyBinding] = []
        let scope = focusScope
        var node: Node? = keyTarget
        while let current = node {
            if let responder = current.keyResponder { bindings += responder.keyBindings }
            if current === scope { break }
            node = current.parent
        }
        if let scope { bindings += scope.collectShortcutBindings().map(\.asScreenShortcut) }
        bindings += focusMovingBindings
        bindings += root.appKeyBindings
        return bindings
    }

    /// Tab and Shift-Tab, which move focus; offered while there is somewhere else to move it (in the bar only
    /// while something is presented: on a screen, the columns' own hints say it).
    private var focusMovingBindings: [KeyBinding] {
        guard focusScope?.hasSeveralFocusableNodes == true else { return [] }
        return [
            KeyBinding(.presses(KeyPress(.tab)), hints: [KeyHint("Tab", "next", showsInBar: !presentedNodes.isEmpty)]) { [self] _ in
                moveFocus(forward: true)
            },
            KeyBinding(.presses(KeyPress(.tab, modifiers: .shift)), hints: [.helpOnly("Shift-Tab", "previous")]) { [self] _ in
                moveFocus(forward: false)
            },
        ]
    }

    /// Gives pasted text to the focused node when it takes pastes; otherwise the paste is dropped, and the
    /// bottom row says so. True when it was taken.
    @discardableResult
    func dispatchPaste(_ text: String) -> Bool {
        clearAnnouncement()
        applyPendingUpdates()
        focusManager.resolve()
        guard let target = focused as? any PasteTarget else {
            announce(root?.pasteNotTakenMessage ?? "Nothing here takes text: the paste was not used.")
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

    /// Every key that works now, for the help and (less the help-only ones) the bar: the hints of the responder
    /// path's bindings (`keyBindings`), but those of a binding whose every key a binding before it takes (a
    /// field's typing takes `q`; a list's arrows take the split view's), each key once (the first, innermost,
    /// wins), hints with one label and arrow keys merged ("←→ move" and "↑↓ move" are "←→↑↓ move"), in the
    /// order of their roles and otherwise of the responder path. While a text field has focus, no key that
    /// types is offered: the field takes it. The keys the run loop takes before any binding (^C, ^Z) are never
    /// taken from the bar by one (an open help takes every other key).
    var allKeyHints: [KeyHint] {
        var hints: [KeyHint] = []
        var taking: [KeyBinding] = []
        for binding in keyBindings {
            let isTaken = binding.keys.presses.map { presses in
                !presses.isEmpty && presses.allSatisfy { press in
                    !KeyMatch.runLoopKeys.matches(press) && taking.contains { $0.keys.matches(press) }
                }
            } ?? false
            if !isTaken { hints += binding.hints }
            if binding.takesKeys { taking.append(binding) }
        }
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
