import Foundation

/// The SQL of the `expense` table: expenses in and out, by date range, by id, all of them.
///
/// An amount is stored as the exact decimal text `StoredAmount` writes, beside its currency's ISO code; a date
/// as its seconds since 2001, which is how `Date` holds it, so both come back exactly.
enum ExpenseTable {
    private static let columns = "id, title, amount, category_id, category_title, category_symbol, date, currency"

    /// Adds an expense (or replaces the one with its id), entered after every expense there.
    static func insert(_ expense: Expense, in connection: DatabaseConnection) throws {
        try insert([expense], in: connection)
    }

    /// Adds expenses in order (or replaces those with their ids), each entered after the one before, through
    /// one prepared statement.
    static func insert(_ expenses: [Expense], in connection: DatabaseConnection) throws {
        let statement = try connection.prepare(
            "INSERT OR REPLACE INTO expense (\(columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        for expense in expenses {
            let amount = try storedAmount(of: expense)
            try statement.bind([
                expense.id.uuidString, expense.title, amount, expense.category.id, expense.category.title,
                expense.category.symbol, expense.date.timeIntervalSinceReferenceDate, expense.currencyCode,
            ])
            try statement.execute()
        }
    }

    /// Changes the stored expense with the id of `expense` to it, keeping when it was entered.
    static func update(_ expense: Expense, in connection: DatabaseConnection) throws {
        let amount = try storedAmount(of: expense)
        let statement = try connection.prepare("""
            UPDATE expense SET title = ?, amount = ?, category_id = ?, category_title = ?, category_symbol = ?, date = ?,
                currency = ?
            WHERE id = ?
            """)
        try statement.bind([
            expense.title, amount, expense.category.id, expense.category.title, expense.category.symbol,
            expense.date.timeIntervalSinceReferenceDate, expense.currencyCode, expense.id.uuidString,
        ])
        try statement.execute()
    }

    /// An expense's amount as the exact decimal text stored; an amount that is not a number is refused.
    private static func storedAmount(of expense: Expense) throws -> String {
        guard let amount = StoredAmount.text(for: expense.amount) else {
            throw DatabaseError(code: .mismatch, message: "the amount of \"\(expense.title)\" is not a number")
        }
        return amount
    }

    /// Removes the expenses with these ids.
    static func delete(_ ids: [Expense.ID], in connection: DatabaseConnection) throws {
        let statement = try connection.prepare("DELETE FROM expense WHERE id = ?")
        for id in ids {
            try statement.bind(id.uuidString, at: 1)
            try statement.execute()
        }
    }

    /// The expenses dated in `range`, newest first (by date, then the latest entered first).
    static func expenses(in range: Range<Date>, from connection: DatabaseConnection) throws -> [Expense] {
        let statement = try connection.prepare("""
            SELECT \(columns) FROM expense WHERE date >= ? AND date < ? ORDER BY date DESC, entered DESC
            """)
        try statement.bind([range.lowerBound.timeIntervalSinceReferenceDate, range.upperBound.timeIntervalSinceReferenceDate])
        return try statement.rows(expense)
    }

    /// The exact totals of the expenses dated in `range`, one for each currency they are in, read from the
    /// month's rows through the date index (the sum is made here: SQLite's `sum` would go through `Double`).
    static func totals(in range: Range<Date>, from connection: DatabaseConnection) throws -> CurrencyTotals {
        let statement = try connection.prepare("SELECT currency, amount FROM expense WHERE date >= ? AND date < ?")
        try statement.bind([range.lowerBound.timeIntervalSinceReferenceDate, range.upperBound.timeIntervalSinceReferenceDate])
        return CurrencyTotals(try statement.rows { row in
            let text = try row.column(1, as: String.self)
            guard let amount = StoredAmount.value(of: text) else {
                throw DatabaseError(code: .mismatch, message: "an expense has the amount \"\(text)\", which is not a number")
            }
            return Money(amount, currencyCode: try row.column(0, as: String.self))
        })
    }

    /// What was spent in `range` in each category and currency, summed by SQLite (`GROUP BY`, through the date
    /// index), for charts.
    static func spending(in range: Range<Date>, from connection: DatabaseConnection) throws -> [CategorySpending] {
        let statement = try connection.prepare("""
            SELECT category_id, MAX(category_title), MAX(category_symbol), currency, SUM(CAST(amount AS REAL)), COUNT(*)
            FROM expense WHERE date >= ? AND date < ? GROUP BY category_id, currency
            """)
        try statement.bind([range.lowerBound.timeIntervalSinceReferenceDate, range.upperBound.timeIntervalSinceReferenceDate])
        return try statement.rows { row in
            let category = Category(
                id: try row.column(0, as: String.self), title: try row.column(1, as: String.self),
                symbol: try row.column(2, as: String.self))
            return CategorySpending(
                category: category, currencyCode: try row.column(3, as: String.self),
                amount: try row.column(4, as: Double.self), count: try row.column(5, as: Int.self))
        }
    }

    /// The expense with an id, if there is one.
    static func expense(id: Expense.ID, from connection: DatabaseConnection) throws -> Expense? {
        let statement = try connection.prepare("SELECT \(columns) FROM expense WHERE id = ?")
        try statement.bind(id.uuidString, at: 1)
        return try statement.rows(expense).first
    }

    /// Every expense, in the order they were entered.
    static func all(from connection: DatabaseConnection) throws -> [Expense] {
        try connection.prepare("SELECT \(columns) FROM expense ORDER BY entered").rows(expense)
    }

    /// The expense in the current row of a statement selecting `columns`.
    private static func expense(_ row: PreparedStatement) throws -> Expense {
        let idText = try row.column(0, as: String.self)
        let amountText = try row.column(2, as: String.self)
        guard let id = UUID(databaseValue: .text(idText)) else {
            throw DatabaseError(code: .mismatch, message: "an expense has the id \"\(idText)\", which is not a UUID")
        }
        guard let amount = StoredAmount.value(of: amountText) else {
            throw DatabaseError(code: .mismatch, message: "the expense \(idText) has the amount \"\(amountText)\", which is not a number")
        }
        let category = Category(
            id: try row.column(3, as: String.self), title: try row.column(4, as: String.self),
            symbol: try row.column(5, as: String.self))
        return Expense(
            id: id, title: try row.column(1, as: String.self), amount: amount,
            currencyCode: try row.column(7, as: String.self), category: category,
            date: Date(timeIntervalSinceReferenceDate: try row.column(6, as: Double.self)))
    }
}
