import Foundation
import Testing
@testable import TravelModel

/// Each expense's currency: kept with its amount in the database, given to the amounts of earlier versions
/// (schema 2, `expenses.json`) as the currency the app showed them in, and the sample's the app's.
@Suite("Expense currencies")
@MainActor
struct ExpenseCurrencyTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func now() throws -> Date { try moment(calendar(), 2026, 11, 29, 14, 15, 2) }

    static func open(_ directory: TemporaryDirectory, currencyCode: String) throws -> BudgetOpening {
        try BudgetOpening.open(
            directory: directory.url, lock: nil, now: try now(), calendar: try calendar(), currencyCode: currencyCode)
    }

    /// A database file at `url` as version 2 made it, by the steps of that version.
    static func version2(at url: URL) throws -> DatabaseConnection {
        let connection = try DatabaseConnection(.file(path: url.path))
        try DatabaseSchema.migrate(connection, currencyCode: "unused", to: 2)
        return connection
    }

    static func expense(_ title: String, _ amount: String, _ currencyCode: String) throws -> Expense {
        Expense(title: title, amount: try decimal(amount), currencyCode: currencyCode, category: .other, date: try now())
    }

    @Test("Each expense keeps its own currency through the database and a restart")
    func currencyRoundTrip() throws {
        let directory = try TemporaryDirectory()
        let mine = [
            try Self.expense("Sushi", "1200", "JPY"), try Self.expense("Coffee", "3.40", "EUR"),
            try Self.expense("Taxi", "18.75", "USD"), try Self.expense("Dinar", "1.234", "KWD"),
        ]
        do {
            let store = try Self.open(directory, currencyCode: "EUR").store
            store.add(contentsOf: mine)
            store.database.flush()
        }
        let store = try Self.open(directory, currencyCode: "GBP").store
        for expense in mine {
            #expect(store.expense(id: expense.id) == expense, "\(expense.title)")
        }
    }

    @Test("The sample data is in the app's currency")
    func sampleInTheAppsCurrency() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory, currencyCode: "EUR").store
        #expect(!store.expenses.isEmpty)
        #expect(store.expenses.allSatisfy { $0.currencyCode == "EUR" })
        #expect(BudgetStore.sample(currencyCode: "JPY").expenses.allSatisfy { $0.currencyCode == "JPY" })
    }

    @Test("The amounts of an expenses.json, which has no currencies, are imported in the app's currency")
    func jsonImportTakesTheAppsCurrency() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(BudgetDocument.self, directory: directory.url, calendar: try Self.calendar())
        try file.save([try Self.expense("Tea", "3.5", "USD"), try Self.expense("Hotel", "842.60", "USD")])
        let store = try Self.open(directory, currencyCode: "CHF").store
        #expect(store.expenses.map(\.title) == ["Tea", "Hotel"])
        #expect(store.expenses.map(\.currencyCode) == ["CHF", "CHF"])
        #expect(store.expenses.map(\.amount) == [try decimal("3.5"), try decimal("842.60")])
    }

    @Test("A database of version 2 gets version 3: its amounts in the app's currency, rows, order and ids kept")
    func migratesVersion2() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(AppDatabase.fileName)
        let date = try Self.now().timeIntervalSinceReferenceDate
        let ids = [UUID(), UUID(), UUID()]
        do {
            let old = try Self.version2(at: url)
            #expect(try old.userVersion() == 2)
            // Entered out of the order of the ids, with a gap, as deletes leave them.
            let insert = try old.prepare("""
                INSERT INTO expense (entered, id, title, amount, category_id, category_title, category_symbol, date)
                VALUES (?, ?, ?, ?, 'other', 'Other', 'tag', ?)
                """)
            for (entered, id, title, amount) in [(1, ids[2], "Ryokan", "389.00"), (4, ids[0], "Tea", "3.5"), (7, ids[1], "Rail", "312.45")] {
                try insert.bind([Int64(entered), id.uuidString, title, amount, date])
                try insert.execute()
            }
            try old.execute("INSERT INTO setting (key, value) VALUES ('budget.origin', 'sample')")
        }

        let store = try Self.open(directory, currencyCode: "EUR").store
        #expect(store.expenses.map(\.id) == [ids[2], ids[0], ids[1]])
        #expect(store.expenses.map(\.title) == ["Ryokan", "Tea", "Rail"])
        #expect(store.expenses.map(\.currencyCode) == ["EUR", "EUR", "EUR"])
        #expect(store.expenses.map(\.amount) == [try decimal("389.00"), try decimal("3.5"), try decimal("312.45")])
        let late = try Self.expense("Later", "1", "JPY")
        store.add(late)
        #expect(store.expenses.map(\.id) == [ids[2], ids[0], ids[1], late.id])
        store.database.flush()

        let reader = try DatabaseConnection(.file(path: url.path), access: .readOnly)
        #expect(try reader.userVersion() == DatabaseSchema.currentVersion)
        let columns = try reader.prepare("SELECT name FROM pragma_table_info('expense')").rows { try $0.column(0, as: String.self) }
        #expect(columns.suffix(4) == ["currency", "title_key", "trip", "known_readable"])
        // Once: the next start keeps what the first one wrote.
        let again = try Self.open(directory, currencyCode: "USD").store
        #expect(again.expenses.map(\.currencyCode) == ["EUR", "EUR", "EUR", "JPY"])
    }

    @Test("A migration that fails leaves the database at version 2, as it was")
    func failedMigrationChangesNothing() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(AppDatabase.fileName)
        do {
            let old = try Self.version2(at: url)
            #expect(try old.userVersion() == 2)
            try old.execute("""
                INSERT INTO expense (id, title, amount, category_id, category_title, category_symbol, date)
                VALUES ('\(UUID().uuidString)', 'Tea', '3.5', 'other', 'Other', 'tag', 0);
                CREATE TABLE expense_with_currency (x TEXT);
                """)
        }
        #expect(throws: DatabaseError.self) { try AppDatabase.open(at: url, currencyCode: "EUR") }
        let reader = try DatabaseConnection(.file(path: url.path), access: .readOnly)
        #expect(try reader.userVersion() == 2)
        let columns = try reader.prepare("SELECT name FROM pragma_table_info('expense')").rows { try $0.column(0, as: String.self) }
        #expect(!columns.contains("currency"))
        #expect(try reader.prepare("SELECT title FROM expense").rows { try $0.column(0, as: String.self) } == ["Tea"])
    }
}
