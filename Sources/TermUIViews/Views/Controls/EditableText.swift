import TermUIBase

/// The text of a field being edited: its characters, the insertion point, and how far it is scrolled
/// sideways. Positions count characters (grapheme clusters); columns count terminal cells, two for a wide
/// character.
struct EditableText: Equatable {
    /// The characters.
    private(set) var characters: [Character] = []
    /// The insertion point: how many characters come before it.
    private(set) var cursor = 0
    /// How many columns are scrolled off the leading edge.
    private(set) var scroll = 0

    /// Text with the insertion point at its end.
    init(_ string: String = "") {
        replace(with: string)
    }

    /// The text.
    var string: String { String(characters) }

    var isEmpty: Bool { characters.isEmpty }

    /// The columns one character takes.
    static func columns(of character: Character) -> Int {
        Glyph.glyphs(of: String(character)).reduce(0) { $0 + $1.width }
    }

    /// The columns of the whole text.
    var columns: Int { characters.reduce(0) { $0 + Self.columns(of: $1) } }

    /// The column of the insertion point.
    var cursorColumn: Int { characters[..<cursor].reduce(0) { $0 + Self.columns(of: $1) } }

    // MARK: Editing

    /// Replaces the text; the insertion point goes to the end.
    mutating func replace(with string: String) {
        characters = Array(string)
        cursor = characters.count
        scroll = 0
    }

    /// Inserts text at the insertion point and moves it past the text. Combining marks join the character
    /// before them, as they do in the string.
    mutating func insert(_ text: String) {
        let before = String(characters[..<cursor]) + text
        let joined = Array(before + String(characters[cursor...]))
        cursor = min(Array(before).count, joined.count)
        characters = joined
    }

    /// Erases the character before the insertion point; false at the start.
    @discardableResult
    mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        characters.remove(at: cursor - 1)
        cursor -= 1
        return true
    }

    /// Erases the character after the insertion point; false at the end.
    @discardableResult
    mutating func deleteForward() -> Bool {
        guard cursor < characters.count else { return false }
        characters.remove(at: cursor)
        return true
    }

    /// Erases from the insertion point to the end.
    mutating func deleteToEnd() {
        characters.removeSubrange(cursor...)
    }

    /// Erases the word before the insertion point (and the spaces after it).
    mutating func deleteWordBackward() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Erases everything.
    mutating func clear() {
        replace(with: "")
    }

    // MARK: Moving

    /// Moves the insertion point one character back; false at the start.
    @discardableResult
    mutating func moveLeft() -> Bool {
        guard cursor > 0 else { return false }
        cursor -= 1
        return true
    }

    /// Moves the insertion point one character on; false at the end.
    @discardableResult
    mutating func moveRight() -> Bool {
        guard cursor < characters.count else { return false }
        cursor += 1
        return true
    }

    /// Moves the insertion point to the start.
    mutating func moveToStart() { cursor = 0 }

    /// Moves the insertion point to the end.
    mutating func moveToEnd() { cursor = characters.count }

    /// Moves the insertion point to a position (clamped to the text).
    mutating func move(to position: Int) { cursor = max(0, min(position, characters.count)) }

    /// Erases the characters in a range of positions and puts the insertion point where they were.
    mutating func erase(_ range: Range<Int>) {
        let range = max(0, range.lowerBound)..<min(characters.count, range.upperBound)
        guard !range.isEmpty else { return }
        characters.removeSubrange(range)
        cursor = range.lowerBound
    }

    // MARK: Scrolling

    /// Scrolls so that the insertion point is inside a field of a width, keeping one cell after the text for
    /// the cursor, and never leaving blank cells at the end when the text is longer than the field.
    mutating func keepCursorVisible(width: Int) {
        let total = columns + 1
        guard width > 0, total > width else {
            scroll = 0
            return
        }
        let column = cursorColumn
        let cursorWidth = cursor < characters.count ? max(1, Self.columns(of: characters[cursor])) : 1
        if column < scroll { scroll = column }
        if column + cursorWidth > scroll + width { scroll = column + cursorWidth - width }
        scroll = max(0, min(scroll, total - width))
    }

    /// Shows the text from its start (a field without focus).
    mutating func scrollToStart() {
        scroll = 0
    }

    /// The glyphs in a field of a width, with their columns from the field's leading edge. A wide character
    /// cut by an edge is left out.
    func visibleGlyphs(width: Int) -> [(glyph: Glyph, column: Int)] {
        var result: [(glyph: Glyph, column: Int)] = []
        var column = 0
        for character in characters {
            for glyph in Glyph.glyphs(of: String(character)) {
                let start = column - scroll
                if start >= width { return result }
                if start >= 0, start + glyph.width <= width { result.append((glyph, start)) }
                column += glyph.width
            }
        }
        return result
    }
}
