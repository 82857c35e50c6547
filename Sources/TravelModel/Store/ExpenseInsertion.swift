import Foundation

/// Expenses added through one prepared statement, each entered after the one before (or replacing the one
/// with its id), with what rows share worked out once: the text of each amount and the key of each title
/// (`NameOrderKey`), at most `ReadingMemo.capacity` of each. An import keeps one for the whole file: a
/// million expenses share a few thousand amounts and some tens of thousands of titles.
struct ExpenseInsertion {
    private let statement: PreparedStatement
    private var amountTexts: [Decimal: String] = [:]
    private var titleKeys = NameOrderKey.Memo()

    /// An insertion into the `expense` table of `connection`.
    init(in connection: DatabaseConnection) throws {
        statement = try connection.prepare(
            "INSERT OR REPLACE INTO expense (\(ExpenseTable.columns), title_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
    }

    /// Adds `expense`, entered after every expense there.
    ///
    /// - Throws: `DatabaseError` with `mismatch` for an amount that is not a number; SQLite's.
    mutating func insert(_ expense: Expense) throws {
        try expense.id.withCanonicalText { try statement.bind(utf8: $0, at: 1) }
        try statement.bind(expense.title, at: 2)
        try statement.bind(try amountText(of: expense), at: 3)
        try statement.bind(expense.category.id, at: 4)
        try statement.bind(expense.category.title, at: 5)
        try statement.bind(expense.category.symbol, at: 6)
        try statement.bind(expense.date.timeIntervalSinceReferenceDate, at: 7)
        try statement.bind(expense.currencyCode, at: 8)
        try statement.bind(titleKeys.key(for: expense.title), at: 9)
        try statement.execute()
    }

    private mutating func amountText(of expense: Expense) throws -> String {
        if let text = amountTexts[expense.amount] { return text }
        let text = try ExpenseTable.storedAmount(of: expense)
        if amountTexts.count < ReadingMemo.capacity { amountTexts[expense.amount] = text }
        return text
    }
}
