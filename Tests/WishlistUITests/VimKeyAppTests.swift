import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// h j k l in the app's screens do what the arrows do there: h l switch the budget's month and turn the
/// recently viewed pages (Tab, not h, goes back to the sidebar then), j k move in lists, h l between cards.
@MainActor
struct VimKeyAppTests {
    private func makeDriver(size: TerminalSize = TerminalSize(columns: 200, rows: 50)) -> (TestDriver, AppModel) {
        let model = AppModel(wishlist: .sample(), budget: .sample())
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: size)
        return (driver, model)
    }

    /// The title of a month's newest expense, `offset` months from this one.
    private func newestTitle(_ model: AppModel, monthsFromNow offset: Int) throws -> String {
        let month = try #require(Calendar.current.date(byAdding: .month, value: offset, to: .now))
        return try #require(model.budget.expenses(inMonthOf: month, calendar: .current).first).title
    }

    @Test func hAndLSwitchTheBudgetsMonthAndTabGoesToTheSidebar() throws {
        for size in [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)] {
            let (driver, model) = makeDriver(size: size)
            driver.press("2")
            let thisMonth = try newestTitle(model, monthsFromNow: 0)
            let lastMonth = try newestTitle(model, monthsFromNow: -1)
            #expect(driver.row(containing: thisMonth) != nil)
            driver.press("h")
            #expect(driver.row(containing: lastMonth) != nil, "h is ← there: the month before, at \(size)")
            #expect(driver.row(containing: "Expenses") != nil, "still the budget, not the sidebar")
            driver.press("l")
            #expect(driver.row(containing: thisMonth) != nil, "l is → there")
            driver.press(.leftArrow, .rightArrow)
            #expect(driver.row(containing: thisMonth) != nil)
        }
        let (driver, model) = makeDriver()
        driver.press("2", "h", "l")
        driver.press(.tab)
        driver.press("j")
        #expect(model.navigation.section == .flights, "Tab went to the sidebar, where j moved down to Flights")
    }

    @Test func hAndLTurnTheRecentlyViewedPagesAndKeepFocusOnThem() throws {
        let (driver, model) = makeDriver()
        try #require(model.wishlist.recentTrips(limit: 5).count == 5)
        #expect(driver.keyHints.contains(KeyHint("←→", "page")), "the pager has focus first")
        #expect(driver.text.contains("● ○ ○ ○ ○"))
        driver.press("l")
        driver.settle()
        #expect(driver.text.contains("○ ● ○ ○ ○"))
        driver.press("l")
        driver.settle()
        #expect(driver.text.contains("○ ○ ● ○ ○"), "every turn keeps the pager focused")
        #expect(driver.keyHints.contains(KeyHint("←→", "page")))
        driver.press("h", "h")
        driver.settle()
        #expect(driver.text.contains("● ○ ○ ○ ○"))
        driver.press("h")  // past the first page: back to the sidebar, as ← does
        driver.press("j")
        #expect(model.navigation.section == .budget)
    }

    @Test func jkMoveInTheBudgetsList() throws {
        let (driver, model) = makeDriver()
        driver.press("2")
        let expenses = model.budget.expenses(inMonthOf: .now, calendar: .current)
        try #require(expenses.count >= 2)
        driver.press("j", .return)
        #expect(driver.text.contains("‹ Expenses") || driver.lines[0].contains(expenses[1].title))
        #expect(driver.text.contains(expenses[1].title))
    }

    @Test func theHelpListsTheVimKeysBesideTheArrowsButTheBarDoesNot() {
        let (driver, _) = makeDriver(size: TerminalSize(columns: 80, rows: 24))
        driver.press("2")
        #expect(!(driver.lines.last ?? "").contains("h l"))
        driver.press("?")
        #expect(driver.lines.contains { $0.contains("h l") && $0.contains("month") }, "\(driver.text)")
        #expect(driver.lines.contains { $0.contains("j k") && $0.contains("move") })
    }
}
