import Foundation
import Glibc
import Testing
@testable import TravelModel

/// The export streamed from a database opened read-only: the order, the trip's name, the days of a period, the
/// rows left out, and what the opening refuses.
@Suite("Exporting expenses")
struct ExpenseExportTests {
    /// A database in `directory` as the app keeps it, holding `expenses` and `trips`; open (as the app's would
    /// be) while the caller holds it.
    static func database(in directory: TemporaryDirectory, expenses: [Expense], trips: [Trip] = []) throws -> AppDatabase {
        let database = try AppDatabase.open(at: directory.appending(AppDatabase.fileName))
        try database.writeNow { connection in
            try TripTable.upsert(trips, timeZone: .gmt, in: connection)
            try ExpenseTable.insert(expenses, in: connection)
        }
        return database
    }

    /// What `export` writes of the database in `directory`, read through a pipe-less file.
    static func exported(_ export: ExpenseExport, from directory: TemporaryDirectory) throws -> (text: String, summary: ExpenseExport.Summary) {
        let database = try ReadOnlyDatabase.open(directory: directory.url)
        let file = directory.appending("export-\(UUID().uuidString)")
        let destination = try ExportDestination.file(atPath: file.path)
        let summary = try export.write(from: database, to: destination.output)
        try destination.finish()
        return (String(decoding: try contents(of: file), as: UTF8.self), summary)
    }

    private static func noon(_ day: String) throws -> Date {
        try #require(StoredDay.noon(of: day, timeZone: .gmt))
    }

