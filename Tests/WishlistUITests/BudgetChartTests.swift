import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// The budget's charts and the achievements' chart, headless: `c` goes from the list to spending by category,
/// to the last 12 months and back, hinted in the bar; the bars follow a change to the expenses.
@MainActor
struct BudgetChartTests {
    @Test func cGoesThroughTheChartsAndBackAndIsHinted() {
        let (driver, _) = ScreenFixture.budget(size: TerminalSize(columns: 80, rows: 24))
        #expect(driver.lines[23].contains("c chart"))
        driver.press(.character("c"))
        #expect(driver.text.contains("Spending by category"))
        #expect(driver.text.contains("Lodging") && driver.text.contains("$0"))
        #expect(driver.lines[23].contains("c chart"), "still hinted while the chart shows")
        driver.press(.character("c"))
        #expect(driver.text.contains("Last 12 months"))
        #expect(driver.text.contains("Dec") && driver.text.contains("Nov"), "a year of months up to November")
        #expect(driver.lines[23].contains("c list"))
        driver.press(.character("c"))
        #expect(!driver.text.contains("Last 12 months") && driver.text.contains("Airport bus"))
    }

    @Test func twelveEmptyMonthsSaySoRatherThanDrawAnEmptyGrid() {
        let (driver, _) = ScreenFixture.budget(size: TerminalSize(columns: 80, rows: 24), store: BudgetStore())
        driver.press(.character("c"), .character("c"))
        #expect(driver.text.contains("Last 12 months"))
        #expect(driver.text.contains("No spending in these months"), "\(driver.text)")
        #expect(!driver.text.contains("$1"), "no axis of nothing")
    }

    @Test(arguments: [40, 30, 60])
    func narrowMonthLabelsAreWholeNeverCut(columns: Int) {
        let (driver, _) = ScreenFixture.budget(size: TerminalSize(columns: columns, rows: 14))
        driver.press(.character("c"), .character("c"))
        // The line under the chart's last grid line ("$0").
        let axis = driver.lines.lastIndex { $0.contains("$0") }
        let labels = axis.map { driver.lines[$0 + 1] } ?? ""
        #expect(["Jan", "Feb", "Mar", "Jun", "Sep", "Dec"].contains { labels.contains($0) }, "\(columns): some months are named\n\(driver.text)")
        #expect(!labels.contains("…"), "\(columns): no month cut short: \(labels)")
    }

    @Test func theLargestCategoryIsTheLongestBarAndFollowsAnAddition() throws {
        let (driver, store) = ScreenFixture.budget(size: TerminalSize(columns: 80, rows: 24))
        driver.press(.character("c"))
        let before = try #require(driver.lines.first { $0.contains("Lodging") }).filter { $0 == "█" }.count
        let day = try #require(store.expenses(inMonthOf: ScreenFixture.noon, calendar: ScreenFixture.calendar).first?.date)
        store.add(Expense(title: "Kimono", amount: 2_000, currencyCode: "USD", category: .shopping, date: day))
        driver.update()
        let rows = driver.lines
        let shoppingRow = try #require(rows.firstIndex { $0.contains("Shopping") })
        let lodgingRow = try #require(rows.firstIndex { $0.contains("Lodging") })
        #expect(shoppingRow < lodgingRow, "the largest is first")
        #expect(rows[lodgingRow].filter { $0 == "█" }.count < before, "the scale grew to the new largest")
        let spending = store.spendingByCategory(inMonthOf: day, calendar: ScreenFixture.calendar)
        #expect(spending.first?.category.id == "shopping")
    }

    @Test func withoutColoursTheChartsStillRead() {
        let store = BudgetStore.sample(now: ScreenFixture.noon, calendar: ScreenFixture.calendar, currencyCode: "USD")
        let view = ExpensesView(month: ScreenFixture.noon)
            .environment(store)
            .environment(AppNavigation())
            .environment(\.currencyCode, "USD")
            .environment(\.calendar, ScreenFixture.calendar)
            .environment(\.localeCategories, LocaleCategories(all: Locale(identifier: "en_US")))
            .environment(\.usesColor, false)
        let driver = TestDriver(view, size: TerminalSize(columns: 80, rows: 24), date: ScreenFixture.noon)
        driver.press(.character("c"))
        #expect(driver.text.contains("█") && driver.text.contains("Lodging"))
        driver.press(.character("c"))
        #expect(driver.text.contains("█") && driver.text.contains("Nov"))
    }

    @Test func achievementsShowTheirProgressAsAChart() {
        let (driver, _) = ScreenFixture.window(size: TerminalSize(columns: 80, rows: 24))
        driver.press(.character("4"))
        #expect(driver.lines[23].contains("c chart"))
        driver.press(.character("c"))
        #expect(driver.text.contains("Progress") && driver.text.contains("100%"))
        #expect(driver.lines[23].contains("c list"))
        driver.press(.character("c"))
        #expect(driver.text.contains("Earned"))
    }
}
