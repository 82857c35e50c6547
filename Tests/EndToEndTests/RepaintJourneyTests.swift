import Foundation
import Testing

/// Frames go out as changes to the one before, blanks drawn in whatever look saves bytes; the screen they leave
/// must look exactly as the same screen drawn whole. After each step of a journey, the screen is captured, the
/// terminal is made one column wider and back (so that the app draws the frame whole), and the two must show
/// the same characters in the same looks (a blank's text colour, weight and slant do not show).
@Suite(.serialized)
struct RepaintJourneyTests {
    /// The screen with its looks, trailing blanks included (tmux leaves out those a clear made, whatever their
    /// background, unless asked).
    private func screen(_ session: TmuxSession) throws -> String {
        try session.tmux(["capture-pane", "-p", "-e", "-N", "-t", session.name])
    }

    /// The check below. The flight board's statuses follow the clock: when a minute turned during the check,
    /// the screen may have changed for a reason of its own (a flight "Departed" where it was "Gate Closed"), and
    /// the check is made once more (on the frame the clock drew); in the same minute, a difference is the
    /// frames'.
    private func checkRepaintShowsTheSame(
        _ session: TmuxSession, columns: Int, rows: Int, after step: String
    ) throws {
        let minute = { Int(Date().timeIntervalSince1970 / 60) }
        let startedIn = minute()
        var differences = try repaintDifferences(session, columns: columns, rows: rows)
        if !differences.isEmpty, minute() != startedIn {
            differences = try repaintDifferences(session, columns: columns, rows: rows)
        }
        #expect(differences.isEmpty, "after \(step): \(differences.prefix(3))")
    }

    private func repaintDifferences(_ session: TmuxSession, columns: Int, rows: Int) throws -> [String] {
        // The screen once it stops changing (an animation may be running): the same in three captures in a row,
        // as a loaded machine can hold a frame of a navigation's animation longer than one pause.
        var incremental = try screen(session)
        var unchanged = 0
        for _ in 0..<40 where unchanged < 2 {
            Thread.sleep(forTimeInterval: 0.15)
            let next = try screen(session)
            unchanged = next == incremental ? unchanged + 1 : 0
            incremental = next
        }
        try session.tmux(["resize-window", "-t", session.name, "-x", String(columns + 1), "-y", String(rows)])
        Thread.sleep(forTimeInterval: 0.4)
        try session.tmux(["resize-window", "-t", session.name, "-x", String(columns), "-y", String(rows)])
        let shown = StyledScreen(incremental)
        var whole = try screen(session)
        for _ in 0..<20 where !StyledScreen(whole).differences(from: shown).isEmpty {
            Thread.sleep(forTimeInterval: 0.15)
            whole = try screen(session)
        }
        return shown.differences(from: StyledScreen(whole))
    }

    @Test(arguments: [[String: String](), ["NO_COLOR": "1"], ["COLORFGBG": "0;15"]])
    func everyStepLooksAsTheSameScreenDrawnWhole(environment: [String: String]) throws {
        let (columns, rows) = (80, 24)
        let session = try TmuxSession(
            command: "'\(Products.wishlist)' --demo", columns: columns, rows: rows, environment: environment)
        try session.waitFor("Recently viewed")
        let steps: [(String, [String])] = [
            ("a trip opened", ["Down", "Down", "Enter"]), ("a move in its activities", ["Down"]),
            ("another", ["Down"]), ("back", ["Escape"]), ("the budget", ["2"]), ("a move", ["Down", "Down"]),
            ("an expense opened", ["Enter"]), ("back", ["Escape"]), ("the add sheet", ["+"]),
            ("the sheet dismissed", ["Escape"]), ("the flights", ["3"]), ("a move on the board", ["Down", "Down"]),
            ("the next column", ["Tab"]), ("the achievements", ["4"]),
        ]
        for (step, keys) in steps {
            for key in keys { try session.press(key) }
            try checkRepaintShowsTheSame(session, columns: columns, rows: rows, after: step)
        }
        try session.press("q")
    }
}
