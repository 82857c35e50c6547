/// The node at the root of a view graph: it shows the content, and it is the app's level of the responder
/// path, where the keys no view and no screen used arrive last (`?` help, `q` quit).
@MainActor
protocol GraphRoot: Node {
    /// Handles a key that nothing on the screen used; true when it did.
    func handleAppKey(_ press: KeyPress) -> Bool
    /// Adds the hints for the app's keys, shown last (`? help`, `q quit`); `isTyping` leaves out those that
    /// would type into the focused field instead.
    func appendAppKeyHints(to hints: inout [KeyHint], isTyping: Bool)
}
