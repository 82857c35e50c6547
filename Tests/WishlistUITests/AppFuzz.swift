import Foundation
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// The whole app, `WishlistApp` on the sample data in memory as `--demo` runs it (at the fixture's fixed moment,
/// so that a seed replays the same run on any day), driven headless by seeded random events (`FuzzEvents`), and
/// checked after each: the screen has the terminal's size, no cell holds a control character or half a wide
/// character, and the bottom row is the key hints or a message. When the app quits (no event asks it to, but a
/// key might), a new one starts at the same size.
@MainActor
final class AppFuzz {
    /// What went wrong at a step, and how to replay the run up to it.
    struct Failure: CustomStringConvertible {
        let seed: UInt64
        let step: Int
        let event: FuzzEvent
        let problems: [String]

        var description: String {
            "seed \(seed), step \(step) (\(event)): \(problems.prefix(5).joined(separator: "; "))"
                + "\nreplay: FUZZ_SEED=\(seed) FUZZ_KEYS=1 FUZZ_TRACE=1 swift test --filter RandomKeysFuzzTests/soak"
        }
    }

    /// How many events of each kind were sent, and how many times the app was started again.
    struct Counts: CustomStringConvertible {
        var keys = 0, pastes = 0, clicks = 0, wheels = 0, resizes = 0, waits = 0, restarts = 0

        var description: String {
            "\(keys) keys, \(pastes) pastes, \(clicks) clicks, \(wheels) wheel turns, \(resizes) resizes, \(waits) waits, "
                + "\(restarts) restarts"
        }
    }

    /// The events of one run of the soak (a seed's run, replayed whole).
    static let runLength = 2_000

    /// The smallest window the app draws in (`WishlistApp`'s `windowMinimumSize`); below it only a message shows.
    static let minimumSize = TerminalSize(columns: 30, rows: 8)

    let seed: UInt64
    private var events: FuzzEvents
    private(set) var driver: TestDriver
    private(set) var counts = Counts()
    /// The steps taken so far.
    private(set) var step = 0
    /// Whether each event is printed before it is sent (to find the one a crash followed).
    var isTracing = false
    /// Checks each frame further (the real curses writer, say), returning what is wrong with it.
    var checkFrame: ((TestDriver) -> [String])?

    init(seed: UInt64, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        self.seed = seed
        events = FuzzEvents(seed: seed)
        driver = Self.app(size: size)
    }

    /// The app as `--demo` shows it, on the fixture's day, its budget on the fixture's month.
    static func app(size: TerminalSize) -> TestDriver {
        let calendar = ScreenFixture.calendar, noon = ScreenFixture.noon
        let storage = PropertyListDefaults()
        storage.set(noon, forKey: "budget.month")
        var environment = EnvironmentValues()
        environment.defaultAppStorage = .store(storage)
        environment.calendar = calendar
        environment.timeZone = calendar.timeZone
        environment.locale = Locale(identifier: "en_US")
        let model = AppModel(
            wishlist: .sample(now: noon, calendar: calendar), budget: .sample(now: noon, calendar: calendar, currencyCode: "USD"),
            flights: FlightBoard(calendar: calendar, clock: { noon }))
        var configuration = LaunchConfiguration()
        configuration.isDemo = true
        configuration.currencyCode = "USD"
        let app = WishlistApp(model: model, configuration: configuration)
        return TestDriver(AppRootView(app: app), size: size, environment: environment, date: noon)
    }

    /// Takes `count` more steps; the first failure ends the run.
    func run(steps count: Int) -> Failure? {
        for _ in 0..<count {
            if let failure = takeStep() { return failure }
        }
        return nil
    }

    /// Sends the next event and checks the frame that follows.
    func takeStep() -> Failure? {
        let event = events.next(size: driver.terminal.size)
        if isTracing { print("step \(step): \(event)") }
        send(event)
        var problems = Self.problems(on: driver)
        if let checkFrame { problems += checkFrame(driver) }
        defer { step += 1 }
        if !problems.isEmpty { return Failure(seed: seed, step: step, event: event, problems: problems) }
        if driver.didQuit {
            counts.restarts += 1
            driver = Self.app(size: driver.terminal.size)
        }
        return nil
    }

    private func send(_ event: FuzzEvent) {
        switch event {
        case .key(let press):
            counts.keys += 1
            driver.press(press)
        case .paste(let text):
            counts.pastes += 1
            driver.paste(text)
        case .click(let button, let column, let row):
            counts.clicks += 1
            driver.send([.mouse(MouseEvent(.press(button), column: column, row: row)),
                         .mouse(MouseEvent(.release(button), column: column, row: row))])
        case .wheel(let kind, let column, let row):
            counts.wheels += 1
            driver.scroll(kind, column: column, row: row)
        case .resize(let size):
            counts.resizes += 1
            driver.resize(to: size)
        case .wait(let seconds):
            counts.waits += 1
            if let seconds { driver.advance(by: seconds) } else { driver.settle() }
        }
    }

    // MARK: What every frame must be

    /// What is wrong with the screen a driver shows, if anything.
    static func problems(on driver: TestDriver) -> [String] {
        let size = driver.terminal.size, screen = driver.terminal.screen
        guard screen.columns == size.columns, screen.rows == size.rows else {
            return ["the screen is \(screen.columns)x\(screen.rows) in a terminal of \(size.columns)x\(size.rows)"]
        }
        var problems = cellProblems(in: screen)
        if size.rows > 1, size.columns >= minimumSize.columns, size.rows >= minimumSize.rows {
            problems += barProblems(on: driver)
        }
        return problems
    }

    /// Cells that hold a control character, a wide character without its second half (or past the last
    /// column), or a second half without its character.
    static func cellProblems(in screen: CellCanvas) -> [String] {
        var problems: [String] = []
        for row in 0..<screen.rows {
            for column in 0..<screen.columns {
                let cell = screen[column, row]
                if cell.character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                    problems.append("a control character at \(column),\(row): \(cell.character.debugDescription)")
                }
                if cell.width == 2, column + 1 >= screen.columns || !screen[column + 1, row].isContinuation {
                    problems.append("a wide character without its second half at \(column),\(row)")
                }
                if cell.isContinuation, column == 0 || screen[column - 1, row].width != 2 {
                    problems.append("half a wide character at \(column),\(row)")
                }
            }
        }
        return problems
    }

    /// The bottom row drawn as the bar draws it: bold keys and dim labels (or a bold message) on the terminal's
    /// own background, starting with the first key the bar has room for.
    static func barProblems(on driver: TestDriver) -> [String] {
        let screen = driver.terminal.screen, row = screen.rows - 1
        let graph = driver.renderer.graph
        var problems: [String] = []
        for column in 0..<screen.columns {
            let cell = screen[column, row]
            if cell.style.background != nil {
                problems.append("the bottom row has a background at \(column)")
            } else if cell.character != " ", !cell.isContinuation, cell.style.attributes.isDisjoint(with: [.bold, .dim]) {
                problems.append("the bottom row has \(cell.character.debugDescription) at \(column), neither a key nor a label")
            }
        }
        if graph.announcement == nil, screen.columns > 3, let first = KeyHintBar.fitting(graph.keyHints, width: screen.columns).shown.first {
            let text = screen.text(ofRow: row).dropFirst()
            if let key = first.key.first, !text.hasPrefix(String(key)) {
                problems.append("the bottom row \(String(text).debugDescription) does not start with the key \(first.key)")
            }
        }
        return problems
    }
}
