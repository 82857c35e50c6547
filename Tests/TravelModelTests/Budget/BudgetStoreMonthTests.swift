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

/// The charts' sums: grouped by the database once a month, then kept up to date by each change.
@MainActor
struct BudgetSpendingTests {
    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    private func day(_ month: Int, _ day: Int) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: 12)) ?? .distantPast
    }

    @Test func spendingIsGroupedByCategoryAndCurrencyLargestFirst() {
        let store = BudgetStore(expenses: [
            Expense(title: "Taxi", amount: 12, category: .transport, date: day(3, 2)),
            Expense(title: "Hotel", amount: 300, category: .lodging, date: day(3, 4)),
            Expense(title: "Bus", amount: 3.5, category: .transport, date: day(3, 9)),
            Expense(title: "Ramen", amount: 1_200, currencyCode: "JPY", category: .foodAndDrink, date: day(3, 9)),
            Expense(title: "April", amount: 99, category: .lodging, date: day(4, 1)),
        ])
        let march = store.spendingByCategory(inMonthOf: day(3, 15), calendar: calendar)
        #expect(march.map(\.category.id) == ["food-and-drink", "lodging", "transport"])
        #expect(march.first { $0.category == .transport }.map { $0.amount == 15.5 && $0.count == 2 } == true)
        #expect(march.first?.currencyCode == "JPY")
    }

    @Test func changesKeepTheSumsWithoutAskingTheDatabaseAgain() {
        let hotel = Expense(title: "Hotel", amount: 300, category: .lodging, date: day(3, 4))
        let store = BudgetStore(expenses: [hotel])
        #expect(store.spendingByCategory(inMonthOf: day(3, 1), calendar: calendar).map(\.amount) == [300])
        let taxi = Expense(title: "Taxi", amount: 20, category: .transport, date: day(3, 5))
        store.add(taxi)
        var moved = hotel
        moved.date = day(2, 10)
        store.replace(moved)
        #expect(store.spendingByCategory(inMonthOf: day(3, 1), calendar: calendar).map(\.amount) == [20])
        #expect(store.spendingByCategory(inMonthOf: day(2, 1), calendar: calendar).map(\.amount) == [300])
        store.remove(id: taxi.id)
        #expect(store.spendingByCategory(inMonthOf: day(3, 1), calendar: calendar).isEmpty)
        // What was kept up to date is what the database sums afresh.
        let fresh = BudgetStore(database: store.database)
        #expect(fresh.spendingByCategory(inMonthOf: day(2, 1), calendar: calendar).map(\.amount) == [300])
    }

    @Test func twelveMonthsEndWithTheMonthAskedFor() {
        let store = BudgetStore(expenses: [
            Expense(title: "Old", amount: 10, category: .lodging, date: day(1, 5)),
            Expense(title: "New", amount: 40, category: .lodging, date: day(6, 5)),
        ])
        let months = store.monthlySpending(endingInMonthOf: day(6, 20), count: 12, calendar: calendar)
        #expect(months.count == 12)
        #expect(months.last?.month == calendar.date(from: DateComponents(year: 2026, month: 6, day: 1)))
        #expect(months.last?.totals["USD"] == 40)
        #expect(months[months.count - 6].totals["USD"] == 10)
        #expect(months.first?.totals.isEmpty == true)
    }
}
