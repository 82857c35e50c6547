import Foundation
import Testing
@testable import TravelModel

/// The undo and redo of an import of thousands of expenses: made on a connection of their own, off the main
/// actor, from the expenses the store kept (`BudgetStore+BulkChanges.swift`).
@MainActor
@Suite struct ImportUndoInBulkTests {
    /// A CSV file of `count` expenses in March 2026, "Coffee 1", "Coffee 2" and so on.
    private static func file(rows count: Int) throws -> CSVTestFile {
        var text = "Date,Payee,Amount\n"
        for row in 1...count { text += "2026-03-\(String(format: "%02d", row % 28 + 1)),Coffee \(row),-\(row % 9 + 1).25\n" }
        return try CSVTestFile(text)
    }

    /// Waits until the store's bulk change is done (however long the main actor is kept by other tests).
    private static func waitForBulkChange(of store: BudgetStore) async {
        await store.bulkChangeWork?.value
        #expect(store.bulkChange == nil)
    }

    private static let march = StoredDay.noon(of: "2026-03-01", timeZone: .current)

    /// A store of a database in a file of its own (so that a bulk change has a connection of its own), with
    /// its undo recorded; `body` runs with them and the CSV file of `rows` expenses.
    private static func withStore(
        importing rows: Int, _ body: (CSVTestFile, AppDatabase, BudgetStore, RecordingUndo) async throws -> Void
    ) async throws {
        let file = try Self.file(rows: rows)
        let directory = try TemporaryDirectory()
        let database = try AppDatabase.open(at: directory.appending("wishlist.sqlite"))
        let store = BudgetStore(database: database)
        let undo = RecordingUndo()
        store.undoRegistry = undo
        try await body(file, database, store, undo)
    }

    @Test("An import of 1,500 rows is undone and redone off the main actor, from the expenses kept: the month, the database and the search follow")
    func undoAndRedoALargeImport() async throws {
        try await Self.withStore(importing: 1_500) { file, database, store, undo in
            let march = try #require(Self.march)
            #expect(store.expenses(inMonthOf: march, calendar: .current).count == 0)
            let (_, report) = try file.importGuessed(into: database)
            let batch = try #require(report.batch)
            store.didImport(try batch.expenses(in: database))
            #expect(store.expenses(inMonthOf: march, calendar: .current).count == 1_500)

            undo.undoLast()
            let removing = try #require(store.bulkChange, "a large import's undo is a bulk change")
            #expect(removing.direction == .removing && removing.count == 1_500)
            #expect(removing.name == .importExpenses(count: 1_500))
            await Self.waitForBulkChange(of: store)
            #expect(store.bulkChangeFailure == nil)
            #expect(store.expenses(inMonthOf: march, calendar: .current).count == 0)
            #expect(try storedExpenses(database).isEmpty)
            #expect(store.expenses(matching: ExpenseSearch(text: "coffee")).isEmpty)

            undo.undoLast()
            #expect(store.bulkChange?.direction == .adding)
            await Self.waitForBulkChange(of: store)
            #expect(store.bulkChangeFailure == nil)
            #expect(store.expenses(inMonthOf: march, calendar: .current).count == 1_500)
            #expect(try storedExpenses(database).map(\.title) == (1...1_500).map { "Coffee \($0)" })
            #expect(store.expenses(matching: ExpenseSearch(text: "coffee 1499")).count == 1, "the search index has them again")

            // And undone once more, by the undo the redo registered.
            undo.undoLast()
            await Self.waitForBulkChange(of: store)
            #expect(try storedExpenses(database).isEmpty)
        }
    }

    @Test("A redo that would add an expense twice (sync gave one back meanwhile) changes nothing and says why; the undo it registered does nothing")
    func aRedoThatFailsChangesNothing() async throws {
        try await Self.withStore(importing: 1_200) { file, database, store, undo in
            let (_, report) = try file.importGuessed(into: database)
            let imported = try #require(report.batch).expenses(in: database)
            store.didImport(imported)
            undo.undoLast()
            await Self.waitForBulkChange(of: store)
            // Another connection (as sync's) puts one of them back.
            try database.writeNow { try ExpenseTable.insert(imported[7], in: $0) }

            undo.undoLast()
            await Self.waitForBulkChange(of: store)
            let failure = try #require(store.bulkChangeFailure)
            guard case .failed(.adding, .importExpenses(count: 1_200), let reason) = failure else {
                Issue.record("\(failure)")
                return
            }
            #expect(reason.description.contains("UNIQUE"), "the database's error: \(reason)")
            #expect(try storedExpenses(database).map(\.id) == [imported[7].id])

            // The undo that redo registered has nothing to undo.
            undo.undoLast()
            #expect(store.bulkChange == nil)
            #expect(store.bulkChangeFailure == .earlierUnfinished(.removing, name: .importExpenses(count: 1_200)))
            #expect(try storedExpenses(database).map(\.id) == [imported[7].id])
        }
    }

    @Test("A small import is still undone at once, on the main actor")
    func aSmallImportIsUndoneAtOnce() throws {
        let file = try Self.file(rows: 20)
        let database = AppDatabase.inMemory()
        let store = BudgetStore(database: database)
        let undo = RecordingUndo()
        store.undoRegistry = undo
        let (_, report) = try file.importGuessed(into: database)
        store.didImport(try #require(report.batch))
        undo.undoLast()
        #expect(store.bulkChange == nil)
        #expect(try storedExpenses(database).isEmpty)
    }
}
