import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// Column widths of scalars and grapheme clusters, checked against what glibc's
/// `wcwidth` (C.UTF-8) and tmux 3.3 show.
struct TerminalWidthTests {
    /// The width of the scalar with the given value (nil when the value is not a scalar).
    private func width(of value: UInt32) -> Int? {
        Unicode.Scalar(value).map { TerminalWidth.of($0) }
    }

    /// Sums the widths of a string's characters.
    private func columns(_ string: String) -> Int {
        string.reduce(0) { $0 + TerminalWidth.of($1) }
    }

    /// Printable ASCII is one column each; control characters take none.
    @Test func asciiIsOneColumn() {
        for value in UInt32(0x20)...0x7E {
            #expect(width(of: value) == 1)
        }
        #expect(columns("Hello, world!") == 13)
        #expect(width(of: 0x1B) == 0)
        #expect(width(of: 0x7F) == 0)
        #expect(width(of: 0x9B) == 0)
    }

    /// Han ideographs, kana, Hangul and fullwidth forms are two columns.
    @Test func eastAsianWideIsTwoColumns() {
        #expect(TerminalWidth.of("東" as Character) == 2)
        #expect(columns("東京") == 4)
        #expect(columns("ひらがな") == 8)
        #expect(columns("한국어") == 6)
        #expect(TerminalWidth.of("Ａ" as Character) == 2)
        #expect(TerminalWidth.of("\u{3000}" as Character) == 2)
        #expect(TerminalWidth.of("\u{20000}" as Character) == 2)
    }

    /// Decomposed Hangul (leading jamo + medial vowel + final consonant) is one two-column syllable.
    @Test func conjoiningJamoTakeTheWidthOfTheLeadingConsonant() {
        let syllable: Character = "\u{1112}\u{1161}\u{11AB}"
        #expect(TerminalWidth.of(syllable) == 2)
        #expect(width(of: 0x1161) == 0)
        #expect(width(of: 0x11AB) == 0)
    }

    /// A letter followed by a combining accent is one column.
    @Test func combiningMarksAddNoWidth() {
        let decomposed: Character = "e\u{301}"
        #expect(decomposed.unicodeScalars.count == 2)
        #expect(TerminalWidth.of(decomposed) == 1)
        #expect(columns("Cafe\u{301}") == 4)
        #expect(width(of: 0x301) == 0)
        #expect(width(of: 0x20DD) == 0)
    }

    /// Joiners, zero width space, variation selectors and other format characters are zero columns.
    @Test func invisibleScalarsAreZeroColumns() {
        for value: UInt32 in [0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x202E, 0x2066, 0xFEFF, 0xFE0F, 0xE0100] {
            #expect(width(of: value) == 0, "U+\(String(value, radix: 16))")
        }
    }

    /// The soft hyphen is one column, as glibc counts it.
    @Test func softHyphenIsOneColumn() {
        #expect(width(of: 0xAD) == 1)
    }

    /// Ambiguous-width characters count as one column (non-CJK locale).
    @Test func ambiguousWidthIsOneColumn() {
        for character: Character in ["→", "★", "♥", "●", "─", "│", "┼", "…", "€", "α", "Я"] {
            #expect(TerminalWidth.of(character) == 1, "\(character)")
        }
    }

    /// Emoji with emoji presentation are two columns; text-presentation pictographs are one.
    @Test func emojiWidths() {
        #expect(TerminalWidth.of("😀" as Character) == 2)
        #expect(TerminalWidth.of("🚗" as Character) == 2)
        #expect(TerminalWidth.of("⛺" as Character) == 2)
        #expect(TerminalWidth.of("🏔" as Character) == 1)
        #expect(TerminalWidth.of("✈" as Character) == 1)
        #expect(TerminalWidth.of("☀" as Character) == 1)
    }

    /// Emoji sequences take the width of their first visible scalar.
    @Test func emojiSequencesAreTwoColumns() {
        let family: Character = "👨\u{200D}👩\u{200D}👧"
        #expect(family.unicodeScalars.count == 5)
        #expect(TerminalWidth.of(family) == 2)
        #expect(TerminalWidth.of("👍🏽" as Character) == 2)
        #expect(TerminalWidth.of("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}" as Character) == 2)
    }

    /// A flag is two regional indicators of one column each; a lone indicator is one column.
    @Test func regionalIndicators() {
        #expect(width(of: 0x1F1E9) == 1)
        #expect(TerminalWidth.of("🇩🇪" as Character) == 2)
        #expect(TerminalWidth.of("\u{1F1E9}" as Character) == 1)
    }

    /// Symbols whose width changed in Unicode 16 keep the width glibc 2.36 and tmux 3.3 draw.
    @Test func versionSensitiveSymbols() {
        #expect(TerminalWidth.of("☰" as Character) == 1)
        #expect(TerminalWidth.of("䷀" as Character) == 2)
        #expect(TerminalWidth.of("㉈" as Character) == 2)
    }

    /// The wide table is sorted, disjoint and made of well-formed ranges.
    @Test func wideRangesAreSortedAndDisjoint() {
        let ranges = TerminalWidth.wideRanges
        #expect(!ranges.isEmpty)
        for (index, range) in ranges.enumerated() {
            #expect(range.0 <= range.1)
            if index > 0 {
                #expect(ranges[index - 1].1 < range.0)
            }
        }
    }

    /// Every SF Symbols stand-in is one or two columns and contains no control scalar.
    @Test func symbolGlyphsArePrintable() {
        #expect(SymbolGlyphs.glyphs.count >= 120)
        for (name, glyph) in SymbolGlyphs.glyphs {
            #expect(glyph.count == 1, "\(name)")
            for character in glyph {
                let width = TerminalWidth.of(character)
                #expect(width == 1 || width == 2, "\(name)")
            }
            for scalar in glyph.unicodeScalars {
                let value = scalar.value
                #expect(value >= 0x20 && !(0x7F...0x9F).contains(value), "\(name)")
                #expect(scalar.properties.generalCategory != .format, "\(name)")
            }
            #expect(Glyph.glyphs(of: glyph).map(\.character) == Array(glyph), "\(name)")
        }
        let fallbackWidth = SymbolGlyphs.fallback.reduce(0) { $0 + TerminalWidth.of($1) }
        #expect(fallbackWidth == 1)
    }

    /// Known names map to their stand-ins; unknown names give nil.
    @Test func symbolLookup() {
        #expect(SymbolGlyphs.glyph(for: "checkmark") == "✓")
        #expect(SymbolGlyphs.glyph(for: "star.fill") == "★")
        #expect(SymbolGlyphs.glyph(for: "airplane") == "✈")
        #expect(SymbolGlyphs.glyph(for: "no.such.symbol") == nil)
        let required = [
            "chevron.left", "chevron.right", "chevron.up", "chevron.down", "xmark", "plus",
            "magnifyingglass", "heart.fill", "fork.knife", "bed.double", "mappin.and.ellipse",
            "ticket", "archivebox", "line.3.horizontal.decrease", "figure.skiing.downhill",
        ]
        for name in required {
            #expect(SymbolGlyphs.glyph(for: name) != nil, "\(name)")
        }
    }
}
