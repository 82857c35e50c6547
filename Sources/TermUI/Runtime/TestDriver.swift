import Foundation

/// Drives a view or an app in a headless terminal for tests, in the manner of Textual's Pilot: press keys,
/// type text, resize, and read the screen back as lines of text and cell styles.
///
/// Every key goes through the same handling as in the real terminal, and a frame is drawn after each step.
@MainActor
public final class TestDriver {
    /// The headless terminal the frames go to.
    public let terminal: HeadlessTerminal
    /// The renderer that makes the frames.
    public let renderer: Renderer
    private var session: AppSession?
    /// Whether the app asked to quit (`q`, Ctrl-C, end of input).
    public private(set) var didQuit = false
    /// The clock animations follow: it stands still until `advance(by:)` moves it.
    public let clock = ManualFrameClock()

    /// The date `TimelineView`s show, when the driver was given one; `advance(by:)` moves it with the clock.
    public private(set) var date: Date?

    /// A driver for a view, drawn at once at the given size (80x24 by default). With a `date`, timeline views
    /// show that date instead of the system's, and `advance(by:)` moves it.
    public init<Content: View>(
        _ content: Content, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        environment: EnvironmentValues = EnvironmentValues(), showsKeyHints: Bool = true, date: Date? = nil
    ) {
        terminal = HeadlessTerminal(size: size)
        self.date = date
        renderer = Renderer(
            content, terminal: terminal, environment: environment, showsKeyHints: showsKeyHints, frameClock: clock,
            timelineDate: date)
        session = AppSession(renderer: renderer) { [weak self] in
            self?.didQuit = true
            self?.renderer.tearDown()
        }
        renderer.renderIfNeeded(force: true)
    }

    /// A driver for an app, as `App.main()` would show it.
    public convenience init<A: App>(
        app: A, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.init(AppRootView(app: app), size: size, environment: environment)
    }

    // MARK: Input

    /// Presses keys one after another, drawing a frame after each.
    public func press(_ keys: KeyPress...) {
        for key in keys { send(.key(key)) }
    }

    /// Presses keys one after another, drawing a frame after each.
    public func press(_ keys: KeyEquivalent...) {
        for key in keys { send(.key(KeyPress(key))) }
    }

    /// Presses a key a number of times.
    public func press(_ key: KeyEquivalent, times: Int) {
        for _ in 0..<times { send(.key(KeyPress(key))) }
    }

    /// Types text, one key per character.
    public func type(_ text: String) {
        for character in text { send(.key(.character(character))) }
    }

    /// Resizes the terminal and draws.
    public func resize(to size: TerminalSize) {
        terminal.resize(to: size)
        for event in terminal.readEvents() { session?.handle(event) }
        renderer.renderIfNeeded()
    }

    /// Moves time forward and draws the frame of that moment: animations advance and end, completions run.
    public func advance(by seconds: Double) {
        clock.advance(by: seconds)
        if let date {
            let moved = date.addingTimeInterval(max(0, seconds))
            self.date = moved
            renderer.graph.timelines.now = { moved }
        }
        renderer.renderIfNeeded()
    }

    /// Moves time forward until no animation runs (at most `limit` seconds), drawing a frame every `step`.
    public func settle(step: Double = 1.0 / 60, limit: Double = 10) {
        var elapsed = 0.0
        while renderer.isAnimating, elapsed < limit {
            advance(by: step)
            elapsed += step
        }
    }

    /// Whether an animation is running.
    public var isAnimating: Bool { renderer.isAnimating }

    /// Draws a frame if something changed (after changing a model from the test, say).
    public func update() {
        renderer.renderIfNeeded()
    }

    private func send(_ event: TerminalEvent) {
        terminal.enqueue(event)
        for event in terminal.readEvents() { session?.handle(event) }
        renderer.renderIfNeeded()
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
