/// The size of a terminal in columns and rows.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in columns.
    public var columns: Int
    /// Height in rows.
    public var rows: Int

    /// A size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// "80x24".
    public var description: String { "\(columns)x\(rows)" }
}

/// Something that happened at the terminal.
public enum TerminalEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(KeyPress)
    /// The terminal changed size.
    case resize(TerminalSize)
    /// Input ended (the terminal went away).
    case endOfInput
}

/// A place to show frames and read keys from: the real terminal through ncurses, or a headless one in tests.
///
/// Everything above this protocol (views, layout, the run loop) works with any terminal.
@MainActor
public protocol Terminal: AnyObject {
    /// The current size.
    var size: TerminalSize { get }
    /// Shows a frame: the terminal sends only the cells that differ from the frame it showed last.
    /// `cursor` places a visible cursor (for text input); nil hides it.
    func present(_ canvas: Canvas, cursor: (column: Int, row: Int)?)
    /// A file descriptor that becomes readable when input waits, or nil when events arrive another way.
    var inputDescriptor: Int32? { get }
    /// The events waiting now, without blocking.
    func readEvents() -> [TerminalEvent]
    /// Forgets what the screen shows, so the next frame repaints every cell.
    func invalidateScreen()
    /// Hands the terminal back to the shell for a while (Ctrl-Z), returning when the program continues.
    func suspend()
    /// Restores the terminal to the state it was in before the program started. Safe to call twice.
    func shutdown()
}
