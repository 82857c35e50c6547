import TermUIBase

/// A node on the responder path: it handles keys while it or a descendant has focus, and offers the hints of
/// the keys it handles.
///
/// A responder declares its keys once, as `keyBindings` (each with its keys, hints and action); the responder
/// path derives both the handling of a key and the bar's and the help's hints from them, so that the two cannot
/// disagree. There is no other way for a node to take keys.
@MainActor
protocol KeyResponder: Node {
    /// What this node's keys do now, innermost meaning first: a key goes to the first binding that answers to
    /// it. A key with nothing to act on now is not declared. The bindings are made for each key and each frame
    /// and dropped after, so their actions hold the node strongly (`[self]`): a key that closes a popup must not
    /// free the popup while its action still runs. A class that conforms and has subclasses declares it itself,
    /// so that the subclasses can override it (see `FocusTarget`).
    var keyBindings: [KeyBinding] { get }
}

extension Node {
    /// This node as a key responder, when its type is one.
    var keyResponder: (any KeyResponder)? {
        roles.contains(.keys) ? self as? any KeyResponder : nil
    }
}
