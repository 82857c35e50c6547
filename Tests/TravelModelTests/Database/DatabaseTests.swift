import Foundation
import Testing
@testable import TravelModel

/// Where a test's database lives: a file in a fresh temporary directory, or memory.
enum TestDatabase: String, CaseIterable, CustomTestStringConvertible {
    case file
    case memory

    var testDescription: String { rawValue }

    /// A new connection to a new, empty database, and for a file its directory, removed when the last copy goes:
    /// a test keeps the pair as long as it uses the connection.
    func open() throws -> (connection: DatabaseConnection, directory: TemporaryDirectory?) {
        switch self {
        case .memory:
            return (try DatabaseConnection(.inMemory), nil)
        case .file:
            let directory = try TemporaryDirectory()
            return (try DatabaseConnection(.file(path: directory.appending("test.sqlite").path)), directory)
        }
    }
}

/// The error `body` throws, which must be a `DatabaseError`.
func databaseError(_ body: () throws -> Void) throws -> DatabaseError {
    let error = #expect(throws: DatabaseError.self) { try body() }
    return try #require(error)
}

/// What a test's transaction throws to be rolled back.
struct Abandoned: Error {}

@Suite("Database")
struct DatabaseTests {
    @Test("Every type goes in and comes back exactly", arguments: TestDatabase.allCases)
    func roundTrips(database: TestDatabase) throws {
        let values: [DatabaseValue] = [
            .integer(0), .integer(-1), .integer(Int64.min), .integer(Int64.max),
            .real(0), .real(-2.5), .real(Double.pi), .real(Double.greatestFiniteMagnitude),
            .real(Double.leastNonzeroMagnitude), .real(-Double.infinity),
            .text(""), .text("Zürich"), .text("東京 🏔️ e\u{301}"), .text("a\0b"), .text("\0"),
            .blob(Data()), .blob(Data(0...255)), .blob(Data([0, 0, 0])),
            .null,
        ]
        let opened = try database.open(), connection = opened.connection
        try connection.execute("CREATE TABLE things (id INTEGER PRIMARY KEY, value ANY) STRICT")
        let insert = try connection.prepare("INSERT INTO things (id, value) VALUES (?, ?)")
        for (id, value) in values.enumerated() {
            try insert.bind([id, value])
            try insert.execute()
        }
        let select = try connection.prepare("SELECT value FROM things ORDER BY id")
        let read = try select.rows { try $0.column(0, as: DatabaseValue.self) }
        #expect(read == values)
    }

    @Test("Swift types bind and read as themselves, optionals as NULL", arguments: TestDatabase.allCases)
    func typedColumns(database: TestDatabase) throws {
        let opened = try database.open(), connection = opened.connection
        try connection.execute("""
            CREATE TABLE trips (id INTEGER NOT NULL, count INTEGER, rating REAL, name TEXT, picture BLOB)
            """)
        let insert = try connection.prepare("INSERT INTO trips VALUES (?, ?, ?, ?, ?)")
        try insert.bind(Int64.max, at: 1)
        try insert.bind(-42, at: 2)
        try insert.bind(4.75, at: 3)
        try insert.bind("Åre\0 ski", at: 4)
        try insert.bind(Data([1, 2, 3]), at: 5)
        try insert.execute()
        try insert.bind(Int64.min, at: 1)
        try insert.bind(nil, at: 2)
        try insert.bind(nil as Double?, at: 3)
        try insert.bind(nil as String?, at: 4)
        try insert.bind(DatabaseValue.null, at: 5)
        try insert.execute()

        let select = try connection.prepare("SELECT id, count, rating, name, picture FROM trips ORDER BY id DESC")
        #expect(try select.step())
        #expect(try select.column(0, as: Int64.self) == Int64.max)
        #expect(try select.column(1, as: Int.self) == -42)
        #expect(try select.column(2, as: Double.self) == 4.75)
        #expect(try select.column(3, as: String.self) == "Åre\0 ski")
        #expect(try select.column(4, as: Data.self) == Data([1, 2, 3]))
        #expect(try select.column(3, as: String?.self) == "Åre\0 ski")
        #expect(try select.step())
        #expect(try select.column(0, as: Int64.self) == Int64.min)
        #expect(try select.column(1, as: Int?.self) == nil)
        #expect(try select.column(2, as: Double?.self) == nil)
        #expect(try select.column(3, as: String?.self) == nil)
        #expect(try select.column(4, as: Data?.self) == nil)
        #expect(try select.step() == false)
    }

