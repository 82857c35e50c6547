import Foundation
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUICurses
@testable import TermUIViews

/// The curses backend encodes the frame diff's runs: each run goes out in its look, as ncurses then sends it
/// (which cells and which looks is `FrameDiffTests`' business); what it cannot send as changes (ncurses out of
/// colour pairs) it asks to be sent whole, and nothing is put outside the terminal.
@MainActor
struct CursesFrameWriterTests {
    private let dim = CellStyle(attributes: .dim), bold = CellStyle(attributes: .bold)
    private let escape = "\u{1B}"

    /// A frame of 40x3 with `parts` drawn one after another on row 1.
    private func frame(_ parts: [(String, CellStyle)]) -> CellCanvas {
        var canvas = CellCanvas(columns: 40, rows: 3)
        var column = 0
        for (text, style) in parts { column += canvas.draw(text, at: Point(x: column, y: 1), style: style) }
        return canvas
    }

    /// What the terminal sends for the last of `frames`, each shown after the one before.
    private func sent(_ frames: [CellCanvas]) throws -> String {
        let recorded = try RecordedTerminal(size: TerminalSize(columns: 40, rows: 3))
        defer { recorded.close() }
        var last = ""
        for frame in frames {
            _ = recorded.written()
            recorded.show(frame)
            last = recorded.written()
        }
        return last
    }

    @Test func aRunInOneLookGoesOutUnderOneChangeOfAttributes() throws {
        let row = frame([("Place 3", .plain), ("  ", .plain), ("3 km", dim), (" ", .plain), ("›", dim)])
        let first = try sent([row])
        #expect(first.contains("3 km ›"), "\(first.debugDescription)")
        let over = try sent([frame([(String(repeating: "x", count: 40), .plain)]), row])
        #expect(over.contains("3 km ›"), "\(over.debugDescription)")
    }

    @Test func aRowsEndInTheLookOfItsTextIsClearedWithoutAChangeOfAttributes() throws {
        let text = try sent([frame([(String(repeating: "x", count: 40), .plain)]), frame([("Title", bold)])])
        #expect(text.contains("Title\(escape)[K"), "\(text.debugDescription)")
    }

    /// An update is put only within the terminal: a frame larger than the terminal is cut to it, a smaller one
    /// leaves the rest as it was, and nothing is read past a row or the frame (1 or 2 columns once did).
    @Test func nothingIsPutOutsideTheTerminalOrTheFrame() throws {
        let recorded = try RecordedTerminal(size: TerminalSize(columns: 4, rows: 2))
        defer { recorded.close() }
        for (columns, rows) in [(6, 3), (2, 1), (4, 2), (1, 1)] {
            var canvas = CellCanvas(columns: columns, rows: rows)
            for row in 0..<rows { canvas.draw(String(repeating: "東", count: columns), at: Point(x: 0, y: row), style: dim) }
            let runs = (0..<rows).map { FrameRun(row: $0, columns: 0..<columns, look: CellLook(attributes: .dim)) }
            recorded.terminal.present(FrameUpdate(frame: canvas, runs: runs, isWhole: true), cursor: nil)
            for row in 0..<min(rows, 2) {
                for column in 0..<min(columns, 4) {
                    let expected = canvas[column, row].isContinuation || column + 1 == min(columns, 4) && canvas[column, row].width == 2
                        ? nil : canvas[column, row].character
                    if let expected {
                        #expect(recorded.terminal.shownCharacters(column: column, row: row) == String(expected), "\(columns)x\(rows) at \(column),\(row)")
                    }
                }
            }
        }
    }

    /// Frames of many colours on a direct-colour terminal, each keeping half the cells of the one before, until
    /// ncurses' 65,536 colour pairs run out several times over: after every frame each cell shows its own colours
    /// (when the pairs run out they start again, and the frame is sent whole; pairs reused under cells still on
    /// screen would show other colours).
    @Test func whenTheColourPairsRunOutEveryCellKeepsItsColours() throws {
        let output = try #require(tmpfile()), input = try #require(fopen("/dev/null", "r"))
        defer {
            fclose(output)
            fclose(input)
        }
        let size = TerminalSize(columns: 200, rows: 50)
        let terminal = try CursesTerminal(input: input, output: output, terminalType: "xterm-direct", fixedSize: size)
        defer { terminal.release() }
        try #require(terminal.colorDepth == .trueColor)
        var diff = FrameDiff(mapping: terminal.styleMapping)
        var canvas = CellCanvas(columns: size.columns, rows: size.rows)
        var next: UInt32 = 0x10_0000
        for frame in 0..<30 {
            for row in 0..<size.rows {
                for column in 0..<size.columns where (row + column + frame).isMultiple(of: 2) {
                    next += 1
                    let color = TerminalColor.rgb(UInt8(truncatingIfNeeded: next >> 16), UInt8(truncatingIfNeeded: next >> 8), UInt8(truncatingIfNeeded: next))
                    canvas.fill(Rect(x: column, y: row, width: 1, height: 1), style: CellStyle(background: color))
                }
            }
            terminal.show(canvas, cursor: nil, diff: &diff)
            var wrong: [String] = []
            for row in 0..<size.rows {
                for column in 0..<size.columns where wrong.count < 3 {
                    let look = CellLook(terminal.styleMapping.shown(canvas[column, row].style, isGraphic: false))
                    // ncurses' number of a direct colour: 0xRRGGBB, at least 8 (the numbers below are the ANSI colours).
                    var expected: Int32 = -1
                    if case .rgb(let background) = look.background { expected = max(8, background.packed) }
                    let shown = terminal.shownColors(column: column, row: row)
                    if shown?.background != expected { wrong.append("\(column),\(row): \(String(describing: shown)) for \(look)") }
                }
            }
            #expect(wrong.isEmpty, "frame \(frame): \(wrong)")
            if !wrong.isEmpty { return }
        }
    }
}
