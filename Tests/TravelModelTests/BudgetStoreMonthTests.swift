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

    @Test("total(inMonthOf:) is the exact sum of the month")
    func monthTotal() throws {
        let calendar = try gregorian("Asia/Tokyo")
        let store = try Self.store(calendar)
        #expect(store.total(inMonthOf: try moment(calendar, 2026, 11, 15), calendar: calendar) == (try decimal("52.3")))
        #expect(store.total(inMonthOf: try moment(calendar, 2026, 10, 1), calendar: calendar) == (try decimal("100.10")))
        #expect(store.total(inMonthOf: try moment(calendar, 2027, 1, 1), calendar: calendar) == 0)
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
