/// Something the user or the terminal did, as one type: the run loop takes every kind the same way, in the
/// order they happened, and handles a batch of them before it draws one frame.
///
/// Keys go to the views along the responder path (the focus chain, then the screen, then the app); the other
/// kinds are handled by the run loop. Focus reports will be a further case.
public enum InputEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(KeyPress)
    /// Text was pasted (the terminal's bracketed paste), all of it in one event: it goes to the focused text
    /// field, never along the responder path as keys. Line breaks are "\n".
    case paste(String)
    /// The mouse: a button pressed or released, the wheel turned, at a cell. Hit-tested against the views.
    case mouse(MouseEvent)
    /// The terminal changed size; the terminal's `size` already says the new one.
    case resize(TerminalSize)
    /// Input ended (the terminal went away).
    case endOfInput
}
