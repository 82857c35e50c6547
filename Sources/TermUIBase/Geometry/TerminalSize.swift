/// The size of a terminal in columns and rows.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in columns.
    public var columns: Int
    /// Height in rows.
    public var rows: Int

    /// A size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// "80x24".
    public var description: String { "\(columns)x\(rows)" }
}
