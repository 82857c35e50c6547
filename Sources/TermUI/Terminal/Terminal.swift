/// A place to show frames and read input from: the real terminal through ncurses, or a headless one in tests.
///
/// Everything above this protocol (views, layout, the run loop) works with any terminal: what the loop knows
/// of the terminal (its size, its colours, its input) comes through here. Who tells the loop that input
/// waits is the launcher's business (a dispatch source on a file descriptor, or a test).
@MainActor
public protocol Terminal: AnyObject {
    /// The current size.
    var size: TerminalSize { get }
    /// How many colours the terminal shows.
    var colorDepth: ColorDepth { get }
    /// Shows a frame: the terminal sends only the cells that differ from the frame it showed last.
    /// `cursor` places a visible cursor (for text input); nil hides it.
    func present(_ canvas: CellCanvas, cursor: (column: Int, row: Int)?)
    /// The events waiting now, in the order they happened, without blocking.
    func readEvents() -> [InputEvent]
    /// Forgets what the screen shows, so the next frame repaints every cell.
    func invalidateScreen()
    /// Hands the terminal to the shell for a while (Ctrl-Z): the screen and modes are as before the program.
    func suspend()
    /// Takes the terminal back after `suspend()`; the next frame repaints every cell at the size it has now.
    func resume()
    /// Restores the terminal to the state it was in before the program started. Safe to call twice.
    func shutdown()
    /// Shows a title for the window the terminal is in, where it has one ("Wishlist — Keukenhof": the app's
    /// name, then the title of the screen in front). The renderer calls it when the title changes; the
    /// terminal shows it again after `resume()`, and gives back the title from before on `suspend()` and
    /// `shutdown()` where it can. By default it does nothing.
    func setWindowTitle(_ title: String)
}

extension Terminal {
    /// A terminal without a window title ignores it.
    public func setWindowTitle(_ title: String) {}
}
