import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Turning strings into terminal-safe glyphs.
struct GlyphTests {
    /// The characters of a string's glyphs, joined back into a string.
    private func text(_ string: String) -> String {
        String(Glyph.glyphs(of: string).map(\.character))
    }

    /// The widths of a string's glyphs.
    private func widths(_ string: String) -> [Int] {
        Glyph.glyphs(of: string).map(\.width)
    }

    /// Printable ASCII passes through one glyph per byte, one column each.
    @Test func printableASCII() {
        let glyphs = Glyph.glyphs(of: "Hi there!")
        #expect(glyphs.map(\.character) == Array("Hi there!"))
        #expect(glyphs.allSatisfy { $0.width == 1 })
        #expect(Glyph.glyphs(of: "").isEmpty)
    }

    /// An OSC escape sequence becomes visible pictures: ␛ ] 0 ; x ␇.
    @Test func escapeSequenceBecomesVisible() {
        let glyphs = Glyph.glyphs(of: "\u{1B}]0;x\u{7}")
        #expect(glyphs == [
            Glyph(character: "\u{241B}", width: 1),
            Glyph(character: "]", width: 1),
            Glyph(character: "0", width: 1),
            Glyph(character: ";", width: 1),
            Glyph(character: "x", width: 1),
            Glyph(character: "\u{2407}", width: 1),
        ])
    }

    /// C0 controls map to Control Pictures; newline to ␤.
    @Test func c0ControlsBecomeControlPictures() {
        #expect(text("\u{0}") == "\u{2400}")
        #expect(text("\u{8}") == "\u{2408}")
        #expect(text("\u{1F}") == "\u{241F}")
        #expect(text("\n") == "\u{2424}")
        #expect(text("a\u{1B}[2Jb") == "a\u{241B}[2Jb")
    }

    /// A tab is shown as one space.
    @Test func tabBecomesSpace() {
        #expect(text("a\tb") == "a b")
        #expect(widths("a\tb") == [1, 1, 1])
    }

    /// DEL is shown as ␡.
    @Test func deleteBecomesPicture() {
        #expect(text("x\u{7F}") == "x\u{2421}")
    }

    /// C1 controls (including the single-byte CSI) become the replacement character.
    @Test func c1ControlsBecomeReplacementCharacter() {
        #expect(text("\u{9B}31m") == "\u{FFFD}31m")
        #expect(text("\u{80}\u{9F}") == "\u{FFFD}\u{FFFD}")
        #expect(widths("\u{9D}") == [1])
    }

    /// Bidirectional overrides and isolates are dropped; the text around them stays.
    @Test func bidiControlsAreDropped() {
        #expect(text("abc\u{202E}def") == "abcdef")
        #expect(text("\u{2066}x\u{2069}") == "x")
        #expect(text("\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}").isEmpty)
        #expect(text("a\u{FEFF}b\u{200B}c") == "abc")
    }

    /// "\r\n" is a single Character, yet each of its controls is shown on its own.
    @Test func carriageReturnLineFeedClusterIsSplit() {
        let crlf = "\r\n"
        #expect(crlf.count == 1)
        #expect(text(crlf) == "\u{240D}\u{2424}")
        #expect(widths(crlf) == [1, 1])
        #expect(text("a\r\nb") == "a\u{240D}\u{2424}b")
    }

    /// No glyph ever carries a control or a dropped format scalar.
    @Test func noControlSurvives() {
        var sample = ""
        for value in UInt32(0)...0x9F {
            if let scalar = Unicode.Scalar(value) {
                sample.unicodeScalars.append(scalar)
            }
        }
        sample += "\u{202E}\u{2066}\u{2028}\u{2029}\u{61C}"
        for glyph in Glyph.glyphs(of: sample) {
            for scalar in glyph.character.unicodeScalars {
                let value = scalar.value
                #expect(value >= 0x20 && !(0x7F...0x9F).contains(value))
                #expect(scalar.properties.generalCategory != .format)
                #expect(scalar.properties.generalCategory != .lineSeparator)
                #expect(scalar.properties.generalCategory != .paragraphSeparator)
            }
            #expect(glyph.width == 1)
        }
    }

    /// A combining mark with nothing to sit on is drawn on a dotted circle.
    @Test func loneCombiningMarkGetsDottedCircle() {
        let glyphs = Glyph.glyphs(of: "\u{301}a")
        #expect(glyphs == [
            Glyph(character: "\u{25CC}\u{301}", width: 1),
            Glyph(character: "a", width: 1),
        ])
    }

    /// A decomposed accent stays with its letter as one glyph.
    @Test func decomposedAccentIsOneGlyph() {
        #expect(Glyph.glyphs(of: "e\u{301}") == [Glyph(character: "e\u{301}", width: 1)])
    }

    /// Wide characters and emoji keep their clusters and report two columns.
    @Test func wideGlyphs() {
        #expect(Glyph.glyphs(of: "東京") == [
            Glyph(character: "東", width: 2),
            Glyph(character: "京", width: 2),
        ])
        let family: Character = "👨\u{200D}👩\u{200D}👧"
        #expect(Glyph.glyphs(of: String(family)) == [Glyph(character: family, width: 2)])
        #expect(widths("😀🏔") == [2, 1])
        #expect(widths("👍🏽") == [2])
    }

    /// Every glyph is one or two columns wide, whatever the input.
    @Test func everyGlyphHasWidth() {
        let mixed = "\u{301}\u{200D}\u{FE0F}\u{1160}x\u{E0001}🇩🇪é東\u{0}"
        for glyph in Glyph.glyphs(of: mixed) {
            #expect(glyph.width == 1 || glyph.width == 2)
        }
    }
}
