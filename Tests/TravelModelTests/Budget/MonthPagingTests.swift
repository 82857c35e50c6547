import Foundation
import Testing
@testable import TravelModel

/// A month's expenses read a page at a time from the database (`ExpenseList`): the same rows, in the same
/// order, as sorting the whole month would give, however the pages are reached, and the totals exact.
@Suite("Month paging")
@MainActor
struct MonthPagingTests {
    static let titles = [
        "Coffee", "coffee", "Café", "Cafe", "Day 2", "Day 12", "Day 02", "Ramen", "Ümit's kebab", "ümit's kebab",
        "Раменная", "すし", "鼎泰豐", "Zoo", "zoo tickets", "a", "B", "",
    ]

    /// `count` expenses in November 2026 (Tokyo) and around it, in the order given: the first and last moments of
    /// the month included, `sameDay` of them on 20 November at noon.
    static func expenses(count: Int, sameDay: Int = 0, seed: UInt64, calendar: Calendar) throws -> [Expense] {
        var random = SplitMix64(seed: seed)
        let start = try moment(calendar, 2026, 11, 1, 0, 0), end = try moment(calendar, 2026, 12, 1, 0, 0)
        let edges = [start, end.addingTimeInterval(-1), end, start.addingTimeInterval(-1)]
        let noon20 = try moment(calendar, 2026, 11, 20)
        return (0..<count).map { index in
            let date: Date
            if index < sameDay {
                date = noon20
            } else if index % 50 == 0 {
                date = edges[index / 50 % edges.count]
            } else {
                // Whole days at noon mostly, some at any second, a few in the months around.
                let day = Int.random(in: -3...33, using: &random)
                date = start.addingTimeInterval(Double(day) * 86_400 + (Bool.random(using: &random) ? 43_200 : Double(Int.random(in: 0..<86_400, using: &random))))
            }
            let title = titles[Int.random(in: 0..<titles.count, using: &random)]
                + (Int.random(in: 0..<4, using: &random) == 0 ? " \(Int.random(in: 0...30, using: &random))" : "")
            let currency = ["USD", "USD", "EUR", "JPY"][Int.random(in: 0..<4, using: &random)]
            let cents = Int.random(in: -500...100_000, using: &random)
            return Expense(title: title, amount: Decimal(cents) / 100, currencyCode: currency, category: .other, date: date)
        }
    }

    /// The month of `date` sorted whole, as the list must show it: newest first, then by the title's key, then
    /// the latest entered (added) first.
    static func sortedMonth(of expenses: [Expense], containing date: Date, calendar: Calendar) throws -> [Expense] {
        let month = try #require(calendar.dateInterval(of: .month, for: date))
        return expenses.enumerated().filter { month.start <= $0.element.date && $0.element.date < month.end }
            .sorted { lhs, rhs in
                if lhs.element.date != rhs.element.date { return lhs.element.date > rhs.element.date }
                let left = NameOrderKey.key(for: lhs.element.title), right = NameOrderKey.key(for: rhs.element.title)
                if left != right { return left < right }
                return lhs.offset > rhs.offset
            }.map(\.element)
    }

    /// A store of `count` expenses (see `expenses(count:sameDay:seed:calendar:)`), a day of their month, and the
    /// month sorted whole.
    static func fixture(count: Int, sameDay: Int, seed: UInt64) throws
        -> (calendar: Calendar, all: [Expense], store: BudgetStore, day: Date, expected: [Expense]) {
        let calendar = try gregorian("Asia/Tokyo")
        let all = try expenses(count: count, sameDay: sameDay, seed: seed, calendar: calendar)
        let day = try moment(calendar, 2026, 11, 15)
        return (calendar, all, BudgetStore(expenses: all), day, try sortedMonth(of: all, containing: day, calendar: calendar))
    }

    @Test("The pages read in order are the month sorted whole, at the month's edges and across a day of thousands",
          arguments: [(700, 0), (3_000, 2_500)])
    func pagesInOrder(count: Int, sameDay: Int) throws {
        let (calendar, _, store, day, expected) = try Self.fixture(count: count, sameDay: sameDay, seed: UInt64(count))
        let month = store.expenses(inMonthOf: day, calendar: calendar)
        #expect(month.count == expected.count)
        #expect(Self.firstDifference(Array(month), expected) == nil)
        #expect(expected.count > ExpensePages.pageSize * 4)
    }

    @Test("Rows reached in any order, from either end or by jumps, are the same rows")
    func pagesInAnyOrder() throws {
        let (calendar, all, store, day, expected) = try Self.fixture(count: 2_000, sameDay: 600, seed: 7)
        var random = SplitMix64(seed: 99)
        // Each probe in a month read afresh, so that no page before it was read: the jump counts its way there.
        for _ in 0..<40 {
            let fresh = BudgetStore(database: store.database).expenses(inMonthOf: day, calendar: calendar)
            let index = Int.random(in: 0..<expected.count, using: &random)
            #expect(fresh[index].id == expected[index].id, "row \(index)")
            #expect(fresh.offset(ofExpenseWithID: expected[index].id) == index)
        }
        // Backwards from the end, one page at a time.
        let month = store.expenses(inMonthOf: day, calendar: calendar)
        for index in expected.indices.reversed() where index % 13 == 0 || index == expected.count - 1 {
            #expect(month[index].id == expected[index].id, "row \(index)")
        }
        #expect(month.offset(ofExpenseWithID: UUID()) == nil)
        let october = try #require(all.first { $0.date < (try? moment(calendar, 2026, 11, 1, 0, 0)) ?? .distantPast })
        #expect(month.offset(ofExpenseWithID: october.id) == nil)
    }