    @Test("A UUID is stored as its text and read back from it in either case; other text is not a UUID")
    func uuidText() throws {
        for _ in 0..<100 {
            let id = UUID()
            #expect(UUID(databaseValue: id.databaseValue) == id)
            #expect(UUID(databaseValue: .text(id.uuidString.lowercased())) == id)
            #expect(id.databaseValue == .text(id.uuidString))
        }
        let good = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        #expect(UUID(databaseValue: .text(good)) == UUID(uuidString: good))
        for bad in ["", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F0",
                    "E621E1F8C36C-495A-93FC-0C247A3E6E5F0", "G621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                    "E621E1F8-C36C-495A-93FC-0C247A3E6É5", "E621E1F8+C36C-495A-93FC-0C247A3E6E5F"] {
            #expect(UUID(databaseValue: .text(bad)) == nil, "\(bad)")
            #expect(UUID(uuidString: bad) == nil, "Foundation agrees about \(bad)")
        }
        #expect(UUID(databaseValue: .integer(1)) == nil)
    }

    @Test("A UUID's text is written by hand as uuidString writes it")
    func uuidCanonicalText() {
        var ids = (0..<200).map { _ in UUID() }
        ids += [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
                UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255))]
        for id in ids {
            #expect(id.withCanonicalText { String(decoding: $0, as: UTF8.self) } == id.uuidString)
        }
    }

    @Test("Named parameters bind by name; an unknown name is an error")
    func namedParameters() throws {
        let connection = try DatabaseConnection(.inMemory)
        let select = try connection.prepare("SELECT :first || ' ' || :last")
        try select.bind("Ada", named: ":first")
        try select.bind("Lovelace", named: ":last")
        #expect(try select.rows { try $0.column(0, as: String.self) } == ["Ada Lovelace"])

        let error = try databaseError { try select.bind("x", named: ":middle") }
        #expect(error.code == .range)
        #expect(error.message.contains(":middle"))
    }

    @Test("A prepared statement is reused for many rows, reset between them", arguments: TestDatabase.allCases)
    func reusedStatement(database: TestDatabase) throws {
        let opened = try database.open(), connection = opened.connection
        try connection.execute("CREATE TABLE expenses (id INTEGER PRIMARY KEY, cents INTEGER NOT NULL, note TEXT)")
        let insert = try connection.prepare("INSERT INTO expenses (cents, note) VALUES (?, ?)")
        try connection.transaction {
            for cents in 1...2000 {
                try insert.bind(cents, at: 1)
                try insert.bind("note \(cents)", at: 2)
                try insert.execute()
                #expect(connection.changedRowCount == 1)
            }
        }
        #expect(connection.lastInsertedRowID == 2000)

        let select = try connection.prepare("SELECT count(*), sum(cents) FROM expenses WHERE cents >= ?")
        for lowest in [1, 1001, 2000, 2001] {
            try select.bind(lowest, at: 1)
            let row = try select.rows { try ($0.column(0, as: Int.self), $0.column(1, as: Int?.self)) }
            let expected = lowest <= 2000 ? Array(lowest...2000) : []
            #expect(row.first?.0 == expected.count)
            #expect(row.first?.1 == (expected.isEmpty ? nil : expected.reduce(0, +)))
        }

        // Stepping by hand, stopping half-way, then reset: it starts again from the first row.
        let notes = try connection.prepare("SELECT note FROM expenses ORDER BY id")
        #expect(try notes.step())
        #expect(try notes.step())
        #expect(try notes.column(0, as: String.self) == "note 2")
        notes.reset()
        #expect(try notes.step())
        #expect(try notes.column(0, as: String.self) == "note 1")
        notes.reset()

        // clearBindings sets the parameters back to NULL.
        try insert.bind(5, at: 1)
        insert.clearBindings()
        let error = try databaseError { try insert.execute() }
        #expect(error.code.primary == .constraint)
    }

    @Test("A transaction commits what its body did", arguments: TestDatabase.allCases)
    func transactionCommits(database: TestDatabase) throws {
        let opened = try database.open(), connection = opened.connection
        try connection.execute("CREATE TABLE trips (name TEXT NOT NULL)")
        let count = try connection.transaction(.deferred) {
            try connection.execute("INSERT INTO trips VALUES ('Lisbon'), ('Kyoto')")
            #expect(connection.isInTransaction)
            return try connection.prepare("SELECT count(*) FROM trips").rows { try $0.column(0, as: Int.self) }
        }
        #expect(count == [2])
        #expect(!connection.isInTransaction)
        #expect(try names(in: connection) == ["Kyoto", "Lisbon"])
    }

    @Test("A transaction that throws leaves nothing of what it did", arguments: TestDatabase.allCases)
    func transactionRollsBack(database: TestDatabase) throws {
        let opened = try database.open(), connection = opened.connection
        try connection.execute("CREATE TABLE trips (name TEXT NOT NULL UNIQUE)")
        try connection.execute("INSERT INTO trips VALUES ('Oslo')")
        #expect(throws: Abandoned.self) {
            try connection.transaction {
                try connection.execute("INSERT INTO trips VALUES ('Lisbon')")
                try connection.execute("DELETE FROM trips WHERE name = 'Oslo'")
                throw Abandoned()
            }
        }
        #expect(!connection.isInTransaction)
        #expect(try names(in: connection) == ["Oslo"])

        // An SQLite error in the body rolls back too, and is what is thrown.
        let error = try databaseError {
            try connection.transaction {
                try connection.execute("INSERT INTO trips VALUES ('Lisbon')")
                try connection.execute("INSERT INTO trips VALUES ('Oslo')")
            }
        }
        #expect(error.code.primary == .constraint)
        #expect(try names(in: connection) == ["Oslo"])
    }

    @Test("A commit that fails rolls back and throws: a deferred foreign key left dangling")
    func failedCommit() throws {
        let connection = try DatabaseConnection(.inMemory)
        try connection.execute("""
            PRAGMA foreign_keys = ON;
            CREATE TABLE trips (id INTEGER PRIMARY KEY);
            CREATE TABLE activities (trip INTEGER NOT NULL REFERENCES trips (id) DEFERRABLE INITIALLY DEFERRED);
            """)
        let error = try databaseError {
            try connection.transaction {
                try connection.execute("INSERT INTO trips VALUES (1); INSERT INTO activities VALUES (2)")
            }
        }
        #expect(error.code.primary == .constraint)
        #expect(error.message == "FOREIGN KEY constraint failed")
        #expect(!connection.isInTransaction)
        let count = try connection.prepare("SELECT count(*) FROM trips").rows { try $0.column(0, as: Int.self) }
        #expect(count == [0])
    }

    @Test("A nested transaction is a savepoint: its throw undoes only what it did")
    func nestedTransaction() throws {
        let connection = try DatabaseConnection(.inMemory)
        try connection.execute("CREATE TABLE trips (name TEXT NOT NULL)")
        try connection.transaction {
            try connection.execute("INSERT INTO trips VALUES ('Lisbon')")
            #expect(throws: Abandoned.self) {
                try connection.transaction {
                    try connection.execute("INSERT INTO trips VALUES ('Kyoto')")
                    throw Abandoned()
                }
            }
            #expect(connection.isInTransaction)
            try connection.transaction {
                try connection.execute("INSERT INTO trips VALUES ('Oslo')")
            }
        }
        #expect(try names(in: connection) == ["Lisbon", "Oslo"])

        // The outer transaction's throw undoes what the nested ones committed to it.
        #expect(throws: Abandoned.self) {
            try connection.transaction {
                try connection.transaction {
                    try connection.execute("DELETE FROM trips")
                }
                throw Abandoned()
            }
        }
        #expect(try names(in: connection) == ["Lisbon", "Oslo"])
    }

    @Test("user_version starts at 0 and keeps what is set, in the file", arguments: TestDatabase.allCases)
    func userVersion(database: TestDatabase) throws {
        let opened = try database.open(), connection = opened.connection
        #expect(try connection.userVersion() == 0)
        try connection.setUserVersion(3)
        #expect(try connection.userVersion() == 3)
        try connection.setUserVersion(Int32.max)
        #expect(try connection.userVersion() == Int32.max)
        try connection.setUserVersion(-7)
        #expect(try connection.userVersion() == -7)
    }

    @Test("A file database keeps its WAL mode and user_version for the next connection")
    func walModeAndVersionPersist() throws {
        let directory = try TemporaryDirectory()
        let location = DatabaseLocation.file(path: directory.appending("wishlist.sqlite").path)
        do {
            let connection = try DatabaseConnection(location)
            #expect(try connection.journalMode() == .delete)
            #expect(try connection.setJournalMode(.wal) == .wal)
            #expect(try connection.journalMode() == .wal)
            try connection.setUserVersion(2)
            try connection.setBusyTimeout(.seconds(2))
        }
        let reopened = try DatabaseConnection(location, access: .readWrite)
        #expect(try reopened.journalMode() == .wal)
        #expect(try reopened.userVersion() == 2)
    }

    @Test("An in-memory database stays in memory journal mode when asked for WAL")
    func memoryJournalMode() throws {
        let connection = try DatabaseConnection(.inMemory)
        #expect(try connection.setJournalMode(.wal) == .memory)
        #expect(try connection.journalMode() == .memory)
    }

    @Test("Two connections to one WAL file: a writer's open transaction blocks another writer, not a reader")
    func busyWriter() throws {
        let directory = try TemporaryDirectory()
        let location = DatabaseLocation.file(path: directory.appending("shared.sqlite").path)
        let writer = try DatabaseConnection(location)
        try writer.setJournalMode(.wal)
        try writer.execute("CREATE TABLE trips (name TEXT)")
        let other = try DatabaseConnection(location)
        try other.setBusyTimeout(.milliseconds(10))
        try writer.transaction {
            try writer.execute("INSERT INTO trips VALUES ('Lisbon')")
            #expect(try names(in: other) == [])
            let error = try databaseError { try other.execute("INSERT INTO trips VALUES ('Kyoto')") }
            #expect(error.code.primary == .busy)
        }
        #expect(try names(in: other) == ["Lisbon"])
    }

    @Test("Bad SQL throws SQLite's message")
    func badSQL() throws {
        let connection = try DatabaseConnection(.inMemory)
        let syntax = try databaseError { try connection.execute("CREAT TABLE trips (name TEXT)") }
        #expect(syntax.code == .error)
        #expect(syntax.message.contains("syntax error"))
        #expect(syntax.description.contains("syntax error"))

        let missing = try databaseError { _ = try connection.prepare("SELECT * FROM nowhere") }
        #expect(missing.code == .error)
        #expect(missing.message == "no such table: nowhere")
    }

    @Test("A constraint violation throws its extended code and message")
    func constraintViolation() throws {
        let connection = try DatabaseConnection(.inMemory)
        try connection.execute("CREATE TABLE trips (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)")
        try connection.execute("INSERT INTO trips (name) VALUES ('Lisbon')")
        let insert = try connection.prepare("INSERT INTO trips (name) VALUES (?)")
        try insert.bind("Lisbon", at: 1)
        let unique = try databaseError { try insert.execute() }
        #expect(unique.code.primary == .constraint)
        #expect(unique.code != .constraint)
        #expect(unique.message == "UNIQUE constraint failed: trips.name")

        try insert.bind(nil, at: 1)
        let notNull = try databaseError { try insert.execute() }
        #expect(notNull.code.primary == .constraint)
        #expect(notNull.message == "NOT NULL constraint failed: trips.name")

        // The statement is still usable after its errors.
        try insert.bind("Kyoto", at: 1)
        try insert.execute()
        #expect(try names(in: connection) == ["Kyoto", "Lisbon"])
    }

    @Test("Reading a column as the wrong type, or one that is not there, is an error, not a value")
    func strictColumns() throws {
        let connection = try DatabaseConnection(.inMemory)
        let select = try connection.prepare("SELECT 42 AS count, NULL AS note, 'x' AS name, 9223372036854775807")
        #expect(try select.step())
        #expect(select.columnCount == 4)
        #expect(try select.columnName(at: 0) == "count")

        let text = try databaseError { _ = try select.column(0, as: String.self) }
        #expect(text.code == .mismatch)
        #expect(text.message == "column 0 (count) holds INTEGER, not String")
        let null = try databaseError { _ = try select.column(1, as: Int64.self) }
        #expect(null.code == .mismatch)
        #expect(try databaseError { _ = try select.column(2, as: Int?.self) }.code == .mismatch)
        #expect(try databaseError { _ = try select.column(4, as: Int.self) }.code == .range)
        #expect(try databaseError { _ = try select.column(-1, as: Int.self) }.code == .range)
        #expect(try select.column(0, as: Double.self) == 42)
        // Int64.max has no exact Double.
        #expect(try databaseError { _ = try select.column(3, as: Double.self) }.code == .mismatch)
        // Binding while the statement runs is misuse; once reset, a parameter it lacks is out of range.
        #expect(try databaseError { try select.bind(1, at: 1) }.code == .misuse)
        select.reset()
        #expect(try databaseError { try select.bind(1, at: 1) }.code == .range)
    }

    @Test("Preparing text with no statement, or with two, is refused")
    func oneStatementPerPreparation() throws {
        let connection = try DatabaseConnection(.inMemory)
        #expect(try databaseError { _ = try connection.prepare("  -- nothing") }.code == .misuse)
        let two = try databaseError { _ = try connection.prepare("SELECT 1; SELECT 2") }
        #expect(two.code == .misuse)
        #expect(two.message.contains("more than one"))
        // Whitespace, semicolons and comments after the statement are fine.
        let one = try connection.prepare("SELECT 1; -- the one\n ;")
        #expect(try one.rows { try $0.column(0, as: Int.self) } == [1])
    }

    @Test("Opening a path in a directory that does not exist fails with an error")
    func missingDirectory() throws {
        let directory = try TemporaryDirectory()
        let path = directory.appending("missing/wishlist.sqlite").path
        let error = try databaseError { _ = try DatabaseConnection(.file(path: path)) }
        #expect(error.code.primary == .cannotOpen)
        #expect(error.message == "unable to open database file")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("Read-only, existing-only, symbolic-link and empty-path openings are kept to")
    func openingRules() throws {
        let directory = try TemporaryDirectory()
        let path = directory.appending("wishlist.sqlite").path
        #expect(try databaseError { _ = try DatabaseConnection(.file(path: path), access: .readWrite) }
            .code.primary == .cannotOpen)
        #expect(try databaseError { _ = try DatabaseConnection(.file(path: "")) }.code == .cannotOpen)

        try DatabaseConnection(.file(path: path)).execute("CREATE TABLE trips (name TEXT)")
        let reader = try DatabaseConnection(.file(path: path), access: .readOnly)
        #expect(try names(in: reader) == [])
        #expect(try databaseError { try reader.execute("INSERT INTO trips VALUES ('Oslo')") }.code.primary == .readOnly)

        let link = directory.appending("link.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        #expect(try names(in: DatabaseConnection(.file(path: link))) == [])
        #expect(try databaseError { _ = try DatabaseConnection(.file(path: link), followsSymbolicLinks: false) }
            .code.primary == .cannotOpen)
    }

    @Test("A file named :memory: is a file, not memory")
    func fileNamedMemory() {
        #expect(DatabaseLocation.file(path: ":memory:").sqliteFileName == "./:memory:")
        #expect(DatabaseLocation.file(path: "/data/:memory:").sqliteFileName == "/data/:memory:")
        #expect(DatabaseLocation.inMemory.sqliteFileName == ":memory:")
    }

    @Test("A statement keeps its connection open")
    func statementKeepsConnection() throws {
        var connection: DatabaseConnection? = try DatabaseConnection(.inMemory)
        let statement = try #require(connection).prepare("SELECT 'still open'")
        weak let weakConnection = connection
        connection = nil
        #expect(weakConnection != nil)
        #expect(try statement.rows { try $0.column(0, as: String.self) } == ["still open"])
    }

    /// The names in the table `trips`, sorted.
    private func names(in connection: DatabaseConnection) throws -> [String] {
        try connection.prepare("SELECT name FROM trips ORDER BY name").rows { try $0.column(0, as: String.self) }
    }
}
