/// A node on the responder path: it handles keys while it or a descendant has focus, and offers the hints of
/// the keys it handles.
///
/// A responder declares its keys once, as `keyBindings` (each with its keys, hints and action); the responder
/// path derives both the handling of a key and the bar's and the help's hints from them, so that the two cannot
/// disagree. (`handleKey(_:)` and `appendKeyHints(to:)` are the older way, being retired: a type that still
/// implements them is wrapped into one binding that may pass any key on.)
@MainActor
protocol KeyResponder: Node {
    /// What this node's keys do now, innermost meaning first: a key goes to the first binding that answers to
    /// it. A key with nothing to act on now is not declared.
    var keyBindings: [KeyBinding] { get }
    /// Handles a key; true when it was used (the older way; see the type's comment).
    func handleKey(_ press: KeyPress) -> Bool
    /// Adds the key hints this node offers (the older way; see the type's comment).
    func appendKeyHints(to hints: inout [KeyHint])
}

// A class that conforms and has subclasses implements these itself (see `FocusTarget`).
extension KeyResponder {
    func handleKey(_ press: KeyPress) -> Bool { false }
    func appendKeyHints(to hints: inout [KeyHint]) {}

    /// The older way's keys as one binding that may take any key and pass it on, offering every hint the node
    /// names (its keys cannot be listed, so nothing further out is left out of the bar for it).
    var keyBindings: [KeyBinding] {
        var hints: [KeyHint] = []
        appendKeyHints(to: &hints)
        return [.deciding(.any { _ in true }, hints: hints, takesKeys: false) { [unowned self] press in
            handleKey(press) ? .handled : .ignored
        }]
    }
}

extension Node {
    /// This node as a key responder, when its type is one.
    var keyResponder: (any KeyResponder)? {
        roles.contains(.keys) ? self as? any KeyResponder : nil
    }
}
