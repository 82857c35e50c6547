import Foundation
import Glibc
import Testing
@testable import TravelModel

/// Databases for the tests of backups and restores: made at a schema version with expenses in them, and read
/// back whole (through a connection that may write, which, the last to close, takes away the log and its index
/// that SQLite makes for a reader of a database in WAL mode: a read-only one would leave them behind).
enum BackupFixture {
    /// Makes the database `wishlist.sqlite` of `directory` at schema `version` (in WAL mode, as the app keeps
    /// it), with `count` expenses, and gives its location.
    @discardableResult
    static func makeDatabase(
        in directory: TemporaryDirectory, version: Int32 = DatabaseSchema.currentVersion, expenses count: Int,
        firstTitle: Int = 0
    ) throws -> URL {
        let url = directory.appending(AppDatabase.fileName)
        let connection = try DatabaseConnection(.file(path: url.path))
        try connection.setJournalMode(.wal)
        try connection.execute("PRAGMA recursive_triggers = ON")
        try DatabaseSchema.migrate(connection, currencyCode: "USD", to: version)
        try addExpenses(count, from: firstTitle, in: connection)
        return url
    }

    /// Adds `count` expenses, titled `Expense <n>` from `first` on, in one transaction.
    static func addExpenses(_ count: Int, from first: Int = 0, in connection: DatabaseConnection) throws {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        try connection.transaction {
            try insertExpenses((first..<first + count).map { index in
                Expense(title: "Expense \(index)", amount: Decimal(index) / 100, category: Category.all[index % Category.all.count],
                        date: start.addingTimeInterval(Double(index) * 3_600))
            }, anySchemaSince6: connection)
        }
    }

    /// Every row of every table of the database at `url` (the full-text index's own tables among them), by
    /// table, each table's rows in order of their text: what a copy must hold exactly.
    static func contents(of url: URL) throws -> [String: [String]] {
        let connection = try DatabaseConnection(.file(path: url.path), access: .readWrite)
        let tables = try connection.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").rows {
            try $0.column(0, as: String.self)
        }
        var contents: [String: [String]] = [:]
        for table in tables {
            let statement = try connection.prepare("SELECT * FROM \"\(table)\"")
            contents[table] = try statement.rows { row in
                try (0..<row.columnCount).map { "\(try row.column($0, as: DatabaseValue.self))" }.joined(separator: "|")
            }.sorted()
        }
        return contents
    }

    /// How many expenses the database at `url` holds.
    static func expenseCount(at url: URL) throws -> Int {
        let connection = try DatabaseConnection(.file(path: url.path), access: .readWrite)
        return try connection.prepare("SELECT count(*) FROM expense").rows { try $0.column(0, as: Int.self) }.first ?? -1
    }

    /// The database's answer to `PRAGMA integrity_check`: `["ok"]` for a whole one.
    static func integrity(of url: URL) throws -> [String] {
        let connection = try DatabaseConnection(.file(path: url.path), access: .readWrite)
        return try connection.prepare("PRAGMA integrity_check").rows { try $0.column(0, as: String.self) }
    }

    /// The database's journal mode, read from its header as a new connection finds it.
    static func journalMode(of url: URL) throws -> DatabaseJournalMode {
        try DatabaseConnection(.file(path: url.path), access: .readWrite).journalMode()
    }

    /// The database's `user_version`.
    static func version(of url: URL) throws -> Int32 {
        try DatabaseConnection(.file(path: url.path), access: .readWrite).userVersion()
    }
}

/// The path named by the `BackupError.cannotWrite` that `body` throws; nil, with an issue recorded, when it
/// throws anything else or nothing.
func pathOfFailureToWrite(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> String? {
    let error = #expect(throws: BackupError.self, sourceLocation: sourceLocation) { try body() }
    guard case .cannotWrite(let path, _) = error else {
        Issue.record("not a failure to write: \(String(describing: error))", sourceLocation: sourceLocation)
        return nil
    }
    return path
}
