import Foundation
import TermUIBase
import TermUIViews

/// Drives a view or an app in a headless terminal for tests, in the manner of Textual's Pilot: press keys,
/// type text, resize, let time pass, and read the screen back as lines of text and cell styles.
///
/// It runs the app on the same run loop as the terminal does, with a manual clock: every key goes through the
/// same handling, a batch of input draws one frame, and animation frames and timeline wake-ups come only when
/// the test moves the clock (`advance(by:)`, `settle()`).
@MainActor
public final class TestDriver: RunLoopHost {
    /// The headless terminal the frames go to.
    public let terminal: HeadlessTerminal
    /// The renderer that makes the frames.
    public let renderer: Renderer
    /// The clock the run loop keeps: it stands still until `advance(by:)` moves it, and its date is what
    /// timeline views show.
    public let clock: ManualClock
    private let scheduler: ManualScheduler
    private var loop: TerminalRunLoop?
    /// Whether the app asked to quit (`q`, Ctrl-C, end of input).
    public private(set) var didQuit = false
    /// How many times the app was suspended (Ctrl-Z).
    public private(set) var suspendCount = 0

    /// The date `TimelineView`s show, when the driver was given one; `advance(by:)` moves it with the clock.
    public var date: Date? { fixesDate ? clock.date : nil }
    private let fixesDate: Bool

    /// A driver for a view, drawn at once at the given size (80x24 by default). With a `date`, timeline views
    /// show that date, moved by `advance(by:)`; without one, the moment the driver was made.
    public init<Content: View>(
        _ content: Content, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        environment: EnvironmentValues = EnvironmentValues(), showsKeyHints: Bool = true, date: Date? = nil
    ) {
        terminal = HeadlessTerminal(size: size)
        fixesDate = date != nil
        clock = ManualClock(date: date ?? Date())
        scheduler = ManualScheduler(clock: clock)
        renderer = Renderer(content, terminal: terminal, environment: environment, showsKeyHints: showsKeyHints, clock: clock)
        let loop = TerminalRunLoop(renderer: renderer, clock: clock, scheduler: scheduler, host: self)
        self.loop = loop
        loop.start()
        scheduler.fireDueTimers()
    }

    /// A driver for an app, as `App.main()` would show it; `documentURL` is the file named on its command line,
    /// which a `DocumentGroup` opens.
    public convenience init<A: App>(
        app: A, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        environment: EnvironmentValues = EnvironmentValues(), documentURL: URL? = nil
    ) {
        var environment = environment
        environment.documentLaunchFile = documentURL
        self.init(AppRootView(app: app), size: size, environment: environment)
    }

    // MARK: Input

    /// Presses keys one after another, each its own batch of input (so a frame after each).
    public func press(_ keys: KeyPress...) {
        for key in keys { send([.key(key)]) }
    }

    /// Presses keys one after another, each its own batch of input (so a frame after each).
    public func press(_ keys: KeyEquivalent...) {
        for key in keys { send([.key(KeyPress(key))]) }
    }

    /// Presses a key a number of times, each its own batch of input.
    public func press(_ key: KeyEquivalent, times: Int) {
        for _ in 0..<times { send([.key(KeyPress(key))]) }
    }

    /// Types text, one key per character, each its own batch of input.
    public func type(_ text: String) {
        for character in text { send([.key(.character(character))]) }
    }

    /// Pastes text, as a terminal with bracketed paste sends it: one event, its own batch of input.
    public func paste(_ text: String) {
        send([.paste(text)])
    }

    /// Clicks the primary button at a cell (a press and a release, one batch of input), as a terminal
    /// reports it.
    public func click(column: Int, row: Int) {
        send([.mouse(MouseEvent(.press(.primary), column: column, row: row)),
              .mouse(MouseEvent(.release(.primary), column: column, row: row))])
    }

    /// Clicks the first cell of the first place `string` is on screen; false when it is not on screen.
    @discardableResult
    public func click(_ string: String) -> Bool {
        guard let position = position(of: string) else { return false }
        click(column: position.column, row: position.row)
        return true
    }

    /// Turns the mouse wheel a notch at a cell.
    public func scroll(_ kind: MouseEvent.Kind, column: Int, row: Int, modifiers: EventModifiers = []) {
        send([.mouse(MouseEvent(kind, column: column, row: row, modifiers: modifiers))])
    }

    /// Sends events as one batch of input, as when they arrive together (a fast typist, keys held down): the
    /// run loop handles them all, then draws one frame.
    public func send(_ events: [InputEvent]) {
        for event in events { terminal.enqueue(event) }
        loop?.inputIsReady()
        scheduler.fireDueTimers()
    }

    /// Resizes the terminal and draws.
    public func resize(to size: TerminalSize) {
        terminal.resize(to: size)
        loop?.inputIsReady()
        scheduler.fireDueTimers()
    }

    /// Moves time forward and draws the frame of that moment, when one is due: animations advance and end,
    /// completions run, timeline views whose date has come are made again.
    public func advance(by seconds: Double) {
        clock.advance(by: seconds)
        scheduler.fireDueTimers()
    }

    /// Moves time forward until no animation runs (at most `limit` seconds), a frame every `step`.
    public func settle(step: Double = 1.0 / 60, limit: Double = 10) {
        var elapsed = 0.0
        while renderer.isAnimating, elapsed < limit {
            advance(by: step)
            elapsed += step
        }
    }

    /// Whether an animation is running or a completion waits.
    public var isAnimating: Bool { renderer.isAnimating }

    /// Whether the run loop has a timer set: an idle app has none.
    var hasScheduledWork: Bool { scheduler.hasSetTimers }

    /// Lets the main actor take the changes made since the last frame (a model changed by the test, say), as
    /// the run loop does when they are posted, and draws the frame that follows.
    public func update() {
        renderer.applyObservedChanges()
        scheduler.fireDueTimers()
        // A change that asked for no frame (a `@State` set outside the graph's work) is drawn too.
        loop?.drawFrame()
    }

    // MARK: RunLoopHost

    package func stopProcess() {
        suspendCount += 1
    }

    package func runLoopDidFinish(status: Int32) {
        didQuit = true
    }

    // MARK: Reading the screen

    /// Every row of the screen as text (trailing spaces kept).
    public var lines: [String] { terminal.screen.lines }

    /// The screen as text, rows joined by newlines, trailing spaces removed.
    public var text: String {
        lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// The style of the cell at a column and row.
    public func style(atColumn column: Int, row: Int) -> CellStyle {
        terminal.screen[column, row].style
    }

    /// The first place a string appears on screen, as (column, row), or nil.
    public func position(of string: String) -> (column: Int, row: Int)? {
        for (row, line) in lines.enumerated() {
            guard let range = line.range(of: string) else { continue }
            return (Glyph.width(of: String(line[..<range.lowerBound])), row)
        }
        return nil
    }

    /// The row a string first appears on, or nil.
    public func row(containing string: String) -> Int? {
        position(of: string)?.row
    }

    /// The key hints the bottom bar shows now.
    public var keyHints: [KeyHint] { renderer.keyHints }
}