    @Test("Oldest first, by day then in the order entered; the trip column is the trip's name; a link to no trip is none")
    func orderAndTrips() throws {
        let directory = try TemporaryDirectory()
        let kyoto = Trip(name: "Kyōto, spring", collectionID: "spring-blossoms", lastViewed: try Self.noon("2026-03-01"))
        let expenses = [
            Expense(title: "Late", amount: 3, currencyCode: "EUR", category: .other, date: try Self.noon("2026-03-15")),
            Expense(title: "Sushi", amount: try decimal("12.50"), currencyCode: "JPY", category: .foodAndDrink,
                    date: try Self.noon("2026-03-14"), tripID: kyoto.id),
            Expense(title: "=Formula", amount: -1, currencyCode: "USD", category: .other, date: try Self.noon("2026-03-14"), tripID: UUID()),
        ]
        let app = try Self.database(in: directory, expenses: expenses, trips: [kyoto])
        let (csv, summary) = try Self.exported(ExpenseExport(format: .csv, timeZone: .gmt), from: directory)
        #expect(ExpenseCSVTests.records(of: csv) == [
            ExpenseCSV.header,
            ["2026-03-14", "Sushi", "12.5", "JPY", "Food & Drink", "Kyōto, spring"],
            ["2026-03-14", "'=Formula", "-1", "USD", "Other", ""],
            ["2026-03-15", "Late", "3", "EUR", "Other", ""],
        ])
        #expect(summary == ExpenseExport.Summary(written: 3))
        let (journal, _) = try Self.exported(ExpenseExport(format: .journal, timeZone: .gmt), from: directory)
        let transactions = ExpenseJournalTests.transactions(of: journal)
        #expect(transactions.map(\.description) == ["Sushi", "=Formula", "Late"])
        #expect(transactions.first?.tags == ["trip": "Kyōto， spring"])
        withExtendedLifetime(app) {}
    }

    @Test("A period holds the days from its first to its last, both included, in the export's time zone")
    func periodInTimeZone() throws {
        let directory = try TemporaryDirectory()
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        // 2026-03-01 00:30 and 2026-03-31 23:30 in Tokyo are in March there, on other days in UTC.
        let early = Date(timeIntervalSinceReferenceDate: try Self.noon("2026-02-28").timeIntervalSinceReferenceDate + 3_600 * 12.5 - 9 * 3_600)
        let late = Date(timeIntervalSinceReferenceDate: try Self.noon("2026-03-31").timeIntervalSinceReferenceDate + 3_600 * 11.5 - 9 * 3_600)
        let outside = Date(timeIntervalSinceReferenceDate: late.timeIntervalSinceReferenceDate + 3_600)
        let app = try Self.database(in: directory, expenses: [
            Expense(title: "early", amount: 1, category: .other, date: early),
            Expense(title: "late", amount: 1, category: .other, date: late),
            Expense(title: "outside", amount: 1, category: .other, date: outside),
            Expense(title: "before", amount: 1, category: .other, date: early.addingTimeInterval(-3_600)),
        ])
        let march = try ExportPeriod(first: "2026-03-01", last: "2026-03-31")
        let (csv, _) = try Self.exported(ExpenseExport(format: .csv, period: march, timeZone: tokyo), from: directory)
        #expect(ExpenseCSVTests.records(of: csv).dropFirst().map { [$0[0], $0[1]] } == [["2026-03-01", "early"], ["2026-03-31", "late"]])
        let (fromOnly, _) = try Self.exported(
            ExpenseExport(format: .csv, period: try ExportPeriod(first: "2026-04-01", last: nil), timeZone: tokyo), from: directory)
        #expect(ExpenseCSVTests.records(of: fromOnly).dropFirst().map { $0[1] } == ["outside"])
        let (toOnly, _) = try Self.exported(
            ExpenseExport(format: .csv, period: try ExportPeriod(first: nil, last: "2026-02-28"), timeZone: tokyo), from: directory)
        #expect(ExpenseCSVTests.records(of: toOnly).dropFirst().map { $0[1] } == ["before"])
        withExtendedLifetime(app) {}
    }

    @Test("Days that are not days, and a period backwards, are refused")
    func periodProblems() {
        #expect(throws: ExportPeriod.Problem.notADay("2026-02-30")) { try ExportPeriod(first: "2026-02-30", last: nil) }
        #expect(throws: ExportPeriod.Problem.notADay("2026-3-1")) { try ExportPeriod(first: nil, last: "2026-3-1") }
        #expect(throws: ExportPeriod.Problem.notADay("")) { try ExportPeriod(first: "", last: nil) }
        #expect(throws: ExportPeriod.Problem.backwards(first: "2026-03-02", last: "2026-03-01")) {
            try ExportPeriod(first: "2026-03-02", last: "2026-03-01")
        }
        #expect((try? ExportPeriod(first: "2026-03-01", last: "2026-03-01")) != nil)
    }

    @Test("Rows the app cannot read are left out and counted, with the first one's reason; the others are written")
    func unreadableRowsAreLeftOut() throws {
        let directory = try TemporaryDirectory()
        let app = try Self.database(in: directory, expenses: [
            Expense(title: "good", amount: 1, category: .other, date: try Self.noon("2026-03-14")),
            Expense(title: "bad", amount: 2, category: .other, date: try Self.noon("2026-03-15")),
            Expense(title: "far", amount: 2, category: .other, date: try Self.noon("2026-03-16")),
        ])
        try app.writeNow { connection in
            try connection.execute("UPDATE expense SET amount = 'abc' WHERE title = 'bad'")
            try connection.execute("UPDATE expense SET date = 1e12 WHERE title = 'far'")
        }
        let (csv, summary) = try Self.exported(ExpenseExport(format: .csv, timeZone: .gmt), from: directory)
        #expect(ExpenseCSVTests.records(of: csv).dropFirst().map { $0[1] } == ["good"])
        #expect(summary.written == 1)
        #expect(summary.leftOut.leftOutSentence(one: "expense", many: "expenses")
            == "2 expenses could not be read and are left out: the amount \"abc\" is not a number.")
    }

    @Test("The database is opened read-only while the app has it open, writes nothing, and a statement reads one snapshot")
    func readsWhileTheAppRuns() throws {
        let directory = try TemporaryDirectory()
        let app = try Self.database(in: directory, expenses: (0..<300).map {
            Expense(title: "e\($0)", amount: 1, category: .other, date: Date(timeIntervalSinceReferenceDate: Double($0) * 86_400))
        })
        let database = try ReadOnlyDatabase.open(directory: directory.url)
        let output = try ExportDestination.file(atPath: "/dev/null")
        #expect(try ExpenseExport(format: .csv, timeZone: .gmt).write(from: database, to: output.output).written == 300)
        try output.finish()
        #expect(throws: DatabaseError.self) { try database.connection.execute("DELETE FROM expense") }
        // What the export relies on: a change the app commits while a statement reads is not in what it reads.
        let statement = try database.connection.prepare("SELECT title FROM expense ORDER BY date")
        #expect(try statement.step())
        try app.writeNow { try $0.execute("DELETE FROM expense WHERE title <> 'e0'") }
        var read = 1
        while try statement.step() { read += 1 }
        #expect(read == 300)
        statement.reset()
        #expect(try statement.rows { try $0.column(0, as: String.self) } == ["e0"])
    }

    @Test("A directory without data, data of an older or newer version, another program's file, and a FIFO are refused, each said, and left as they were")
    func openingRefuses() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(AppDatabase.fileName)
        #expect(throws: ReadOnlyDatabase.OpeningError.noDatabase(directory: directory.path)) {
            try ReadOnlyDatabase.open(directory: directory.url)
        }
        let missing = directory.url.appendingPathComponent("missing")
        #expect(throws: ReadOnlyDatabase.OpeningError.noDirectory(path: missing.path, reason: .system(code: ENOENT))) {
            try ReadOnlyDatabase.open(directory: missing)
        }
        do {
            let old = try DatabaseConnection(.file(path: url.path))
            try DatabaseSchema.migrate(old, currencyCode: "USD", to: 4)
        }
        #expect(throws: ReadOnlyDatabase.OpeningError.olderVersion(directory: directory.path, version: 4)) {
            try ReadOnlyDatabase.open(directory: directory.url)
        }
        #expect(try DatabaseConnection(.file(path: url.path)).userVersion() == 4, "not updated")
        let error = ReadOnlyDatabase.OpeningError.olderVersion(directory: "/d", version: 4)
        #expect(error.description.contains("open it with the app once (wishlist --data-dir /d) to update it"))
        try DatabaseConnection(.file(path: url.path)).setUserVersion(DatabaseSchema.currentVersion + 1)
        #expect(throws: ReadOnlyDatabase.OpeningError.newerVersion(version: DatabaseSchema.currentVersion + 1)) {
            try ReadOnlyDatabase.open(directory: directory.url)
        }
        try FileManager.default.removeItem(at: url)
        try DatabaseConnection(.file(path: url.path)).execute("CREATE TABLE other (x)")
        #expect(throws: ReadOnlyDatabase.OpeningError.foreign(path: url.path)) { try ReadOnlyDatabase.open(directory: directory.url) }
        try FileManager.default.removeItem(at: url)
        try write("not a database at all, but long enough to be read as a header of one; " + String(repeating: "x", count: 200), to: url)
        #expect(throws: ReadOnlyDatabase.OpeningError.foreign(path: url.path)) { try ReadOnlyDatabase.open(directory: directory.url) }
        try FileManager.default.removeItem(at: url)
        #expect(mkfifo(url.path, 0o600) == 0)
        #expect(throws: ReadOnlyDatabase.OpeningError.notARegularFile(path: url.path, kind: "a FIFO")) {
            try ReadOnlyDatabase.open(directory: directory.url)
        }
    }
}

