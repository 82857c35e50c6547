import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Text on screen: wrapping, truncation, styles in cell attributes, wide characters and sanitising.
@MainActor
struct TextTests {
    private func driver<V: View>(_ view: V, columns: Int = 40, rows: Int = 10) -> TestDriver {
        TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: columns, rows: rows), showsKeyHints: false)
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    // MARK: Formatted values

    @Test func formattedValuesTakeTheEnvironmentsLocaleAndTimeZone() {
        let amount = Decimal(string: "1234.5") ?? 0
        // 23:30 UTC on 29 November 2026 is already 30 November in Tokyo.
        let date = Date(timeIntervalSince1970: 1_795_995_000)
        let view = VStack(alignment: .leading) {
            Text(amount, format: .currency(code: "EUR"))
            Text(date, format: .dateTime.day().month(.wide))
        }
        let english = driver(view.environment(\.locale, Locale(identifier: "en_US")).environment(\.timeZone, .gmt))
        #expect(trimmed(english.lines[0]) == "€1,234.50")
        #expect(trimmed(english.lines[1]) == "November 29")
        let german = driver(view.environment(\.locale, Locale(identifier: "de_DE")).environment(\.timeZone, .gmt))
        #expect(trimmed(german.lines[0]) == "1.234,50\u{A0}€")
        #expect(trimmed(german.lines[1]) == "29. November")
        let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
        let japan = driver(view.environment(\.locale, Locale(identifier: "en_US")).environment(\.timeZone, tokyo))
        #expect(trimmed(japan.lines[1]) == "November 30")
    }

    @Test func valuesFormattedInAnInterpolationTakeTheEnvironmentsLocale() {
        let amount = Decimal(string: "1234.5") ?? 0
        let view = Text("Total: \(amount, format: .currency(code: "EUR")) for \(3) nights")
        let english = driver(view.environment(\.locale, Locale(identifier: "en_US")))
        #expect(trimmed(english.lines[0]) == "Total: €1,234.50 for 3 nights")
        let german = driver(view.environment(\.locale, Locale(identifier: "de_DE")))
        #expect(trimmed(german.lines[0]) == "Total: 1.234,50\u{A0}€ for 3 nights")
        // A key with nothing to format again is kept as plain text.
        let plain: LocalizedStringKey = "Nights: \(3)"
        #expect(plain.parts == nil)
        #expect(plain == LocalizedStringKey("Nights: 3"))
    }

    // MARK: Wrapping and truncation

    @Test func wrapsAtSpacesToTheProposedWidth() {
        let screen = driver(Text("the quick brown fox jumps").frame(width: 10, alignment: .leading))
        #expect(screen.lines.prefix(3).map(trimmed) == ["the quick", "brown fox", "jumps"])
        #expect(trimmed(screen.lines[3]).isEmpty)
        // No line is wider than the frame.
        for line in screen.lines { #expect(trimmed(line).count <= 10) }
    }

    @Test func wrapsUnderTheTerminalWidthWithoutAFrame() {
        let screen = driver(Text("alpha beta gamma delta"), columns: 12)
        #expect(screen.lines.prefix(2).map(trimmed) == ["alpha beta", "gamma delta"])
    }

    @Test func aWordLongerThanTheLineBreaksAnywhere() {
        let screen = driver(Text("abcdefghijklmno").frame(width: 6, alignment: .leading))
        #expect(screen.lines.prefix(3).map(trimmed) == ["abcdef", "ghijkl", "mno"])
    }

    @Test func keepsExplicitLineBreaks() {
        let screen = driver(Text("one\ntwo"))
        #expect(screen.lines.prefix(2).map(trimmed) == ["one", "two"])
    }

    @Test func lineLimitOneTruncatesWithAnEllipsis() {
        let screen = driver(Text("Hello wonderful world").lineLimit(1).frame(width: 10, alignment: .leading))
        let first = trimmed(screen.lines[0])
        #expect(first == "Hello won…")
        #expect(trimmed(screen.lines[1]).isEmpty)
    }

    @Test func lineLimitTwoEndsTheSecondLineWithAnEllipsis() {
        let screen = driver(Text("one two three four five six").lineLimit(2).frame(width: 9, alignment: .leading))
        #expect(trimmed(screen.lines[0]) == "one two")
        #expect(trimmed(screen.lines[1]).hasSuffix("…"))
        #expect(trimmed(screen.lines[1]).hasPrefix("three"))
        #expect(trimmed(screen.lines[2]).isEmpty)
    }

    @Test func truncationModes() {
        let head = driver(Text("Hello wonderful world").lineLimit(1).truncationMode(.head).frame(width: 10))
        #expect(trimmed(head.lines[0]) == "…ful world")

        let middle = driver(Text("Hello wonderful world").lineLimit(1).truncationMode(.middle).frame(width: 10))
        let line = trimmed(middle.lines[0])
        #expect(line.count == 10)
        #expect(line.hasPrefix("Hello"))
        #expect(line.hasSuffix("orld"))
        #expect(line.contains("…"))
        #expect(!line.hasSuffix("…") && !line.hasPrefix("…"))
    }

    @Test func textInAOneRowFrameTruncates() {
        let screen = driver(Text("a sentence that is too long").frame(width: 12, height: 1, alignment: .leading))
        #expect(trimmed(screen.lines[0]).hasSuffix("…"))
        #expect(trimmed(screen.lines[0]).count <= 12)
    }

    // MARK: Styles

    @Test func boldItalicUnderlineShowInCellAttributes() {
        let screen = driver(HStack {
            Text("B").bold()
            Text("I").italic()
            Text("U").underline()
            Text("P")
        })
        let bold = screen.style(atColumn: 0, row: 0).attributes
        let italic = screen.style(atColumn: 2, row: 0).attributes
        let underline = screen.style(atColumn: 4, row: 0).attributes
        let plain = screen.style(atColumn: 6, row: 0).attributes
        #expect(screen.lines[0].hasPrefix("B I U P"))
        #expect(bold == .bold)
        #expect(italic == .italic)
        #expect(underline == .underline)
        #expect(plain.isEmpty)
    }

    @Test func fontsComeDownToBoldAndDim() {
        let screen = driver(VStack(alignment: .leading) {
            Text("title").font(.title)
            Text("caption").font(.caption)
            Text("body")
            VStack {
                Text("headline in env")
            }.font(.headline)
            Text("footnote in env").font(.footnote)
        })
        #expect(screen.style(atColumn: 0, row: 0).attributes.contains(.bold))
        #expect(!screen.style(atColumn: 0, row: 0).attributes.contains(.dim))
        #expect(screen.style(atColumn: 0, row: 1).attributes.contains(.dim))
        #expect(!screen.style(atColumn: 0, row: 1).attributes.contains(.bold))
        #expect(screen.style(atColumn: 0, row: 2).attributes.isEmpty)
        #expect(screen.style(atColumn: 0, row: 3).attributes.contains(.bold))
        #expect(screen.style(atColumn: 0, row: 4).attributes.contains(.dim))
    }

    @Test func secondaryForegroundIsDim() {
        let screen = driver(VStack(alignment: .leading) {
            Text("secondary").foregroundStyle(.secondary)
            VStack { Text("inherited") }.foregroundStyle(.secondary)
            Text("primary")
        })
        #expect(screen.style(atColumn: 0, row: 0).attributes.contains(.dim))
        #expect(screen.style(atColumn: 0, row: 1).attributes.contains(.dim))
        #expect(!screen.style(atColumn: 0, row: 2).attributes.contains(.dim))
    }

    @Test func colourForegroundGivesAForegroundColour() {
        let screen = driver(VStack(alignment: .leading) {
            Text("red").foregroundStyle(.red)
            VStack { Text("green") }.foregroundStyle(.green)
            Text("plain")
        })
        let red = screen.style(atColumn: 0, row: 0).foreground
        let green = screen.style(atColumn: 0, row: 1).foreground
        #expect(red != nil)
        #expect(red == terminalColor(.red))
        #expect(green == terminalColor(.green))
        #expect(red != green)
        #expect(screen.style(atColumn: 0, row: 2).foreground == nil)
        #expect(screen.style(atColumn: 0, row: 0).background == nil)
    }

    @Test func concatenationKeepsEachPartsStyle() {
        let screen = driver(Text("AB").bold() + Text("cd").italic() + Text("ef").foregroundStyle(.red))
        #expect(screen.lines[0].hasPrefix("ABcdef "))
        let styles = (0..<6).map { screen.style(atColumn: $0, row: 0) }
        #expect(styles[0].attributes == .bold && styles[1].attributes == .bold)
        #expect(styles[2].attributes == .italic && styles[3].attributes == .italic)
        #expect(styles[4].attributes.isEmpty && styles[5].attributes.isEmpty)
        #expect(styles[4].foreground == terminalColor(.red))
        #expect(styles[0].foreground == nil && styles[2].foreground == nil)
    }

    @Test func concatenatedTextWrapsAsOne() {
        let screen = driver((Text("one two ").bold() + Text("three four")).frame(width: 9, alignment: .leading))
        #expect(trimmed(screen.lines[0]) == "one two")
        #expect(trimmed(screen.lines[1]) == "three")
        #expect(screen.style(atColumn: 0, row: 1).attributes.isEmpty)
        #expect(screen.style(atColumn: 0, row: 0).attributes == .bold)
    }

    // MARK: Wide characters

    @Test func wideCharactersTakeTwoColumns() {
        let screen = driver(VStack(alignment: .leading) {
            Text("東京x")
            HStack {
                Text("東京")
                Text("y")
            }
        })
        #expect(screen.cell(atColumn: 0, row: 0).character == "東")
        #expect(screen.cell(atColumn: 0, row: 0).width == 2)
        #expect(screen.cell(atColumn: 1, row: 0).isContinuation)
        #expect(screen.cell(atColumn: 2, row: 0).character == "京")
        #expect(screen.cell(atColumn: 3, row: 0).isContinuation)
        #expect(screen.cell(atColumn: 4, row: 0).character == "x")
        #expect(screen.position(of: "x")?.column == 4)
        // In an HStack the neighbour starts after the four columns and the one column of spacing.
        #expect(screen.cell(atColumn: 5, row: 1).character == "y")
    }

    @Test func wideCharactersWrapByColumns() {
        let screen = driver(Text("東京大阪").frame(width: 5, alignment: .leading))
        // Two wide characters (four columns) fit in five; the third would need six.
        #expect(trimmed(screen.lines[0]) == "東京")
        #expect(trimmed(screen.lines[1]) == "大阪")
    }

    // MARK: Sanitising

    @Test func controlCharactersArriveAsVisibleSymbols() {
        let screen = driver(VStack(alignment: .leading) {
            Text("\u{1b}]0;x\u{7}")
            Text(verbatim: "a\u{1b}[31mred\u{9b}b")
        })
        #expect(trimmed(screen.lines[0]) == "␛]0;x␇")
        #expect(screen.lines[1].hasPrefix("a␛[31mred"))
        for row in 0..<screen.terminal.screen.rows {
            for column in 0..<screen.terminal.screen.columns {
                let character = screen.cell(atColumn: column, row: row).character
                for scalar in character.unicodeScalars {
                    let value = scalar.value
                    let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
                    #expect(!isControl, "control U+\(String(value, radix: 16)) at \(column),\(row)")
                }
            }
        }
    }
}
