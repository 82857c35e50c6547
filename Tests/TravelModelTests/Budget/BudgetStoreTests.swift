import Foundation
import Observation
import Testing
@testable import TravelModel

@Suite("BudgetStore")
@MainActor
struct BudgetStoreTests {
    static let day: TimeInterval = 86_400
    static let start = Date(timeIntervalSinceReferenceDate: 760_000_000)

    static func expense(_ title: String, _ amount: String, daysAfterStart: Double = 0) throws -> Expense {
        Expense(
            title: title,
            amount: try #require(Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX"))),
            category: .other,
            date: start.addingTimeInterval(daysAfterStart * day)
        )
    }

    @Test("sortedExpenses is newest first, then by title")
    func sortedNewestFirst() throws {
        let store = BudgetStore(expenses: [
            try Self.expense("Train to Kyoto", "98.70", daysAfterStart: 1),
            try Self.expense("Airport bus", "13.20", daysAfterStart: 0),
            try Self.expense("Ramen at Ichiran", "14.80", daysAfterStart: 2),
            try Self.expense("Museum tickets", "22.00", daysAfterStart: 1),
        ])
        #expect(store.sortedExpenses.map(\.title) == [
            "Ramen at Ichiran", "Museum tickets", "Train to Kyoto", "Airport bus",
        ])
    }

    @Test("sortedExpenses of the sample is newest first")
    func sampleSortedNewestFirst() {
        let sorted = BudgetStore.sample().sortedExpenses
        for (newer, older) in zip(sorted, sorted.dropFirst()) {
            #expect(newer.date >= older.date)
        }
    }

    @Test("Totals add exactly, one for each currency, and a currency whose last expense leaves is gone")
    func totalsAreExactPerCurrency() throws {
        var yen = try Self.expense("Ramen", "1200")
        yen.currencyCode = "JPY"
        let dollars = [try Self.expense("A", "0.1"), try Self.expense("B", "0.2")]
        var totals = CurrencyTotals(dollars.map { Money($0.amount, currencyCode: $0.currencyCode) })
        #expect(totals.amounts == [Money(try decimal("0.3"), currencyCode: "USD")])
        totals.add([yen])
        #expect(totals.amounts == [Money(1200, currencyCode: "JPY"), Money(try decimal("0.3"), currencyCode: "USD")])
        totals.remove([yen, dollars[0]])
        #expect(totals.amounts == [Money(try decimal("0.2"), currencyCode: "USD")])
        #expect(CurrencyTotals().amounts.isEmpty)
    }

    @Test("add appends and remove deletes by id")
    func addAndRemove() throws {
        let store = BudgetStore()
        let bus = try Self.expense("Airport bus", "13.20")
        let ramen = try Self.expense("Ramen at Ichiran", "14.80")

        store.add(bus)
        store.add(ramen)
        #expect(store.expenses == [bus, ramen])

        store.remove(id: bus.id)
        #expect(store.expenses == [ramen])

        store.remove(id: UUID())
        #expect(store.expenses == [ramen])
    }

    @Test("add notifies a reader of expenses")
    func addNotifiesObservers() async throws {
        let store = BudgetStore()
        let expense = try Self.expense("Museum tickets", "22.00")
        await confirmation("onChange called", expectedCount: 1) { changed in
            withObservationTracking {
                _ = store.expenses
            } onChange: {
                changed()
            }
            store.add(expense)
        }
    }
}
