import Foundation
import Testing
@testable import TravelModel

/// Monthly limits per category (`BudgetStore+Limits.swift`, `CategoryLimitTable`): set, cleared, undone,
/// kept in the database file, and a row that cannot be read left out and counted.
@Suite("Category limits")
@MainActor
struct CategoryLimitTests {
    /// An undo registry that keeps each step's name and action; what an undo registers is its redo, kept
    /// apart, as an undo manager does.
    final class Steps: UndoRegistering {
        private(set) var names: [UndoActionName] = []
        private(set) var redoNames: [UndoActionName] = []
        private var actions: [() -> Void] = []
        private var isUndoing = false

        func registerUndo(named name: UndoActionName, _ undo: @escaping @MainActor () -> Void) {
            if isUndoing {
                redoNames.append(name)
            } else {
                names.append(name)
                actions.append(undo)
            }
        }

        func undoLast() {
            isUndoing = true
            defer { isUndoing = false }
            names.removeLast()
            actions.popLast()?()
        }
    }

    @Test("A limit is set, changed and removed, each one step undone back to what was there")
    func setChangeRemoveUndo() throws {
        let store = BudgetStore()
        let steps = Steps()
        store.undoRegistry = steps
        let thousand = Money(1000, currencyCode: "USD")
        store.setLimit(thousand, for: .foodAndDrink)
        #expect(store.limits == ["food-and-drink": thousand])
        #expect(steps.names == [.setLimit(category: "Food & Drink")])
        let exact = Money(try decimal("1234.567"), currencyCode: "USD")
        store.setLimit(exact, for: .foodAndDrink)
        store.setLimit(nil, for: .foodAndDrink)
        #expect(store.limits.isEmpty)
        #expect(steps.names.last == .removeLimit(category: "Food & Drink"))
        steps.undoLast()
        #expect(store.limits["food-and-drink"] == exact, "undone to the exact amount")
        steps.undoLast()
        #expect(store.limits["food-and-drink"] == thousand)
        // The database holds what the store says.
        #expect(BudgetStore(database: store.database).limits == ["food-and-drink": thousand])
        steps.undoLast()
        #expect(store.limits.isEmpty)
        #expect(BudgetStore(database: store.database).limits.isEmpty)
    }

    @Test("Several limits are set as one step; what is the same, or cannot be stored, is no change")
    func severalAsOneStep() throws {
        let store = BudgetStore()
        let steps = Steps()
        store.undoRegistry = steps
        store.setLimit(Money(300, currencyCode: "USD"), for: .lodging)
        store.setLimits([
            .lodging: Money(300, currencyCode: "USD"), .transport: Money(200, currencyCode: "EUR"),
            .shopping: Money(50, currencyCode: "USD"), .other: Money(-5, currencyCode: "USD"), .activities: nil,
        ])
        #expect(steps.names == [.setLimit(category: "Lodging"), .changeLimits(count: 2)])
        #expect(store.limits == [
            "lodging": Money(300, currencyCode: "USD"), "transport": Money(200, currencyCode: "EUR"),
            "shopping": Money(50, currencyCode: "USD"),
        ])
        store.setLimits([.lodging: Money(300, currencyCode: "USD")])
        #expect(steps.names.count == 2, "nothing changed, nothing to undo")
        steps.undoLast()
        #expect(steps.redoNames == [.changeLimits(count: 2)])
        #expect(store.limits == ["lodging": Money(300, currencyCode: "USD")])
    }

    @Test("The total limit of a currency sums that currency's limits only")
    func totalsPerCurrency() throws {
        let store = BudgetStore()
        store.setLimits([
            .lodging: Money(try decimal("1000.10"), currencyCode: "USD"), .foodAndDrink: Money(500, currencyCode: "USD"),
            .transport: Money(200, currencyCode: "EUR"),
        ])
        #expect(store.totalLimit(in: "USD") == Money(try decimal("1500.10"), currencyCode: "USD"))
        #expect(store.totalLimit(in: "EUR") == Money(200, currencyCode: "EUR"))
        #expect(store.totalLimit(in: "JPY") == nil)
    }

    @Test("Limits are kept in the database file: found again when it is opened again")
    func persistedAcrossOpening() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(AppDatabase.fileName)
        do {
            let store = BudgetStore(database: try AppDatabase.open(at: url))
            store.setLimit(Money(try decimal("99.95"), currencyCode: "JPY"), for: .activities)
            store.setLimit(Money(40, currencyCode: "USD"), for: .other)
            store.setLimit(nil, for: .other)
            #expect(store.database.flush() == nil)
        }
        let again = BudgetStore(database: try AppDatabase.open(at: url))
        #expect(again.limits == ["activities": Money(try decimal("99.95"), currencyCode: "JPY")])
        #expect(again.unreadableLimits.isEmpty)
    }

    @Test("A limit that cannot be read is left out and counted; the others are read")
    func anUnreadableRow() throws {
        let store = BudgetStore()
        store.setLimit(Money(10, currencyCode: "USD"), for: .lodging)
        // Not a number, not positive, not plain decimal text (the table is STRICT: every column is text).
        for row in ["('food-and-drink', 'lots', 'USD')", "('shopping', '-3', 'USD')", "('other', '1e5', 'USD')"] {
            try store.database.writeNow { connection in
                try connection.execute("INSERT OR REPLACE INTO category_limit (category, amount, currency) VALUES \(row)")
            }
        }
        let read = BudgetStore(database: store.database)
        #expect(read.limits == ["lodging": Money(10, currencyCode: "USD")])
        #expect(read.unreadableLimits.count == 3)
        #expect(read.unreadableLimits.firstReason?.description.contains("is not a positive number") == true)
        #expect(read.readFailure == nil, "rows left out stop no change")
        read.setLimit(Money(20, currencyCode: "USD"), for: .foodAndDrink)
        #expect(read.limits["food-and-drink"] == Money(20, currencyCode: "USD"), "the user's new limit replaces the row")
    }

    @Test("While the store cannot read its data, no limit is changed")
    func nothingWhileUnread() throws {
        let database = AppDatabase.inMemory()
        // A damaged schema: the limits' query fails as a whole.
        try database.writeNow { try $0.execute("DROP TABLE category_limit") }
        let store = BudgetStore(database: database)
        let steps = Steps()
        store.undoRegistry = steps
        #expect(store.readFailure != nil)
        store.setLimit(Money(10, currencyCode: "USD"), for: .lodging)
        #expect(store.limits.isEmpty)
        #expect(steps.names.isEmpty)
    }
}
