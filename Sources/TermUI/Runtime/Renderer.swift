import Foundation

/// Makes frames: evaluates invalidated bodies, lays out the tree for the terminal's size, draws it into a
/// canvas and hands the canvas to the terminal, which sends only the changed cells.
@MainActor
public final class Renderer {
    let graph = ViewGraph()
    /// The terminal frames go to.
    public let terminal: any Terminal
    private var canvas: Canvas
    /// How many frames were drawn.
    public private(set) var frameCount = 0

    /// A renderer for a root view on a terminal. `showsKeyHints` reserves the bottom row for the key-hint bar;
    /// `frameClock` and `timelineDate` stand in for the system's clocks in tests.
    public init<Content: View>(
        _ content: Content, terminal: any Terminal, environment: EnvironmentValues = EnvironmentValues(),
        showsKeyHints: Bool = true, frameClock: FrameClock? = nil, timelineDate: Date? = nil
    ) {
        self.terminal = terminal
        if let frameClock { graph.animator.clock = frameClock }
        if let timelineDate { graph.timelines.now = { timelineDate } }
        canvas = Canvas(columns: terminal.size.columns, rows: terminal.size.rows)
        graph.animator.reducesMotion = environment.accessibilityReduceMotion
        graph.setRoot(content, environment: environment, showsKeyHints: showsKeyHints)
    }

    /// Whether a frame is due (something changed since the last one).
    public var needsFrame: Bool {
        graph.applyObservedChanges()
        return graph.needsFrame
    }

    /// Whether an animation is running, so that more frames are due as time passes.
    public var isAnimating: Bool { graph.animator.isAnimating }

    /// The clock animations follow; tests give a `ManualFrameClock` and move it forward.
    public var frameClock: FrameClock {
        get { graph.animator.clock }
        set { graph.animator.clock = newValue }
    }

    /// The earliest date a `TimelineView` on screen waits for: the run loop wakes then and draws.
    public var nextTimelineDate: Date? { graph.timelines.nextDate }

    /// Whether every animation ends at once.
    public var reducesMotion: Bool {
        get { graph.animator.reducesMotion }
        set { graph.animator.reducesMotion = newValue }
    }

    /// Called when something changes and a frame becomes due (the run loop schedules one).
    var onNeedsFrame: (() -> Void)? {
        get { graph.onNeedsFrame }
        set { graph.onNeedsFrame = newValue }
    }

    /// Draws a frame if anything changed (or always, when `force` is set). Returns whether it drew.
    @discardableResult
    public func renderIfNeeded(force: Bool = false) -> Bool {
        graph.timelines.wakeDueViews()
        graph.applyPendingUpdates()
        let animator = graph.animator
        animator.adoptCompletions()
        if animator.finishDueAnimations() { graph.applyPendingUpdates() }
        guard graph.needsFrame || force || animator.isAnimating, let root = graph.root else { return false }
        let size = terminal.size
        if canvas.columns != size.columns || canvas.rows != size.rows {
            canvas = Canvas(columns: size.columns, rows: size.rows)
        } else {
            canvas.clear()
        }
        root.place(in: canvas.bounds)
        // Layout may build rows whose bodies or appear actions change state; settle them before drawing.
        if graph.hasPendingUpdates || graph.hasDeferredActions {
            graph.applyPendingUpdates()
            root.place(in: canvas.bounds)
        }
        root.draw(in: &canvas)
        graph.frameDidDraw()
        let cursor = graph.cursorPosition.flatMap { canvas.bounds.contains($0) ? (column: $0.x, row: $0.y) : nil }
        terminal.present(canvas, cursor: cursor)
        frameCount += 1
        return true
    }

    /// Sends a key to the focused view and its ancestors; true when one of them used it.
    @discardableResult
    public func send(_ press: KeyPress) -> Bool {
        graph.dispatch(press)
    }

    /// The terminal changed size: the next frame lays out again and repaints.
    public func terminalDidResize() {
        graph.setNeedsFrame()
    }

    /// Sets what `q` does when no view uses it; nil lets `q` through to nothing.
    public func setQuitAction(_ action: (() -> Void)?) {
        graph.root?.onQuit = action
    }

    /// Takes the view tree down so that `.onDisappear` actions run (when the app quits).
    public func tearDown() {
        graph.tearDown()
    }

    /// The key hints for what has focus now, as the bottom bar shows them.
    public var keyHints: [KeyHint] { graph.keyHints }
}
