/// A row of a CSV file as the import stores it: the expense it makes, and the line it comes from.
public struct CSVImportRow: Equatable, Sendable {
    /// The line the row begins on.
    public var line: Int
    /// The expense, as it will be stored (its id is new).
    public var expense: Expense
    /// The trip's name as the file writes it, when the row names a trip; `expense.tripID` is nil when no
    /// trip has that name.
    public var tripName: String?
    /// The category's name as the file writes it, when the app does not know it (the expense has the
    /// import's fallback category).
    public var unknownCategory: String?
    /// The amount's exact text as the database stores it ("12.5"), worked out with the amount.
    var amountText = ""

    /// The row on `line`, which makes `expense`.
    public init(line: Int, expense: Expense, tripName: String? = nil, unknownCategory: String? = nil) {
        self.line = line
        self.expense = expense
        self.tripName = tripName
        self.unknownCategory = unknownCategory
    }
}
