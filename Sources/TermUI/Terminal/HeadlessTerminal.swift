/// A terminal with no screen, for tests: it keeps the last frame to read back as text and styles, and takes
/// events that a test queues.
@MainActor
public final class HeadlessTerminal: Terminal {
    /// The current size; change it with `resize(to:)`.
    public private(set) var size: TerminalSize
    /// The last frame shown.
    public private(set) var screen: Canvas
    /// Where the cursor is shown, if anywhere.
    public private(set) var cursor: (column: Int, row: Int)?
    /// How many frames were shown.
    public private(set) var frameCount = 0
    /// How many cells the last frame changed.
    public private(set) var changedCellCount = 0
    private var queued: [TerminalEvent] = []

    /// A headless terminal of a size.
    public init(size: TerminalSize) {
        self.size = size
        screen = Canvas(columns: size.columns, rows: size.rows)
    }

    /// Shows a frame; see `Terminal.present(_:cursor:)`.
    public func present(_ canvas: Canvas, cursor: (column: Int, row: Int)?) {
        if canvas.columns == screen.columns && canvas.rows == screen.rows {
            var changed = 0
            for row in 0..<canvas.rows {
                for column in 0..<canvas.columns where canvas[column, row] != screen[column, row] { changed += 1 }
            }
            changedCellCount = changed
        } else {
            changedCellCount = canvas.columns * canvas.rows
        }
        screen = canvas
        self.cursor = cursor
        frameCount += 1
    }

    /// None: a headless terminal's events are queued by the test.
    public var inputDescriptor: Int32? { nil }

    /// The events waiting now; see `Terminal.readEvents()`.
    public func readEvents() -> [TerminalEvent] {
        defer { queued.removeAll() }
        return queued
    }

    /// Queues an event for the next `readEvents()`.
    public func enqueue(_ event: TerminalEvent) {
        queued.append(event)
    }

    /// Changes the size, as a terminal window resized by the user.
    public func resize(to newSize: TerminalSize) {
        size = newSize
        queued.append(.resize(newSize))
    }

    /// Forgets what the screen shows, so the next frame repaints every cell.
    public func invalidateScreen() {
        screen = Canvas(columns: size.columns, rows: size.rows)
    }

    /// Nothing to hand back in a headless terminal.
    public func suspend() {}

    /// Nothing to restore in a headless terminal.
    public func shutdown() {}
}
