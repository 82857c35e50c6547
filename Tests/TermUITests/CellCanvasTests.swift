import Testing
@testable import TermUITesting
@testable import TermUIViews

/// The cell grid: wide characters never leave half a glyph behind, and drawing stays inside the clip.
@MainActor
struct CellCanvasTests {
    private let wide = Glyph(character: "東", width: 2)
    private let plain = CellStyle()

    /// Every wide character in the row is followed by its continuation, and every continuation follows one.
    private func expectWholeGlyphs(_ canvas: CellCanvas, row: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        for column in 0..<canvas.columns {
            let cell = canvas[column, row]
            if cell.width == 2 {
                #expect(column + 1 < canvas.columns, "wide glyph in the last column", sourceLocation: sourceLocation)
                if column + 1 < canvas.columns {
                    #expect(canvas[column + 1, row].isContinuation, "no continuation after \(column)", sourceLocation: sourceLocation)
                }
            }
            if cell.isContinuation {
                #expect(column > 0 && canvas[column - 1, row].width == 2, "stray continuation at \(column)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func aWideCharacterTakesTwoCells() {
        var canvas = CellCanvas(columns: 6, rows: 1)
        #expect(canvas.put(wide, at: Point(x: 1, y: 0), style: plain) == 2)
        #expect(canvas[1, 0].character == "東")
        #expect(canvas[1, 0].width == 2)
        #expect(canvas[2, 0].isContinuation)
        #expect(canvas.text(ofRow: 0) == " 東   ")
        expectWholeGlyphs(canvas, row: 0)
    }

    @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
        var canvas = CellCanvas(columns: 4, rows: 1)
        canvas.put(wide, at: Point(x: 0, y: 0), style: plain)
        canvas.put(Glyph(character: "x", width: 1), at: Point(x: 1, y: 0), style: plain)
        #expect(canvas[0, 0].character == " ")
        #expect(canvas[0, 0].width == 1)
        #expect(canvas[1, 0].character == "x")
        #expect(canvas.text(ofRow: 0) == " x  ")
        expectWholeGlyphs(canvas, row: 0)
    }

    @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
        var canvas = CellCanvas(columns: 4, rows: 1)
        canvas.put(wide, at: Point(x: 1, y: 0), style: plain)
        canvas.put(Glyph(character: "y", width: 1), at: Point(x: 1, y: 0), style: plain)
        #expect(canvas[1, 0].character == "y")
        #expect(canvas[2, 0].character == " ")
        #expect(!canvas[2, 0].isContinuation)
        #expect(canvas.text(ofRow: 0) == " y  ")
        expectWholeGlyphs(canvas, row: 0)
    }

    @Test func aWideCharacterOverlappingAnotherHalfWay() {
        var canvas = CellCanvas(columns: 6, rows: 1)
        canvas.put(Glyph(character: "京", width: 2), at: Point(x: 0, y: 0), style: plain)
        canvas.put(Glyph(character: "大", width: 2), at: Point(x: 2, y: 0), style: plain)
        // Over the right half of 京 and the left half of 大.
        canvas.put(wide, at: Point(x: 1, y: 0), style: plain)
        #expect(canvas.text(ofRow: 0) == " 東   ")
        #expect(canvas[0, 0].character == " ")
        #expect(canvas[3, 0].character == " ")
        #expect(!canvas[3, 0].isContinuation)
        expectWholeGlyphs(canvas, row: 0)
    }

    @Test func fillingOverHalfAWideCharacterLeavesNoHalfGlyph() {
        var canvas = CellCanvas(columns: 4, rows: 1)
        canvas.put(wide, at: Point(x: 0, y: 0), style: plain)
        canvas.fill(Rect(x: 1, y: 0, width: 3, height: 1), style: CellStyle(background: .ansi(1)))
        #expect(canvas[0, 0].character == " ")
        #expect(canvas[0, 0].width == 1)
        #expect(canvas[1, 0].style.background == .ansi(1))
        expectWholeGlyphs(canvas, row: 0)
    }

    @Test func aWideCharacterThatWouldCrossTheClipEdgeBecomesABlank() {
        var canvas = CellCanvas(columns: 6, rows: 1)
        canvas.put(Glyph(character: "a", width: 1), at: Point(x: 3, y: 0), style: plain)
        canvas.withClip(Rect(x: 0, y: 0, width: 3, height: 1)) { canvas in
            canvas.put(wide, at: Point(x: 2, y: 0), style: plain)
        }
        #expect(canvas[2, 0].character == " ")
        #expect(canvas[2, 0].width == 1)
        #expect(canvas[3, 0].character == "a")
        expectWholeGlyphs(canvas, row: 0)
    }

