import Foundation
import Testing

/// Pasting into the real binary in tmux (`paste-buffer -p`, bracketed as a terminal sends it): text goes into
/// the field that has focus, and never runs as keys.
@Suite(.serialized)
struct PasteJourneyTests {
    private func paste(_ text: String, into session: TmuxSession) throws {
        try session.tmux(["set-buffer", "-b", "clip", "--", text])
        try session.tmux(["paste-buffer", "-p", "-d", "-b", "clip", "-t", session.name])
    }

    @Test(arguments: [(80, 24), (200, 50)])
    func pastedLinesNeverRunAsCommands(columns: Int, rows: Int) throws {
        let session = try TmuxSession(command: "'\(Products.wishlist)' --demo", columns: columns, rows: rows)
        try session.waitFor("? help")

        // On the home screen nothing takes text: "q" in a paste does not quit, and the bottom row says so.
        try paste("tulips\nq\n", into: session)
        try session.waitFor("Nothing here takes text")

        // Into the search field, on one line.
        try session.press("/")
        try session.waitFor("Esc cancel")
        try paste("tulips\nq", into: session)
        try session.waitFor("No trips match “tulips q”")
        try session.press("Escape")
        try session.waitForScreen { !$0.contains("tulips q") && $0.contains("⌕ Search trips") }

        // On a trip, the new activity's sheet: "Gelato⏎D⏎" is one name, and "D" never opens Delete Trip.
        try session.press("Enter")
        try session.waitFor("+ Activity")
        try session.press("+")
        try session.waitFor("Activity")
        try paste("Gelato\nD\n", into: session)
        let screen = try session.waitFor("Gelato D", settled: true)
        #expect(!screen.contains("Keep"), "the sheet that asks to delete the trip is not open")
        try session.press("Enter")
        try session.waitForScreen { $0.contains("○ Gelato D") && $0.contains("Space done") }

        // In the expense sheet, three lines are one title: focus stays in the field, the category as it was.
        try session.press("2")
        try session.waitFor("Expenses")
        try session.press("+")
        // Both screens settled: tmux can be caught halfway through a frame, and the category is rows below.
        let before = try session.waitForScreen(settled: true) { $0.contains("New Expense") }
        try paste("Dinner\nwith friends\n12.50\n", into: session)
        let sheet = try session.waitForScreen(settled: true) { $0.contains("Dinner with friends 12.50") }
        #expect(sheet.contains("Food & Drink") == before.contains("Food & Drink"))
        // A title was typed: Esc asks before throwing it away.
        try session.press("Escape")
        try session.waitFor("Discard changes?")
        try session.press("Up")
        try session.press("Enter")
        try session.waitForScreen { !$0.contains("New Expense") }

        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }
}
