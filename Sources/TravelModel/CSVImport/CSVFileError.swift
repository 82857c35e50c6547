/// Why a CSV file cannot be imported at all (as opposed to a row that is skipped, `CSVSkippedRow`): nothing of it
/// is imported. Each says what to do where there is something to do.
public enum CSVFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no file at the path.
    case missing
    /// The file cannot be opened or read, for the system's `reason`.
    case cannotRead(reason: FailureReason)
    /// The file is UTF-16 or UTF-32 (a byte order mark, or NUL bytes among its first).
    case utf16
    /// The file is not text: NUL bytes among its first, not as UTF-16 has them (a picture, an archive, a
    /// spreadsheet's own file).
    case notText
    /// The bytes of line `line` are not UTF-8 (a file in Windows-1252 or Latin-1, as some banks write).
    case notUTF8(line: Int)
    /// A quoted field that begins on line `line` is not closed by the end of the file.
    case unclosedQuote(line: Int)
    /// The record that begins on line `line` is larger than `CSVReader.largestRecord`: not a bank export.
    case recordTooLarge(line: Int)
    /// The file holds no record at all (empty, or only empty lines).
    case empty
    /// No column is given `role` (a date, a title, an amount): the guess found none by the header or the
    /// values, and the user is to say which (`wishlist import --column`, or the sheet).
    case noColumn(CSVColumnRole)

    /// The size in MiB over which a record is `recordTooLarge`.
    public static let largestRecordMiB = CSVReader.largestRecord >> 20

    /// One line for the user.
    public var description: String {
        switch self {
        case .missing:
            "the file cannot be read: there is no such file"
        case .cannotRead(let reason):
            "the file cannot be read: \(reason)"
        case .utf16:
            "the file is UTF-16 (\"Unicode\" text), not UTF-8: save it as UTF-8 (\"CSV UTF-8\") and import that"
        case .notText:
            "the file is not text (a picture, an archive, a spreadsheet's own file?): save the table as CSV and import that"
        case .notUTF8(let line):
            "line \(line) is not UTF-8 text (the file may be in Windows-1252 or Latin-1): save it as UTF-8 and import that"
        case .unclosedQuote(let line):
            "the quoted field that begins on line \(line) is never closed (a \" is missing)"
        case .recordTooLarge(let line):
            "the row on line \(line) is larger than \(Self.largestRecordMiB) MiB: this is not a table of transactions"
        case .empty:
            "the file holds no rows"
        case .noColumn(let role):
            "no column holds \(role.described) (neither its name nor its values say which): say which column does"
        }
    }
}
