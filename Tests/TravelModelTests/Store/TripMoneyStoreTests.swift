import Foundation
import Testing
@testable import TravelModel

/// Money that belongs to trips (schema version 6): an expense's link to its trip, a trip's dates and budget,
/// a trip's expenses read a page at a time in list order, and its exact totals in each currency.
@Suite("Trip money in the database")
@MainActor
struct TripMoneyStoreTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }

    /// `count` expenses over some months, every third for one of `trips`, in three currencies, titles repeating.
    static func expenses(count: Int, trips: [Trip.ID]) throws -> [Expense] {
        let start = try moment(calendar(), 2026, 3, 1)
        let currencies = ["EUR", "JPY", "USD"]
        return (0..<count).map { (index: Int) -> Expense in
            let trip: Trip.ID? = index % 3 == 0 ? trips[(index / 3) % trips.count] : nil
            let date = start.addingTimeInterval(Double(index % 50) * 86_400)
            return Expense(
                title: "Item \(index % 7)", amount: Decimal(index) / 100 + 1, currencyCode: currencies[(index / 9) % 3],
                category: .other, date: date, tripID: trip)
        }
    }

    @Test("A trip's expenses are its own, in list order, page after page and by offset, found where they are")
    func aTripsExpensesPageInListOrder() throws {
        let trips = (0..<3).map { _ in UUID() }
        let all = try Self.expenses(count: 1_200, trips: trips)
        let store = BudgetStore(expenses: all)
        let ordered = store.sortedExpenses
        for trip in trips {
            let expected = ordered.filter { $0.tripID == trip }
            let list = store.expenses(ofTrip: trip)
            #expect(list.count == expected.count)
            #expect(Array(list).map(\.id) == expected.map(\.id), "in list order, across pages")
            // Reached another way than page after page: from the end, and by id.
            let fresh = store.expenses(ofTrip: trip)
            #expect(fresh[fresh.count - 1].id == expected[expected.count - 1].id)
            for index in [0, 63, 64, 130, expected.count - 1] {
                #expect(list.offset(ofExpenseWithID: expected[index].id) == index)
            }
            #expect(list.offset(ofExpenseWithID: ordered.first { $0.tripID == nil }!.id) == nil, "not the trip's")
        }
        #expect(store.expenses(ofTrip: UUID()).isEmpty)
    }

    @Test("A trip's totals are exact in each currency, never summed across them, and follow every change and its undo")
    func aTripsTotalsFollowChanges() throws {
        let trips = (0..<2).map { _ in UUID() }
        let all = try Self.expenses(count: 600, trips: trips)
        let store = BudgetStore(expenses: all)
        let undo = RecordingUndo()
        store.undoRegistry = undo
        func bruteForce(_ trip: Trip.ID) -> [Money] {
            let mine = store.expenses.filter { $0.tripID == trip }
            return Dictionary(grouping: mine, by: \.currencyCode).map { code, expenses in
                Money(expenses.reduce(Decimal(0)) { $0 + $1.amount }, currencyCode: code)
            }.sorted { $0.currencyCode < $1.currencyCode }
        }
        #expect(store.totals(ofTrip: trips[0]) == bruteForce(trips[0]))
        #expect(store.totals(ofTrip: trips[0]).map(\.currencyCode) == ["EUR", "JPY", "USD"])

        // Moved from one trip to the other, then to none; a new one added to the first; one deleted.
        var moved = try #require(all.first { $0.tripID == trips[0] })
        moved.tripID = trips[1]
        store.replace(moved)
        #expect(store.expense(id: moved.id)?.tripID == trips[1])
        #expect(store.totals(ofTrip: trips[0]) == bruteForce(trips[0]))
        #expect(store.totals(ofTrip: trips[1]) == bruteForce(trips[1]))
        moved.tripID = nil
        store.replace(moved)
        #expect(store.totals(ofTrip: trips[1]) == bruteForce(trips[1]))
        let added = Expense(title: "Ferry", amount: try decimal("12.34"), currencyCode: "NOK", category: .transport,
                            date: try moment(Self.calendar(), 2026, 4, 2), tripID: trips[0])
        store.add(added)
        #expect(store.totals(ofTrip: trips[0]) == bruteForce(trips[0]))
        #expect(store.totals(ofTrip: trips[0]).contains(Money(try decimal("12.34"), currencyCode: "NOK")))
        #expect(store.expenses(ofTrip: trips[0]).contains { $0.id == added.id })
        store.remove(id: added.id)
        #expect(!store.totals(ofTrip: trips[0]).contains { $0.currencyCode == "NOK" })
        undo.undoLast()
        #expect(store.totals(ofTrip: trips[0]) == bruteForce(trips[0]))
        #expect(store.expense(id: added.id)?.tripID == trips[0], "the undone deletion keeps the link")
    }

    /// (The table is STRICT: the column holds text or NULL, nothing else.)
    @Test("A link that is not a trip's id (written by another program) is no link: the expense stays readable")
    func aBadLinkIsNoLink() throws {
        let expense = Expense(title: "Taxi", amount: 9, category: .transport, date: try moment(Self.calendar(), 2026, 5, 1))
        let store = BudgetStore(expenses: [expense])
        for bad in ["'not a uuid'", "42", "''"] {
            try store.database.writeNow { try $0.execute("UPDATE expense SET trip = \(bad)") }
            let read = try #require(store.database.read { try ExpenseTable.expense(id: expense.id, from: $0) })
            #expect(read.tripID == nil, "\(bad)")
            #expect(read.title == "Taxi")
        }
    }

    @Test("A trip's dates and budget are kept exactly; a row with half of either, or dates backwards, is left out and counted")
    func datesAndBudgetRoundTrip() throws {
        let calendar = try Self.calendar()
        let connection = try DatabaseConnection(.inMemory)
        try DatabaseSchema.migrate(connection, currencyCode: "USD")
        let viewed = try moment(calendar, 2026, 11, 1)
        let dated = Trip(
            name: "Lofoten", collectionID: "spring", lastViewed: viewed,
            dates: try moment(calendar, 2027, 3, 1)...(try moment(calendar, 2027, 3, 14)),
            budget: Money(try decimal("2500.75"), currencyCode: "NOK"))
        let plain = Trip(name: "Nara", collectionID: "autumn", lastViewed: viewed)
        try TripTable.upsert([dated, plain], timeZone: calendar.timeZone, in: connection)
        var loaded = try TripTable.all(from: connection, timeZone: calendar.timeZone)
        #expect(Set(loaded.trips) == Set([dated, plain].map(\.withoutActivityList)))

        let broken = [
            ("first_day = '2027-03-01', last_day = NULL", "a first day or a last day, not both"),
            ("first_day = '2027-03-14', last_day = '2027-03-01'", "comes before the first"),
            ("first_day = 'soon', last_day = '2027-03-01'", "is not a day"),
            ("budget = '100', budget_currency = NULL", "a budget without a currency"),
            ("budget = 'lots', budget_currency = 'EUR'", "is not a number"),
        ]
        for (change, reason) in broken {
            try TripTable.upsert([plain], timeZone: calendar.timeZone, in: connection)
            try connection.execute("UPDATE trip SET \(change) WHERE id = '\(plain.id.uuidString)'")
            loaded = try TripTable.all(from: connection, timeZone: calendar.timeZone)
            #expect(loaded.trips == [dated.withoutActivityList], "\(change)")
            #expect(loaded.unreadableTrips.count == 1)
            #expect(loaded.unreadableTrips.firstReason?.description.contains(reason) == true, "\(change): \(loaded.unreadableTrips.firstReason?.description ?? "")")
        }
    }

    @Test("A database of version 5 gets version 6: its expenses of no trip, its trips without dates or budget, the trips' index")
    func migratesVersion5() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(AppDatabase.fileName)
        let expense = Expense(title: "Museum", amount: 12, currencyCode: "EUR", category: .activities,
                              date: try moment(Self.calendar(), 2026, 10, 10))
        do {
            let old = try DatabaseConnection(.file(path: url.path))
            try DatabaseSchema.migrate(old, currencyCode: "USD", to: 5)
            try UnreadableRowsTests.run("""
                INSERT INTO expense (\(expenseColumnsBeforeTrips), title_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [expense.id.uuidString, expense.title, "12", expense.category.id, expense.category.title,
                      expense.category.symbol, expense.date.timeIntervalSinceReferenceDate, "EUR",
                      NameOrderKey.key(for: expense.title)], on: old)
            try UnreadableRowsTests.run("""
                INSERT INTO trip (id, name, name_key, subtitle, photo, collection, last_viewed, search_text)
                VALUES ('C3A1F7E2-3D1B-4C5E-9F00-1234567890AB', 'Nara', 'nara', '', NULL, 'autumn', '2026-11-01', x'')
                """, [], on: old)
        }
        let connection = try DatabaseConnection(.file(path: url.path))
        try DatabaseSchema.migrate(connection, currencyCode: "USD", to: 6)
        #expect(try connection.userVersion() == 6)
        #expect(try ExpenseTable.all(from: connection) == [expense])
        let trips = try TripTable.all(from: connection, timeZone: try Self.calendar().timeZone).trips
        #expect(trips.map(\.name) == ["Nara"])
        #expect(trips.first?.dates == nil && trips.first?.budget == nil)
        let indexes = try connection.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").rows {
            try $0.column(0, as: String.self)
        }
        #expect(indexes.contains(ExpenseTable.tripOrderIndex))
    }

    /// A trip's spending by category is summed from its index alone, each category's rows together (no lookup
    /// of each row in the table, no sorting for the groups), in a database updated from version 7.
    @Test func aTripsSpendingIsSummedFromItsIndexAlone() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(AppDatabase.fileName)
        do {
            let old = try DatabaseConnection(.file(path: url.path))
            try DatabaseSchema.migrate(old, currencyCode: "USD", to: 7)
        }
        let connection = try DatabaseConnection(.file(path: url.path))
        try DatabaseSchema.migrate(connection, currencyCode: "USD")
        let scope = ExpenseScope.trip(UUID())
        let plan = try connection.prepare("EXPLAIN QUERY PLAN " + ExpenseTable.spendingSQL(in: scope, hasUnreadable: false))
        try plan.bind(scope.condition.values)
        let steps = try plan.rows { try $0.column(3, as: String.self) }
        #expect(steps == ["SEARCH expense USING COVERING INDEX \(ExpenseTable.tripSpendingIndex) (trip=?)"])
    }
}

/// An undo registry that keeps the last undo, to run it.
@MainActor
final class RecordingUndo: UndoRegistering {
    private var actions: [() -> Void] = []

    func registerUndo(named name: UndoActionName, _ action: @escaping @MainActor () -> Void) {
        actions.append(action)
    }

    func undoLast() {
        actions.popLast()?()
    }
}