    @Test func aWideCharacterInTheLastColumnBecomesABlank() {
        var canvas = CellCanvas(columns: 3, rows: 1)
        canvas.draw("ab東", at: Point(x: 0, y: 0), style: plain)
        #expect(canvas.text(ofRow: 0) == "ab ")
        #expect(canvas.put(wide, at: Point(x: 2, y: 0), style: plain) == 1)
        #expect(canvas.text(ofRow: 0) == "ab ")
        #expect(canvas[2, 0].width == 1)
        expectWholeGlyphs(canvas, row: 0)
    }

    @Test func drawingIsClipped() {
        var canvas = CellCanvas(columns: 8, rows: 3)
        canvas.withClip(Rect(x: 2, y: 1, width: 3, height: 1)) { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 8, height: 3), style: CellStyle(background: .ansi(2)))
            canvas.draw("abcdefgh", at: Point(x: 0, y: 1), style: plain)
            canvas.draw("above", at: Point(x: 0, y: 0), style: plain)
        }
        #expect(canvas.lines == ["        ", "  cde   ", "        "])
        for row in 0..<3 {
            for column in 0..<8 {
                let inside = row == 1 && (2..<5).contains(column)
                #expect((canvas[column, row].style.background == .ansi(2)) == inside, "cell \(column),\(row)")
            }
        }
    }

    @Test func nestedClipsIntersectAndAreRestored() {
        var canvas = CellCanvas(columns: 8, rows: 1)
        canvas.withClip(Rect(x: 1, y: 0, width: 5, height: 1)) { canvas in
            canvas.withClip(Rect(x: 3, y: 0, width: 5, height: 1)) { canvas in
                canvas.draw("12345678", at: Point(x: 0, y: 0), style: plain)
            }
            canvas.draw("x", at: Point(x: 0, y: 0), style: plain)
            canvas.draw("y", at: Point(x: 1, y: 0), style: plain)
        }
        canvas.draw("z", at: Point(x: 7, y: 0), style: plain)
        // The inner clip is the intersection, columns 3 to 5; the outer one is back for "x" and "y".
        #expect(canvas.text(ofRow: 0) == " y 456 z")
    }

    @Test func drawingOutsideTheCanvasIsDropped() {
        var canvas = CellCanvas(columns: 4, rows: 2)
        #expect(canvas.put(Glyph(character: "a", width: 1), at: Point(x: 4, y: 0), style: plain) == 0)
        #expect(canvas.put(Glyph(character: "a", width: 1), at: Point(x: 0, y: 2), style: plain) == 0)
        #expect(canvas.put(Glyph(character: "a", width: 1), at: Point(x: -1, y: 0), style: plain) == 0)
        canvas.draw("abcdef", at: Point(x: 2, y: 1), style: plain)
        #expect(canvas.lines == ["    ", "  ab"])
    }

    @Test func drawingKeepsABackgroundAlreadyThere() {
        var canvas = CellCanvas(columns: 3, rows: 1)
        canvas.fill(canvas.bounds, style: CellStyle(background: .ansi(4)))
        canvas.draw("ab", at: Point(x: 0, y: 0), style: CellStyle(attributes: .bold))
        #expect(canvas[0, 0].style == CellStyle(background: .ansi(4), attributes: .bold))
        canvas.draw("c", at: Point(x: 2, y: 0), style: CellStyle(background: .ansi(1)))
        #expect(canvas[2, 0].style.background == .ansi(1))
    }

    @Test func wideTextCutAtAnOddWidthOnScreenLeavesNoHalfGlyph() {
        let screen = TestDriver(
            HStack(spacing: 0) {
                Text("東京大阪").frame(width: 5, height: 1, alignment: .leading)
                Text("|")
            }.pinnedToTopLeading(),
            size: TerminalSize(columns: 10, rows: 2), showsKeyHints: false)
        expectWholeGlyphs(screen.terminal.screen, row: 0)
        #expect(screen.lines[0].hasPrefix("東京…|"))
        #expect(screen.position(of: "|")?.column == 5)
    }
}
