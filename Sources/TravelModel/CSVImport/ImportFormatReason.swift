/// Why an import reads the file's dates or amounts as it does (`CSVImportGuess`), to show beside the choice, so
/// that a choice the data did not make is never a silent one.
public enum ImportFormatReason: Equatable, Sendable, CustomStringConvertible {
    /// The file writes them only one way, as the value `example` on line `line` shows.
    case written(example: String, line: Int)
    /// The value `example` on line `line` can be read only this way (a day after the 12th, a decimal mark
    /// before the last digits).
    case decided(example: String, line: Int)
    /// No value decides: this is how the file's separator is used (a semicolon file writes a decimal comma).
    case separator(CSVSeparator)
    /// No value decides: this is how the locale `identifier` writes them.
    case locale(identifier: String)
    /// The user said so.
    case given
    /// The file has no such values.
    case noValues

    /// Why, as a clause: "as "13/01/2026" on line 5 can only be read", "from the locale en_US".
    public var description: String {
        switch self {
        case let .written(example, line): "as the file writes them (\(MessageQuote.quoted(example)) on line \(line))"
        case let .decided(example, line): "as \(MessageQuote.quoted(example)) on line \(line) can only be read so"
        case .separator(let separator): "as a \(separator.name)-separated file writes them (no value decides)"
        case .locale(let identifier): "as the locale \(identifier) writes them (no value decides)"
        case .given: "as given"
        case .noValues: "(no values to go by)"
        }
    }
}
