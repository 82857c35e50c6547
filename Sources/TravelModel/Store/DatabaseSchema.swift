/// The schema of the app's database and how each version of it is made from the one before.
///
/// The version is SQLite's `user_version`: 0 in a new file. Each migration runs in the transaction that also
/// sets the version, so a database is always at one version or the next, never halfway.
enum DatabaseSchema {
    /// The SQL of the steps from version 0 that are SQL alone, in order: step n makes version n + 1.
    private static let scripts: [String] = [
        // Version 1: the expenses, and settings. An amount is exact decimal text; a date is seconds since 2001
        // (a `Date`, exactly); `entered`, the row id, orders expenses by when they were entered (a new row
        // gets the next one).
        // `setting` keeps small facts by key, such as where the budget's first expenses came from.
        """
        CREATE TABLE expense (
            entered INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            title TEXT NOT NULL,
            amount TEXT NOT NULL,
            category_id TEXT NOT NULL,
            category_title TEXT NOT NULL,
            category_symbol TEXT NOT NULL,
            date REAL NOT NULL
        ) STRICT;
        CREATE INDEX expense_by_date ON expense (date, entered);
        CREATE TABLE setting (
            key TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        ) STRICT;
        """,
        // Version 2: the trips and their activities. `last_viewed` is a day, "yyyy-MM-dd" (the same day in
        // any time zone); `name_key` orders names as the screens do (`NameOrderKey`); `search_text` is the
        // trip's text folded for search (`TripSearchIndex`); an activity's `position` is its place in its
        // trip's list.
        """
        CREATE TABLE trip (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL,
            subtitle TEXT NOT NULL,
            photo TEXT,
            collection TEXT NOT NULL,
            last_viewed TEXT NOT NULL,
            search_text BLOB NOT NULL
        ) STRICT;
        CREATE INDEX trip_by_collection ON trip (collection, name_key, id);
        CREATE INDEX trip_by_last_viewed ON trip (last_viewed);
        CREATE TABLE activity (
            trip TEXT NOT NULL,
            position INTEGER NOT NULL,
            id TEXT NOT NULL,
            name TEXT NOT NULL,
            done INTEGER NOT NULL,
            PRIMARY KEY (trip, position)
        ) STRICT, WITHOUT ROWID;
        """,
    ]

    /// One step from a version to the next.
    private enum Migration {
        /// SQL alone.
        case script(String)
        /// Version 3 (`addCurrency`).
        case addCurrency
        /// Version 5 (`addTitleKey`).
        case addTitleKey
        /// Version 7 (`addSearchAndLimits`).
        case addSearchAndLimits
        /// Version 9 (`addKnownReadable`).
        case addKnownReadable
    }

    /// The steps from version 0, in order: step n makes version n + 1. Version 4: the index of the expenses
    /// that cannot be read, by date (`ExpenseTable.legacyUnreadableIndex`), so that a month's sums test each row
    /// only when the month has one. Version 8: the index of a trip's spending by category
    /// (`ExpenseTable.tripSpendingIndex`), so that a trip's chart is summed from the index alone.
    private static let migrations: [Migration] = scripts.map(Migration.script)
        + [.addCurrency, .script(ExpenseTable.legacyUnreadableIndex.definition), .addTitleKey, .script(tripMoney),
           .addSearchAndLimits, .script(ExpenseTable.tripSpendingIndexDefinition), .addKnownReadable]

    /// Version 6: money that belongs to trips. An expense may name the trip it was for (`trip`, the trip's id,
    /// or NULL), and the expenses that do are indexed by trip in list order with their amounts
    /// (`ExpenseTable.tripOrderIndex`), so that a trip's list pages and its totals read the index alone. A trip
    /// may have dates (`first_day`, `last_day`: days as `last_viewed` is one, or NULL) and a budget (`budget`,
    /// exact decimal text as an expense's amount, in `budget_currency`; both NULL for none). Columns added:
    /// no row is rewritten, and the new index holds only the expenses that name a trip (none yet).
    private static let tripMoney = """
        ALTER TABLE expense ADD COLUMN trip TEXT;
        \(ExpenseTable.tripOrderIndexDefinition);
        ALTER TABLE trip ADD COLUMN first_day TEXT;
        ALTER TABLE trip ADD COLUMN last_day TEXT;
        ALTER TABLE trip ADD COLUMN budget TEXT;
        ALTER TABLE trip ADD COLUMN budget_currency TEXT;
        """

