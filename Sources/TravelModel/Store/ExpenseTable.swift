import Foundation

/// The SQL of the `expense` table: expenses in and out, by date range, by id, all of them.
///
/// An amount is stored as the exact decimal text `StoredAmount` writes, beside its currency's ISO code; a date
/// as its seconds since 2001, which is how `Date` holds it, so both come back exactly.
enum ExpenseTable {
    /// The columns `expense(_:)` reads, in its order.
    static let columns = "id, title, amount, category_id, category_title, category_symbol, date, currency, trip"

    /// Adds an expense (or replaces the one with its id), entered after every expense there.
    static func insert(_ expense: Expense, in connection: DatabaseConnection) throws {
        try insert([expense], in: connection)
    }

    /// Adds expenses in order (or replaces those with their ids), each entered after the one before, through
    /// one prepared statement (`ExpenseInsertion`).
    static func insert(_ expenses: [Expense], in connection: DatabaseConnection) throws {
        var insertion = try ExpenseInsertion(in: connection)
        for expense in expenses {
            try insertion.insert(expense)
        }
    }

    /// Changes the stored expense with the id of `expense` to it, keeping when it was entered; the row is then
    /// known to be readable (`unreadableIndex`), unless `knownReadableTrigger` finds it is not.
    static func update(_ expense: Expense, in connection: DatabaseConnection) throws {
        let amount = try storedAmount(of: expense)
        let statement = try connection.prepare("""
            UPDATE expense SET title = ?, amount = ?, category_id = ?, category_title = ?, category_symbol = ?, date = ?,
                currency = ?, title_key = ?, trip = ?, known_readable = 1
            WHERE id = ?
            """)
        try statement.bind([
            expense.title, amount, expense.category.id, expense.category.title, expense.category.symbol,
            expense.date.timeIntervalSinceReferenceDate, expense.currencyCode, NameOrderKey.key(for: expense.title),
            expense.tripID?.uuidString, expense.id.uuidString,
        ])
        try statement.execute()
    }

    /// The longest amount stored, in characters: every text of this length or less in `StoredAmount`'s form,
    /// with a significand no larger than `StoredAmount.largestSignificand`, is a `Decimal` exactly (a longer one may not
    /// be: 10^200 is not), so that the database (`readableRow`) and the app (`amount(stored:)`) read the same
    /// rows.
    static let maximumAmountLength = 128

