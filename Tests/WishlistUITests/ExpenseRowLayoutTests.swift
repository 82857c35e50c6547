import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// An expense's row at any width: the amount whole at the right edge, the date whole before it or left out,
/// the title cut last.
@MainActor
struct ExpenseRowLayoutTests {
    /// Nov 3, 2026, at noon in the time zone the row shows (the test driver's default, the machine's).
    private let day = Calendar.current.date(from: DateComponents(year: 2026, month: 11, day: 3, hour: 12)) ?? .now

    private func line(_ title: String, _ amount: Decimal, currency: String = "USD", showsYear: Bool = false, columns: Int) -> String {
        let expense = Expense(title: title, amount: amount, currencyCode: currency, category: .foodAndDrink, date: day)
        let row = ExpenseRow(expense: expense, showsYear: showsYear)
            .environment(\.localeCategories, LocaleCategories(all: Locale(identifier: "en_US")))
        let driver = TestDriver(row, size: TerminalSize(columns: columns, rows: 1), showsKeyHints: false)
        return String(driver.lines[0].reversed().drop { $0 == " " }.reversed())
    }

    @Test func theDateAndTheAmountStandInRightAlignedColumnsAtTheEdge() {
        let wide = line("Ramen", 14.8, columns: 40)
        #expect(wide.hasSuffix("Nov 3      $14.80"), "date in 8 cells, a space, the amount in 11")
        #expect(Glyph.width(of: wide) == 40 && wide.hasPrefix("🍴 Ramen"))
        // An amount longer than its column pushes the date left, whole.
        #expect(line("Ramen", 1_234_567.5, columns: 40).hasSuffix("Nov 3 $1,234,567.50"))
        // With the year, the date's column is 12.
        #expect(line("Ramen", 14.8, showsYear: true, columns: 40).hasSuffix("Nov 3, 2026      $14.80"))
    }

    @Test func theDateShowsOnlyWhereTheWholeTitleLeavesItRoom() {
        // 3 + 20 + 2 + 8 + 1 + 11 = 45 cells: at 45 the date shows, at 44 it is left out whole, never cut.
        let title = "Sushi at the market."
        #expect(line(title, 14.8, columns: 45) == "🍴 " + title + "     Nov 3      $14.80")
        let narrower = line(title, 14.8, columns: 44)
        #expect(narrower == "🍴 " + title + String(repeating: " ", count: 15) + "$14.80", "\(narrower)")
    }

    @Test func whenNarrowTheTitleIsCutAndTheAmountStaysWhole() {
        let narrow = line("Hotel in Shinjuku, three nights", 456.3, columns: 24)
        #expect(narrow == "🍴 Hotel in Sh…  $456.30", "\(narrow)")
        // No room for the title: the amount whole at the right edge; none for the symbol either: the amount
        // over it, still whole.
        #expect(line("Hotel", 456.3, currency: "JPY", columns: 8) == "🍴  ¥456")
        #expect(line("Hotel", 456.3, currency: "JPY", columns: 5) == " ¥456")
    }
}