    /// Version 7: expenses found by their words, and limits on the spending of a category in a month. Every
    /// expense's title, category, trip name and amount are indexed for full-text search
    /// (`ExpenseSearchIndex`, kept up to date by triggers on the `expense` and `trip` tables), and each
    /// category may have a monthly limit (`category_limit`: the category's id, an amount as exact decimal text
    /// as an expense's, and its currency's ISO code). Indexing a million expenses takes some seconds: the
    /// rows are counted through a SQL function as they are read, and `progress` told every
    /// `progressInterval` of them, as the title keys of version 5 are, then the index as made.
    private static func addSearchAndLimits(_ connection: DatabaseConnection, progress: (DatabaseUpdateProgress) -> Void) throws {
        try connection.execute("""
            CREATE TABLE category_limit (
                category TEXT PRIMARY KEY NOT NULL,
                amount TEXT NOT NULL,
                currency TEXT NOT NULL
            ) STRICT;
            \(ExpenseSearchIndex.definition)
            """)
        // The rows are counted as they are read, before they are sorted by their keys and indexed: the
        // indexing is said as one index made after them.
        let total = try withCountedRows(in: connection, indexCount: 1, progress: progress, { $0 }) { counted in
            try connection.execute(ExpenseSearchIndex.fill(titles: counted))
        }
        progress(DatabaseUpdateProgress(rowsDone: total, totalRows: total, indexesMade: 1, indexCount: 1))
        try connection.execute(ExpenseSearchIndex.triggers)
    }

    /// Version 9: each expense says whether it is known to be readable (`known_readable`), set as the app
    /// writes it, and the index of the rows that cannot be read becomes the index of those not known to be
    /// readable (`ExpenseTable.unreadableIndex`), whose condition costs nothing to test as a row is added.
    /// Every row is known to be readable but those the index of version 4 holds (found through it, not
    /// tested again); a trigger keeps the column true (`ExpenseTable.knownReadableTrigger`). The search index's
    /// trigger of a change is made again for the columns it indexes only, so that setting the new column (here,
    /// and whenever a row goes unreadable) does not index the row again. The rows are counted as they are
    /// written, as the title keys of version 5 are.
    private static func addKnownReadable(_ connection: DatabaseConnection, progress: (DatabaseUpdateProgress) -> Void) throws {
        let legacy = ExpenseTable.legacyUnreadableIndex.name
        try connection.execute("""
            DROP TRIGGER IF EXISTS expense_search_changed;
            \(ExpenseSearchIndex.changeTrigger);
            ALTER TABLE expense ADD COLUMN known_readable INTEGER;
            """)
        let total = try withCountedRows(in: connection, indexCount: 1, progress: progress, { $0 }) { counted in
            try connection.execute("""
                UPDATE expense SET known_readable = 1 WHERE \(counted)(id) NOT NULL AND entered NOT IN (
                    SELECT entered FROM expense INDEXED BY \(legacy) WHERE \(ExpenseTable.unreadableRow))
                """)
        }
        try connection.execute("""
            DROP INDEX \(legacy);
            \(ExpenseTable.unreadableIndexDefinition);
            \(ExpenseTable.knownReadableTrigger);
            """)
        progress(DatabaseUpdateProgress(rowsDone: total, totalRows: total, indexesMade: 1, indexCount: 1))
    }

