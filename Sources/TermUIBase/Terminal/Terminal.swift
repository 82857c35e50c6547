/// A place to show frames and read input from: the real terminal through ncurses, or a headless one in tests.
///
/// Everything above this protocol (views, layout, the run loop) works with any terminal: what the loop knows
/// of the terminal (its size, its colours, its input) comes through here. Who tells the loop that input
/// waits is the launcher's business (a dispatch source on a file descriptor, or a test).
///
/// Which cells a frame sends, and in which look, is decided above it: the renderer compares each frame with the
/// one before (`FrameDiff`) and hands the terminal the runs of cells to send (`FrameUpdate`), which a terminal
/// only encodes. A terminal says when it does not know what its screen shows (`needsWholeFrame`), and is then
/// given every cell.
@MainActor
public protocol Terminal: AnyObject {
    /// The current size.
    var size: TerminalSize { get }
    /// How many colours the terminal shows.
    var colorDepth: ColorDepth { get }
    /// Whether the terminal's background is light or dark, which colours are chosen to read on.
    var colorScheme: ColorScheme { get }
    /// Whether the next frame must send every cell: what the screen shows is not known (before the first
    /// frame, after a resize, `invalidateScreen()` or `resume()`), or the terminal could not show the last
    /// update as changes (ncurses ran out of colour pairs). Presenting a whole update makes it false. The
    /// renderer reads it before each frame, and after presenting one, when it sends the frame again whole.
    var needsWholeFrame: Bool { get }
    /// Shows a frame: sends the update's runs, each cell in its run's look, and nothing else.
    /// `cursor` places a visible cursor (for text input); nil hides it.
    func present(_ update: FrameUpdate, cursor: (column: Int, row: Int)?)
    /// The events waiting now, in the order they happened, without blocking.
    func readEvents() -> [InputEvent]
    /// Forgets what the screen shows, so the next frame repaints every cell (`needsWholeFrame`).
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
    /// Puts text on the system clipboard through the terminal (`ClipboardSequence`: OSC 52), made safe and
    /// capped at `ClipboardSequence.maximumBytes`. True when it was sent; false where the terminal has no
    /// such sequence or the text is too long. By default it sends nothing.
    func copyToClipboard(_ text: String) -> Bool
    /// Asks the terminal to report the pointer's every motion (true), for the views that follow it (`.onHover`,
    /// `.onContinuousHover`), or, as at the start, only presses, releases and the wheel (false). The renderer
    /// calls it when the first such view comes into a frame and when the last one goes, just before presenting
    /// that frame, so the terminal sends the switch with it; the terminal keeps the mode across `suspend()` and
    /// `resume()`. Where mouse reports are off it sends nothing. By default it does nothing.
    func setReportsPointerMotion(_ reports: Bool)
}

extension Terminal {
    /// A terminal without a window title ignores it.
    public func setWindowTitle(_ title: String) {}

    /// A terminal without a clipboard copies nothing.
    public func copyToClipboard(_ text: String) -> Bool { false }

    /// A terminal without mouse reports has no motion to report.
    public func setReportsPointerMotion(_ reports: Bool) {}
}
