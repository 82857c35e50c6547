/// What a running app does with terminal events: keys go to the views (Ctrl-C always quits, Ctrl-Z
/// suspends), a resize lays out again, the end of input quits. Shared by the real run loop and the test
/// driver, so tests see what users get.
@MainActor
final class AppSession {
    let renderer: Renderer
    /// Called once when the app should end.
    var onQuit: () -> Void
    /// Whether quitting was asked for.
    private(set) var quitRequested = false

    init(renderer: Renderer, onQuit: @escaping () -> Void) {
        self.renderer = renderer
        self.onQuit = onQuit
        renderer.setQuitAction { [weak self] in self?.quit() }
    }

    /// Handles one event.
    func handle(_ event: TerminalEvent) {
        guard !quitRequested else { return }
        switch event {
        case .key(let press):
            if press.modifiers == .control && press.key == "c" {
                quit()
            } else if press.modifiers == .control && press.key == "z" {
                renderer.terminal.suspend()
                renderer.terminal.invalidateScreen()
                renderer.terminalDidResize()
            } else {
                renderer.send(press)
            }
        case .resize:
            renderer.terminalDidResize()
        case .endOfInput:
            quit()
        }
    }

    /// Ends the app.
    func quit() {
        guard !quitRequested else { return }
        quitRequested = true
        onQuit()
    }
}
