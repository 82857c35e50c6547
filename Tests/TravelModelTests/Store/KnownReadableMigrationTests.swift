import Foundation
import Testing
@testable import TravelModel

/// Schema version 9: each expense says whether it is known to be readable, and the index of the rows that
/// cannot be read is the index of those not known to be (`ExpenseTable.unreadableIndex`), so that adding a
/// row tests no string in SQL.
@Suite("Expenses known to be readable")
struct KnownReadableMigrationTests {
    static let day = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// A database of version 8 with a good expense, one of a trip, and one whose amount cannot be read; closed.
    static func version8(at url: URL) throws -> (good: UUID, bad: UUID) {
        let old = try DatabaseConnection(.file(path: url.path))
        try DatabaseSchema.migrate(old, currencyCode: "USD", to: 8)
        let (good, ofTrip, bad) = (UUID(), UUID(), UUID())
        let insert = try old.prepare("""
            INSERT INTO expense (\(expenseColumnsBeforeTrips), title_key, trip) VALUES (?, ?, ?, 'food', 'Food', 'fork.knife', ?, 'EUR', ?, ?)
            """)
        for (id, title, amount, trip) in [(good, "Tea", "3.50", nil), (ofTrip, "Hotel", "120", UUID().uuidString), (bad, "Bad", "1e400", nil)] {
            try insert.bind([id.uuidString, title, amount, day.timeIntervalSinceReferenceDate, NameOrderKey.key(for: title), trip])
            try insert.execute()
            insert.reset()
        }
        return (good, bad)
    }

    @Test("A database of version 8 gets version 9: its rows known to be readable but the one that is not, found through the old index; the new index and trigger made, the old index gone; the search index not written again")
    func migratesVersion8() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(AppDatabase.fileName)
        let (good, bad) = try Self.version8(at: url)
        let connection = try DatabaseConnection(.file(path: url.path))
        let searchChanges = {
            try connection.prepare("SELECT group_concat(id || ':' || hex(block), ' ') FROM expense_search_data").rows { try $0.column(0, as: String.self) }
        }
        let searchBefore = try searchChanges()
        var reports: [DatabaseUpdateProgress] = []
        try DatabaseSchema.migrate(connection, currencyCode: "USD") { reports.append($0) }
        #expect(try connection.userVersion() == 9)

        let known = try connection.prepare("SELECT id, known_readable FROM expense").rows {
            (try $0.column(0, as: UUID.self), try $0.column(1, as: Int?.self))
        }
        #expect(known.count == 3)
        #expect(known.filter { $0.1 == nil }.map(\.0) == [bad], "only the row that cannot be read is not known to be readable")
        #expect(known.contains { $0.0 == good && $0.1 == 1 })
        let objects = try connection.prepare("SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger')").rows { try $0.column(0, as: String.self) }
        #expect(objects.contains(ExpenseTable.unreadableIndex))
        #expect(objects.contains("expense_known_readable_changed"))
        #expect(!objects.contains(ExpenseTable.legacyUnreadableIndex.name))
        #expect(try searchChanges() == searchBefore, "setting the new column indexes nothing again")
        #expect(reports.last == DatabaseUpdateProgress(rowsDone: 3, totalRows: 3, indexesMade: 1, indexCount: 1))

        let month = Self.day.addingTimeInterval(-86_400 * 10)..<Self.day.addingTimeInterval(86_400 * 10)
        #expect(try ExpenseTable.hasUnreadableRows(in: .dated(month), from: connection))
        try connection.execute("UPDATE expense SET amount = '7' WHERE title = 'Bad'")
        #expect(try !ExpenseTable.hasUnreadableRows(in: .dated(month), from: connection), "mended, it is readable, tested")
    }

    @Test("The app's rows are known to be readable as they are added and changed; a change by another program that makes one unreadable takes it out at once, and the search index follows only its indexed columns")
    func knownAsWrittenAndTakenOutWhenBroken() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(AppDatabase.fileName)
        let connection = try DatabaseConnection(.file(path: url.path))
        try DatabaseSchema.migrate(connection, currencyCode: "USD")
        let tea = Expense(title: "Tea", amount: 3.5, category: .foodAndDrink, date: Self.day)
        try ExpenseTable.insert(tea, in: connection)
        var edited = tea
        edited.title = "Green tea"
        try ExpenseTable.update(edited, in: connection)
        let knownOf = { (id: UUID) in
            let statement = try connection.prepare("SELECT known_readable FROM expense WHERE id = ?")
            try statement.bind(id.uuidString, at: 1)
            return try statement.rows { try $0.column(0, as: Int?.self) }.first ?? nil
        }
        #expect(try knownOf(tea.id) == 1)
        // Another program: a row added without the column, a row made unreadable.
        let other = UUID()
        try connection.execute("""
            INSERT INTO expense (\(expenseColumnsBeforeTrips), title_key) VALUES
                ('\(other.uuidString)', 'Cake', '4', 'food', 'Food', 'fork.knife', \(Self.day.timeIntervalSinceReferenceDate), 'EUR', 'cake')
            """)
        #expect(try knownOf(other) == nil)
        try connection.execute("UPDATE expense SET amount = 'lots' WHERE id = '\(tea.id.uuidString)'")
        #expect(try knownOf(tea.id) == nil)
        let indexed = try connection.prepare("SELECT title, amount FROM expense_search").rows { "\(try $0.column(0, as: String.self)) \(try $0.column(1, as: String.self))" }
        #expect(indexed.sorted() == ["Cake 4", "Green tea lots"], "an indexed column changed is indexed again")
    }
}
