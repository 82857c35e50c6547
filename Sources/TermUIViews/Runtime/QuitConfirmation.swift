/// Something in the window that must be asked before the app quits: a document with unsaved changes. The window
/// sets one as a screen preference (`QuitConfirmationKey`); `q` and Ctrl-C then ask it instead of quitting.
@MainActor
protocol QuitConfirming: AnyObject {
    /// Asked when the user quits. Returns true when it takes over (it asks the user, then calls `quit` or not);
    /// false lets the app quit now (nothing to ask, or the question is already on screen and the user quits
    /// again, so that Ctrl-C pressed twice always ends the app).
    func confirmQuit(_ quit: @escaping () -> Void) -> Bool
}

/// The window's quit confirmation, set by a view that must be asked before the app quits.
enum QuitConfirmationKey: ScreenPreferenceKey {
    typealias Value = any QuitConfirming
}

extension RootNode {
    /// The user asks to quit (`q`, Ctrl-C): the window's quit confirmation is asked first if it has one, else
    /// the app quits.
    func requestQuit() {
        guard let onQuit else { return }
        if let confirmation = screenPreference(QuitConfirmationKey.self), confirmation.confirmQuit(onQuit) { return }
        onQuit()
    }
}
