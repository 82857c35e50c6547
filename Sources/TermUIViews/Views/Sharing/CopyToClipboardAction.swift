/// Puts text on the system clipboard through the window's terminal (OSC 52; see `Terminal.copyToClipboard(_:)`),
/// and says whether it could. What `ShareLink` does in a terminal.
struct CopyToClipboardAction {
    let action: @MainActor (String) -> Bool

    @MainActor
    func callAsFunction(_ text: String) -> Bool { action(text) }
}

private struct CopyToClipboardActionKey: EnvironmentKey {
    static var defaultValue: CopyToClipboardAction { CopyToClipboardAction { _ in false } }
}

extension EnvironmentValues {
    /// Copies text to the clipboard; outside a window (no renderer) it copies nothing.
    var copyToClipboard: CopyToClipboardAction {
        get { self[CopyToClipboardActionKey.self] }
        set { self[CopyToClipboardActionKey.self] = newValue }
    }
}
