import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// Finding expenses in the budget: `/` searches every month, `f` keeps a category, `t` the selected expense's
/// trip, `s` orders the list; at 95 columns of content and wider (120 of a window) the list is a table sorted by its columns.
@MainActor
struct BudgetFindingTests {
    /// A store with expenses over three years: a sushi every 40 days among other meals and hotels, every third
    /// for a trip.
    static func store(trip: Trip.ID) -> BudgetStore {
        let noon = ScreenFixture.noon
        return BudgetStore(expenses: (0..<60).map { (index: Int) -> Expense in
            let title = index % 4 == 0 ? "Sushi \(index)" : index % 4 == 1 ? "Soba \(index)" : "Hotel \(index)"
            let category: TravelModel.Category = index % 4 == 2 || index % 4 == 3 ? .lodging : .foodAndDrink
            let date = noon.addingTimeInterval(-Double(index) * 10 * 86_400)
            return Expense(title: title, amount: Decimal(index * 3 + 1), category: category, date: date,
                           tripID: index % 3 == 0 ? trip : nil)
        })
    }

    /// Whether the screen's row `row` is the list's highlighted one (a background behind its text).
    private func isHighlighted(row: Int, in driver: TestDriver) -> Bool {
        driver.style(atColumn: 3, row: row).background != nil
    }

