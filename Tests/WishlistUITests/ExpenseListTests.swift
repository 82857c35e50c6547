import Foundation
import Testing
@testable import TermUI
import TravelModel
@testable import WishlistUI

/// The budget's expense list, drawn headless.
@MainActor
struct ExpenseListTests {
    private func makeDriver(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> (TestDriver, BudgetStore) {
        let store = BudgetStore.sample(now: Date(timeIntervalSince1970: 1_764_417_600))  // 2025-11-29 12:00 UTC
        let view = ExpenseListView()
            .environment(store)
            .environment(\.currencyCode, "USD")
            .environment(\.locale, Locale(identifier: "en_US"))
        return (TestDriver(view, size: size), store)
    }

    @Test func showsTheTitleOneRowPerExpenseAndTheKeyHints() {
        let (driver, store) = makeDriver()
        #expect(driver.lines[0].trimmingCharacters(in: .whitespaces) == "Expenses")
        let newest = store.sortedExpenses[0]
        #expect(driver.lines[1].contains(newest.title))
        for expense in store.sortedExpenses.prefix(15) {
            #expect(driver.row(containing: expense.title) != nil, "\(expense.title) is on screen")
        }
        #expect(driver.lines[23].contains("↑↓ move"))
        #expect(driver.lines[23].contains("q quit"))
    }

    @Test func amountsAreCurrencyFormattedAndRightAligned() throws {
        let (driver, store) = makeDriver()
        var rightEdges = Set<Int>()
        for expense in store.sortedExpenses.prefix(10) {
            let amount = expense.amount.formatted(.currency(code: "USD").locale(Locale(identifier: "en_US")))
            let row = try #require(driver.row(containing: expense.title))
            let line = driver.lines[row]
            let range = try #require(line.range(of: amount), "\(amount) on the row of \(expense.title)")
            rightEdges.insert(Glyph.width(of: String(line[..<range.upperBound])))
        }
        #expect(rightEdges.count == 1, "amounts end in the same column")
        #expect(driver.text.contains("$842.60"))
    }

    @Test func downMovesTheHighlightAndQQuits() {
        let (driver, _) = makeDriver()
        let highlighted = { (row: Int) in driver.style(atColumn: 3, row: row).background != nil }
        #expect(highlighted(1) && !highlighted(2))
        driver.press(.downArrow)
        #expect(!highlighted(1) && highlighted(2))
        #expect(!driver.didQuit)
        driver.press(KeyPress.character("q"))
        #expect(driver.didQuit)
    }

    @Test func aNewExpenseAppearsAtTheTop() {
        let (driver, store) = makeDriver()
        store.add(Expense(title: "Late-night gyoza", amount: Decimal(string: "7.25") ?? 0, category: .foodAndDrink, date: Date(timeIntervalSince1970: 1_764_500_000)))
        driver.update()
        #expect(driver.lines[1].contains("Late-night gyoza"))
        #expect(driver.lines[1].contains("$7.25"))
    }

    @Test func fitsAWideTerminal() {
        let (driver, store) = makeDriver(size: TerminalSize(columns: 200, rows: 50))
        #expect(driver.lines.count == 50)
        #expect(driver.lines[0].count == 200)
        #expect(driver.row(containing: store.sortedExpenses.last?.title ?? "-") != nil)
    }
}
