import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// The budget's list over a month of many expenses, read from the database a page at a time: the selection
/// stays on its expense while rows come and go above and below the rows read, and an expense the screen
/// selects deep in the month (one just edited) is found and shown.
@MainActor
struct PagedBudgetListTests {
    private let calendar = Calendar.current

    /// 600 expenses this month ("Expense 000" to "Expense 599"), 20 a day from the month's first day on, so
    /// that the list holds many pages.
    private func makeStore() -> (BudgetStore, [Expense]) {
        let start = calendar.dateInterval(of: .month, for: .now)?.start ?? .now
        let expenses = (0..<600).map { index in
            Expense(title: String(format: "Expense %03d", index), amount: Decimal(index + 1), category: .other,
                    date: start.addingTimeInterval(Double(index / 20 % 28) * 86_400 + 12 * 3_600))
        }
        return (BudgetStore(expenses: expenses), expenses)
    }

    private func makeDriver(store: BudgetStore) -> TestDriver {
        let view = ExpensesView()
            .environment(store)
            .environment(AppNavigation())
            .environment(DraftKeeper())
            .environment(\.currencyCode, "USD")
            .environment(\.localeCategories, LocaleCategories(all: Locale(identifier: "en_US")))
        return TestDriver(view, size: TerminalSize(columns: 80, rows: 24))
    }

    /// The title of the selected row (its detail's title, opened and closed again).
    private func selectedTitle(_ driver: TestDriver) -> String? {
        driver.press(.return)
        driver.settle()
        // The bar reads "‹ Expenses  Expense 123 …": the first "Expense" that is not the back button's.
        let words = driver.lines[0].split(separator: " ")
        let title = words.indices.first { words[$0] == "Expense" && $0 + 1 < words.count }.map { "Expense \(words[$0 + 1])" } ?? ""
        driver.press(.escape)
        driver.settle()
        return title.isEmpty ? nil : title
    }

    @Test func theSelectionStaysOnItsExpenseWhileRowsComeAndGoAroundIt() throws {
        let (store, expenses) = makeStore()
        let driver = makeDriver(store: store)
        for _ in 0..<12 { driver.press(.pageDown) }
        driver.settle()
        let selected = try #require(selectedTitle(driver))
        let month = store.expenses(inMonthOf: .now, calendar: calendar)
        let index = try #require(month.firstIndex { $0.title == selected })
        #expect(index > 150, "deep in the month: \(index)")
        // Deleted just above the selection and far below it, then added above the rows read (newer) and below.
        store.remove(id: month[index - 1].id)
        store.remove(id: month[month.count - 3].id)
        driver.update()
        #expect(driver.row(containing: month[index - 1].title) == nil, "the row deleted above it is gone")
        #expect(selectedTitle(driver) == selected)
        store.add(Expense(title: "Expense newest", amount: 1, category: .other, date: .now))
        store.add(Expense(title: "Expense oldest", amount: 1, category: .other, date: month[month.count - 1].date))
        driver.update()
        driver.settle()
        #expect(selectedTitle(driver) == selected)
        #expect(driver.row(containing: selected) != nil, "still on screen")
        #expect(store.expenses(inMonthOf: .now, calendar: calendar).count == expenses.count)
    }

    @Test func anExpenseAddedFarAboveTheSelectionIsFoundAndSelected() throws {
        let (store, _) = makeStore()
        let driver = makeDriver(store: store)
        for _ in 0..<15 { driver.press(.pageDown) }
        let before = try #require(selectedTitle(driver))
        let was = try #require(store.expenses(inMonthOf: .now, calendar: calendar).firstIndex { $0.title == before })
        driver.press(KeyPress.character("+"))
        driver.settle()
        #expect(driver.text.contains("New Expense"))
        driver.type("Expense ZZZ")
        driver.press(.tab)
        driver.type("4.50")
        driver.press(.control("s"))
        driver.settle()
        let month = store.expenses(inMonthOf: .now, calendar: calendar)
        let index = try #require(month.firstIndex { $0.title == "Expense ZZZ" })
        // Dated today: farther from where the selection was than the list looks around it for a row that moved.
        #expect(abs(index - was) > 64, "\(was) → \(index)")
        #expect(selectedTitle(driver) == "Expense ZZZ")
        #expect(driver.row(containing: "Expense ZZZ") != nil)
    }

    @Test func anExpenseEditedDeepInTheMonthIsFoundAndSelected() throws {
        let (store, _) = makeStore()
        let driver = makeDriver(store: store)
        for _ in 0..<15 { driver.press(.pageDown) }
        driver.press(KeyPress.character("e"))
        driver.settle()
        #expect(driver.text.contains("Edit Expense"))
        // A title that sorts first in its day: the row moves within the month, and the list must find it.
        driver.press(.control("u"))
        driver.type("Expense AAA")
        driver.press(.control("s"))
        driver.settle()
        #expect(selectedTitle(driver) == "Expense AAA")
        #expect(driver.row(containing: "Expense AAA") != nil)
    }
}