    @Test("Adds, edits and deletes above and below the rows read give the month sorted whole again")
    func changesAroundThePagesRead() throws {
        var (calendar, all, store, day, _) = try Self.fixture(count: 1_200, sameDay: 300, seed: 11)
        var month = store.expenses(inMonthOf: day, calendar: calendar)
        // Pages in the middle read, as a list scrolled there.
        _ = (400..<470).map { month[$0] }
        let before = try Self.sortedMonth(of: all, containing: day, calendar: calendar)
        let first = Expense(title: "Newest", amount: 1, category: .other, date: try moment(calendar, 2026, 11, 30, 23))
        let last = Expense(title: "Oldest", amount: 2, currencyCode: "EUR", category: .other, date: try moment(calendar, 2026, 11, 1, 0, 1))
        store.add(contentsOf: [first, last])
        all += [first, last]
        store.remove(id: before[10].id)
        store.remove(id: before[1_000].id)
        all.removeAll { $0.id == before[10].id || $0.id == before[1_000].id }
        var edited = before[430]
        edited.title = "Aardvark tours"
        store.replace(edited)
        all = all.map { $0.id == edited.id ? edited : $0 }
        month = store.expenses(inMonthOf: day, calendar: calendar)
        let expected = try Self.sortedMonth(of: all, containing: day, calendar: calendar)
        #expect(Self.firstDifference(Array(month), expected) == nil)
        #expect(month.offset(ofExpenseWithID: edited.id) == expected.firstIndex { $0.id == edited.id })
        let totals = store.totals(inMonthOf: day, calendar: calendar)
        #expect(totals == Self.bruteForceTotals(expected))
    }

    @Test("A month's totals are the exact sums in each currency, as adding every amount gives")
    func totalsAgainstBruteForce() throws {
        let calendar = try gregorian("Asia/Tokyo")
        var all = try Self.expenses(count: 1_500, seed: 3, calendar: calendar)
        // Amounts past what a whole number of cents in 64 bits holds, and with many decimals.
        let day = try moment(calendar, 2026, 11, 9)
        all += [
            Expense(title: "Huge", amount: try decimal("92233720368547758.07"), category: .other, date: day),
            Expense(title: "Huge too", amount: try decimal("92233720368547758.07"), category: .other, date: day),
            Expense(title: "Precise", amount: try decimal("0.000000000000000000001"), currencyCode: "EUR", category: .other, date: day),
            Expense(title: "Long", amount: try decimal("123456789012345678901234.5"), currencyCode: "JPY", category: .other, date: day),
        ]
        let store = BudgetStore(expenses: all)
        let expected = try Self.sortedMonth(of: all, containing: day, calendar: calendar)
        #expect(store.totals(inMonthOf: day, calendar: calendar) == Self.bruteForceTotals(expected))
    }

    @Test("Short amounts are summed as whole numbers, long ones exactly; text that is not an amount is refused")
    func storedAmountSum() throws {
        var sum = StoredAmountSum()
        for text in ["12.50", "-3", "0.005", "007.10", "9223372036854775807", "9223372036854775807", "1.000000000000000001"] {
            let added = sum.add(text)
            #expect(added, "\(text)")
        }
        for text in ["", "-", ".5", "5.", "1.2.3", "1e5", "+1", "١٢", "12 ", "NaN"] {
            let added = sum.add(text)
            #expect(!added, "\(text)")
        }
        #expect(sum.count == 7)
        #expect(sum.total == (try decimal("18446744073709551631.605000000000000001")))
        // Short amounts whose sum passes what 64 bits hold.
        var large = StoredAmountSum()
        for _ in 0..<20 { _ = large.add("999999999999999999") }
        _ = large.add("-0.5")
        #expect(large.total == (try decimal("19999999999999999979.5")))
    }

    /// Where two lists of expenses first differ (by id), with what each has there; nil when they are the same.
    static func firstDifference(_ got: [Expense], _ expected: [Expense]) -> String? {
        let shorter = min(got.count, expected.count)
        guard let index = (0..<shorter).first(where: { got[$0].id != expected[$0].id })
                ?? (got.count == expected.count ? nil : shorter) else {
            return nil
        }
        let describe = { (list: [Expense]) in index < list.count ? "\(list[index].title) \(list[index].date)" : "nothing" }
        return "row \(index) of \(expected.count): \(describe(got)), expected \(describe(expected))"
    }

    /// The totals of `expenses` by adding each amount to its currency's sum.
    static func bruteForceTotals(_ expenses: [Expense]) -> [Money] {
        Dictionary(grouping: expenses, by: \.currencyCode)
            .map { Money($0.value.reduce(Decimal(0)) { $0 + $1.amount }, currencyCode: $0.key) }
            .sorted { $0.currencyCode < $1.currencyCode }
    }
}
