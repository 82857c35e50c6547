import Testing
@testable import TermUITesting
@testable import TermUIViews

/// The headless terminal shows what it is sent, as a terminal does: the runs of each update applied to its
/// screen, with no diff of its own, so that the tests that read it see what the frame diff left out.
@MainActor
struct HeadlessTerminalTests {
    @Test func itAppliesTheRunsItIsSentAndNothingElse() {
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 6, rows: 2))
        var first = CellCanvas(columns: 6, rows: 2)
        first.draw("abcdef", at: Point(x: 0, y: 0), style: .plain)
        terminal.present(FrameUpdate(frame: first, runs: (0..<2).map { FrameRun(row: $0, columns: 0..<6, look: .plain) }, isWhole: true), cursor: nil)
        #expect(terminal.screen.lines == ["abcdef", "      "] && !terminal.needsWholeFrame)
        var second = CellCanvas(columns: 6, rows: 2)
        second.draw("uvwxyz", at: Point(x: 0, y: 0), style: .plain)
        second.draw("z", at: Point(x: 5, y: 1), style: .plain)
        // Only columns 1 and 2 of the top row are sent: the rest of the frame's changes do not show.
        terminal.present(FrameUpdate(frame: second, runs: [FrameRun(row: 0, columns: 1..<3, look: .plain)], isWhole: false), cursor: nil)
        #expect(terminal.screen.lines == ["avwdef", "      "])
        #expect(terminal.changedCellCount == 2)
    }

    @Test func itAsksForAWholeFrameAfterItForgetsItsScreen() {
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 6, rows: 2))
        var diff = FrameDiff(mapping: terminal.styleMapping)
        var canvas = CellCanvas(columns: 6, rows: 2)
        canvas.draw("abc", at: Point(x: 0, y: 0), style: .plain)
        terminal.show(canvas, cursor: nil, diff: &diff)
        terminal.show(canvas, cursor: nil, diff: &diff)
        #expect(terminal.changedCellCount == 0)
        terminal.invalidateScreen()
        #expect(terminal.needsWholeFrame)
        terminal.show(canvas, cursor: nil, diff: &diff)
        #expect(terminal.changedCellCount == 12 && !terminal.needsWholeFrame && terminal.screen.lines == ["abc   ", "      "])
    }
}
