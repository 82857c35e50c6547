import Foundation
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUICurses
@testable import TermUIViews

/// The whole app under seeded random keys, pastes, clicks, resizes and time (`AppFuzz`): nothing crashes, and
/// every frame has the terminal's size, no control character, and the key hints or a message on the bottom row.
///
/// `swift test` runs a few thousand events. The soak (`Scripts/fuzz-soak`) runs this suite with
/// `FUZZ_KEYS` (how many keys, pastes and clicks), `FUZZ_SEED` (the first seed) and `FUZZ_TRACE=1` (print each
/// event); each frame then also goes through the real curses writer (`CursesFuzzMirror`).
@MainActor
struct RandomKeysFuzzTests {
    private nonisolated static let environment = ProcessInfo.processInfo.environment

    @Test(arguments: [UInt64(2026), 20])
    func theAppTakesRandomEventsAndResizes(seed: UInt64) {
        let fuzz = AppFuzz(seed: seed)
        if let failure = fuzz.run(steps: 1_500) { Issue.record("\(failure)") }
        #expect(fuzz.counts.resizes > 10 && fuzz.counts.keys > 1_000, "\(fuzz.counts)")
    }

    /// The checks of every frame find what they look for: a control character, a wide character without its
    /// second half, a second half without its character.
    @Test func theFrameChecksFindBrokenCells() {
        var screen = CellCanvas(columns: 6, rows: 1)
        screen.withMutableCells { cells in
            cells[0] = Cell(character: "\u{1B}")
            cells[2] = Cell(character: "東", width: 2)
            cells[5] = Cell(character: " ", width: 0)
        }
        let problems = AppFuzz.cellProblems(in: screen)
        #expect(problems.count == 3, "\(problems)")
        #expect(AppFuzz.cellProblems(in: CellCanvas(columns: 6, rows: 2)).isEmpty)
    }

    /// The soak: runs of `AppFuzz.runLength` events on the seeds from `FUZZ_SEED` up, until `FUZZ_KEYS` keys
    /// (with pastes, clicks and the wheel) were sent, every frame also written by ncurses and compared with what
    /// it holds. Each run's seed is printed before it starts, so that a crash names the run to replay
    /// (`FUZZ_SEED=<seed> FUZZ_KEYS=1 FUZZ_TRACE=1` runs that one, printing each event).
    @Test(.enabled(if: environment["FUZZ_KEYS"] != nil))
    func soak() throws {
        let keys = Int(Self.environment["FUZZ_KEYS"] ?? "") ?? 0
        let firstSeed = UInt64(Self.environment["FUZZ_SEED"] ?? "") ?? 1
        let mirror = try CursesFuzzMirror()
        defer { mirror.close() }
        var seed = firstSeed, total = AppFuzz.Counts()
        while total.inputs < keys {
            print("fuzz-soak: seed \(seed)")
            let fuzz = AppFuzz(seed: seed)
            fuzz.isTracing = Self.environment["FUZZ_TRACE"] == "1"
            fuzz.checkFrame = { mirror.problems(showing: $0) }
            if let failure = fuzz.run(steps: AppFuzz.runLength) {
                Issue.record("\(failure)")
                return
            }
            total.add(fuzz.counts)
            seed += 1
        }
        print("fuzz-soak: seeds \(firstSeed)-\(seed - 1): \(total); no failure")
    }
}

extension AppFuzz.Counts {
    /// The events a user makes: keys, pastes, clicks and turns of the wheel.
    var inputs: Int { keys + pastes + clicks + wheels }

    /// Adds another run's counts.
    mutating func add(_ other: Self) {
        keys += other.keys
        pastes += other.pastes
        clicks += other.clicks
        wheels += other.wheels
        resizes += other.resizes
        waits += other.waits
        restarts += other.restarts
    }
}
