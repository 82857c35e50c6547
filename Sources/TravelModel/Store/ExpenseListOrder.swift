import Foundation

/// Where an expense is in the order the budget lists a month: newest day first, then titles in the order of
/// their keys (`NameOrderKey`, stored as `title_key`), then the latest entered first. Every expense has its
/// own place: no two share an `entered`.
struct ExpenseListPosition: Sendable, Equatable {
    /// The expense's date, in seconds since 2001, as stored.
    let date: Double
    /// The key of its title.
    let titleKey: String
    /// When it was entered (its row id).
    let entered: Int64
}

/// An expense read in list order, with its place there.
struct ListedExpense: Sendable {
    let expense: Expense
    let position: ExpenseListPosition
}

/// The SQL of a month's or a trip's expenses in list order (`ExpenseScope`), read a page at a time through the
/// scope's index: a page after another continues from where it ended (keyset paging: the work is the page's,
/// wherever it is), and a page reached any other way (a jump to the end, to a row the app selects) counts its
/// way there through the index from the nearer end of the list, never reading the rows it passes.
///
/// `readableOnly` adds `readableRow` to each query, for a month that has a row `expense(_:)` cannot read
/// (`hasUnreadableRows(in:from:)`): such a row has no place in the list, and the counts must agree with it.
extension ExpenseTable {
    /// The index of the expenses in list order.
    static let listOrderIndex = "expense_in_list_order"

    /// SQL that makes `listOrderIndex` (schema version 5).
    static let listOrderIndexDefinition =
        "CREATE INDEX \(listOrderIndex) ON expense (date DESC, title_key, entered DESC)"

    /// The index of the expenses' amounts by date and order of entry (schema version 5): a month's totals read
    /// it alone, and the sums of a month's spending by category read the month's rows through it in the order
    /// they were entered, which is mostly the order they lie in the table (through `listOrderIndex` they would
    /// be read in the order of their titles, scattered: the 12 months' chart took 80% longer).
    static let amountsIndex = "expense_amounts_by_date"

    /// SQL that makes `amountsIndex`.
    static let amountsIndexDefinition = "CREATE INDEX \(amountsIndex) ON expense (date, entered, currency, amount)"

    /// The index of the expenses that name a trip, by trip in list order, with their amounts (schema version
    /// 6): a trip's list pages through it and its totals read it alone; the expenses of no trip are not in it.
    static let tripOrderIndex = "expense_by_trip"

    /// SQL that makes `tripOrderIndex`.
    static let tripOrderIndexDefinition =
        "CREATE INDEX \(tripOrderIndex) ON expense (trip, date DESC, title_key, entered DESC, currency, amount) WHERE trip IS NOT NULL"

    /// The index of the expenses that name a trip, by trip, category and currency, with what a chart shows of
    /// them (schema version 8): a trip's spending by category is summed from it alone, each group's rows
    /// together. Through `tripOrderIndex` each row's category was read from the table, one lookup a row: a trip
    /// of 5,000 expenses took 5.5 ms to sum, 1 ms now.
    static let tripSpendingIndex = "expense_spending_by_trip"

    /// SQL that makes `tripSpendingIndex`.
    static let tripSpendingIndexDefinition = """
        CREATE INDEX \(tripSpendingIndex) ON expense (trip, category_id, currency, category_title, category_symbol, amount)
            WHERE trip IS NOT NULL
        """

    /// The list order, and the opposite one.
    private static let listOrder = "date DESC, title_key, entered DESC"
    private static let reversedListOrder = "date, title_key DESC, entered"

    /// The columns of a listed expense: `columns`, then its position's.
    static let listedColumns = "\(columns), title_key, entered"

    /// How many expenses are in `scope` (that can be read, when `readableOnly`).
    static func count(in scope: ExpenseScope, readableOnly: Bool, from connection: DatabaseConnection) throws -> Int {
        if case .search(let search) = scope { return try count(of: search, from: connection) }
        let statement = try connection.prepare(countSQL(scope, readableOnly))
        try statement.bind(scope.condition.values)
        return try statement.rows { try $0.column(0, as: Int.self) }.first ?? 0
    }

