import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// The frame diff on plain values, with no terminal: which cells of a frame go out, and in which look. Blanks go
/// out in the look of the text beside them where that look does not show on a blank, so that a row needs fewer
/// changes of attributes; where it would show (underline, reverse, another background), they keep theirs.
struct FrameDiffTests {
    private let dim = CellStyle(attributes: .dim), bold = CellStyle(attributes: .bold)
    private let mapping = TerminalStyleMapping(depth: .palette256, scheme: .dark)

    /// A frame of 40x3 with `parts` drawn one after another on row 1, and `footer` on row 2.
    private func frame(_ parts: [(String, CellStyle)], footer: String = "") -> CellCanvas {
        var canvas = CellCanvas(columns: 40, rows: 3)
        canvas.draw(footer, at: Point(x: 0, y: 2), style: .plain)
        var column = 0
        for (text, style) in parts { column += canvas.draw(text, at: Point(x: column, y: 1), style: style) }
        return canvas
    }

    /// The runs of the last of `frames`, each shown after the one before.
    private func runs(_ frames: [CellCanvas]) -> [FrameRun] {
        var diff = FrameDiff(mapping: mapping)
        return frames.map { diff.update(to: $0) }.last?.runs ?? []
    }

    private func look(_ style: CellStyle) -> CellLook {
        CellLook(mapping.shown(style, isGraphic: false))
    }

    /// The look each column of a row goes out in (nil where it does not go out).
    private func looks(ofRow row: Int, in runs: [FrameRun], columns: Int = 40) -> [CellLook?] {
        var looks = [CellLook?](repeating: nil, count: columns)
        for run in runs where run.row == row {
            for column in run.columns { looks[column] = run.look }
        }
        return looks
    }

    @Test func theFirstFrameIsWholeAndTheSameFrameAgainSendsNothing() {
        var diff = FrameDiff(mapping: mapping)
        let row = frame([("Place 3", .plain), ("  ", .plain), ("3 km", dim)], footer: "footer")
        let first = diff.update(to: row)
        #expect(first.isWhole && first.cellCount == 120)
        let again = diff.update(to: row)
        #expect(!again.isWhole && again.runs.isEmpty)
        diff.forgetScreen()
        #expect(diff.update(to: row).isWhole, "after forgetScreen")
        #expect(diff.update(to: CellCanvas(columns: 41, rows: 3)).isWhole, "at another size")
    }

    @Test func aGapBetweenDimTextsGoesOutDimInOneRun() {
        let row = frame([("Place 3", .plain), ("  ", .plain), ("3 km", dim), (" ", .plain), ("›", dim)])
        for frames in [[row], [frame([(String(repeating: "x", count: 40), .plain)]), row]] {
            let runs = runs(frames)
            // "3 km ›" is columns 9 to 14; the blank between takes the dim look.
            #expect(runs.contains { $0.row == 1 && $0.columns.contains(9) && $0.columns.contains(14) && $0.look == look(dim) }, "\(runs)")
        }
    }

    @Test func blanksAfterBoldTextEndTheRowInBold() {
        let runs = runs([frame([(String(repeating: "x", count: 40), .plain)]), frame([("Title", bold)])])
        #expect(runs.filter { $0.row == 1 } == [FrameRun(row: 1, columns: 0..<40, look: look(bold))])
    }

    @Test func blanksNeverTakeALookThatShows() {
        let underlined = CellStyle(attributes: .underline), reversed = CellStyle(attributes: .reverse)
        let blue = CellStyle(foreground: .ansi(15), background: .ansi(4))
        for style in [underlined, reversed, blue] {
            let looks = looks(ofRow: 1, in: runs([frame([("ab", style), (" ", .plain), ("cd", style)])]))
            #expect(looks[1] == look(style) && looks[2] == .plain && looks[3] == look(style), "\(style)")
        }
    }

    @Test func aBlankThatTookALookTakesItsOwnWhenTheTextGoes() {
        // The gap and the row's end took the dim look; when the row is cleared, the whole row goes out plain, to
        // be cleared in one look, and nothing of it dim.
        let runs = runs([frame([("3 km", dim), (" ", .plain), ("›", dim)], footer: "footer"), frame([], footer: "footer")])
        #expect(runs == [FrameRun(row: 1, columns: 0..<40, look: .plain)])
    }