/// Where an export is written: a file replaced whole and private, or left as it was.
@Suite("Export destinations")
struct ExportDestinationTests {
    @Test("A file is replaced only when the export finishes, with mode 0600; until then and after an abandon, the old one stays and no temporary file is left")
    func fileIsReplacedAtomically() throws {
        let directory = try TemporaryDirectory()
        let file = directory.appending("out.csv")
        try write("old", to: file)
        #expect(chmod(file.path, 0o644) == 0)
        let abandoned = try ExportDestination.file(atPath: file.path)
        try abandoned.output.write(String(repeating: "x", count: ChunkedOutput.chunkSize * 2))
        #expect(try directory.names().count == 2, "the temporary file beside it")
        abandoned.abandon()
        #expect(try directory.names() == ["out.csv"])
        #expect(String(decoding: try contents(of: file), as: UTF8.self) == "old")

        let destination = try ExportDestination.file(atPath: file.path)
        try destination.output.write("new")
        #expect(String(decoding: try contents(of: file), as: UTF8.self) == "old")
        try destination.finish()
        #expect(String(decoding: try contents(of: file), as: UTF8.self) == "new")
        #expect(try permissions(of: file) == 0o600)
        #expect(try directory.names() == ["out.csv"])
    }

    @Test("A link's file is replaced and the link kept; a directory, a missing directory and a full device are errors that leave nothing")
    func linksDevicesAndFailures() throws {
        let directory = try TemporaryDirectory()
        let file = directory.appending("real.csv"), link = directory.appending("link.csv")
        try write("old", to: file)
        #expect(symlink(file.path, link.path) == 0)
        let throughLink = try ExportDestination.file(atPath: link.path)
        try throughLink.output.write("new")
        try throughLink.finish()
        #expect(String(decoding: try contents(of: file), as: UTF8.self) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == file.path)

        #expect(throws: SystemCallError(code: EISDIR)) { try ExportDestination.file(atPath: directory.path) }
        #expect(throws: SystemCallError(code: ENOENT)) { try ExportDestination.file(atPath: directory.path + "/no/such/file") }
        // /dev/full: every write fails as on a full disk.
        let full = try ExportDestination.file(atPath: "/dev/full")
        try full.output.write("x")
        #expect(throws: SystemCallError(code: ENOSPC)) { try full.finish() }
        #expect(try directory.names() == ["link.csv", "real.csv"])
    }
}
