import TermUIBase

/// The node at the root of a view graph: it shows the content, and it is the app's level of the responder
/// path, where the keys no view and no screen used arrive last (`?` help, `q` quit).
@MainActor
package protocol GraphRoot: Node {
    /// The app's keys (undo, `? help`, `q quit`, and for the help Ctrl-C and Ctrl-Z), after every other key of
    /// the responder path; on a screen below its smallest usable size, only these (see `KeyBinding`).
    var appKeyBindings: [KeyBinding] { get }
    /// The smallest usable size the app set, while the screen is smaller than it (nil otherwise): then only
    /// the root takes keys.
    var missingMinimumSize: TerminalSize? { get }
    /// What the bottom row says of a paste that nothing on screen takes, in the window's language (the core
    /// words nothing itself: TermUI's own text is looked up in the views layer).
    var pasteNotTakenMessage: String { get }
}
