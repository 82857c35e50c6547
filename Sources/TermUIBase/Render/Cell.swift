/// One terminal cell: a character, how many columns it spans, and its style.
///
/// A wide character (CJK, most emoji) sits in the cell where it starts with `width` 2; the cell to its right
/// is a continuation with `width` 0 that terminals skip. Cells are plain values: the character is kept as a
/// code (see `GraphemeTable`), so copying and comparing cells costs no reference counting.
public struct Cell: Equatable, Sendable {
    /// The grapheme's code.
    @usableFromInline package var code: UInt32
    /// 1 for a normal cell, 2 for the first cell of a wide character, 0 for the cell a wide character covers.
    public var width: UInt8
    /// Colours and attributes.
    public var style: CellStyle

    /// A cell from its parts.
    public init(character: Character, width: UInt8 = 1, style: CellStyle = .plain) {
        self.init(code: GraphemeTable.code(for: character), width: width, style: style)
    }

    @inlinable package init(code: UInt32, width: UInt8, style: CellStyle) {
        self.code = code
        self.width = width
        self.style = style
    }

    /// The character shown; a space for an empty cell.
    public var character: Character {
        get { GraphemeTable.character(for: code) }
        set { code = GraphemeTable.code(for: newValue) }
    }

    /// An empty cell in the terminal's default style.
    public static let blank = Cell(code: 0x20, width: 1, style: .plain)

    /// Whether this cell is covered by the wide character to its left.
    @inlinable public var isContinuation: Bool { width == 0 }

    /// Whether the character is drawn as a graphic, not read as text (see `TerminalStyleMapping.isGraphic`).
    @inlinable var hasGraphicCharacter: Bool { code < 0x8000_0000 && TerminalStyleMapping.isGraphic(code) }
}
