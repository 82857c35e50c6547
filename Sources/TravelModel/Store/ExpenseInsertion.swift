import Foundation

/// Expenses added through one prepared statement, each entered after the one before (or replacing the one
/// with its id), prepared by one `ExpensePreparation` (an import prepares its own, on the thread that reads
/// the file, and hands them over prepared).
struct ExpenseInsertion {
    private let statement: PreparedStatement
    private var preparation = ExpensePreparation()

    /// An insertion into the `expense` table of `connection`. An expense whose id is there replaces that row, or,
    /// when `keepingExisting`, is not added (`DatabaseConnection.changedRowCount` is then 0). With `replacing`
    /// false the ids are new (a CSV import's): a plain `INSERT`, which, with no trigger on the table, changes one
    /// row and so needs no statement journal (an `INSERT OR REPLACE`, or a trigger, has SQLite copy each page the
    /// statement changes aside first: some 16 pages a row).
    init(in connection: DatabaseConnection, replacing: Bool = true, keepingExisting: Bool = false) throws {
        let verb = keepingExisting ? "INSERT OR IGNORE" : replacing ? "INSERT OR REPLACE" : "INSERT"
        statement = try connection.prepare(
            "\(verb) INTO expense (\(ExpenseTable.columns), title_key, known_readable) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
    }

    /// Adds `expense`, entered after every expense there.
    ///
    /// - Throws: `DatabaseError` with `mismatch` for an amount that is not a number; SQLite's.
    mutating func insert(_ expense: Expense) throws {
        // Prepared first, then inserted: `insert(try preparation.prepare(expense))` holds a copy of `self` (the
        // receiver is evaluated before the argument), so each preparation copied the memo's dictionaries, a
        // copy a row, quadratic in the rows up to the memo's capacity (a test of 100,000 rows ran 15 minutes).
        let prepared = try preparation.prepare(expense)
        try insert(prepared)
    }

    /// Adds a prepared expense, entered after every expense there, known to be readable
    /// (`ExpenseTable.unreadableIndex`) when `expense(_:)` reads it: its amount's text is `StoredAmount`'s, so
    /// only its length and its date are left to test (no string function in SQL, as the index had before).
    ///
    /// - Throws: SQLite's errors.
    func insert(_ prepared: PreparedExpense) throws {
        let expense = prepared.expense
        let seconds = expense.date.timeIntervalSinceReferenceDate
        let isReadable = prepared.amountText.utf8.count <= ExpenseTable.maximumAmountLength && seconds.isFinite
        try expense.id.withCanonicalText { try statement.bind(utf8: $0, at: 1) }
        try statement.bind(expense.title, at: 2)
        try statement.bind(prepared.amountText, at: 3)
        try statement.bind(expense.category.id, at: 4)
        try statement.bind(expense.category.title, at: 5)
        try statement.bind(expense.category.symbol, at: 6)
        try statement.bind(seconds, at: 7)
        try statement.bind(expense.currencyCode, at: 8)
        try statement.bind(expense.tripID?.uuidString, at: 9)
        try statement.bind(prepared.titleKey, at: 10)
        try statement.bind(isReadable ? DatabaseValue.integer(1) : .null, at: 11)
        try statement.execute()
    }
}