    /// The exact totals of the expenses in `scope` (those that can be read, when `readableOnly`), one for each
    /// currency, read from the scope's `amountsIndex` alone (SQLite's `sum` would go through `Double`). Named:
    /// with the statistics of `ANALYZE`, SQLite would take `listOrderIndex` for a month and read every row of
    /// the table.
    static func totals(in scope: ExpenseScope, readableOnly: Bool, from connection: DatabaseConnection) throws -> CurrencyTotals {
        try totals(in: scope, readableOnly: readableOnly, keepingAmounts: false, from: connection).totals
    }

    /// The totals of `totals(in:readableOnly:from:)`, and what puts the same rows in order by amount (each
    /// row's id, day and amount as a number), kept from the same pass over the index: a sort by amount then
    /// reads nothing but its page (`ScopedExpenses.expenses(sortedBy:)`).
    static func totalsAndAmounts(in scope: ExpenseScope, readableOnly: Bool, from connection: DatabaseConnection)
        throws -> (totals: CurrencyTotals, amounts: [AmountOrder.Entry]) {
        try totals(in: scope, readableOnly: readableOnly, keepingAmounts: true, from: connection)
    }

    /// The totals, and each row's place by amount when `keepingAmounts` (none otherwise).
    private static func totals(in scope: ExpenseScope, readableOnly: Bool, keepingAmounts: Bool, from connection: DatabaseConnection)
        throws -> (totals: CurrencyTotals, amounts: [AmountOrder.Entry]) {
        let statement = try connection.prepare(totalsSQL(scope, readableOnly, keepingAmounts: keepingAmounts))
        try statement.bind(scope.condition.values)
        var amounts: [AmountOrder.Entry] = []
        // A handful of currencies: found by their bytes, without making a `String` for each row.
        var sums: [(currency: [UInt8], sum: StoredAmountSum)] = []
        statement.reset()
        defer { statement.reset() }
        while try statement.step() {
            let currency = statement.withText(atColumn: 0) { bytes in
                sums.firstIndex { $0.currency.elementsEqual(bytes) } ?? {
                    sums.append((Array(bytes), StoredAmountSum()))
                    return sums.count - 1
                }()
            }
            guard let currency, statement.withText(atColumn: 1, { sums[currency].sum.add($0) }) == true else {
                // Not what the app writes (a month with such a row filters it out: `readableOnly`).
                let amount = statement.withText(atColumn: 1) { String(decoding: $0, as: UTF8.self) } ?? "(not text)"
                throw DatabaseError(unreadable: .amountNotANumber(amount))
            }
            if keepingAmounts {
                amounts.append(AmountOrder.Entry(amount: statement.real(atColumn: 1), date: statement.real(atColumn: 3),
                                                 entered: statement.integer(atColumn: 2)))
            }
        }
        let totals = CurrencyTotals(sums: Dictionary(
            sums.map { (String(decoding: $0.currency, as: UTF8.self), ($0.sum.total, $0.sum.count)) }, uniquingKeysWith: { $1 }))
        return (totals, amounts)
    }

    /// Up to `limit` expenses in `scope`, in list order, from the one at `offset` (from 0).
    static func page(in scope: ExpenseScope, offset: Int, limit: Int, total: Int, readableOnly: Bool,
                     from connection: DatabaseConnection) -> RowsRead<ListedExpense> {
        if case .search(let search) = scope {
            return page(of: search, offset: offset, limit: limit, total: total, from: connection)
        }
        return RowsRead.reading {
            // Counted from the nearer end: the index is walked past `offset` rows (or past those after the page).
            let fromEnd = max(0, total - offset - limit)
            let reversed = fromEnd < offset
            let statement = try connection.prepare(pageSQL(scope, reversed: reversed, readableOnly: readableOnly))
            try statement.bind(scope.condition.values + [reversed ? min(limit, total - offset) : limit, reversed ? fromEnd : offset])
            var read = statement.readableRows(listedExpense)
            if reversed { read.rows.reverse() }
            return read
        }
    }