    /// Runs `body`, a statement through every expense, with the name of a SQL function that gives `transform`
    /// of its text and counts the rows it is called for, telling `progress` every `progressInterval` of them,
    /// from none to all the expenses there are (of `indexCount` indexes made after, none yet); gives how many
    /// expenses there are.
    @discardableResult
    private static func withCountedRows(
        in connection: DatabaseConnection, indexCount: Int = 0, progress: (DatabaseUpdateProgress) -> Void,
        _ transform: @escaping (String) -> String, _ body: (String) throws -> Void
    ) throws -> Int {
        let total = try connection.prepare("SELECT count(*) FROM expense").rows { try $0.column(0, as: Int.self) }.first ?? 0
        progress(DatabaseUpdateProgress(rowsDone: 0, totalRows: total, indexCount: indexCount))
        try withoutActuallyEscaping(progress) { progress in
            var rows = 0
            let function = DatabaseTextFunction(name: "wishlist_counted") { text in
                rows += 1
                if rows % progressInterval == 0 {
                    progress(DatabaseUpdateProgress(rowsDone: rows, totalRows: total, indexCount: indexCount))
                }
                return transform(text)
            }
            try connection.withFunction(function) { try body(function.name) }
        }
        progress(DatabaseUpdateProgress(rowsDone: total, totalRows: total, indexCount: indexCount))
        return total
    }

    /// Takes a step, giving amounts stored without a currency `currencyCode`; `progress` hears how far a step
    /// that goes through every expense has come.
    private static func run(
        _ migration: Migration, in connection: DatabaseConnection, currencyCode: String,
        progress: (DatabaseUpdateProgress) -> Void
    ) throws {
        switch migration {
        case .script(let sql): try connection.execute(sql)
        case .addCurrency: try addCurrency(connection, currencyCode: currencyCode)
        case .addTitleKey: try addTitleKey(connection, progress: progress)
        case .addSearchAndLimits: try addSearchAndLimits(connection, progress: progress)
        case .addKnownReadable: try addKnownReadable(connection, progress: progress)
        }
    }

    /// Version 3: each expense has the ISO code of its currency beside its amount. The amounts of earlier
    /// versions had none; they are given `currencyCode`, the one the app showed them in. The table is made
    /// again (with the rows' `entered`, so the order of entry stays) so that the column has no default: a row
    /// never gets a currency nobody chose.
    private static func addCurrency(_ connection: DatabaseConnection, currencyCode: String) throws {
        let kept = "entered, id, title, amount, category_id, category_title, category_symbol, date"
        try connection.execute("""
            CREATE TABLE expense_with_currency (
                entered INTEGER PRIMARY KEY,
                id TEXT NOT NULL UNIQUE,
                title TEXT NOT NULL,
                amount TEXT NOT NULL,
                category_id TEXT NOT NULL,
                category_title TEXT NOT NULL,
                category_symbol TEXT NOT NULL,
                date REAL NOT NULL,
                currency TEXT NOT NULL
            ) STRICT
            """)
        let copy = try connection.prepare(
            "INSERT INTO expense_with_currency (\(kept), currency) SELECT \(kept), ? FROM expense")
        try copy.bind(currencyCode, at: 1)
        try copy.execute()
        try connection.execute("""
            DROP TABLE expense;
            ALTER TABLE expense_with_currency RENAME TO expense;
            CREATE INDEX expense_by_date ON expense (date, entered);
            """)
    }

