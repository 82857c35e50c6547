/// A node on the responder path: it handles keys while it or a descendant has focus, and offers the hints of
/// the keys it handles.
@MainActor
protocol KeyResponder: Node {
    /// Handles a key; true when it was used. Keys go to the focused node first, then to its ancestors.
    func handleKey(_ press: KeyPress) -> Bool
    /// Adds the key hints this node offers when it or a descendant has focus.
    func appendKeyHints(to hints: inout [KeyHint])
}

// A class that conforms and has subclasses implements both itself (see `FocusTarget`).
extension KeyResponder {
    func handleKey(_ press: KeyPress) -> Bool { false }
    func appendKeyHints(to hints: inout [KeyHint]) {}
}

extension Node {
    /// This node as a key responder, when its type is one.
    var keyResponder: (any KeyResponder)? {
        roles.contains(.keys) ? self as? any KeyResponder : nil
    }
}
