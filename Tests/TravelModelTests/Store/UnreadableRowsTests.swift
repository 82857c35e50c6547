import Foundation
import Glibc
import Testing
@testable import TravelModel

/// Rows the app cannot read (written by another tool, or damaged) are left out, counted and said, the rest
/// shown; totals and charts leave out the same rows; a page that cannot be read is said as such; and nothing
/// the app could not read is ever written over.
@Suite("Rows that cannot be read")
@MainActor
struct UnreadableRowsTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func november(_ day: Int) throws -> Date { try moment(calendar(), 2026, 11, day) }

    /// The two good expenses of November every test starts with.
    static func goodExpenses() throws -> [Expense] {
        [
            Expense(title: "Tea", amount: try decimal("3.50"), category: .foodAndDrink, date: try november(3)),
            Expense(title: "Hotel", amount: try decimal("120.25"), category: .lodging, date: try november(5)),
        ]
    }

    /// A database file with the good expenses and the sample trips, closed again.
    static func makeDatabase(in directory: TemporaryDirectory) throws -> URL {
        let url = directory.appending(AppDatabase.fileName)
        let calendar = try calendar()
        try {
            let database = try AppDatabase.open(at: url)
            try database.writeNow { connection in
                try ExpenseTable.insert(try goodExpenses(), in: connection)
                let trips = TripStore.sample(now: try november(20), calendar: calendar).sortedTripsWithActivities()
                try TripTable.upsert(trips, timeZone: calendar.timeZone, in: connection)
            }
        }()
        return url
    }

    /// Changes the file with a connection of its own, as another tool would; with `loosening`, the tables'
    /// types and NOT NULL are no longer enforced first, so that any value can be written.
    static func tamper(_ url: URL, loosening: Bool = false, _ change: (DatabaseConnection) throws -> Void) throws {
        if loosening {
            let connection = try DatabaseConnection(.file(path: url.path))
            try connection.execute("""
                PRAGMA writable_schema = ON;
                UPDATE sqlite_master SET sql = replace(replace(replace(sql, ' STRICT,', ''), ' STRICT', ''), 'NOT NULL', '')
                    WHERE type = 'table';
                PRAGMA writable_schema = OFF;
                """)
        }
        try change(try DatabaseConnection(.file(path: url.path)))
    }

    /// Runs one statement with values.
    static func run(_ sql: String, _ values: [any DatabaseValueConvertible], on connection: DatabaseConnection) throws {
        let statement = try connection.prepare(sql)
        try statement.bind(values)
        try statement.execute()
    }

    /// Every row of a table exactly as stored (`quote` of each column), in the order of `order`.
    static func rows(of table: String, order: String, in url: URL) throws -> [String] {
        let connection = try DatabaseConnection(.file(path: url.path), access: .readOnly)
        let columns = try connection.prepare("SELECT name FROM pragma_table_info('\(table)')").rows { try $0.column(0, as: String.self) }
        let quoted = columns.map { "quote(\($0))" }.joined(separator: " || '|' || ")
        return try connection.prepare("SELECT \(quoted) FROM \(table) ORDER BY \(order)").rows { try $0.column(0, as: String.self) }
    }

    // MARK: Expenses

    /// A bad row of each kind: what is written over the third expense of November, whether the schema has to
    /// be loosened for it, and what the reason says.
    nonisolated static let badExpenses: [(set: String, value: DatabaseValue, loosening: Bool, reason: String)] = [
        ("amount", .text("abc"), false, "the amount \"abc\" is not a number"),
        ("amount", .text("1e400"), false, "the amount \"1e400\" is not a number"),
        ("amount", .null, true, "(amount) holds NULL"),
        ("amount", .text("1\u{301}"), false, "is not a number"),
        ("amount", .text("12\u{0}34"), false, "is not a number"),
        ("amount", .text(String(repeating: "9", count: 400)), false, "is not a number"),
        ("id", .text("not-a-uuid"), false, "the id \"not-a-uuid\" is not a UUID"),
        ("id", .text(UUID().uuidString + "\u{0}x"), false, "is not a UUID"),
        ("title", .null, true, "(title) holds NULL"),
        ("currency", .blob(Data([0, 1])), true, "(currency) holds BLOB"),
        ("category_title", .blob(Data([0xFF])), true, "(category_title) holds BLOB"),
    ]

    @Test("A bad row is left out of its month, its totals and its charts, counted and said; the rest is shown",
          arguments: badExpenses.indices)
    func aBadExpenseIsLeftOutAndSaid(index: Int) throws {
        let bad = Self.badExpenses[index]
        let directory = try TemporaryDirectory()
        let url = try Self.makeDatabase(in: directory)
        let victim = Expense(title: "Victim", amount: 99, category: .foodAndDrink, date: try Self.november(10))
        try Self.tamper(url) { try ExpenseTable.insert(victim, in: $0) }
        try Self.tamper(url, loosening: bad.loosening) { connection in
            try Self.run("UPDATE expense SET \(bad.set) = ? WHERE title = 'Victim'", [bad.value], on: connection)
        }
        let before = try Self.rows(of: "expense", order: "entered", in: url)

        let calendar = try Self.calendar()
        let store = BudgetStore(database: try AppDatabase.open(at: url))
        let day = try Self.november(15)
        #expect(store.expenses(inMonthOf: day, calendar: calendar).map(\.title) == ["Hotel", "Tea"])
        let unreadable = store.unreadableExpenses(inMonthOf: day, calendar: calendar)
        #expect(unreadable.count == 1)
        #expect(unreadable.failure == nil)
        #expect(unreadable.firstReason?.description.contains(bad.reason) == true, "\(unreadable.firstReason?.description ?? "nil")")
        #expect(unreadable.leftOutSentence(one: "expense", many: "expenses", place: "in November 2026")?
            .hasPrefix("1 expense in November 2026 could not be read and is left out: ") == true)
        #expect(store.readFailure == nil)
        // The total and the charts leave out the same row, and say so.
        #expect(store.totals(inMonthOf: day, calendar: calendar) == [Money(try decimal("123.75"), currencyCode: "USD")])
        #expect(store.spendingByCategory(inMonthOf: day, calendar: calendar).map(\.amount).reduce(0, +) == 123.75)
        let months = store.monthlySpending(endingInMonthOf: day, count: 2, calendar: calendar)
        #expect(months.map(\.unreadable.count) == [0, 1])

        // Changes to the month (an addition, an edit, a deletion) never touch the row that could not be read.
        let expenses = store.expenses(inMonthOf: day, calendar: calendar)
        try #require(expenses.count == 2)
        store.add(Expense(title: "Lunch", amount: 8, category: .foodAndDrink, date: try Self.november(12)))
        var edited = expenses[0]
        edited.title = "Grand Hotel"
        store.replace(edited)
        store.remove(id: expenses[1].id)
        #expect(store.database.flush() == nil)
        let after = try Self.rows(of: "expense", order: "entered", in: url)
        // The victim was entered last.
        let victimRow = try #require(before.last)
        #expect(after.contains(victimRow))
        #expect(after.count == before.count)
    }

    @Test("The database's test of a row agrees with the app's, amount by amount")
    func theDatabaseAndTheAppReadTheSameAmounts() throws {
        let directory = try TemporaryDirectory()
        let url = try Self.makeDatabase(in: directory)
        let amounts = [
            "0", "-0", "12.34", "-0.5", "007", "1.000", String(repeating: "9", count: ExpenseTable.maximumAmountLength),
            "0." + String(repeating: "0", count: ExpenseTable.maximumAmountLength - 3) + "1",
            String(repeating: "9", count: 38), String(repeating: "9", count: 39), "1" + String(repeating: "0", count: 120),
            StoredAmount.largestSignificand, "-0." + StoredAmount.largestSignificand + "00", "340282366920938463463374607431768211456",
            "1." + String(repeating: "0", count: 36) + "1", "0.00" + String(repeating: "7", count: 38) + "000",
            String(repeating: "1", count: 50), String(repeating: "1", count: 48) + ".25",
            "", "-", ".5", "5.", "1.2.3", "+1", " 1", "1 ", "1e5", "0x10", "１２", "١٢", "--1", "-.5", "1\u{301}",
            "12\u{0}34", String(repeating: "9", count: ExpenseTable.maximumAmountLength + 1), "1,5", "NaN", "inf",
        ]
        let connection = try DatabaseConnection(.file(path: url.path))
        for amount in amounts {
            let expense = Expense(title: "Probe", amount: 1, category: .other, date: try Self.november(20))
            try ExpenseTable.insert(expense, in: connection)
            try Self.run("UPDATE expense SET amount = ? WHERE id = ?", [amount, expense.id.uuidString], on: connection)
            let database = try connection.prepare("SELECT \(ExpenseTable.readableRow) FROM expense WHERE id = ?")
            try database.bind(expense.id.uuidString, at: 1)
            let readable = try database.rows { try $0.column(0, as: Int.self) }.first == 1
            let app = try ExpenseTable.expense(id: expense.id, from: connection)
            #expect(readable == (app != nil), "\(amount.debugDescription)")
            try ExpenseTable.delete([expense.id], in: connection)
        }
    }

    @Test("A month's sums test each row only when the index of unreadable rows has one of the month, also one written before the index")
    func theIndexOfUnreadableRowsSaysWhichMonthsHaveOne() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(AppDatabase.fileName)
        // A database of version 3, with a bad row, then brought to the current version.
        let october = try moment(Self.calendar(), 2026, 10, 10)
        try {
            let connection = try DatabaseConnection(.file(path: url.path))
            try DatabaseSchema.migrate(connection, currencyCode: "USD", to: 3)
            let bad = Expense(title: "Bad", amount: 7, category: .other, date: try Self.november(9))
            let museum = Expense(title: "Museum", amount: 12, category: .activities, date: october)
            // Version 3's columns: no title key yet.
            for expense in try Self.goodExpenses() + [bad, museum] {
                try Self.run("""
                    INSERT INTO expense (\(expenseColumnsBeforeTrips)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, [expense.id.uuidString, expense.title, "\(expense.amount)", expense.category.id, expense.category.title,
                          expense.category.symbol, expense.date.timeIntervalSinceReferenceDate, expense.currencyCode],
                    on: connection)
            }
            try Self.run("UPDATE expense SET amount = '1e400' WHERE id = ?", [bad.id.uuidString], on: connection)
        }()
        let connection = try DatabaseConnection(.file(path: url.path))
        try DatabaseSchema.migrate(connection, currencyCode: "USD")
        let calendar = try Self.calendar()
        let novemberInterval = try #require(calendar.dateInterval(of: .month, for: try Self.november(1)))
        let octoberInterval = try #require(calendar.dateInterval(of: .month, for: october))
        let november = novemberInterval.start..<novemberInterval.end, octoberMonth = octoberInterval.start..<octoberInterval.end
        #expect(try ExpenseTable.hasUnreadableRows(in: .dated(november), from: connection))
        #expect(try !ExpenseTable.hasUnreadableRows(in: .dated(octoberMonth), from: connection))
        #expect(try ExpenseTable.totals(in: .dated(november), readableOnly: true, from: connection).amounts.map(\.amount) == [try decimal("123.75")])
        #expect(try ExpenseTable.totals(in: .dated(octoberMonth), readableOnly: false, from: connection).amounts.map(\.amount) == [12])
        // A row that goes bad later is in the index at once, and out of it once it is mended.
        try Self.run("UPDATE expense SET amount = 'lots' WHERE title = 'Museum'", [], on: connection)
        #expect(try ExpenseTable.hasUnreadableRows(in: .dated(octoberMonth), from: connection))
        try Self.run("UPDATE expense SET amount = '12.00' WHERE title = 'Museum'", [], on: connection)
        #expect(try !ExpenseTable.hasUnreadableRows(in: .dated(octoberMonth), from: connection))
        let sums = ExpenseTable.spending(in: .dated(november), from: connection)
        #expect(sums.unreadable.count == 1 && sums.rows.reduce(0) { $0 + $1.amount } == 123.75)
    }

    @Test("Every amount of the form the app writes, up to the longest it reads, is a finite Decimal")
    func everyReadableAmountIsADecimal() {
        var generator = SplitMix64(seed: 20)
        for _ in 0..<5_000 {
            // Up to the most significant digits, with zeros around them up to the longest amount.
            let length = Int.random(in: 1...StoredAmount.largestSignificand.count - 1, using: &generator)
            let zeros = Int.random(in: 0...ExpenseTable.maximumAmountLength - 2 - length, using: &generator)
            var text = String((0..<length).map { _ in "0123456789".randomElement(using: &generator) ?? "0" })
            text = Bool.random(using: &generator) ? text + String(repeating: "0", count: zeros) : String(repeating: "0", count: zeros) + text
            if Bool.random(using: &generator), text.count > 1 {
                let point = text.index(text.startIndex, offsetBy: Int.random(in: 1..<text.count, using: &generator))
                text.insert(".", at: point)
            }
            if Bool.random(using: &generator) { text = "-" + text }
            let value = StoredAmount.value(of: text)
            #expect(value != nil && value?.isNaN == false, "\(text)")
        }
    }

    @Test("An expense whose date cannot be read is in no month, and counted",
          arguments: [(DatabaseValue.text("yesterday"), true), (.null, true), (.real(.infinity), false), (.real(-.infinity), false)])
    func anUndatedExpenseIsCounted(date: DatabaseValue, loosening: Bool) throws {
        let directory = try TemporaryDirectory()
        let url = try Self.makeDatabase(in: directory)
        try Self.tamper(url, loosening: loosening) { connection in
            try Self.run("UPDATE expense SET date = ? WHERE title = 'Tea'", [date], on: connection)
        }
        let store = BudgetStore(database: try AppDatabase.open(at: url))
        #expect(store.expensesInNoMonth.count == 1)
        #expect(store.readFailure == nil)
        #expect(store.expenses(inMonthOf: try Self.november(1), calendar: try Self.calendar()).map(\.title) == ["Hotel"])
        #expect(store.expensesInNoMonth.leftOutSentence(one: "expense", many: "expenses", place: "without a date") != nil)
    }

    @Test("A damaged page of the expenses is said, not shown as an empty month, and never written over")
    func aDamagedPageIsSaidAndNeverWrittenOver() throws {
        let directory = try TemporaryDirectory()
        let url = try Self.makeDatabase(in: directory)
        let page = try Self.damageRootPage(of: "expense", in: url)

        let calendar = try Self.calendar()
        let store = BudgetStore(database: try AppDatabase.open(at: url))
        let day = try Self.november(15)
        #expect(store.expenses(inMonthOf: day, calendar: calendar).isEmpty)
        let unreadable = store.unreadableExpenses(inMonthOf: day, calendar: calendar)
        #expect(unreadable.failure?.description.contains("SQLite error 11") == true, "\(unreadable)")
        #expect(unreadable.failureSentence(many: "expenses", place: "in November 2026")?
            .hasPrefix("The expenses in November 2026 could not all be read: ") == true)
        #expect(store.readFailure != nil)
        // Nothing is changed from now on, in this month or another.
        store.add(Expense(title: "Lunch", amount: 8, category: .foodAndDrink, date: try Self.november(12)))
        store.add(Expense(title: "Later", amount: 8, category: .foodAndDrink, date: try moment(calendar, 2026, 12, 2)))
        #expect(store.expenses(inMonthOf: day, calendar: calendar).isEmpty)
        #expect(store.database.flush() == nil)
        #expect(try Self.bytes(ofPage: page, in: url) == Self.garbage(size: page.size))
    }

    // MARK: Trips

    /// A bad trip of each kind: the SQL that makes it, whether the schema has to be loosened first, and what
    /// the reason says. Each is done to Keukenhof, whose activities are in the sample.
    nonisolated static let badTrips: [(sql: String, value: DatabaseValue, loosening: Bool, reason: String)] = [
        ("UPDATE trip SET id = ? WHERE name = 'Keukenhof'", .text("nope"), false, "the id \"nope\" is not a UUID"),
        ("UPDATE trip SET last_viewed = ? WHERE name = 'Keukenhof'", .text("\u{1B}]0;pwned\u{07}"), false,
         "the day \"\u{1B}]0;pwned\u{07}\" is not a day"),
        ("UPDATE trip SET last_viewed = ? WHERE name = 'Keukenhof'", .text(String(repeating: "x", count: 1_000_000)), false,
         "the day \"\(String(repeating: "x", count: 39))\u{2026}\" is not a day"),
        ("UPDATE trip SET last_viewed = ? WHERE name = 'Keukenhof'", .text("2026-02-30"), false, "is not a day"),
        ("UPDATE trip SET subtitle = ? WHERE name = 'Keukenhof'", .null, true, "(subtitle) holds NULL"),
        ("UPDATE trip SET photo = ? WHERE name = 'Keukenhof'", .blob(Data([1])), true, "(photo) holds BLOB"),
    ]

    /// A bad activity of each kind, done to Keukenhof's: the SQL, whether the schema has to be loosened first.
    nonisolated static let badActivities: [(sql: String, value: DatabaseValue, loosening: Bool)] = [
        ("UPDATE activity SET id = ? WHERE trip = (SELECT id FROM trip WHERE name = 'Keukenhof')", .text("nope"), false),
        ("UPDATE activity SET done = ? WHERE trip = (SELECT id FROM trip WHERE name = 'Keukenhof')", .text("yes"), true),
        ("UPDATE activity SET name = ? WHERE trip = (SELECT id FROM trip WHERE name = 'Keukenhof') AND position = 1", .blob(Data([1])), true),
    ]

    @Test("A trip one of whose activities cannot be read is shown with its counts, its list said unreadable, and never written over",
          arguments: badActivities.indices)
    func aTripWithABadActivityIsNeverWritten(index: Int) throws {
        let bad = Self.badActivities[index]
        let directory = try TemporaryDirectory()
        let url = try Self.makeDatabase(in: directory)
        try Self.tamper(url, loosening: bad.loosening) { try Self.run(bad.sql, [bad.value], on: $0) }
        let before = (try Self.rows(of: "trip", order: "name", in: url), try Self.rows(of: "activity", order: "trip, position", in: url))

        let store = try TripStore(database: try AppDatabase.open(at: url), calendar: try Self.calendar())
        #expect(store.unreadableTrips.isEmpty)
        let keukenhof = try #require(store.sortedTrips.first { $0.name == "Keukenhof" })
        #expect(keukenhof.activityCount > 0, "its counts are shown")
        #expect(store.activitiesReadFailure(ofTrip: keukenhof.id) == nil, "not known before its list is asked for")
        #expect(store.activities(ofTrip: keukenhof.id).isEmpty)
        let reason = try #require(store.activitiesReadFailure(ofTrip: keukenhof.id))
        #expect(!reason.description.isEmpty && reason.description.count < 200, "\(reason)")

        // Its changes are refused; the other trips' are made.
        store.renameTrip(id: keukenhof.id, to: "Tulips")
        store.markTripViewed(id: keukenhof.id, now: try Self.november(25))
        store.addActivity(named: "Windmills", toTrip: keukenhof.id)
        store.removeTrip(id: keukenhof.id)
        #expect(store.trip(id: keukenhof.id)?.name == "Keukenhof")
        let kyoto = try #require(store.sortedTrips.first { $0.name == "Kyōto" })
        store.renameTrip(id: kyoto.id, to: "Kyoto")
        #expect(store.database?.flush() == nil)
        let after = (try Self.rows(of: "trip", order: "name", in: url), try Self.rows(of: "activity", order: "trip, position", in: url))
        let keukenhofRows = before.0.filter { $0.contains("'Keukenhof'") }
        #expect(!keukenhofRows.isEmpty && keukenhofRows.allSatisfy(after.0.contains))
        let id = try #require(keukenhofRows.first?.split(separator: "|").first)
        #expect(before.1.filter { $0.hasPrefix(id + "|") } == after.1.filter { $0.hasPrefix(id + "|") })
        #expect(after.0.contains { $0.contains("'Kyoto'") })
    }

    @Test("A trip that cannot be read is left out, counted and said, and never written over",
          arguments: badTrips.indices)
    func aBadTripIsLeftOutAndSaid(index: Int) throws {
        let bad = Self.badTrips[index]
        let directory = try TemporaryDirectory()
        let url = try Self.makeDatabase(in: directory)
        try Self.tamper(url, loosening: bad.loosening) { try Self.run(bad.sql, [bad.value], on: $0) }
        let before = (try Self.rows(of: "trip", order: "name", in: url), try Self.rows(of: "activity", order: "trip, position", in: url))

        let calendar = try Self.calendar()
        let store = try TripStore(database: try AppDatabase.open(at: url), calendar: calendar)
        let sample = TripStore.sample(now: try Self.november(20), calendar: calendar)
        #expect(Set(store.trips.values.map(\.name)) == Set(sample.trips.values.map(\.name)).subtracting(["Keukenhof"]))
        #expect(store.unreadableTrips.count == 1)
        #expect(store.unreadableTrips.firstReason?.description.contains(bad.reason) == true, "\(store.unreadableTrips.firstReason?.description ?? "nil")")
        #expect(store.unreadableTrips.leftOutSentence(one: "trip", many: "trips")?.hasPrefix("1 trip could not be read and is left out: ") == true)
        #expect((store.unreadableTrips.firstReason?.description.count ?? 0) < 200)

        // Changes to the other trips, and a new one, leave the trip that could not be read as it was.
        let kyoto = try #require(store.sortedTrips.first { $0.name == "Kyōto" })
        store.renameTrip(id: kyoto.id, to: "Kyoto")
        store.toggleActivity(id: try #require(store.activities(ofTrip: kyoto.id).first?.id), inTrip: kyoto.id)
        store.addTrip(name: "Nara", collectionID: "spring-blossoms", now: try Self.november(21))
        #expect(store.database?.flush() == nil)
        let after = (try Self.rows(of: "trip", order: "name", in: url), try Self.rows(of: "activity", order: "trip, position", in: url))
        let keukenhof = before.0.filter { $0.contains("'Keukenhof'") }
        #expect(!keukenhof.isEmpty && keukenhof.allSatisfy(after.0.contains))
        let id = try #require(keukenhof.first?.split(separator: "|").first)
        #expect(before.1.filter { $0.hasPrefix(id + "|") } == after.1.filter { $0.hasPrefix(id + "|") })
    }

    @Test("What is only worked out from a trip (the key of its name, its folded text) is worked out again when it cannot be read")
    func derivedColumnsAreWorkedOutAgain() throws {
        let directory = try TemporaryDirectory()
        let url = try Self.makeDatabase(in: directory)
        try Self.tamper(url, loosening: true) { connection in
            try connection.execute("UPDATE trip SET name_key = NULL, search_text = 'not a blob' WHERE name = 'Keukenhof'")
        }
        let store = try TripStore(database: try AppDatabase.open(at: url), calendar: try Self.calendar())
        #expect(store.unreadableTrips.isEmpty)
        #expect(store.trips(matching: "tulip").map(\.name) == ["Keukenhof"])
        #expect(store.sortedTrips.contains { $0.name == "Keukenhof" })
    }

    @Test("An activity whose trip cannot be told is counted")
    func anOrphanActivityIsCounted() throws {
        let directory = try TemporaryDirectory()
        let url = try Self.makeDatabase(in: directory)
        try Self.tamper(url, loosening: true) { connection in
            try Self.run("INSERT INTO activity (trip, position, id, name, done) VALUES (?, 0, ?, 'Lost', 0)",
                         [Data([1, 2]), UUID().uuidString], on: connection)
        }
        let store = try TripStore(database: try AppDatabase.open(at: url), calendar: try Self.calendar())
        #expect(store.unreadableActivities.count == 1)
        #expect(store.unreadableTrips.isEmpty)
    }

    @Test("A damaged page of the trips stops the start: the database itself cannot be read")
    func aDamagedTripPageStopsTheStart() throws {
        let directory = try TemporaryDirectory()
        let url = try Self.makeDatabase(in: directory)
        _ = try Self.damageRootPage(of: "trip", in: url)
        #expect(throws: DatabaseError.self) { try TripStore(database: try AppDatabase.open(at: url), calendar: try Self.calendar()) }
    }

    @Test("Messages quote a title short; undo names hold it whole, for the app's words to cut")
    func undoNamesAreShort() throws {
        let long = String(repeating: "\u{1B}]0;x\u{07}", count: 200_000)
        #expect(MessageQuote.excerpt(long).count == MessageQuote.maximumLength)
        #expect(MessageQuote.excerpt(long).hasSuffix("\u{2026}"))
        #expect(MessageQuote.excerpt("Tea") == "Tea")
        #expect(MessageQuote.quoted("Tea") == "\"Tea\"")
        let registry = NameRecorder()
        let store = BudgetStore()
        store.undoRegistry = registry
        store.add(Expense(title: long, amount: 1, category: .other, date: try Self.november(1)))
        let trips = TripStore()
        trips.undoRegistry = registry
        trips.addTrip(name: long, collectionID: "spring-blossoms")
        #expect(registry.names == [.add(long), .add(long)])
    }

    // MARK: Damage

    /// A page of a database file: its number (from 1) and size.
    struct Page {
        let number: Int
        let size: Int
    }

    /// Writes garbage over the root page of `table` (the file is closed: its log has been copied in).
    static func damageRootPage(of table: String, in url: URL) throws -> Page {
        let page = try {
            let connection = try DatabaseConnection(.file(path: url.path), access: .readOnly)
            let statement = try connection.prepare("SELECT rootpage FROM sqlite_master WHERE name = ?")
            try statement.bind(table, at: 1)
            let number = try #require(try statement.rows { try $0.column(0, as: Int.self) }.first)
            let size = try #require(try connection.prepare("PRAGMA page_size").rows { try $0.column(0, as: Int.self) }.first)
            return Page(number: number, size: size)
        }()
        let log = URL(fileURLWithPath: url.path + "-wal")
        #expect(try !FileManager.default.fileExists(atPath: log.path) || contents(of: log).isEmpty)
        let handle = try FileHandle(forUpdating: url)
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64((page.number - 1) * page.size))
        try handle.write(contentsOf: garbage(size: page.size))
        return page
    }

    static func garbage(size: Int) -> Data {
        Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
    }

    static func bytes(ofPage page: Page, in url: URL) throws -> Data {
        let data = try contents(of: url)
        return data.subdata(in: (page.number - 1) * page.size..<page.number * page.size)
    }
}

/// Records the names changes are registered for undo under.
@MainActor
private final class NameRecorder: UndoRegistering {
    var names: [UndoActionName] = []

    func registerUndo(named name: UndoActionName, _ undo: @escaping @MainActor () -> Void) {
        names.append(name)
    }
}