    /// Up to `limit` expenses in `scope`, in list order, after the one at `position`.
    static func page(in scope: ExpenseScope, after position: ExpenseListPosition, limit: Int, readableOnly: Bool,
                     from connection: DatabaseConnection) -> RowsRead<ListedExpense> {
        if case .search(let search) = scope { return page(of: search, after: position, limit: limit, from: connection) }
        return RowsRead.reading {
            let same = scope.sameDayPrefix.values
            let values: [[any DatabaseValueConvertible]] = [
                same + [position.date, position.titleKey, position.entered], same + [position.date, position.titleKey],
                scope.values(beforeDay: position.date),
            ]
            var read = RowsRead<ListedExpense>()
            for (sql, values) in zip(keysetSQL(scope, readableOnly), values) where read.rows.count < limit && read.failure == nil {
                let statement = try connection.prepare(sql)
                try statement.bind(values + [limit - read.rows.count])
                let more = statement.readableRows(listedExpense)
                read.rows += more.rows
                read.unreadable.add(more.unreadable)
                if let failure = more.failure { read.stop(because: failure) }
            }
            return read
        }
    }

    /// The row ids (`entered`) of the expenses in `scope` (that can be read, when `readableOnly`), in the order
    /// `sort` gives: what a list in an order other than the list order is read by, a page of ids at a time.
    /// Reads the scope's ids and the column sorted by, through the scope's index where it holds them.
    static func rowIDs(in scope: ExpenseScope, sortedBy sort: ExpenseSort, readableOnly: Bool,
                       from connection: DatabaseConnection) throws -> [Int64] {
        if sort.key == .amount {
            return AmountOrder.rowIDs(of: try amounts(in: scope, readableOnly: readableOnly, from: connection),
                                      ascending: sort.isAscending)
        }
        let statement = try connection.prepare(rowIDsSQL(in: scope, sortedBy: sort, limited: false, readableOnly: readableOnly))
        try statement.bind(scope.condition.values)
        return try statement.rows { try $0.column(0, as: Int64.self) }
    }

    /// The first `limit` expenses in `scope` (that can be read, when `readableOnly`) in the order `sort` gives, in
    /// one query: their ids picked as `rowIDs(in:sortedBy:limit:readableOnly:from:)` picks them, their rows
    /// read by id and put in the same order again (a sort of `limit` rows).
    static func firstPage(in scope: ExpenseScope, sortedBy sort: ExpenseSort, limit: Int, readableOnly: Bool,
                          from connection: DatabaseConnection) -> RowsRead<ListedExpense> {
        RowsRead.reading {
            let statement = try connection.prepare(firstPageSQL(in: scope, sortedBy: sort, readableOnly: readableOnly))
            try statement.bind(scope.condition.values + [limit])
            return statement.readableRows(listedExpense)
        }
    }

    /// The SQL of `firstPage(in:sortedBy:limit:readableOnly:from:)`, whose last value is the limit.
    static func firstPageSQL(in scope: ExpenseScope, sortedBy sort: ExpenseSort, readableOnly: Bool) -> String {
        """
        SELECT \(listedColumns) FROM expense WHERE entered IN (\(rowIDsSQL(in: scope, sortedBy: sort, limited: true, readableOnly: readableOnly)))
        ORDER BY \(sort.orderBy)
        """
    }

    /// The SQL of the row ids of the expenses in `scope` in the order `sort` gives, with a `LIMIT ?` when
    /// `limited`.
    private static func rowIDsSQL(in scope: ExpenseScope, sortedBy sort: ExpenseSort, limited: Bool, readableOnly: Bool) -> String {
        "SELECT entered FROM expense\(indexHint(for: scope, sortedBy: sort, readableOnly: readableOnly)) WHERE \(scope.condition.sql)"
            + "\(filter(readableOnly)) ORDER BY \(sort.orderBy)" + (limited ? " LIMIT ?" : "")
    }

    /// `INDEXED BY` the index that holds the scope's rows and what they are sorted by, where one does (the
    /// table's rows are then not read: 12,000 of them were most of the time of a month by amount); nothing
    /// for rows that may not be readable (`readableRow` reads the table).
    private static func indexHint(for scope: ExpenseScope, sortedBy sort: ExpenseSort, readableOnly: Bool) -> String {
        let covering: String? = switch (scope, sort.key) {
        case (.search, _), (_, .category): nil
        case (.trip, _): tripOrderIndex
        case (.dated, .amount): amountsIndex
        case (.dated, .date), (.dated, .title): listOrderIndex
        }
        return readableOnly ? "" : covering.map { " INDEXED BY \($0)" } ?? ""
    }

