import Foundation
import Glibc
import Testing
@testable import TravelModel

/// A start killed between the import's commit and keeping the old file aside leaves the file in place with
/// the import committed: the next start keeps that file aside, without importing it again; any other file of
/// that name is left alone.
@Suite("Import recovery")
@MainActor
struct ImportRecoveryTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func now() throws -> Date { try moment(calendar(), 2026, 11, 29, 14, 15, 2) }
    static func later() throws -> Date { try moment(calendar(), 2026, 11, 30, 9, 0, 0) }

    static func open(_ directory: TemporaryDirectory, at now: Date) throws -> SavedData {
        try acquireSoon { try SavedData.open(directory: directory.url, now: now, calendar: try calendar()) }
    }

    /// Imports both files of an earlier version, then puts them back where they were, as a kill after the
    /// import's commit and before the renames leaves them (a rename keeps the file's inode, size and time).
    static func importedAndKilled(_ directory: TemporaryDirectory) throws -> (expenses: [Expense], trips: [Trip]) {
        let calendar = try calendar(), now = try now()
        let expenses = Array(BudgetStore.sampleExpenses(now: now, calendar: calendar).prefix(5))
        let trips = TripStore.sample(now: now, calendar: calendar).sortedTripsWithActivities().prefix(3)
        try DocumentFile(BudgetDocument.self, directory: directory.url, calendar: calendar).save(expenses)
        try DocumentFile(TripsDocument.self, directory: directory.url, calendar: calendar).save(Array(trips))
        do {
            let data = try open(directory, at: now)
            #expect(data.notices.map(\.description).count == 1)
            data.budget.store.database.flush()
        }
        for name in ["expenses.json", "trips.json"] {
            try #require(rename(directory.appending("\(name).imported-20261129-141502").path, directory.appending(name).path) == 0)
        }
        return (expenses, Array(trips))
    }

    @Test("A file imported but left in place by a kill is kept aside on the next start, not imported again")
    func keptAsideAfterTheKill() throws {
        let directory = try TemporaryDirectory()
        let (expenses, trips) = try Self.importedAndKilled(directory)

        let data = try Self.open(directory, at: try Self.later())
        #expect(data.notices.map(\.description) == [
            "expenses.json had been moved into wishlist.sqlite before wishlist last stopped; the old file is now kept as expenses.json.imported-20261130-090000.",
            "trips.json had been moved into wishlist.sqlite before wishlist last stopped; the old file is now kept as trips.json.imported-20261130-090000.",
        ])
        #expect(try directory.names().filter { $0.hasSuffix(".json") }.isEmpty, "nothing left in place")
        #expect(try directory.names().filter { $0.contains(".imported-") } == [
            "expenses.json.imported-20261130-090000", "trips.json.imported-20261130-090000"])
        let saved = try data.budget.store.database.read { try ExpenseTable.all(from: $0) }
        #expect(saved.map(\.id) == expenses.map(\.id), "once, not twice")
        #expect(Set(data.wishlist.store.sortedTrips.map(\.id)) == Set(trips.map(\.id)))
    }

    @Test("Another file of the same name, put there after the import, is left alone and not imported")
    func anotherFileIsLeftAlone() throws {
        let directory = try TemporaryDirectory()
        let (expenses, _) = try Self.importedAndKilled(directory)
        // The same name, another file (a save writes a new one): not the file imported.
        let file = DocumentFile(BudgetDocument.self, directory: directory.url, calendar: try Self.calendar())
        try file.save(expenses)

        let data = try Self.open(directory, at: try Self.later())
        #expect(data.notices.map(\.description).count == 1, "only the trips: \(data.notices.map(\.description))")
        #expect(try directory.names().contains("expenses.json"))
        #expect(try data.budget.store.database.read { try ExpenseTable.all(from: $0) }.map(\.id) == expenses.map(\.id))
    }
}
