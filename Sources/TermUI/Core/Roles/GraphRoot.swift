/// The node at the root of a view graph: it shows the content, and it is the app's level of the responder
/// path, where the keys no view and no screen used arrive last (`?` help, `q` quit).
@MainActor
protocol GraphRoot: Node {
    /// Handles a key that nothing on the screen used; true when it did.
    func handleAppKey(_ press: KeyPress) -> Bool
    /// Adds the hints for the app's keys (undo, `? help`, `q quit`, and for the help Ctrl-C and Ctrl-Z); the
    /// responder chain leaves out those that would type into a focused field.
    func appendAppKeyHints(to hints: inout [KeyHint])
    /// The smallest usable size the app set, while the screen is smaller than it (nil otherwise): then only
    /// the root takes keys.
    var missingMinimumSize: TerminalSize? { get }
}
