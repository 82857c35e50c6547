import Foundation
@testable import TermUITesting
@testable import TermUICurses
@testable import TermUIViews

/// A real ncurses terminal (of type xterm-256color, writing to /dev/null) that is shown each frame a fuzz run
/// makes, resized with it, and then read back: after every frame, what ncurses believes the terminal shows
/// must be the frame's characters, cell for cell.
///
/// ncurses keeps one current screen for the whole process: make, use and close a mirror within one test that
/// does not wait.
@MainActor
final class CursesFuzzMirror {
    let terminal: CursesTerminal
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    /// How many frames it was shown.
    private(set) var frameCount = 0
    /// What the terminal was last sent, as the renderer keeps it.
    private var diff: FrameDiff

    struct CannotOpen: Error {}

    init(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) throws {
        guard let output = fopen("/dev/null", "w") else { throw CannotOpen() }
        guard let input = fopen("/dev/null", "r") else {
            fclose(output)
            throw CannotOpen()
        }
        self.output = output
        self.input = input
        terminal = try CursesTerminal(input: input, output: output, terminalType: "xterm-256color", fixedSize: size)
        diff = FrameDiff(mapping: terminal.styleMapping)
    }

    /// Shows the frame a driver's terminal shows (at its size, resizing first as a window resized would), and
    /// returns the cells ncurses then holds otherwise.
    func problems(showing driver: TestDriver) -> [String] {
        problems(showing: driver.terminal.screen, cursor: driver.terminal.cursor)
    }

    /// Shows a frame (at its size, resizing first as a window resized would), and returns the cells ncurses
    /// then holds otherwise.
    func problems(showing frame: CellCanvas, cursor: (column: Int, row: Int)? = nil) -> [String] {
        let size = TerminalSize(columns: frame.columns, rows: frame.rows)
        if size != terminal.size { terminal.resize(toFixedSize: size) }
        terminal.show(frame, cursor: cursor, diff: &diff)
        frameCount += 1
        var problems: [String] = []
        for row in 0..<frame.rows where problems.count < 5 {
            let expected = Self.shownRow(row, of: frame)
            for column in 0..<frame.columns where problems.count < 5 {
                let shown = terminal.shownCharacters(column: column, row: row)
                if shown != expected[column] {
                    problems.append(
                        "frame \(frameCount) at \(size.columns)x\(size.rows): ncurses shows \(shown.debugDescription) at \(column),\(row) "
                            + "for \(expected[column].debugDescription)")
                }
            }
        }
        return problems
    }

    /// What each column of a frame's row shows on a terminal that draws every character that takes columns by
    /// its own width, with the marks after it (at most five scalars a cell, as ncurses keeps them): a character
    /// of several such (a flag's two letters, a family) shows as many of them as its columns hold, a blank in
    /// any column left; the second column of a wide character holds that character again, as in ncurses.
    static func shownRow(_ row: Int, of frame: CellCanvas) -> [String] {
        var shown = [String](repeating: " ", count: frame.columns)
        for column in 0..<frame.columns where !frame[column, row].isContinuation {
            let cell = frame[column, row]
            let end = min(frame.columns, column + max(1, Int(cell.width)))
            var pieces: [(scalars: [Unicode.Scalar], width: Int)] = []
            for scalar in cell.character.unicodeScalars {
                let width = TerminalWidth.of(scalar)
                if width > 0 {
                    pieces.append(([scalar], width))
                } else if !pieces.isEmpty, pieces[pieces.count - 1].scalars.count < 5 {
                    pieces[pieces.count - 1].scalars.append(scalar)
                }
            }
            var next = column
            for piece in pieces {
                guard next + piece.width <= end else { break }
                let text = String(String.UnicodeScalarView(piece.scalars))
                for covered in next..<(next + piece.width) { shown[covered] = text }
                next += piece.width
            }
        }
        return shown
    }

    func close() {
        terminal.release()
        fclose(output)
        fclose(input)
    }
}