    /// An expense's amount as the exact decimal text stored; an amount that is not a number (or too long to
    /// read back) is refused.
    static func storedAmount(of expense: Expense) throws -> String {
        guard let amount = StoredAmount.text(for: expense.amount), amount.utf8.count <= maximumAmountLength else {
            throw DatabaseError(
                code: .mismatch, message: "the amount of \(quoted: expense.title) is not a number")
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

    /// What was spent in `scope` in each category and currency, summed by SQLite (`GROUP BY`, through the
    /// scope's `spendingIndex`: by date for a month, by trip and category for a trip), for charts; the rows that cannot be read are
    /// left out of the sums and counted.
    static func spending(in scope: ExpenseScope, from connection: DatabaseConnection) -> RowsRead<CategorySpending> {
        RowsRead.reading {
            // Grouped by whether a row can be read only in a scope that has one that cannot: a constant among
            // the groups' keys would cost a fifth more.
            let hasUnreadable = try hasUnreadableRows(in: scope, from: connection)
            let statement = try connection.prepare(spendingSQL(in: scope, hasUnreadable: hasUnreadable))
            try statement.bind(scope.condition.values)
            var spending = RowsRead<CategorySpending>()
            let groups = statement.readableRows { row -> CategorySpending? in
                guard try row.column(0, as: Int.self) != 0 else {
                    spending.unreadable.leaveOut(count: try row.column(6, as: Int.self))
                    return nil
                }
                let category = Category(
                    id: try row.column(1, as: String.self), title: try row.column(2, as: String.self),
                    symbol: try row.column(3, as: String.self))
                return CategorySpending(
                    category: category, currencyCode: try row.column(4, as: String.self),
                    amount: try row.column(5, as: Double.self), count: try row.column(6, as: Int.self))
            }
            spending.rows = groups.rows.compactMap { $0 }
            spending.unreadable.add(groups.unreadable)
            return spending
        }
    }

    /// The SQL of `spending(in:from:)`: the sums of each category and currency, apart for the rows that cannot
    /// be read when the scope has any.
    static func spendingSQL(in scope: ExpenseScope, hasUnreadable: Bool) -> String {
        """
        SELECT \(hasUnreadable ? readableRow : "1") AS readable, category_id, MAX(category_title),
            MAX(category_symbol), currency, SUM(CAST(amount AS REAL)), COUNT(*)
        FROM expense INDEXED BY \(scope.spendingIndex) WHERE \(scope.condition.sql)
        GROUP BY \(hasUnreadable ? "readable, " : "")category_id, currency
        """
    }

    /// The expenses whose date cannot be read (not a number, or an infinite one), which are in no month: left
    /// out and counted, found through the date index, before or after every real date in it. (A NULL is
    /// looked for only when the index starts with one: SQLite does not look for one through the index of a
    /// column declared NOT NULL, and would read the whole table.)
    static func undated(from connection: DatabaseConnection) -> UnreadableRows {
        RowsRead.reading {
            var read = try connection.prepare(
                "SELECT \(columns) FROM expense WHERE date >= 9e999 OR date <= -9e999"
            ).readableRows(expense)
            let first = try connection.prepare("SELECT date IS NULL FROM expense ORDER BY date LIMIT 1").rows {
                try $0.column(0, as: Int.self)
            }
            if first.first == 1 {
                read.unreadable.add(
                    try connection.prepare("SELECT \(columns) FROM expense WHERE date IS NULL").readableRows(expense).unreadable)
            }
            return read
        }.unreadable
    }

    /// What cannot be read of the expenses in `scope`: the rows left out of its list, counted with the reason
    /// of the first, found through `unreadableIndex` (for a trip, among all the rows that cannot be read: none
    /// in a database only this app wrote).
    static func unreadableExpenses(in scope: ExpenseScope, from connection: DatabaseConnection) -> UnreadableRows {
        RowsRead.reading {
            let statement = try connection.prepare("""
                SELECT \(columns) FROM expense INDEXED BY \(unreadableIndex)
                WHERE \(scope.condition.sql) AND \(notKnownReadable) AND \(unreadableRow)
                """)
            try statement.bind(scope.condition.values)
            return statement.readableRows(expense)
        }.unreadable
    }

    /// The bounds of `range` as the `date` column holds them, for `date >= ? AND date < ?`.
    static func bounds(of range: Range<Date>) -> [any DatabaseValueConvertible] {
        [range.lowerBound.timeIntervalSinceReferenceDate, range.upperBound.timeIntervalSinceReferenceDate]
    }

    /// The expense with an id, if there is one and it can be read.
    static func expense(id: Expense.ID, from connection: DatabaseConnection) throws -> Expense? {
        let statement = try connection.prepare("SELECT \(columns) FROM expense WHERE id = ?")
        try statement.bind(id.uuidString, at: 1)
        return try statement.readableRows(expense).rowsUnlessStopped().first
    }

    /// The expenses with these ids that are there and can be read, in the order they were entered: read 500
    /// ids to a statement, for many at once (undoing an import of 100,000).
    static func expenses(ids: [Expense.ID], from connection: DatabaseConnection) throws -> [Expense] {
        var expenses: [Expense] = []
        var start = ids.startIndex
        while start < ids.endIndex {
            let part = ids[start..<min(start + 500, ids.endIndex)]
            let statement = try connection.prepare(
                "SELECT \(columns) FROM expense WHERE id IN (\(Array(repeating: "?", count: part.count).joined(separator: ", "))) ORDER BY entered")
            try statement.bind(part.map { $0.uuidString as any DatabaseValueConvertible })
            expenses += try statement.readableRows(expense).rowsUnlessStopped()
            start = part.endIndex
        }
        return expenses
    }

    /// Every expense that can be read, in the order they were entered.
    static func all(from connection: DatabaseConnection) throws -> [Expense] {
        try connection.prepare("SELECT \(columns) FROM expense ORDER BY entered").readableRows(expense).rowsUnlessStopped()
    }

    /// The expense in the current row of a statement selecting `columns`; throws, saying why, for a row that
    /// holds what this app never writes. `readableRow` says the same in SQL.
    static func expense(_ row: PreparedStatement) throws -> Expense {
        let idText = try row.column(0, as: String.self)
        let amountText = try row.column(2, as: String.self)
        guard let id = UUID(databaseValue: .text(idText)) else {
            throw DatabaseError(unreadable: .idNotAUUID(idText))
        }
        guard let amount = amount(stored: amountText) else {
            throw DatabaseError(unreadable: .amountNotANumber(amountText))
        }
        let seconds = try row.column(6, as: Double.self)
        guard seconds.isFinite else {
            throw DatabaseError(unreadable: .dateNotADate("\(seconds)"))
        }
        let category = Category(
            id: try row.column(3, as: String.self), title: try row.column(4, as: String.self),
            symbol: try row.column(5, as: String.self))
        return Expense(
            id: id, title: try row.column(1, as: String.self), amount: amount,
            currencyCode: try row.column(7, as: String.self), category: category,
            date: Date(timeIntervalSinceReferenceDate: seconds), tripID: trip(row))
    }

    /// The trip named in column 8 of the current row: a link that is not a trip's id (not text, not a UUID:
    /// never written by the app) is no link, and leaves the expense readable, as `readableRow` has it.
    private static func trip(_ row: PreparedStatement) -> Trip.ID? {
        (try? row.column(8, as: String?.self))?.flatMap { UUID(databaseValue: .text($0)) }
    }

    /// The amount stored as `text`, when the app reads it (see `maximumAmountLength`).
    static func amount(stored text: String) -> Decimal? {
        text.utf8.count <= maximumAmountLength ? StoredAmount.value(of: text) : nil
    }

    /// The index of the rows not known to be readable, by date (`notKnownReadable`): every row `readableRow` is
    /// not true of is in it, and, in a database only this app wrote, no other, so that asking whether a month
    /// has a row that cannot be read (`hasUnreadableRows(in:from:)`) costs a probe, and a month's totals and
    /// sums test each row only when it has one. Schema version 9; version 4 indexed the rows of which
    /// `unreadableRow` is true itself, which cost an insert twice what the others do (`legacyUnreadableIndex`).
    ///
    /// A row is known to be readable (`known_readable` is 1) when the app wrote it from an `Expense`
    /// (`ExpenseInsertion`, `update(_:in:)`; a row from another machine when `readableRow` is true of it,
    /// `SyncedTable.expense`), and stays so until a change makes it unreadable: a trigger tests each change of a
    /// column `expense(_:)` reads (`knownReadableTrigger`). A row another program adds, or added before version 9
    /// and not readable then, is not known to be readable; so the index holds all that cannot be read, and
    /// `hasUnreadableRows` tests each row of it with `unreadableRow`. (A program that writes 1 into the column
    /// of a row it makes unreadable would hide that row from this test: nothing but the app writes 1 there.)
    static let unreadableIndex = "expense_unknown_by_date"

    /// SQL that is true of a row not known to be readable (`unreadableIndex`).
    static let notKnownReadable = "known_readable IS NOT 1"

    /// SQL that makes `unreadableIndex`.
    static let unreadableIndexDefinition = "CREATE INDEX \(unreadableIndex) ON expense (date) WHERE \(notKnownReadable)"

    /// The index of schema version 4 to 8 of the rows `readableRow` is not true of, by date, which version 9
    /// replaces with `unreadableIndex` (its condition, some 20 string functions, was half of what adding a row
    /// cost).
    static let legacyUnreadableIndex = (
        name: "expense_unreadable_by_date",
        definition: "CREATE INDEX expense_unreadable_by_date ON expense (date) WHERE \(unreadableRow)")

    /// SQL that makes the trigger that takes a row out of those known to be readable when a change to a column
    /// `expense(_:)` reads makes it unreadable: any program's change, since triggers are the database's own.
    static let knownReadableTrigger = """
        CREATE TRIGGER expense_known_readable_changed
        AFTER UPDATE OF id, title, amount, category_id, category_title, category_symbol, date, currency ON expense
        WHEN new.known_readable IS 1 BEGIN
            UPDATE expense SET known_readable = NULL WHERE entered = new.entered AND \(unreadableRow);
        END
        """

    /// The expenses' indexes besides the one of their ids, each with the SQL that makes it, in the schema's
    /// order: an import fills the table without them and makes them after (`ExpenseImport`).
    static let dateIndexes: [(name: String, definition: String)] = [
        (unreadableIndex, unreadableIndexDefinition), (listOrderIndex, listOrderIndexDefinition),
        (amountsIndex, amountsIndexDefinition),
    ]

    /// SQL that is true of a row `readableRow` is not true of (false or NULL).
    static let unreadableRow = "(\(readableRow)) IS NOT 1"

    /// Whether an expense in `scope` cannot be read, found through `unreadableIndex`.
    static func hasUnreadableRows(in scope: ExpenseScope, from connection: DatabaseConnection) throws -> Bool {
        try hasUnreadableRows(where: scope.condition, from: connection)
    }

    /// Whether an expense of which `condition` (SQL and its values) is true cannot be read, found through
    /// `unreadableIndex`.
    static func hasUnreadableRows(
        where condition: (sql: String, values: [any DatabaseValueConvertible]), from connection: DatabaseConnection
    ) throws -> Bool {
        let statement = try connection.prepare("""
            SELECT 1 FROM expense INDEXED BY \(unreadableIndex)
            WHERE \(condition.sql) AND \(notKnownReadable) AND \(unreadableRow) LIMIT 1
            """)
        try statement.bind(condition.values)
        return try statement.step()
    }

    /// SQL that is true of a row `expense(_:)` reads, and false of every other: each column of the type the app
    /// writes, an id that is a UUID, an amount that `amount(stored:)` reads (digits with at most one point inside,
    /// after an optional minus, ASCII and no NUL: its length in bytes is its length in characters; no more
    /// significant digits than a `Decimal` holds). Totals and
    /// charts sum these rows only, so that they leave out exactly the rows the list cannot show.
    static let readableRow: String = {
        let hex = "[0-9A-Fa-f]"
        let uuid = [8, 4, 4, 4, 12].map { String(repeating: hex, count: $0) }.joined(separator: "-")
        let digits = "(CASE WHEN substr(amount, 1, 1) = '-' THEN substr(amount, 2) ELSE amount END)"
        let significand = "trim(replace(\(digits), '.', ''), '0')", largest = StoredAmount.largestSignificand
        let amount = [
            "typeof(amount) = 'text'", "length(CAST(amount AS BLOB)) = length(amount)",
            "length(amount) <= \(maximumAmountLength)", "\(digits) <> ''", "\(digits) NOT GLOB '*[^0-9.]*'",
            "\(digits) NOT GLOB '*.*.*'", "\(digits) NOT GLOB '.*'", "\(digits) NOT GLOB '*.'",
            "(length(\(significand)) < \(largest.count) OR length(\(significand)) = \(largest.count) AND \(significand) <= '\(largest)')",
        ]
        let others = [
            "typeof(id) = 'text'", "length(CAST(id AS BLOB)) = 36", "id GLOB '\(uuid)'",
            "typeof(date) IN ('integer', 'real')", "abs(date) < 9e999",
        ] + ["title", "category_id", "category_title", "category_symbol", "currency"].map { "typeof(\($0)) = 'text'" }
        return "(" + (others + amount).joined(separator: " AND ") + ")"
    }()
}
