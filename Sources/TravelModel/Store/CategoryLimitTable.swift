import Foundation

/// The SQL of the `category_limit` table: each category's monthly limit, at most one, in one currency.
///
/// An amount is stored as the exact decimal text `StoredAmount` writes (as an expense's), beside its currency's
/// ISO code, so that it comes back exactly.
enum CategoryLimitTable {
    /// A limit as the table holds it: the category's id and the amount.
    struct Row: Equatable, Sendable {
        /// The category's id (`Category.id`).
        var category: Category.ID
        /// The limit, in its currency.
        var limit: Money
    }

    /// Every limit that can be read; a row that holds what the app never writes (an amount that is not a
    /// positive number, a column of another type) is left out and counted, and a failure of the query is said.
    static func all(from connection: DatabaseConnection) -> RowsRead<Row> {
        RowsRead.reading {
            try connection.prepare("SELECT category, amount, currency FROM category_limit ORDER BY category")
                .readableRows(row)
        }
    }

    /// Keeps `limit` as the limit of the category with `id`, replacing the one there (even one that could not
    /// be read: the user has just said what it is).
    ///
    /// - Throws: `DatabaseError` when the amount is not a positive number that can be stored exactly, or SQLite's.
    static func set(_ limit: Money, for id: Category.ID, in connection: DatabaseConnection) throws {
        guard let amount = storedAmount(of: limit) else {
            throw DatabaseError(code: .mismatch, message: "the limit of \(quoted: id) is not a positive number")
        }
        let statement = try connection.prepare(
            "INSERT OR REPLACE INTO category_limit (category, amount, currency) VALUES (?, ?, ?)")
        try statement.bind([id, amount, limit.currencyCode])
        try statement.execute()
    }

    /// The text a limit's amount is stored as; nil for one the table does not keep (not a positive number, or
    /// too long to read back: see `ExpenseTable.maximumAmountLength`).
    static func storedAmount(of limit: Money) -> String? {
        guard limit.amount > 0, let text = StoredAmount.text(for: limit.amount),
              text.utf8.count <= ExpenseTable.maximumAmountLength else { return nil }
        return text
    }

    /// Removes the limit of the category with `id`, if it has one.
    static func remove(for id: Category.ID, in connection: DatabaseConnection) throws {
        let statement = try connection.prepare("DELETE FROM category_limit WHERE category = ?")
        try statement.bind(id, at: 1)
        try statement.execute()
    }

    /// The limit in the current row of a statement selecting the category, the amount and the currency; throws,
    /// saying why, for a row that holds what this app never writes.
    private static func row(_ statement: PreparedStatement) throws -> Row {
        let category = try statement.column(0, as: String.self)
        let text = try statement.column(1, as: String.self)
        guard let amount = ExpenseTable.amount(stored: text), amount > 0 else {
            throw DatabaseError(unreadable: .limitNotPositive(text, category: category))
        }
        return Row(category: category, limit: Money(amount, currencyCode: try statement.column(2, as: String.self)))
    }
}
