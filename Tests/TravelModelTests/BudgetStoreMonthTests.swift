import Foundation
import Observation
import Testing
@testable import TravelModel

@Suite("BudgetStore months")
@MainActor
struct BudgetStoreMonthTests {
    static func store(_ calendar: Calendar) throws -> BudgetStore {
        BudgetStore(expenses: [
            Expense(title: "October hotel", amount: try decimal("100.10"), category: .lodging,
                    date: try moment(calendar, 2026, 10, 31, 23, 59)),
            Expense(title: "Ramen", amount: try decimal("0.1"), category: .foodAndDrink,
                    date: try moment(calendar, 2026, 11, 3)),
            Expense(title: "Airport bus", amount: try decimal("0.2"), category: .transport,
                    date: try moment(calendar, 2026, 11, 29)),
            Expense(title: "Museum", amount: try decimal("22.00"), category: .activities,
                    date: try moment(calendar, 2026, 11, 1, 0, 0)),
            Expense(title: "December train", amount: try decimal("5"), category: .transport,
                    date: try moment(calendar, 2026, 12, 1, 0, 0)),
            Expense(title: "Airport taxi", amount: try decimal("30"), category: .transport,
                    date: try moment(calendar, 2026, 11, 29)),
        ])
    }

    static func yen(_ title: String, _ amount: String, _ calendar: Calendar) throws -> Expense {
        Expense(title: title, amount: try decimal(amount), currencyCode: "JPY", category: .foodAndDrink,
                date: try moment(calendar, 2026, 11, 20))
    }

    @Test("expenses(inMonthOf:) keeps the month's expenses, newest first, edges included")
    func monthFilter() throws {
        let calendar = try gregorian("Asia/Tokyo")
        let store = try Self.store(calendar)
        let november = store.expenses(inMonthOf: try moment(calendar, 2026, 11, 15), calendar: calendar)
        #expect(november.map(\.title) == ["Airport bus", "Airport taxi", "Ramen", "Museum"])
        #expect(store.expenses(inMonthOf: try moment(calendar, 2026, 9, 15), calendar: calendar).isEmpty)
    }

    @Test("The month depends on the calendar's time zone")
    func monthInAnotherTimeZone() throws {
        let tokyo = try gregorian("Asia/Tokyo")
        let newYork = try gregorian("America/New_York")
        let store = try Self.store(tokyo)
        // Midnight of 1 November and 1 December in Tokyo are still October and November in New York.
        let november = store.expenses(inMonthOf: try moment(newYork, 2026, 11, 15), calendar: newYork)
        #expect(november.map(\.title) == ["December train", "Airport bus", "Airport taxi", "Ramen"])
    }

    @Test("totals(inMonthOf:) is the exact sum of the month")
    func monthTotal() throws {
        let calendar = try gregorian("Asia/Tokyo")
        let store = try Self.store(calendar)
        #expect(store.totals(inMonthOf: try moment(calendar, 2026, 11, 15), calendar: calendar) == [Money(try decimal("52.3"), currencyCode: "USD")])
        #expect(store.totals(inMonthOf: try moment(calendar, 2026, 10, 1), calendar: calendar) == [Money(try decimal("100.10"), currencyCode: "USD")])
        #expect(store.totals(inMonthOf: try moment(calendar, 2027, 1, 1), calendar: calendar).isEmpty)
    }

    @Test("A month of two currencies has a total in each, from the database and after adds and removes")
    func mixedCurrencyTotals() throws {
        let calendar = try gregorian("Asia/Tokyo")
        let november = try moment(calendar, 2026, 11, 15)
        let store = try Self.store(calendar)
        let sushi = try Self.yen("Sushi", "1200", calendar)
        store.add(sushi)
        // Loaded after the add: the totals come from the database's rows.
        #expect(store.totals(inMonthOf: november, calendar: calendar) == [
            Money(1200, currencyCode: "JPY"), Money(try decimal("52.3"), currencyCode: "USD"),
        ])
        // Kept up to date while the month is loaded.
        store.add(try Self.yen("Tea", "450", calendar))
        #expect(store.totals(inMonthOf: november, calendar: calendar).first == Money(1650, currencyCode: "JPY"))
        store.remove(id: sushi.id)
        #expect(store.totals(inMonthOf: november, calendar: calendar).first == Money(450, currencyCode: "JPY"))
        let others = store.expenses(inMonthOf: november, calendar: calendar).filter { $0.currencyCode == "JPY" }
        store.remove(id: try #require(others.first).id)
        #expect(store.totals(inMonthOf: november, calendar: calendar) == [Money(try decimal("52.3"), currencyCode: "USD")])
        // The rows keep their currencies.
        #expect(store.expenses.map(\.currencyCode) == Array(repeating: "USD", count: 6))
    }

    @Test("remove(atOffsets:in:) deletes the rows of a filtered list and notifies observers")
    func removeRowsOfFilteredList() async throws {
        let calendar = try gregorian("Asia/Tokyo")
        let store = try Self.store(calendar)
        let november = store.expenses(inMonthOf: try moment(calendar, 2026, 11, 15), calendar: calendar)

        await confirmation("expenses changed", expectedCount: 1) { changed in
            withObservationTracking {
                _ = store.expenses
            } onChange: {
                changed()
            }
            // Rows 1 and 3 of November: "Airport taxi" and "Museum"; 99 is not a row.
            store.remove(atOffsets: IndexSet([1, 3, 99]), in: november)
        }
        #expect(store.expenses.map(\.title) == ["October hotel", "Ramen", "Airport bus", "December train"])
    }

    @Test("remove(atOffsets:in:) with no valid offsets changes nothing")
    func removeNothing() throws {
        let calendar = try gregorian("Asia/Tokyo")
        let store = try Self.store(calendar)
        let before = store.expenses
        store.remove(atOffsets: IndexSet([7]), in: store.sortedExpenses)
        store.remove(atOffsets: IndexSet(), in: store.sortedExpenses)
        #expect(store.expenses == before)
    }
}
