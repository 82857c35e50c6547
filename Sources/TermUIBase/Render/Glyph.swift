/// One grapheme as it will sit in terminal cells: a printable character and its width in columns (1 or 2).
public struct Glyph: Equatable, Sendable {
    /// The grapheme's code in cells (see `GraphemeTable`).
    @usableFromInline private(set) var code: UInt32
    /// The number of terminal columns the grapheme takes: 1 or 2.
    public var width: Int

    /// Creates a glyph from a printable character and the columns it takes.
    public init(character: Character, width: Int) {
        code = GraphemeTable.code(for: character)
        self.width = width
    }

    /// The grapheme to print; it never contains a control character.
    public var character: Character {
        get { GraphemeTable.character(for: code) }
        set { code = GraphemeTable.code(for: newValue) }
    }

    /// Whether the glyph is a space (where text may wrap).
    package var isSpace: Bool { code == 0x20 }
}

extension Glyph {
    /// The glyphs of a string, made safe for a terminal by the rules of `TerminalSafeScalar` (controls as
    /// Control Pictures, C1 controls as �, format characters dropped), which text written outside the screen
    /// follows too (`String.sanitizedForTerminal()`).
    ///
    /// - Each control is mapped on its own even inside a cluster ("\r\n" gives two glyphs).
    /// - A cluster that takes no columns (a lone combining mark) is drawn on a dotted circle ◌, so every glyph
    ///   is at least one column wide; a cluster left empty is skipped.
    @usableFromInline package static func glyphs(of string: String) -> [Glyph] {
        if let glyphs = printableASCIIGlyphs(of: string) {
            return glyphs
        }
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(string.utf8.count)
        for character in string {
            appendSanitized(character, to: &glyphs)
        }
        return glyphs
    }

    /// The glyphs for U+0020 through U+007E, indexed by code minus 0x20.
    private static let printableASCII: [Glyph] = (UInt8(0x20)...UInt8(0x7E)).map { byte in
        Glyph(character: Character(Unicode.Scalar(byte)), width: 1)
    }

    /// The glyphs of a string made only of printable ASCII, or nil when it has anything else.
    private static func printableASCIIGlyphs(of string: String) -> [Glyph]? {
        let utf8 = string.utf8
        for byte in utf8 where byte < 0x20 || byte > 0x7E {
            return nil
        }
        let table = printableASCII
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(utf8.count)
        for byte in utf8 {
            glyphs.append(table[Int(byte &- 0x20)])
        }
        return glyphs
    }

    /// Appends the glyphs of one grapheme cluster, replacing controls and dropping format characters.
    private static func appendSanitized(_ character: Character, to glyphs: inout [Glyph]) {
        let scalars = character.unicodeScalars
        guard scalars.contains(where: TerminalSafeScalar.needsSanitizing) else {
            appendVisible(character, to: &glyphs)
            return
        }
        var kept = String.UnicodeScalarView()
        for scalar in scalars {
            switch TerminalSafeScalar.treatment(of: scalar) {
            case .kept:
                kept.append(scalar)
            case .dropped:
                continue
            case .replaced(let picture):
                appendVisible(kept, to: &glyphs)
                kept = String.UnicodeScalarView()
                glyphs.append(Glyph(character: picture, width: 1))
            }
        }
        appendVisible(kept, to: &glyphs)
    }

    /// Appends the clusters of already-sanitised scalars (which may regroup once
    /// characters were taken out), skipping nothing but an empty view.
    private static func appendVisible(_ scalars: String.UnicodeScalarView, to glyphs: inout [Glyph]) {
        guard !scalars.isEmpty else {
            return
        }
        for character in String(scalars) {
            appendVisible(character, to: &glyphs)
        }
    }

    /// Appends a cluster free of controls, putting a zero-width one on a dotted circle.
    private static func appendVisible(_ character: Character, to glyphs: inout [Glyph]) {
        let width = TerminalWidth.of(character)
        if width > 0 {
            glyphs.append(Glyph(character: character, width: min(width, 2)))
            return
        }
        let dottedCircle: Character = "\u{25CC}"
        let combined = String(dottedCircle) + String(character)
        var clusters = combined.makeIterator()
        if let first = clusters.next(), clusters.next() == nil {
            glyphs.append(Glyph(character: first, width: 1))
        } else {
            // The scalars do not combine with a base (e.g. a lone Hangul medial vowel).
            glyphs.append(Glyph(character: dottedCircle, width: 1))
        }
    }
}

extension Glyph {
    /// How many columns a string takes once made safe for a terminal.
    package static func width(of string: String) -> Int {
        glyphs(of: string).reduce(0) { $0 + $1.width }
    }
}
