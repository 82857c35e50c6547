import Foundation
import Testing

/// The mouse in the real binary in tmux, its reports written as a terminal sends them (SGR): a click on the
/// sidebar, a row, a card, a toolbar button; the wheel over a list.
@Suite(.serialized)
struct MouseJourneyTests {
    /// Where `text` first is on the screen, 1-based as the terminal counts.
    private func place(of text: String, in screen: String) throws -> (column: Int, row: Int) {
        let lines = screen.components(separatedBy: "\n")
        for (row, line) in lines.enumerated() {
            if let range = line.range(of: text) {
                // Columns are cells: count the display width of what comes before (the sample's text is one
                // cell a character but for the emoji, two).
                let before = line[..<range.lowerBound]
                let width = before.unicodeScalars.reduce(0) { $0 + ($1.properties.isEmojiPresentation ? 2 : 1) }
                return (width + 1, row + 1)
            }
        }
        throw TmuxSession.TimeoutError(screen: screen)
    }

    private func click(_ text: String, in session: TmuxSession) throws {
        let (column, row) = try place(of: text, in: try session.screen())
        try session.tmux(["send-keys", "-t", session.name, "-l", "\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m"])
    }

    private func wheelDown(at text: String, in session: TmuxSession) throws {
        let (column, row) = try place(of: text, in: try session.screen())
        try session.tmux(["send-keys", "-t", session.name, "-l", "\u{1B}[<65;\(column);\(row)M"])
    }

    @Test func clicksAndTheWheelWorkOnTheSidebarRowsCardsAndToolbar() throws {
        let session = try TmuxSession(command: "'\(Products.wishlist)' --demo", columns: 200, rows: 50)
        try session.waitFor("? help")

        // A card: the first click focuses it, the second opens it.
        try click("Keukenhof", in: session)
        usleep(100_000)
        try click("Keukenhof", in: session)
        try session.waitFor("+ Activity")
        try session.press("Escape")
        try session.waitForScreen { !$0.contains("+ Activity") && $0.contains("Recently viewed") }

        // The sidebar.
        try click("Budget", in: session)
        try session.waitForScreen { $0.contains("Expenses") && $0.contains("Airport bus") }

        // The wheel over the list moves its selection, a row a notch: from the first row to the third. (The
        // sample's rows are dated from today, so which expense is third depends on the day of the month.)
        let rows = try session.screen().split(separator: "\n").filter(TmuxSession.isExpenseRow)
        let third = try #require(rows.dropFirst(2).first?.split(separator: " ").last { $0.hasPrefix("$") })
        try wheelDown(at: "Airport bus", in: session)
        try wheelDown(at: "Airport bus", in: session)
        usleep(100_000)
        try session.press("Enter")
        try session.waitForScreen { $0.contains("‹ Expenses") && $0.contains(third) && $0.contains("Category") }
        try session.press("Escape")
        try session.waitForScreen { !$0.contains("‹ Expenses") && $0.contains("Airport bus") }

        // A click on a row, then on it again, opens it.
        try click("Museum tickets", in: session)
        usleep(450_000)
        try click("Museum tickets", in: session)
        try session.waitForScreen { $0.contains("‹ Expenses") && $0.contains("$22.00") && $0.contains("Category") }
        try session.press("Escape")
        try session.waitForScreen { !$0.contains("‹ Expenses") && $0.contains("Airport bus") }

        // The toolbar's + Add opens the sheet; a click on the dimmed screen around it does nothing.
        try click("+ Add", in: session)
        try session.waitFor("New Expense")
        try click("Flights", in: session)
        usleep(300_000)
        #expect(try session.screen().contains("New Expense"))
        try session.press("Escape")
        try session.waitForScreen { !$0.contains("New Expense") }

        // Nothing of the reports reached the screen as keys: the app is where the clicks left it.
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func withNoMouseTheAppLeavesTheMouseToTheTerminal() throws {
        let session = try TmuxSession(command: "'\(Products.wishlist)' --demo --no-mouse", columns: 80, rows: 24)
        try session.waitFor("? help")
        #expect(try session.tmux(["display-message", "-p", "-t", session.name, "#{mouse_any_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        let withMouse = try TmuxSession(command: "'\(Products.wishlist)' --demo", columns: 80, rows: 24)
        try withMouse.waitFor("? help")
        #expect(try withMouse.tmux(["display-message", "-p", "-t", withMouse.name, "#{mouse_any_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines) == "1")
        try withMouse.press("q")
        #expect(try withMouse.waitForExit() == 0)
    }
}