    @Test func aGapTakesTheLookBeforeItAndARowsLeadingBlankTheLookAfterIt() {
        let hints = looks(ofRow: 1, in: runs([frame([("Esc", bold), (" ", .plain), ("back", dim), ("  ", .plain), ("?", bold), (" ", .plain), ("help", dim)])]))
        #expect(hints[3] == look(bold) && hints[8] == look(dim) && hints[9] == look(dim) && hints[11] == look(bold))
        let title = looks(ofRow: 1, in: runs([frame([(" ", .plain), ("Title", bold)])]))
        #expect(title[0] == look(bold))
    }

    @Test func aRowThatTakesABackgroundTakesItToItsEnd() {
        // The row's end went out plain; when the whole row is highlighted, its end goes out highlighted too.
        let highlight = CellStyle(foreground: .ansi(15), background: .ansi(4))
        let runs = runs([
            frame([("Title", .plain)], footer: "footer"),
            frame([("Title", highlight), (String(repeating: " ", count: 35), highlight)], footer: "footer"),
        ])
        #expect(runs == [FrameRun(row: 1, columns: 0..<40, look: look(highlight))])
    }

    /// A row of a few blanks is a short gap that may take the look of the text after it on its own row, never
    /// that of the next row's first cell, nor of a cell past the frame's last row.
    @Test func aShortRowOfBlanksTakesNoLookFromBeyondItsRow() {
        for columns in 1...4 {
            for rows in 2...3 {
                // A row whose text goes, above a row that starts dim: it goes out plain.
                var above = CellCanvas(columns: columns, rows: rows), cleared = CellCanvas(columns: columns, rows: rows)
                above.draw(String(repeating: "z", count: columns), at: Point(x: 0, y: rows - 2), style: .plain)
                var frames: [CellCanvas] = []
                for var frame in [above, cleared] {
                    frame.draw(String(repeating: "y", count: columns), at: Point(x: 0, y: rows - 1), style: dim)
                    frames.append(frame)
                }
                let runs = runs(frames)
                #expect(runs == [FrameRun(row: rows - 2, columns: 0..<columns, look: .plain)], "\(columns)x\(rows)")
            }
        }
    }

    /// A row's end went out as one run of plain blanks; then its last cell alone becomes a blank of another style.
    /// It goes out, whether its look shows (underline, a background) or not (a text colour): each was left out
    /// before, as the row's known end was found not to hold from that very cell.
    @Test func aChangedBlankOfAnotherStyleInARowsEndGoesOut() {
        let underlined = CellStyle(attributes: .underline), blue = CellStyle(background: .ansi(4)), red = CellStyle(foreground: .ansi(1))
        for style in [underlined, blue, red] {
            var before = CellCanvas(columns: 9, rows: 1)
            before.draw("ab", at: Point(x: 0, y: 0), style: .plain)
            var after = before
            after.fill(Rect(x: 8, y: 0, width: 1, height: 1), style: style)
            let runs = runs([before, after])
            #expect(runs.count == 1 && runs.first?.columns.contains(8) == true, "\(style): \(runs)")
        }
    }

    @Test func aWideCharacterWhoseSecondHalfChangedGoesOutWhole() {
        var before = CellCanvas(columns: 6, rows: 1)
        before.draw("a東b", at: Point(x: 0, y: 0), style: .plain)
        var after = before
        after.restyle(Rect(x: 2, y: 0, width: 1, height: 1)) { $0.attributes = .bold }
        #expect(runs([before, after]) == [FrameRun(row: 0, columns: 1..<3, look: .plain)])
        // A wide character's run takes both its columns.
        #expect(runs([after]).first { $0.columns.contains(1) }?.columns.contains(2) == true)
    }

    @Test func aTerminalWithoutColoursSendsBackgroundsAsTheyShow() {
        // Without colours a background shows nothing: a blank of it may take the bold look of the text before it.
        var diff = FrameDiff(mapping: TerminalStyleMapping(depth: .none, scheme: .dark))
        var canvas = CellCanvas(columns: 10, rows: 1)
        canvas.draw("ab", at: Point(x: 0, y: 0), style: bold)
        canvas.fill(Rect(x: 2, y: 0, width: 8, height: 1), style: CellStyle(background: .ansi(4)))
        let runs = diff.update(to: canvas).runs
        #expect(runs == [FrameRun(row: 0, columns: 0..<10, look: CellLook(attributes: .bold))])
    }
}
