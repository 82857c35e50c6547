import TermUIBase

/// A node with keyboard shortcuts (a button's `.keyboardShortcut`, the search field's `/`): its keys work
/// wherever focus is in its focus scope, after the focus chain has passed them on.
@MainActor
protocol ShortcutResponder: Node {
    /// This node's shortcuts now, each with its keys, hints and action (see `KeyBinding`).
    var shortcutBindings: [KeyBinding] { get }
}

extension Node {
    /// The shortcuts of this node and the nodes below it (on screen), in tree order.
    func collectShortcutBindings() -> [KeyBinding] {
        var bindings: [KeyBinding] = []
        appendShortcutBindings(to: &bindings)
        return bindings
    }

    private func appendShortcutBindings(to bindings: inout [KeyBinding]) {
        if roles.contains(.shortcuts), let responder = self as? any ShortcutResponder {
            bindings += responder.shortcutBindings
        }
        forEachVisibleChild { $0.appendShortcutBindings(to: &bindings) }
    }
}

extension KeyBinding {
    /// The binding as a screen's shortcut: a hint that would be the focused view's action goes with the
    /// screen's keys instead (after the focused view's own).
    var asScreenShortcut: KeyBinding {
        var binding = self
        binding.hints = hints.map { hint in
            var hint = hint
            if hint.role == .action { hint.role = .screen }
            return hint
        }
        return binding
    }
}
