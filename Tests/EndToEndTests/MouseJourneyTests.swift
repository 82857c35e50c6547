import Foundation
import Testing

/// The mouse in the real binary in tmux, its reports written as a terminal sends them (SGR): a click on the
/// sidebar, a row, a card, a toolbar button; the wheel over a list.
@Suite(.serialized)
struct MouseJourneyTests {
    private func wheelDown(at text: String, in session: TmuxSession) throws {
        let (column, row) = try session.place(of: text)
        try session.sendMouse([(65, column, row, false)])
    }

    @Test func clicksAndTheWheelWorkOnTheSidebarRowsCardsAndToolbar() throws {
        let session = try TmuxSession(command: "'\(Products.wishlist)' --demo", columns: 200, rows: 50)
        try session.waitFor("? help")

        // A card: the first click focuses it, the second opens it.
        try session.click("Keukenhof")
        usleep(100_000)
        try session.click("Keukenhof")
        try session.waitFor("+ Activity")
        try session.press("Escape")
        try session.waitForScreen { !$0.contains("+ Activity") && $0.contains("Recently viewed") }

        // The sidebar.
        try session.click("Budget")
        // The rows are read from this screen: the one the frame ends on, not one caught halfway through it.
        let budget = try session.waitForScreen(settled: true) { $0.contains("Expenses") && $0.contains("Airport bus") }

        // The wheel over the list moves its selection, a row a notch: from the first row to the third. (The
        // sample's rows are dated from today, so which expense is third depends on the day of the month.)
        let rows = budget.split(separator: "\n").filter(TmuxSession.isExpenseRow)
        let third = try #require(rows.dropFirst(2).first?.split(separator: " ").last { $0.hasPrefix("$") })
        try wheelDown(at: "Airport bus", in: session)
        try wheelDown(at: "Airport bus", in: session)
        usleep(100_000)
        try session.press("Enter")
        try session.waitForScreen { $0.contains("‹ Expenses") && $0.contains(third) && $0.contains("Category") }
        try session.press("Escape")
        try session.waitForScreen { !$0.contains("‹ Expenses") && $0.contains("Airport bus") }

        // A click on a row, then on it again, opens it.
        try session.click("Museum tickets")
        usleep(450_000)
        try session.click("Museum tickets")
        try session.waitForScreen { $0.contains("‹ Expenses") && $0.contains("$22.00") && $0.contains("Category") }
        try session.press("Escape")
        try session.waitForScreen { !$0.contains("‹ Expenses") && $0.contains("Airport bus") }

        // The toolbar's + Add opens the sheet; a click on the dimmed screen around it does nothing.
        try session.click("+ Add")
        try session.waitFor("New Expense")
        try session.click("Flights")
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
        #expect(try session.mouseFlags() == "0000", "no mouse mode at all")
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        let withMouse = try TmuxSession(command: "'\(Products.wishlist)' --demo", columns: 80, rows: 24)
        try withMouse.waitFor("? help")
        #expect(try withMouse.mouseFlags() == "1001", "clicks in the SGR encoding")
        try withMouse.press("q")
        #expect(try withMouse.waitForExit() == 0)
    }
}
