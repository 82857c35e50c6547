/// A node that takes pasted text while it has focus (a text field): it inserts the paste whole or refuses it
/// whole, never part of it.
///
/// Pastes go to the focused node only, never up the responder path; so unlike the other roles this one has
/// no bit in `NodeRoles`: one cast of one node per paste.
@MainActor
protocol PasteTarget: Node {
    /// Takes `text` (line breaks as "\n"): nil when it was inserted, else the message that says why it was
    /// not (the field is unchanged).
    func paste(_ text: String) -> String?
}
