/// What an import did, or what its preview found it would do: how many expenses, the first of them as they are
/// stored (a preview's), the rows skipped with their lines and reasons, the names the app does not know.
public struct CSVImportReport: Equatable, Sendable {
    /// How many rows the preview keeps in `skipped` at most (the others are counted).
    public static let skippedListLimit = 1_000
    /// How many names of categories and trips the app does not know are kept at most.
    public static let nameListLimit = 20

    /// How many expenses were imported (for a preview: would be).
    public var imported = 0
    /// The first expenses, as they are stored, with their lines (a preview's; an import keeps none).
    public var firstRows: [CSVImportRow] = []
    /// The first rows skipped, in the file's order, up to `skippedListLimit`.
    public var skipped: [CSVSkippedRow] = []
    /// How many rows were skipped in all.
    public var skippedCount = 0
    /// How many rows were skipped for each kind of reason.
    public var skippedByKind: [CSVSkippedRow.Kind: Int] = [:]
    /// How many of the expenses imported are like one already there (imported because the settings keep
    /// duplicates).
    public var duplicatesKept = 0
    /// Category names the app does not know, with the rows naming each (their expenses have the fallback
    /// category); at most `nameListLimit` names, the rows of the others counted in `otherUnknownCategoryRows`.
    public var unknownCategories: [String: Int] = [:]
    public var otherUnknownCategoryRows = 0
    /// Trip names no trip has, with the rows naming each (their expenses have no trip); as the categories.
    public var unknownTrips: [String: Int] = [:]
    public var otherUnknownTripRows = 0
    /// The expenses an import added, one batch (nil for a preview, or when it added none).
    public var batch: ImportedBatch?

    /// A report of nothing done yet.
    public init() {}

    /// The rows skipped, counted by kind of reason: "1 money received, 3 already there, 1 not a transaction";
    /// empty when none was.
    public var skippedKinds: String {
        let kinds: [(CSVSkippedRow.Kind, String)] = [
            (.moneyReceived, "money received"), (.duplicate, "already there"), (.notATransaction, "not a transaction"),
            (.zero, "of zero"), (.unreadable, "that do not read"),
        ]
        return kinds.compactMap { kind, name in skippedByKind[kind].map { "\($0) \(name)" } }.joined(separator: ", ")
    }

    /// Notes a row skipped.
    mutating func skip(_ row: CSVSkippedRow) {
        skippedCount += 1
        skippedByKind[row.reason.kind, default: 0] += 1
        if skipped.count < Self.skippedListLimit { skipped.append(row) }
    }

    /// Notes a row that becomes an expense, keeping it among the first rows when fewer than `limit` are.
    mutating func take(_ row: CSVImportRow, keepingFirst limit: Int) {
        imported += 1
        if firstRows.count < limit { firstRows.append(row) }
        if let name = row.unknownCategory { Self.tally(name, in: &unknownCategories, others: &otherUnknownCategoryRows) }
        if let name = row.tripName, row.expense.tripID == nil { Self.tally(name, in: &unknownTrips, others: &otherUnknownTripRows) }
    }

    private static func tally(_ name: String, in names: inout [String: Int], others: inout Int) {
        if names[name] != nil || names.count < nameListLimit {
            names[name, default: 0] += 1
        } else {
            others += 1
        }
    }
}

/// The expenses one import added: rows entered one after another, so that the app can undo the import as one
/// step (`BudgetStore.didImport(_:)`) and read them back by their place in the table.
public struct ImportedBatch: Equatable, Hashable, Sendable {
    /// The `entered` of the first expense added, and of the last.
    public var firstEntered: Int64
    public var lastEntered: Int64
    /// How many were added.
    public var count: Int

    /// The batch of `count` expenses entered from `firstEntered` to `lastEntered`.
    public init(firstEntered: Int64, lastEntered: Int64, count: Int) {
        self.firstEntered = firstEntered
        self.lastEntered = lastEntered
        self.count = count
    }

    /// The batch's expenses as they are now in `connection`'s database, in the order they were imported
    /// (those deleted since are not there).
    func expenses(in connection: DatabaseConnection) throws -> [Expense] {
        let statement = try connection.prepare(
            "SELECT \(ExpenseTable.columns) FROM expense WHERE entered BETWEEN ? AND ? ORDER BY entered")
        try statement.bind(firstEntered, at: 1)
        try statement.bind(lastEntered, at: 2)
        return try statement.readableRows(ExpenseTable.expense).rowsUnlessStopped()
    }

    /// The batch's expenses as they are now in `database`.
    public func expenses(in database: AppDatabase) throws -> [Expense] {
        try database.read { try expenses(in: $0) }
    }
}
