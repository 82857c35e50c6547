import Foundation

/// The SQL of what a search finds, newest first (by day, then the latest entered first), read through the
/// full-text index in the order of its keys (`ExpenseSearchIndex.key(date:entered:)`): a page is the next
/// keys of the index, then the rows of those expenses, so its cost is the page's whatever the search finds;
/// only the count goes through all that it finds (FTS5 counts through its own index, a few milliseconds for a
/// first letter that finds 300,000 of a million).
///
/// A row of the index whose expense cannot be read is left out of its page and counted as unreadable there
/// (the list shows its place as unread), as a month's row is.
extension ExpenseTable {
    /// How many expenses `search` finds.
    static func count(of search: ExpenseSearch, from connection: DatabaseConnection) throws -> Int {
        guard let query = search.fullTextQuery else {
            return try connection.prepare("SELECT count(*) FROM expense").rows { try $0.column(0, as: Int.self) }.first ?? 0
        }
        let statement = try connection.prepare(
            "SELECT count(*) FROM \(ExpenseSearchIndex.table) WHERE \(ExpenseSearchIndex.table) MATCH ?")
        try statement.bind(query, at: 1)
        return try statement.rows { try $0.column(0, as: Int.self) }.first ?? 0
    }

    /// Up to `limit` of what `search` finds (`total` of them), from the one at `offset`, newest first: the
    /// index's keys counted to from the nearer end.
    static func page(of search: ExpenseSearch, offset: Int, limit: Int, total: Int,
                     from connection: DatabaseConnection) -> RowsRead<ListedExpense> {
        RowsRead.reading {
            let fromEnd = max(0, total - offset - limit)
            let reversed = fromEnd < offset
            return try keys(
                of: search, before: nil, ascending: reversed, limit: reversed ? min(limit, total - offset) : limit,
                offset: reversed ? fromEnd : offset, from: connection)
        }
    }

    /// Up to `limit` of what `search` finds, newest first, after the one at `position`.
    static func page(of search: ExpenseSearch, after position: ExpenseListPosition, limit: Int,
                     from connection: DatabaseConnection) -> RowsRead<ListedExpense> {
        RowsRead.reading {
            let key = ExpenseSearchIndex.key(date: position.date, entered: position.entered)
            return try keys(of: search, before: key, ascending: false, limit: limit, offset: 0, from: connection)
        }
    }

    /// Where the expense with `id` is among what `search` finds (how many come before it); nil when the search
    /// does not find it.
    static func offset(of id: Expense.ID, in search: ExpenseSearch, from connection: DatabaseConnection) throws -> Int? {
        guard let query = search.fullTextQuery else { return nil }
        let find = try connection.prepare("SELECT date, entered FROM expense WHERE id = ?")
        try find.bind(id.uuidString, at: 1)
        guard let (date, entered) = try find.rows({ (try $0.column(0, as: Double.self), try $0.column(1, as: Int64.self)) }).first
        else { return nil }
        let key = ExpenseSearchIndex.key(date: date, entered: entered)
        let table = ExpenseSearchIndex.table
        let count = try connection.prepare("""
            SELECT (SELECT count(*) FROM \(table) WHERE \(table) MATCH ?1 AND rowid = ?2),
                (SELECT count(*) FROM \(table) WHERE \(table) MATCH ?1 AND rowid > ?2)
            """)
        try count.bind([query, key])
        guard let (found, before) = try count.rows({ (try $0.column(0, as: Int.self), try $0.column(1, as: Int.self)) }).first,
              found > 0 else { return nil }
        return before
    }

    /// The expenses of up to `limit` keys of the index that `search` finds, after skipping `offset`, below
    /// `key` when one is given, newest first (or, `ascending`, oldest first: then given back newest first).
    private static func keys(
        of search: ExpenseSearch, before key: Int64?, ascending: Bool, limit: Int, offset: Int,
        from connection: DatabaseConnection
    ) throws -> RowsRead<ListedExpense> {
        guard let query = search.fullTextQuery, limit > 0 else { return RowsRead() }
        let table = ExpenseSearchIndex.table
        let statement = try connection.prepare("""
            SELECT \(listedColumns) FROM expense WHERE entered IN (
                SELECT \(ExpenseSearchIndex.enteredSQL(ofKey: "rowid")) FROM \(table)
                WHERE \(table) MATCH ?\(key == nil ? "" : " AND rowid < ?") ORDER BY rowid\(ascending ? "" : " DESC") LIMIT ? OFFSET ?)
            """)
        let values: [any DatabaseValueConvertible] = [query] + (key.map { [$0] } ?? []) + [limit, offset]
        try statement.bind(values)
        var read = statement.readableRows(listedExpense)
        // The rows come in the table's order: put in the index's, newest first.
        read.rows.sort {
            ExpenseSearchIndex.key(date: $0.position.date, entered: $0.position.entered)
                > ExpenseSearchIndex.key(date: $1.position.date, entered: $1.position.entered)
        }
        return read
    }
}
