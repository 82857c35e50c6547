import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// The frame diff under random frames (`FuzzFrames`: text of every kind, colours, attributes, fills, new sizes)
/// on every colour depth: its runs, applied to the frame before, give the frame; they are in order, never
/// overlap, stay within the frame and never start on the second half of a wide character; and a cell goes out
/// in another look than its own only where that shows the same (a blank, in a look that lends to its own).
struct FrameDiffFuzzTests {
    @Test(arguments: [(ColorDepth.palette256, UInt64(1)), (.trueColor, 2), (.ansi16, 3), (.ansi8, 4), (.none, 5)])
    func runsApplyToTheFrameBeforeToGiveTheFrame(depth: ColorDepth, seed: UInt64) {
        let mapping = TerminalStyleMapping(depth: depth, scheme: seed.isMultiple(of: 2) ? .light : .dark)
        var diff = FrameDiff(mapping: mapping), looks = CellLookCache(mapping: mapping)
        var frames = FuzzFrames(seed: seed)
        var screen = CellCanvas(columns: 0, rows: 0)
        for index in 0..<600 {
            let frame = frames.next()
            let update = diff.update(to: frame)
            let sizeChanged = frame.columns != screen.columns || frame.rows != screen.rows
            guard update.isWhole == sizeChanged || update.isWhole && index == 0 else {
                Issue.record("frame \(index): whole \(update.isWhole), size changed \(sizeChanged)")
                return
            }
            if update.isWhole { screen = CellCanvas(columns: frame.columns, rows: frame.rows) }
            var problems: [String] = []
            var previousEnd = (row: 0, column: 0)
            for run in update.runs {
                if (run.row, run.columns.lowerBound) < previousEnd { problems.append("\(run) out of order") }
                previousEnd = (run.row, run.columns.upperBound)
                guard run.row < frame.rows, run.columns.lowerBound >= 0, run.columns.upperBound <= frame.columns, !run.columns.isEmpty else {
                    problems.append("\(run) outside the frame")
                    continue
                }
                if frame[run.columns.lowerBound, run.row].isContinuation { problems.append("\(run) starts on a wide character's second half") }
                for column in run.columns where !frame[column, run.row].isContinuation {
                    let cell = frame[column, run.row]
                    let own = looks.look(of: cell)
                    if run.look != own && !(cell.isBlankForLook && run.look.lends(to: own)) {
                        problems.append("\(column),\(run.row) goes out in \(run.look), not its own \(own)")
                    }
                }
                screen.copy(run.columns, ofRow: run.row, from: frame)
            }
            if update.isWhole && update.cellCount != frame.columns * frame.rows { problems.append("a whole update leaves cells out") }
            if let cell = screen.firstDifference(from: frame) {
                problems.append("the runs applied do not give the frame at \(cell): \(screen[cell.column, cell.row]) for \(frame[cell.column, cell.row])")
            }
            guard problems.isEmpty else {
                Issue.record("seed \(seed), frame \(index) at \(frame.columns)x\(frame.rows): \(problems.prefix(3).joined(separator: "; "))")
                return
            }
        }
    }
}

extension CellCanvas {
    /// The first cell that differs from the other canvas's (of the same size), if one does.
    fileprivate func firstDifference(from other: CellCanvas) -> (column: Int, row: Int)? {
        for row in 0..<rows {
            for column in 0..<columns where self[column, row] != other[column, row] { return (column, row) }
        }
        return nil
    }
}