    private func budget(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> (TestDriver, BudgetStore, Trip.ID) {
        let trip = UUID()
        let (driver, store) = ScreenFixture.budget(size: size, store: Self.store(trip: trip))
        return (driver, store, trip)
    }

    @Test("/ finds expenses of every month, newest first with their years, says how many, and Esc shows the month again")
    func searchFindsEveryMonth() throws {
        let (driver, store, _) = budget()
        let sushis = store.sortedExpenses.filter { $0.title.hasPrefix("Sushi") }
        #expect(sushis.count == 15)
        driver.press(KeyPress.character("/"))
        driver.type("sush")
        driver.settle()
        #expect(driver.lines[0].contains("15 found"), "\(driver.lines[0])")
        let rows = sushis.prefix(20).compactMap { driver.row(containing: $0.title) }
        #expect(rows.count == min(15, 22) && rows == rows.sorted(), "newest first: \(rows)")
        let oldest = try #require(sushis.last)
        #expect(!ScreenFixture.calendar.isDate(oldest.date, equalTo: ScreenFixture.noon, toGranularity: .year))
        driver.press(.return)
        driver.press(KeyPress.character("G"))
        driver.settle()
        let year = ScreenFixture.calendar.component(.year, from: oldest.date)
        let last = try #require(driver.row(containing: oldest.title))
        #expect(driver.lines[last].contains("\(year)"), "the year of an expense of another year: \(driver.lines[last])")
        driver.press(.escape)
        driver.settle()
        #expect(!driver.lines[0].contains("found") && driver.lines[0].contains("November 2026"), "\(driver.lines[0])")
        driver.press(KeyPress.character("/"))
        driver.type("zzz")
        driver.settle()
        #expect(driver.text.contains("No expenses found") && driver.text.contains("Nothing matches “zzz”"))
    }

    @Test("A single letter is searched for once typing pauses; a second is searched for at once")
    func aSingleLetterWaitsForAPause() async throws {
        let (driver, _, _) = budget()
        driver.press(KeyPress.character("/"))
        driver.type("s")
        driver.settle()
        #expect(!driver.lines[0].contains("found") && driver.lines[0].contains("November 2026"), "\(driver.lines[0])")
        driver.type("u")
        driver.settle()
        #expect(driver.lines[0].contains("15 found"), "su, at once: \(driver.lines[0])")
        driver.press(KeyEquivalent.delete)
        driver.settle()
        #expect(driver.lines[0].contains("15 found"), "s again: the last search stays until typing pauses")
        // After the pause (waited for up to five seconds: a loaded machine runs the task late).
        for _ in 0..<50 where !driver.lines[0].contains("30 found") {
            try await Task.sleep(for: .milliseconds(100))
            driver.update()
        }
        #expect(driver.lines[0].contains("30 found"), "s, after the pause: every Sushi and Soba: \(driver.lines[0])")
    }

    @Test("f keeps one category after another across every month, t the selected expense's trip; Esc lets them go")
    func filtersKeepACategoryAndATrip() throws {
        let (driver, store, trip) = budget()
        driver.press(KeyPress.character("f"))
        driver.settle()
        let food = store.sortedExpenses.filter { $0.category == .foodAndDrink }
        #expect(driver.lines[0].contains("\(food.count) found · Food & Drink"), "\(driver.lines[0])")
        #expect(driver.row(containing: "Hotel") == nil && driver.row(containing: "Soba") != nil)
        driver.press(KeyPress.character("f"))
        driver.settle()
        #expect(driver.lines[0].contains("Lodging"), "the next category: \(driver.lines[0])")
        // The first row is the newest hotel: index 2, of no trip (t says so); the next (3) is of the trip.
        driver.press(KeyPress.character("t"))
        driver.settle()
        #expect(driver.lines.last?.contains("is for no trip") == true, "\(driver.lines.last ?? "")")
        #expect(!driver.lines[0].contains("·  ·"))
        driver.press(.downArrow)
        driver.settle()
        #expect(driver.keyHints.contains { $0.key == "t" && $0.label == "its trip" })
        driver.press(KeyPress.character("t"))
        driver.settle()
        let both = store.sortedExpenses.filter { $0.category == .lodging && $0.tripID == trip }
        #expect(driver.lines[0].contains("\(both.count) found · Lodging"), "\(driver.lines[0])")
        #expect(driver.keyHints.contains { $0.key == "t" && $0.label == "all trips" })
        driver.press(.escape)
        driver.settle()
        #expect(!driver.lines[0].contains("found"), "Esc lets both go: \(driver.lines[0])")
    }

    @Test("s orders the month by amount, title and category, says so, and comes back to the newest first")
    func sortOrdersTheMonth() throws {
        let (driver, store, _) = budget()
        let month = Array(store.expenses(inMonthOf: ScreenFixture.noon, calendar: ScreenFixture.calendar))
        #expect(month.count >= 3)
        #expect(driver.keyHints.contains { $0.key == "s" && $0.label == "sort: amount" })
        // The second expense selected (the second largest, in the middle either way): the new order selects its
        // first row, the largest, not the one selected before.
        driver.press(.downArrow)
        driver.settle()
        #expect(isHighlighted(row: 2, in: driver))
        driver.press(KeyPress.character("s"))
        driver.settle()
        #expect(driver.lines[0].contains("by amount"))
        let largest = try #require(month.max { $0.amount < $1.amount })
        #expect(driver.row(containing: largest.title) == 1, "the largest first")
        #expect(isHighlighted(row: 1, in: driver), "the first row selected")
        #expect((2..<driver.lines.count - 1).allSatisfy { !isHighlighted(row: $0, in: driver) }, "no other")
        for _ in 0..<3 { driver.press(KeyPress.character("s")) }
        driver.settle()
        #expect(!driver.lines[0].contains("by "), "newest first again: \(driver.lines[0])")
        #expect(driver.row(containing: month[0].title) == 1)
    }

    @Test("At 200x50 the list is a table: its columns side by side, a click on a title sorts, Enter opens the row")
    func wideListIsATable() throws {
        let (driver, store, _) = budget(size: TerminalSize(columns: 200, rows: 50))
        let header = try #require(driver.row(containing: "Amount"))
        for title in ["Date", "Title", "Category", "Trip"] { #expect(driver.lines[header].contains(title)) }
        let month = Array(store.expenses(inMonthOf: ScreenFixture.noon, calendar: ScreenFixture.calendar))
        let first = try #require(driver.row(containing: month[0].title))
        #expect(driver.lines[first].contains(ScreenFixture.dollars(month[0].amount)), "title and amount on one row")
        #expect(driver.click("Amount"))
        driver.settle()
        let byAmount = month.sorted { $0.amount < $1.amount || ($0.amount == $1.amount && false) }
        let rowOfSmallest = try #require(driver.row(containing: byAmount[0].title))
        #expect(rowOfSmallest == header + 2, "the smallest first after a click on Amount: \(driver.lines[header + 2])")
        #expect(driver.click("Amount"))
        driver.settle()
        let largest = try #require(month.max { $0.amount < $1.amount })
        #expect(driver.row(containing: largest.title) == header + 2, "the largest first after a second click")
        // d asks, with the expense's title; Delete (above Cancel, where focus starts) deletes it.
        driver.press(KeyPress.character("d"))
        driver.settle()
        #expect(driver.text.contains("Delete \(largest.title)?"))
        driver.press(.upArrow)
        driver.press(.return)
        driver.settle()
        #expect(driver.row(containing: largest.title) == nil && !store.expenses.contains { $0.id == largest.id })
        driver.press(.downArrow)
        driver.press(.return)
        driver.settle()
        #expect(driver.text.contains("Category") && driver.text.contains("Date") && driver.row(containing: "Amount") != header,
                "the detail screen is open")
    }
}
