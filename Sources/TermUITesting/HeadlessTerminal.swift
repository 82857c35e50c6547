import TermUIBase
import TermUIViews
/// A terminal with no screen, for tests: it applies each frame's runs to a buffer (`screen`) to read back as
/// text and styles, and takes events that a test queues.
@MainActor
public final class HeadlessTerminal: Terminal {
    /// The current size; change it with `resize(to:)`.
    public private(set) var size: TerminalSize
    /// The colours it claims to show (it keeps every cell's style as it is, whatever this says).
    public let colorDepth: ColorDepth
    /// The background it claims to have, which looks are chosen for.
    public let colorScheme: ColorScheme
    /// Whether the next frame must be whole: before the first, and after `invalidateScreen()` and `resume()`.
    public private(set) var needsWholeFrame = true
    /// The last frame shown.
    public private(set) var screen: CellCanvas
    /// Where the cursor is shown, if anywhere.
    public private(set) var cursor: (column: Int, row: Int)?
    /// How many frames were shown.
    public private(set) var frameCount = 0
    /// How many cells the last frame sent (those that changed, and blanks whose look changed with them).
    public private(set) var changedCellCount = 0
    /// How many times it was handed back to the shell (`suspend()`).
    public private(set) var suspendCount = 0
    /// The window title last set (`setWindowTitle(_:)`), nil before any.
    public private(set) var windowTitle: String?
    /// How many times the window title was set.
    public private(set) var windowTitleCount = 0
    /// The images shown over the screen's cells (each frame's `ImagePlacementChanges` applied), in the order put on.
    package private(set) var images: [ImagePlacement] = []
    /// How many frames changed an image.
    public private(set) var imageChangeCount = 0
    /// Whether the app asked for the pointer's every motion (`setReportsPointerMotion(_:)`): true while a view
    /// that follows the pointer is in the window.
    public private(set) var reportsPointerMotion = false
    /// How many times the app switched the pointer's motion reports on or off.
    public private(set) var pointerMotionSwitchCount = 0
    private var queued: [InputEvent] = []

    /// A headless terminal of a size.
    public init(size: TerminalSize, colorDepth: ColorDepth = .palette256, colorScheme: ColorScheme = .dark) {
        self.size = size
        self.colorDepth = colorDepth
        self.colorScheme = colorScheme
        screen = CellCanvas(columns: size.columns, rows: size.rows)
    }

    /// Shows a frame: the update's runs are copied into `screen`, which then holds the frame if the diff left
    /// nothing out; see `Terminal.present(_:cursor:)`.
    public func present(_ update: FrameUpdate, cursor: (column: Int, row: Int)?) {
        let frame = update.frame
        if update.isWhole || frame.columns != screen.columns || frame.rows != screen.rows {
            screen = frame
            needsWholeFrame = false
        } else {
            for run in update.runs { screen.copy(run.columns, ofRow: run.row, from: frame) }
        }
        changedCellCount = update.cellCount
        let changes = update.images
        if !changes.isEmpty {
            if changes.removesAll { images.removeAll() }
            images.removeAll { changes.removed.contains($0) }
            images += changes.placed
            imageChangeCount += 1
        }
        self.cursor = cursor
        frameCount += 1
    }

    /// The events waiting now; see `Terminal.readEvents()`.
    public func readEvents() -> [InputEvent] {
        defer { queued.removeAll() }
        return queued
    }

    /// Queues an event for the next `readEvents()`.
    public func enqueue(_ event: InputEvent) {
        queued.append(event)
    }

    /// Changes the size, as a terminal window resized by the user.
    public func resize(to newSize: TerminalSize) {
        size = newSize
        queued.append(.resize(newSize))
    }

    /// Forgets what the screen shows, so the next frame repaints every cell.
    public func invalidateScreen() {
        screen = CellCanvas(columns: size.columns, rows: size.rows)
        needsWholeFrame = true
    }

    /// Counts the suspension; there is no shell to hand a headless terminal to.
    public func suspend() {
        suspendCount += 1
    }

    /// Takes the terminal back: the next frame is compared with an empty screen.
    public func resume() {
        invalidateScreen()
    }

    /// Nothing to restore in a headless terminal.
    public func shutdown() {}

    /// What was copied to the clipboard, made safe as the terminal would send it, in order.
    public private(set) var copiedTexts: [String] = []
    /// The bytes the copies would send to a terminal outside tmux, in order (`ClipboardSequence`).
    public private(set) var clipboardBytes: [UInt8] = []

    /// Keeps what is copied, for a test to read; refuses text over the cap as a terminal does.
    public func copyToClipboard(_ text: String) -> Bool {
        guard let bytes = ClipboardSequence.bytes(for: text, insideTmux: false) else { return false }
        copiedTexts.append(ClipboardSequence.safeText(text))
        clipboardBytes += bytes
        return true
    }

    /// Keeps whether the pointer's motion is asked for, and counts the switches, for a test to read.
    public func setReportsPointerMotion(_ reports: Bool) {
        reportsPointerMotion = reports
        pointerMotionSwitchCount += 1
    }

    /// Keeps the title, for a test to read.
    public func setWindowTitle(_ title: String) {
        windowTitle = title
        windowTitleCount += 1
    }
}
