/// How a CSV file is imported: how it is read, which column holds what, how its dates and amounts are
/// written, and what rows without a currency or with a category the app does not know get. A value: the
/// import guesses one from the file (`CSVImportGuess`), the user sees it and may change any part (the sheet,
/// or the command's options), and the preview and the import take it as it is then.
public struct CSVImportSettings: Equatable, Sendable {
    /// What separates the fields.
    public var separator: CSVSeparator
    /// The line of the header, the row that names the columns; nil when the file has none. Rows before it
    /// are not transactions (an account's details, which some banks write above the table).
    public var headerLine: Int?
    /// Which column holds what.
    public var columns: CSVColumns
    /// How the days are written.
    public var dateFormat: ImportDateFormat
    /// How the amounts are written.
    public var decimalMark: DecimalMark
    /// Which sign of a signed amount is money spent.
    public var amountSign: AmountSign
    /// The currency of rows with no currency column, or nothing in it: the file's (its header's "Betrag
    /// (EUR)", its amounts' symbol) or else the app's.
    public var currencyCode: String
    /// The category of rows whose category the app does not know, or that have none.
    public var fallbackCategory: Category
    /// Whether rows already there (the same day, amount, currency and title as an expense in the database) are
    /// imported all the same; by default they are skipped.
    public var keepsDuplicates: Bool

    /// Settings of these parts; the fallback category Other and duplicates skipped unless given.
    public init(
        separator: CSVSeparator, headerLine: Int?, columns: CSVColumns, dateFormat: ImportDateFormat,
        decimalMark: DecimalMark, amountSign: AmountSign, currencyCode: String, fallbackCategory: Category = .other,
        keepsDuplicates: Bool = false
    ) {
        self.separator = separator
        self.headerLine = headerLine
        self.columns = columns
        self.dateFormat = dateFormat
        self.decimalMark = decimalMark
        self.amountSign = amountSign
        self.currencyCode = currencyCode
        self.fallbackCategory = fallbackCategory
        self.keepsDuplicates = keepsDuplicates
    }
}
