import Testing
@testable import TermUITesting
@testable import TermUICurses
@testable import TermUIViews

/// ncurses holds in one cell one character that takes columns and the marks after it: a character made of
/// several that take columns goes out as the pieces a terminal shows, filling its columns, so that no column
/// keeps what an earlier frame put there.
@MainActor
struct CursesCharacterPiecesTests {
    /// What ncurses believes the terminal shows in the first columns of row 0 after each frame.
    private func shown(after frames: [String], columns: Int = 6) throws -> [String?] {
        let recorded = try RecordedTerminal(size: TerminalSize(columns: 10, rows: 2))
        defer { recorded.close() }
        for text in frames {
            var frame = CellCanvas(columns: 10, rows: 2)
            frame.draw(text, at: Point(x: 0, y: 0), style: .plain)
            recorded.show(frame)
        }
        return (0..<columns).map { recorded.terminal.shownCharacters(column: $0, row: 0) }
    }

    @Test func aFlagTakesItsTwoColumnsAsTwoLetters() throws {
        // Drawn over "abcd", the flag's second column must not keep the "b".
        #expect(try shown(after: ["abcd", "🇯🇵cd"]) == ["🇯", "🇵", "c", "d", " ", " "])
        #expect(try shown(after: ["🇯🇵🇫🇷x"]) == ["🇯", "🇵", "🇫", "🇷", "x", " "])
    }

    @Test func aFamilyShowsItsFirstPersonInItsTwoColumns() throws {
        #expect(try shown(after: ["abcd", "👨‍👩‍👧x"], columns: 4) == ["👨\u{200D}", "👨\u{200D}", "x", " "])
    }

    @Test func marksStayWithTheirLetter() throws {
        #expect(try shown(after: ["e\u{301}a\u{308}\u{301}"], columns: 3) == ["e\u{301}", "a\u{308}\u{301}", " "])
    }
}
