import Foundation
import Glibc
import Testing
@testable import TravelModel

/// The import reads an earlier version's file once, as it comes, in one transaction: pretty and compact files
/// come over alike; a file that ends early or breaks near its end leaves nothing of it in the database; a
/// JSON that is not the app's is told from its start, kept aside as not Wishlist's, never as corrupt; and no
/// write-ahead log is left behind.
@Suite("Streamed import")
@MainActor
struct StreamedImportTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func now() throws -> Date { try moment(calendar(), 2026, 11, 29, 14, 15, 2) }

    /// More expenses than one batch of the import holds, with amounts and titles of every kind.
    static func expenses(_ count: Int = DatabaseOpening.importBatchSize * 3 + 17) throws -> [Expense] {
        let calendar = try calendar()
        let first = try moment(calendar, 2016, 1, 1, 12)
        return (0..<count).map { index -> Expense in
            let title = index % 7 == 0 ? "Café \"\(index)\" / 一蘭 😀\n" : "Expense \(index)"
            let cents = Decimal(index * 37 % 100_000) / 100
            let amount: Decimal = index % 11 == 0 ? -cents : cents
            let category: TravelModel.Category = index % 2 == 0 ? .foodAndDrink : .other
            return Expense(title: title, amount: amount, category: category, date: first.addingTimeInterval(Double(index) * 28_800))
        }
    }

    static func open(_ directory: TemporaryDirectory) throws -> SavedData {
        try SavedData.open(directory: directory.url, now: try now(), calendar: try calendar())
    }

    static func saved(_ data: SavedData) throws -> [Expense] {
        try data.budget.store.database.read { try ExpenseTable.all(from: $0) }
    }

    static func size(of url: URL) -> Int? {
        var status = stat()
        return stat(url.path, &status) == 0 ? Int(status.st_size) : nil
    }

    /// The pretty file an earlier version wrote, as `JSONCompaction` in the bench makes it compact.
    static func compact(_ data: Data) -> Data {
        var inString = false, escaped = false
        return Data(data.filter { byte in
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                return true
            }
            if byte == 0x22 { inString = true }
            return ![0x20, 0x0A, 0x0D, 0x09].contains(byte)
        })
    }

    @Test("A pretty and a compact file of an earlier version come over alike, exactly, with no log left", arguments: [false, true])
    func prettyAndCompact(compacted: Bool) throws {
        let directory = try TemporaryDirectory()
        let expenses = try Self.expenses()
        let file = DocumentFile.expenses(in: directory.url, calendar: try Self.calendar())
        try file.save(expenses)
        if compacted {
            let data = Self.compact(try contents(of: file.url))
            #expect(!data.contains(0x0A))
            try data.write(to: file.url)
        }
        let data = try Self.open(directory)
        #expect(data.budget.imported?.count == expenses.count)
        let saved = try Self.saved(data)
        #expect(saved.map(\.id) == expenses.map(\.id))
        #expect(saved.map(\.title) == expenses.map(\.title))
        #expect(saved.map(\.amount) == expenses.map(\.amount))
        #expect(saved.map(\.category) == expenses.map(\.category))
        let calendar = try Self.calendar()
        #expect(saved.map { StoredDay.text(for: $0.date, timeZone: calendar.timeZone) }
            == expenses.map { StoredDay.text(for: $0.date, timeZone: calendar.timeZone) })
        #expect(saved.allSatisfy { calendar.component(.hour, from: $0.date) == 12 }, "each at noon of its day")
        #expect(Self.size(of: directory.appending(AppDatabase.fileName + "-wal")) == 0, "the log is emptied after the import")
        try Self.expectWholeSchema(data.budget.store.database)
        // The search index, brought up to date at the end of the import, holds each expense once.
        let indexed = try data.budget.store.database.read { connection in
            try connection.prepare("SELECT count(*) FROM \(ExpenseSearchIndex.table)").rows { try $0.column(0, as: Int.self) }
        }
        #expect(indexed == [expenses.count])
        let title = try #require(expenses.last?.title)
        #expect(data.budget.store.expenses(matching: ExpenseSearch(text: title)).contains { $0.id == expenses.last?.id })
    }

    /// The tables and indexes of a new database, each as SQL makes it, and the check that the database is whole
    /// (an index made after the rows holds each of them once): an import that makes the expenses' indexes after
    /// its rows leaves the schema as it found it.
    static func expectWholeSchema(_ database: AppDatabase, sourceLocation: SourceLocation = #_sourceLocation) throws {
        // ANALYZE's statistics aside (settling the database after an import makes them).
        let schema = "SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%' ORDER BY name"
        func read(_ database: AppDatabase) throws -> [String] {
            try database.read { connection in
                try connection.prepare(schema).rows { row in
                    try (0..<4).map { try row.column($0, as: String.self) }.joined(separator: " | ")
                }
            }
        }
        #expect(try read(database) == read(AppDatabase.inMemory()), sourceLocation: sourceLocation)
        let check = try database.read { try $0.prepare("PRAGMA integrity_check").rows { try $0.column(0, as: String.self) } }
        #expect(check == ["ok"], sourceLocation: sourceLocation)
    }

    @Test("Entries read on a thread of their own come to the caller in order, with the progress, as they are read; a write that fails stops the reading")
    func readAlongside() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile.expenses(in: directory.url, calendar: try Self.calendar())
        try file.save(try Self.expenses(EntryHandoff<Expense>.batchSize * 9 + 5))
        var direct: [Expense] = [], directProgress: [ImportProgress] = []
        let reading = try file.readEntries(progress: { directProgress.append($0) }) { direct.append($0) }
        var alongside: [Expense] = [], alongsideProgress: [ImportProgress] = []
        #expect(try file.readEntriesAlongside(progress: { alongsideProgress.append($0) }, preparing: { { $0 } }) { alongside.append($0) } == reading)
        #expect(alongside == direct)
        #expect(alongsideProgress == directProgress)

        struct Full: Error {}
        var taken = 0
        #expect(throws: Full.self) {
            try file.readEntriesAlongside(progress: { _ in }, preparing: { { $0 } }) { _ in
                taken += 1
                if taken == 2_000 { throw Full() }
            }
        }
        #expect(taken == 2_000, "nothing after the failure")
    }

    @Test("A file cut short, or broken near its end, leaves nothing of it: kept aside with the reason, the sample loaded",
          arguments: [
              (false, "the file ends in the middle, after 2,000 expenses"),
              (true, "invalid amount \"12,5\" in expenses[3088]"),
          ])
    func nothingOfAFileNotWhole(broken: Bool, reason: String) throws {
        let directory = try TemporaryDirectory()
        let expenses = try Self.expenses()
        let file = DocumentFile.expenses(in: directory.url, calendar: try Self.calendar())
        try file.save(expenses)
        var text = String(decoding: try contents(of: file.url), as: UTF8.self)
        if broken {
            let last = try #require(text.range(of: "\"amount\" : \"", options: .backwards))
            text.insert(contentsOf: "12,5", at: last.upperBound)
            text.removeSubrange(text.index(last.upperBound, offsetBy: 4)..<(try #require(text[last.upperBound...].firstIndex(of: "\""))))
        } else {
            // Cut in the middle of the 2,001st expense.
            let entries = text.ranges(of: "\"category\" : {")
            text = String(text[..<entries[2_000].upperBound])
        }
        try write(text, to: file.url)
        let data = try Self.open(directory)
        let kept = directory.appending("expenses.json.corrupt-20261129-141502")
        #expect(data.notices.map(\.description) == ["expenses.json could not be read (\(reason)); it was kept as \(kept.path) and sample data was loaded."])
        #expect(try contents(of: kept) == Data(text.utf8), "the file as it was")
        #expect(try Self.saved(data).map(\.title) == BudgetStore.sampleExpenses(now: try Self.now(), calendar: try Self.calendar()).map(\.title))
        try Self.expectWholeSchema(data.budget.store.database)
    }

    @Test("A large JSON that is not the app's is told from its first key, kept aside as not Wishlist's",
          arguments: [
              (#"{"type": "FeatureCollection", "features": ["#, "it begins with the key \"type\", not \"schemaVersion\" or \"expenses\""),
              (#"[{"schemaVersion": 1, "expenses": []}, "#, "its top level is an array, not an object"),
          ])
    func largeForeignJSON(start: String, reason: String) throws {
        let directory = try TemporaryDirectory()
        // 32 MB that the import never reads: a file read to its end would end in the middle.
        let feature = #"{"type": "Feature", "properties": {"name": "a place"}, "geometry": [1.5, 2.5]}, "#
        let body = String(repeating: feature, count: 32_000_000 / feature.utf8.count)
        try write(start + body, to: directory.appending("expenses.json"))
        let data = try Self.open(directory)
        let kept = directory.appending("expenses.json.not-wishlist-20261129-141502")
        #expect(data.notices.map(\.description) == ["expenses.json is not a Wishlist export (\(reason)); it was kept as \(kept.path) and sample data was loaded."])
        #expect(!data.notices.map(\.description).joined().contains("corrupt"))
        #expect(Self.size(of: kept) == (start + body).utf8.count)
        #expect(!data.budget.store.expenses.isEmpty, "the sample")
    }

    @Test("A JSON file whose top level is not an object is not an expenses or a trips file")
    func foreignContents() throws {
        #expect(BudgetDocument.decode(Data("[1, 2, 3]".utf8), timeZone: .gmt) == .foreign(reason: .topLevel(.array)))
        #expect(TripsDocument.decode(Data("\"trips\"".utf8), timeZone: .gmt) == .foreign(reason: .topLevel(.string)))
        #expect(BudgetDocument.decode(Data(#"{"schemaVersion": 1, "trips": []}"#.utf8), timeZone: .gmt)
            == .unreadable(reason: .noList(key: "expenses")), "a file of the app's, in the wrong place")
    }

    @Test("The write-ahead log is emptied by a checkpoint (as on quitting), and after a large commit")
    func logEmptied() throws {
        let directory = try TemporaryDirectory()
        let data = try Self.open(directory)
        let database = data.budget.store.database
        let log = directory.appending(AppDatabase.fileName + "-wal")
        data.budget.store.add(contentsOf: try Self.expenses(200))
        database.flush()
        #expect((Self.size(of: log) ?? 0) > 0)
        database.checkpoint()
        #expect(Self.size(of: log) == 0)

        let long = String(repeating: "x", count: 4_000)
        data.budget.store.add(contentsOf: try Self.expenses(5_000).map { var expense = $0; expense.title = long; return expense })
        database.flush()
        #expect(Self.size(of: log) == 0, "a commit past \(AppDatabase.largeLogSize) bytes of log is checkpointed at once")
    }
}
