/// The expenses of an import, written as they are read into the table without its indexes by date
/// (`ExpenseTable.dateIndexes`), which `finish()` makes again over the whole table: an index built from the
/// rows sorted once costs far less than a million inserts at scattered places of three indexes. The search
/// index is brought up to date the same way, at the end (`ExpenseSearchIndex.withoutExpenseTriggers`). All of
/// it is inside the import's transaction, so a file that is not whole, or a kill, leaves the table and its
/// indexes as they were.
final class ExpenseImport: ImportWriter {
    private let connection: DatabaseConnection
    private let insertion: ExpenseInsertion
    /// The currency every imported amount is in: the app's.
    private let currencyCode: String
    /// The last row id before the import: the search index takes the rows after it when it finishes.
    private let lastBefore: Int64

    /// Begins an import into the `expense` table of `connection` (in a transaction), of amounts in
    /// `currencyCode`.
    init(connection: DatabaseConnection, currencyCode: String) throws {
        for index in ExpenseTable.dateIndexes {
            try connection.execute("DROP INDEX \(index.name)")
        }
        lastBefore = try ExpenseSearchIndex.suspendForImport(in: connection)
        self.connection = connection
        insertion = try ExpenseInsertion(in: connection)
        self.currencyCode = currencyCode
    }

    /// Prepares the file's expenses with what their rows share worked out once (`ExpensePreparation`).
    static func preparation() -> (Expense) throws -> PreparedExpense {
        var preparation = ExpensePreparation()
        return { try preparation.prepare($0) }
    }

    func write(_ prepared: PreparedExpense) throws {
        var prepared = prepared
        prepared.expense.currencyCode = currencyCode
        try insertion.insert(prepared)
    }

    func finish() throws {
        for index in ExpenseTable.dateIndexes {
            try connection.execute(index.definition)
        }
        try ExpenseSearchIndex.resumeAfterImport(in: connection, after: lastBefore)
    }
}