    /// What puts the expenses in `scope` in order by amount (`AmountOrder`): each one's id, day and amount as a
    /// number, read through the scope's index, unsorted. SQLite sorting 11,000 rows by `CAST(amount AS REAL)`
    /// took 9 ms, and its sorter keeping only a first page of 60 1.5 ms; reading them and sorting their numbers
    /// here takes a fraction of that, and a month's totals keep them from their own pass
    /// (`totalsAndAmounts(in:readableOnly:from:)`).
    static func amounts(in scope: ExpenseScope, readableOnly: Bool, from connection: DatabaseConnection) throws -> [AmountOrder.Entry] {
        let statement = try connection.prepare(amountsSQL(in: scope, readableOnly: readableOnly))
        try statement.bind(scope.condition.values)
        statement.reset()
        defer { statement.reset() }
        var amounts: [AmountOrder.Entry] = []
        while try statement.step() {
            amounts.append(AmountOrder.Entry(amount: statement.real(atColumn: 2), date: statement.real(atColumn: 1),
                                             entered: statement.integer(atColumn: 0)))
        }
        return amounts
    }

    /// The SQL of `amounts(in:readableOnly:from:)`: the scope's row ids, days and amounts, unsorted, through the
    /// index that holds them where one does.
    static func amountsSQL(in scope: ExpenseScope, readableOnly: Bool) -> String {
        "SELECT entered, date, amount FROM expense\(indexHint(for: scope, sortedBy: .largestFirst, readableOnly: readableOnly))"
            + " WHERE \(scope.condition.sql)\(filter(readableOnly))"
    }

    /// The row id (`entered`) of the expense with `id`; nil when there is none.
    static func rowID(of id: Expense.ID, from connection: DatabaseConnection) throws -> Int64? {
        let statement = try connection.prepare("SELECT entered FROM expense WHERE id = ?")
        try statement.bind(id.uuidString, at: 1)
        return try statement.rows { try $0.column(0, as: Int64.self) }.first
    }

