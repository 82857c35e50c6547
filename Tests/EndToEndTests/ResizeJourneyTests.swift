import Foundation
import Testing

/// Resizing a real terminal back and forth: every frame after a resize is drawn whole, so the screen shows
/// exactly one row with focus, never one left over from an earlier size (nor none, where the terminal kept
/// cells ncurses thought it had cleared).
@Suite(.serialized)
struct ResizeJourneyTests {
    /// The lines (below the bar, above the hints) drawn as the row with focus: without colours, a run of reversed
    /// cells (a row without focus is underlined instead).
    private func focusedLines(_ captured: String) -> [Int] {
        let lines = StyledScreen(captured).lines
        return lines.indices.dropFirst().dropLast().filter { index in
            lines[index].filter(\.isReversed).count >= 10
        }
    }

    /// Whether the flight board is laid out for a size: three columns when wide, the board alone when narrow.
    private func showsBoard(_ captured: String, wide: Bool) -> Bool {
        let plain = captured.replacing(/\u{1b}\[[0-9;]*m/, with: "")
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 5, lines.last(where: { !$0.isEmpty })?.contains("q quit") == true else { return false }
        return wide ? lines[5].filter { $0 == "│" }.count == 2 : lines[0].contains("All Flights") && !lines[5].contains("│")
    }

    @Test func wideNarrowWideShowsOneFocusedRowEachTime() throws {
        let session = try TmuxSession(
            command: "'\(Products.wishlist)' --demo", columns: 200, rows: 50, environment: ["NO_COLOR": "1"])
        try session.waitFor("q quit")
        try session.press("3")
        try session.waitForScreen(styles: true) { showsBoard($0, wide: true) && focusedLines($0).count == 1 }
        for (columns, rows) in [(80, 24), (200, 50), (80, 24), (200, 50), (80, 24), (200, 50)] {
            try session.tmux(["resize-window", "-t", session.name, "-x", String(columns), "-y", String(rows)])
            let wide = columns == 200
            let screen = try session.waitForScreen(styles: true) { showsBoard($0, wide: wide) }
            // The frame for the size may still be arriving: wait a moment for one focused row, then check.
            let settled = (try? session.waitForScreen(timeout: 2, styles: true) { focusedLines($0).count == 1 }) ?? screen
            #expect(focusedLines(settled).count == 1, "at \(columns)x\(rows): \(focusedLines(settled))")
        }
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func quickResizesEndWithOneFocusedRow() throws {
        let session = try TmuxSession(
            command: "'\(Products.wishlist)' --demo", columns: 200, rows: 50, environment: ["NO_COLOR": "1"])
        try session.waitFor("q quit")
        try session.press("3")
        try session.waitForScreen(styles: true) { showsBoard($0, wide: true) && focusedLines($0).count == 1 }
        // Sizes one after another, faster than frames: some frames are drawn for a size the terminal has left.
        for round in 0..<4 {
            for (columns, rows) in [(80, 24), (120, 40), (80, 24), (200, 50)] {
                try session.tmux(["resize-window", "-t", session.name, "-x", String(columns), "-y", String(rows)])
                usleep(UInt32(20_000 * round))
            }
            let screen = try session.waitForScreen(styles: true) { showsBoard($0, wide: true) }
            let settled = (try? session.waitForScreen(timeout: 2, styles: true) { focusedLines($0).count == 1 }) ?? screen
            #expect(focusedLines(settled).count == 1, "round \(round): \(focusedLines(settled))")
        }
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }
}
