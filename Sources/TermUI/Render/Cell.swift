/// One terminal cell: a character, how many columns it spans, and its style.
///
/// A wide character (CJK, most emoji) sits in the cell where it starts with `width` 2; the cell to its right
/// is a continuation with `width` 0 that terminals skip.
public struct Cell: Equatable, Sendable {
    /// The character shown; a space for an empty cell.
    public var character: Character
    /// 1 for a normal cell, 2 for the first cell of a wide character, 0 for the cell a wide character covers.
    public var width: UInt8
    /// Colours and attributes.
    public var style: CellStyle

    /// A cell from its parts.
    public init(character: Character, width: UInt8 = 1, style: CellStyle = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    /// An empty cell in the terminal's default style.
    public static let blank = Cell(character: " ")

    /// Whether this cell is covered by the wide character to its left.
    public var isContinuation: Bool { width == 0 }

    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.width == rhs.width && lhs.style == rhs.style && lhs.character == rhs.character
    }
}
