import CNcurses

/// A cell's style and whether its character is a graphic: what decides how ncurses draws it.
struct CursesStyleKey: Hashable {
    let style: CellStyle
    let isGraphic: Bool

    /// The terminal's default style, not a graphic.
    static let plain = CursesStyleKey(style: .plain, isGraphic: false)
}

/// Attributes and a colour pair, as ncurses takes them, with what decides whether a blank cell may be drawn
/// with them.
struct CursesStyle: Equatable {
    /// The character of a blank cell.
    static let blank: UInt32 = 0x20
    /// The most unchanged cells between two changes that ncurses sends rather than move the cursor past
    /// (moving costs about as many bytes).
    static let shortGap = 4

    let attributes: attr_t
    let pair: Int32
    /// The background's colour number (-1 for the terminal's default).
    let background: Int32
    /// Whether the style shows on a blank beyond its background: underline and reverse video do.
    let showsOnBlank: Bool

    /// The terminal's default look.
    static let plain = CursesStyle(attributes: 0, pair: 0, background: -1, showsOnBlank: false)

    /// Whether a blank of style `blank` looks the same drawn with this style: the background is the same and
    /// neither underlines or reverses. (Bold, dim, italic and the text colour do not show on a blank.)
    func lends(to blank: CursesStyle) -> Bool {
        !showsOnBlank && background == blank.background
    }
}

extension Cell {
    /// Whether the cell is a blank, whose look may be taken from the text beside it (see `CursesStyle`).
    var isBlankForLook: Bool { code == CursesStyle.blank && width == 1 }

    /// Whether the cell is a blank of `style`: one of a run of blanks that is drawn in one look.
    func isBlank(of style: CellStyle) -> Bool { isBlankForLook && self.style == style }
}
