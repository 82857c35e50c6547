import Testing
@testable import TermUI

/// Blanks go out in the look of the text beside them where that look does not show on a blank, so that a row
/// needs fewer attribute changes; where it would show (underline, reverse, another background), they keep theirs.
@MainActor
struct CursesFrameWriterTests {
    private let dim = CellStyle(attributes: .dim), bold = CellStyle(attributes: .bold)
    private let escape = "\u{1B}"

    /// A frame of 40x3 with `parts` drawn one after another on row 1, and `footer` on row 2.
    private func frame(_ parts: [(String, CellStyle)], footer: String = "") -> CellCanvas {
        var canvas = CellCanvas(columns: 40, rows: 3)
        _ = canvas.draw(footer, at: Point(x: 0, y: 2), style: .plain)
        var column = 0
        for (text, style) in parts { column += canvas.draw(text, at: Point(x: column, y: 1), style: style) }
        return canvas
    }

    private func sent(_ frames: [CellCanvas]) throws -> String {
        let recorded = try RecordedTerminal(size: TerminalSize(columns: 40, rows: 3))
        defer { recorded.close() }
        var last = ""
        for frame in frames {
            _ = recorded.written()
            recorded.terminal.present(frame, cursor: nil)
            last = recorded.written()
        }
        return last
    }

    @Test func aGapBetweenDimTextsGoesOutDimUnderOneChange() throws {
        let row = frame([("Place 3", .plain), ("  ", .plain), ("3 km", dim), (" ", .plain), ("›", dim)])
        let first = try sent([row])
        #expect(first.contains("3 km ›"), "\(first.debugDescription)")
        // The same when the row is drawn over another.
        let over = try sent([frame([("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", .plain)]), row])
        #expect(over.contains("3 km ›"), "\(over.debugDescription)")
    }

    @Test func blanksAfterBoldTextEndTheRowWithoutLeavingBold() throws {
        let text = try sent([frame([(String(repeating: "x", count: 40), .plain)]), frame([("Title", bold)])])
        #expect(text.contains("Title\(escape)[K"), "\(text.debugDescription)")
    }

    @Test func blanksNeverTakeALookThatShows() throws {
        let underlined = CellStyle(attributes: .underline), reversed = CellStyle(attributes: .reverse)
        let blue = CellStyle(foreground: .ansi(15), background: .ansi(4))
        for style in [underlined, reversed, blue] {
            let text = try sent([frame([("ab", style), (" ", .plain), ("cd", style)])])
            #expect(!text.contains("ab cd") && text.contains("ab\(escape)"), "\(style): \(text.debugDescription)")
        }
    }

    @Test func aBlankThatTookALookTakesItsOwnWhenTheTextGoes() throws {
        // The gap took the dim look; when the row is cleared, it is cleared in the plain look with the rest,
        // without the dim look being sent again for it.
        let cleared = try sent([frame([("3 km", dim), (" ", .plain), ("›", dim)], footer: "footer"), frame([], footer: "footer")])
        #expect(cleared.contains("\(escape)[K") && !cleared.contains("2m"), "\(cleared.debugDescription)")
    }

    @Test func aGapTakesTheLookBeforeItAndARowsLeadingBlankTheLookAfterIt() throws {
        let hints = try sent([frame([("Esc", bold), (" ", .plain), ("back", dim), ("  ", .plain), ("?", bold), (" ", .plain), ("help", dim)])])
        #expect(hints.contains("Esc \(escape)") && hints.contains("back  \(escape)") && hints.contains("? \(escape)"), "\(hints.debugDescription)")
        let title = try sent([frame([(" ", .plain), ("Title", bold)])])
        #expect(title.contains(" Title"), "\(title.debugDescription)")
    }

    @Test func aRowThatTakesABackgroundTakesItToItsEnd() throws {
        // The row's end was drawn plain; when the whole row is highlighted, its end is drawn highlighted too.
        let highlight = CellStyle(foreground: .ansi(15), background: .ansi(4))
        let text = try sent([
            frame([("Title", .plain)], footer: "footer"),
            frame([("Title", highlight), (String(repeating: " ", count: 35), highlight)], footer: "footer"),
        ])
        #expect(text.contains("Title\(escape)[K") || text.contains("Title" + String(repeating: " ", count: 35)), "\(text.debugDescription)")
    }

    /// A row of a few blanks is a short gap that may take the look of the text after it on its own row, never
    /// that of the next row's first cell, nor of a cell past the frame's last row (which a window 1 or 2 columns
    /// wide reached on every frame).
    @Test func aShortRowOfBlanksTakesNoLookFromBeyondItsRow() throws {
        for columns in 1...4 {
            for rows in 1...3 {
                let recorded = try RecordedTerminal(size: TerminalSize(columns: columns, rows: rows))
                defer { recorded.close() }
                let blank = CellCanvas(columns: columns, rows: rows)
                var lastRowDim = CellCanvas(columns: columns, rows: rows)
                _ = lastRowDim.draw("x", at: Point(x: 0, y: rows - 1), style: dim)
                for frame in [blank, lastRowDim, blank, lastRowDim] {
                    recorded.terminal.present(frame, cursor: nil)
                }
                guard rows > 1 else { continue }
                // A row whose text goes, above a row that starts dim: it is cleared plain.
                var above = CellCanvas(columns: columns, rows: rows), cleared = CellCanvas(columns: columns, rows: rows)
                _ = above.draw(String(repeating: "z", count: columns), at: Point(x: 0, y: rows - 2), style: .plain)
                for var frame in [above, cleared] {
                    _ = frame.draw(String(repeating: "y", count: columns), at: Point(x: 0, y: rows - 1), style: dim)
                    _ = recorded.written()
                    recorded.terminal.present(frame, cursor: nil)
                }
                let sent = recorded.written()
                #expect(!sent.isEmpty && !sent.contains(";2m") && !sent.contains("[2m"), "\(columns)x\(rows): \(sent.debugDescription)")
            }
        }
    }
}