    /// Version 5: each expense keeps the key of its title (`title_key`, `NameOrderKey`), and the expenses are
    /// indexed in the order the budget lists them (`ExpenseTable.listOrderIndex`: newest day first, titles in
    /// their key's order, the latest entered first), so that a month's screenful is read from the index
    /// without reading or sorting the month; and with their amounts by date (`ExpenseTable.amountsIndex`), so
    /// that a month's totals read the index alone. The index by date and order of entry, which both serve, goes.
    ///
    /// The keys are worked out by a SQL function written in Swift, once for each title (titles repeat: a
    /// million expenses have some tens of thousands), which counts the rows it is called for and tells
    /// `progress` every `progressInterval` of them; then the indexes are made, each said when made.
    private static func addTitleKey(_ connection: DatabaseConnection, progress: (DatabaseUpdateProgress) -> Void) throws {
        let indexes = [ExpenseTable.listOrderIndexDefinition, ExpenseTable.amountsIndexDefinition]
        try connection.execute("ALTER TABLE expense ADD COLUMN title_key TEXT NOT NULL DEFAULT ''")
        var keys = NameOrderKey.Memo()
        let total = try withCountedRows(in: connection, indexCount: indexes.count, progress: progress, { keys.key(for: $0) }) { key in
            try connection.execute("UPDATE expense SET title_key = \(key)(title)")
        }
        try connection.execute("DROP INDEX expense_by_date")
        for (made, definition) in indexes.enumerated() {
            try connection.execute(definition)
            progress(DatabaseUpdateProgress(rowsDone: total, totalRows: total, indexesMade: made + 1, indexCount: indexes.count))
        }
    }

    /// How many rows a step that goes through every expense updates between two reports of its progress.
    static let progressInterval = 4096

    /// The version this app makes and reads.
    static var currentVersion: Int32 { Int32(migrations.count) }

    /// The `application_id` of wishlist's databases ("WiSh"), set with the first version: a database with
    /// another is another program's.
    static let applicationID: Int32 = 0x5769_5368

    /// What a database file is to this app, read from its header and schema without changing anything.
    enum Standing: Equatable {
        /// Nothing in it yet (version 0, no table): a new file.
        case new
        /// Another program's database (another `application_id`, or tables without a version).
        case foreign
        /// Wishlist's, at this schema version (which may be older or newer than `currentVersion`).
        case version(Int32)
    }

    /// What the database of `connection` is to this app; reads only.
    static func standing(of connection: DatabaseConnection) throws -> Standing {
        let version = try connection.userVersion()
        let application = try connection.prepare("PRAGMA application_id").rows { try $0.column(0, as: Int64.self) }.first ?? 0
        let tables = try connection.prepare("SELECT count(*) FROM sqlite_master").rows { try $0.column(0, as: Int64.self) }.first ?? 0
        if version == 0 { return tables == 0 ? .new : .foreign }
        return application == Int64(applicationID) ? .version(version) : .foreign
    }

    /// The message of a database written by a newer version of wishlist, schema `version`.
    static func newerVersionMessage(_ version: Int32) -> String {
        "the data was written by a newer version of wishlist (schema \(version), this one knows \(currentVersion))"
    }

    /// Throws unless the database is new (nothing in it) or wishlist's, at a version this app knows; reads
    /// only, so that another program's file, or a newer version's, is left exactly as it was.
    static func checkOwnership(_ connection: DatabaseConnection) throws {
        switch try standing(of: connection) {
        case .new:
            return
        case .foreign:
            throw DatabaseError(code: .notADatabase, message: "the file is another program's database")
        case .version(let version):
            guard version <= currentVersion else {
                throw DatabaseError(code: .error, message: newerVersionMessage(version))
            }
        }
    }

    /// Brings a database up to the current version (or `target`, for tests of a later step; after
    /// `checkOwnership`), giving the amounts of earlier versions, stored without a currency, `currencyCode`;
    /// `progress` hears how far a step that goes through every expense has come, while one runs.
    ///
    /// - Throws: `DatabaseError` when a step fails, or when the database is not one this app can use (see
    ///   `checkOwnership`).
    static func migrate(
        _ connection: DatabaseConnection, currencyCode: String, to target: Int32 = currentVersion,
        progress: (DatabaseUpdateProgress) -> Void = { _ in }
    ) throws {
        try checkOwnership(connection)
        let version = try connection.userVersion()
        for step in Int(version)..<Int(min(target, currentVersion)) {
            try connection.transaction {
                try run(migrations[step], in: connection, currencyCode: currencyCode, progress: progress)
                if step == 0 { try connection.execute("PRAGMA application_id = \(applicationID)") }
                try connection.setUserVersion(Int32(step + 1))
            }
        }
    }
}
