import Foundation
import Testing
@testable import TravelModel

/// The budget's orders other than the list order (`ExpenseSort`): a month or a search by amount, title or
/// category, either way, read a page at a time in that order, found by id, and read again after a change.
@Suite("Expense sorts")
@MainActor
struct ExpenseSortTests {
    /// The order `sort` gives, worked out here: its key, then the list order (the store's `sortedExpenses`).
    static func sorted(_ expenses: [Expense], listOrder: [Expense], entered: [Expense], by sort: ExpenseSort) -> [Expense] {
        let place = Dictionary(uniqueKeysWithValues: listOrder.enumerated().map { ($1.id, $0) })
        let entered = Dictionary(uniqueKeysWithValues: entered.enumerated().map { ($1.id, $0) })
        func before(_ first: Expense, _ second: Expense) -> Bool? {
            let up = sort.isAscending
            switch sort.key {
            case .date:
                return nil
            case .amount:
                let a = NSDecimalNumber(decimal: first.amount).doubleValue, b = NSDecimalNumber(decimal: second.amount).doubleValue
                // Equal amounts newest first: by date, then the latest entered.
                if a == b, first.date != second.date { return first.date > second.date }
                if a == b { return entered[first.id, default: 0] > entered[second.id, default: 0] }
                return up ? a < b : a > b
            case .title:
                let a = NameOrderKey.key(for: first.title), b = NameOrderKey.key(for: second.title)
                return a == b ? nil : (up ? a < b : a > b)
            case .category:
                let a = first.category.title, b = second.category.title
                return a == b ? nil : (up ? a < b : a > b)
            }
        }
        if sort.key == .date { return sort.isAscending ? expenses.reversed() : expenses }
        return expenses.sorted { first, second in
            before(first, second) ?? (place[first.id, default: 0] < place[second.id, default: 0])
        }
    }

    @Test("A month in each order, either way: page after page, from the end, and by id",
          arguments: [ExpenseSort.largestFirst, .byTitle, .byCategory, ExpenseSort(.amount, ascending: true),
                      ExpenseSort(.title, ascending: false), ExpenseSort(.date, ascending: true)])
    func aMonthInEachOrder(sort: ExpenseSort) throws {
        let calendar = try gregorian("Europe/Berlin")
        let start = try moment(calendar, 2026, 3, 1)
        let all = (0..<700).map { (index: Int) -> Expense in
            let amount = Decimal((index * 7_919) % 1_000) / 4
            return Expense(title: "Item \((index * 31) % 47)", amount: amount, currencyCode: index % 3 == 0 ? "EUR" : "USD",
                           category: Category.all[index % Category.all.count],
                           date: start.addingTimeInterval(Double(index % 40) * 43_200))
        }
        let store = BudgetStore(expenses: all)
        let march = store.sortedExpenses.filter { calendar.isDate($0.date, equalTo: start, toGranularity: .month) }
        let expected = Self.sorted(march, listOrder: march, entered: all, by: sort).map(\.id)
        let list = store.expenses(inMonthOf: start, calendar: calendar, sortedBy: sort)
        #expect(list.count == expected.count)
        #expect(Array(list).map(\.id) == expected)
        let fresh = store.expenses(inMonthOf: start, calendar: calendar, sortedBy: ExpenseSort.newestFirst)
        #expect(Array(fresh).map(\.id) == march.map(\.id), "the list order, as before")
        for index in [0, 64, expected.count - 1] {
            #expect(list.offset(ofExpenseWithID: expected[index]) == index)
        }
        // A change is in the next list asked for, in its place.
        let big = Expense(title: "Zz big", amount: 100_000, category: .lodging, date: start.addingTimeInterval(3_600))
        store.add(big)
        let after = store.expenses(inMonthOf: start, calendar: calendar, sortedBy: sort)
        #expect(after.count == expected.count + 1)
        let now = store.sortedExpenses.filter { calendar.isDate($0.date, equalTo: start, toGranularity: .month) }
        #expect(Array(after).map(\.id) == Self.sorted(now, listOrder: now, entered: all + [big], by: sort).map(\.id))
    }

    @Test("What a search finds, by amount")
    func aSearchByAmount() {
        let store = BudgetStore(expenses: (0..<300).map { index in
            Expense(title: index % 2 == 0 ? "Sushi" : "Soba", amount: Decimal((index * 37) % 101), category: .foodAndDrink,
                    date: Date(timeIntervalSinceReferenceDate: 800_000_000 + Double(index) * 86_400))
        })
        let found = store.expenses(matching: ExpenseSearch(text: "sushi"), sortedBy: .largestFirst)
        let amounts = found.map(\.amount)
        #expect(amounts.count == 150 && amounts == amounts.sorted(by: >))
        #expect(found.allSatisfy { $0.title == "Sushi" })
    }
}