    /// The expenses with the row ids `rowIDs`, in that order (those that cannot be read, or are gone, left out).
    static func expenses(rowIDs: ArraySlice<Int64>, from connection: DatabaseConnection) -> RowsRead<ListedExpense> {
        RowsRead.reading {
            guard !rowIDs.isEmpty else { return RowsRead() }
            let marks = Array(repeating: "?", count: rowIDs.count).joined(separator: ", ")
            let statement = try connection.prepare("SELECT \(listedColumns) FROM expense WHERE entered IN (\(marks))")
            try statement.bind(rowIDs.map { $0 as any DatabaseValueConvertible })
            var read = statement.readableRows(listedExpense)
            let place = Dictionary(rowIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            read.rows.sort { place[$0.position.entered, default: 0] < place[$1.position.entered, default: 0] }
            return read
        }
    }

    /// Every expense that can be read, in list order.
    static func allInListOrder(from connection: DatabaseConnection) throws -> [Expense] {
        try connection.prepare("SELECT \(columns) FROM expense ORDER BY \(listOrder)").readableRows(expense).rowsUnlessStopped()
    }

    /// Where the expense with `id` is in the list of `scope` (how many come before it); nil when it is not in
    /// `scope` (or cannot be read, when `readableOnly`).
    static func offset(of id: Expense.ID, in scope: ExpenseScope, readableOnly: Bool,
                       from connection: DatabaseConnection) throws -> Int? {
        if case .search(let search) = scope { return try offset(of: id, in: search, from: connection) }
        let find = try connection.prepare(findSQL(scope, readableOnly))
        try find.bind([id.uuidString] + scope.condition.values)
        guard let position = try find.rows(listPosition).first else { return nil }
        var before = 0
        let same = scope.sameDayPrefix.values
        let values: [[any DatabaseValueConvertible]] = [
            scope.values(afterDay: position.date), same + [position.date, position.titleKey],
            same + [position.date, position.titleKey, position.entered],
        ]
        for (sql, values) in zip(countBeforeSQL(scope, readableOnly), values) {
            let count = try connection.prepare(sql)
            try count.bind(values)
            before += try count.rows { try $0.column(0, as: Int.self) }.first ?? 0
        }
        return before
    }

    // MARK: The SQL, by query (each named for the tests of their plans, `queries(readableOnly:)`)

    /// The scope's count.
    private static func countSQL(_ scope: ExpenseScope, _ readableOnly: Bool) -> String {
        "SELECT count(*) FROM expense WHERE \(scope.condition.sql)\(filter(readableOnly))"
    }

    /// The scope's amounts (with each row's id and day when `keepingAmounts`), through its `amountsIndex`.
    private static func totalsSQL(_ scope: ExpenseScope, _ readableOnly: Bool, keepingAmounts: Bool = false) -> String {
        "SELECT currency, amount\(keepingAmounts ? ", entered, date" : "") FROM expense INDEXED BY \(scope.amountsIndex)"
            + " WHERE \(scope.condition.sql)\(filter(readableOnly))"
    }

    /// A page counted to from the start (or, `reversed`, from the end).
    private static func pageSQL(_ scope: ExpenseScope, reversed: Bool, readableOnly: Bool) -> String {
        """
        SELECT \(listedColumns) FROM expense WHERE \(scope.condition.sql)\(filter(readableOnly))
        ORDER BY \(reversed ? reversedListOrder : listOrder) LIMIT ? OFFSET ?
        """
    }

    /// The three runs of the index after a position, each in its order: the rest of the position's title on
    /// its day, the day's later titles, then the scope's earlier days.
    private static func keysetSQL(_ scope: ExpenseScope, _ readableOnly: Bool) -> [String] {
        let same = scope.sameDayPrefix.sql
        return [
            (same + "date = ? AND title_key = ? AND entered < ?", "entered DESC"),
            (same + "date = ? AND title_key > ?", "title_key, entered DESC"),
            (scope.earlierDays, listOrder),
        ].map { condition, order in
            "SELECT \(listedColumns) FROM expense WHERE \(condition)\(filter(readableOnly)) ORDER BY \(order) LIMIT ?"
        }
    }

    /// An expense's position, when it is in the scope.
    private static func findSQL(_ scope: ExpenseScope, _ readableOnly: Bool) -> String {
        "SELECT date, title_key, entered FROM expense WHERE id = ? AND \(scope.condition.sql)\(filter(readableOnly))"
    }

    /// The counts of the rows before a position: the scope's later days, the day's earlier titles, the title's
    /// later entries.
    private static func countBeforeSQL(_ scope: ExpenseScope, _ readableOnly: Bool) -> [String] {
        let same = scope.sameDayPrefix.sql
        return [scope.laterDays, same + "date = ? AND title_key < ?", same + "date = ? AND title_key = ? AND entered > ?"].map {
            "SELECT count(*) FROM expense WHERE \($0)\(filter(readableOnly))"
        }
    }

    /// Every query of the list order for a scope like `scope`, with the index it must run through, nil for any
    /// (for the tests of their plans: none may scan the table or sort).
    static func queries(_ scope: ExpenseScope, readableOnly: Bool) -> [(sql: String, index: String?)] {
        let list = scope.listIndex
        return [(countSQL(scope, readableOnly), nil), (totalsSQL(scope, readableOnly), scope.amountsIndex),
                (totalsSQL(scope, readableOnly, keepingAmounts: true), scope.amountsIndex)]
            + [false, true].map { (pageSQL(scope, reversed: $0, readableOnly: readableOnly), list) }
            + keysetSQL(scope, readableOnly).map { ($0, list) }
            + [(findSQL(scope, readableOnly), "sqlite_autoindex_expense_1")]
            + zip(countBeforeSQL(scope, readableOnly), [nil, list, list]).map { ($0, $1) }
    }

    /// " AND readableRow" when only the rows that can be read count.
    private static func filter(_ readableOnly: Bool) -> String {
        readableOnly ? " AND \(readableRow)" : ""
    }

    /// The expense in the current row of a statement selecting `listedColumns`, with its place in the list.
    static func listedExpense(_ row: PreparedStatement) throws -> ListedExpense {
        ListedExpense(
            expense: try expense(row),
            position: ExpenseListPosition(
                date: try row.column(6, as: Double.self), titleKey: try row.column(9, as: String.self),
                entered: try row.column(10, as: Int64.self)))
    }

    /// The position in the current row of a statement selecting `date, title_key, entered`.
    private static func listPosition(_ row: PreparedStatement) throws -> ExpenseListPosition {
        ExpenseListPosition(
            date: try row.column(0, as: Double.self), titleKey: try row.column(1, as: String.self),
            entered: try row.column(2, as: Int64.self))
    }
}
