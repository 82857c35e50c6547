import Foundation
import Testing
@testable import TermUITesting
@testable import TermUICurses
@testable import TermUIViews

/// A real ncurses terminal of type xterm-256color writing to a temporary file, read back to see what each step
/// of its life sends.
@MainActor
final class RecordedTerminal {
    let terminal: CursesTerminal
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private var read = 0
    /// What the terminal was last sent, as the renderer keeps it.
    private var diff: FrameDiff

    /// The end of the input's pipe that the terminal's answers and keys are written to, when it has one.
    private let typing: Int32?

    /// A terminal of a size whose input is empty; with `answers`, its input is a pipe that holds them when the
    /// terminal starts, and takes more with `type(_:)`. `usesMouse` false is `--no-mouse`.
    init(
        size: TerminalSize = TerminalSize(columns: 40, rows: 10), answers: String? = nil, graphics: GraphicsProtocol? = nil,
        usesMouse: Bool = true
    ) throws {
        output = try #require(tmpfile())
        if let answers {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            input = try #require(fdopen(ends[0], "r"))
            typing = ends[1]
            _ = answers.utf8CString.withUnsafeBufferPointer { write(ends[1], $0.baseAddress, $0.count - 1) }
        } else {
            input = try #require(fopen("/dev/null", "r"))
            typing = nil
        }
        terminal = try CursesTerminal(
            input: input, output: output, terminalType: "xterm-256color", usesMouse: usesMouse, fixedSize: size, graphics: graphics)
        diff = FrameDiff(mapping: terminal.styleMapping)
    }

    /// Writes to the terminal's input, as the terminal does when a key is pressed or it answers.
    func type(_ text: String) {
        guard let typing else { return }
        _ = text.utf8CString.withUnsafeBufferPointer { write(typing, $0.baseAddress, $0.count - 1) }
    }

    /// Shows a frame as the renderer does: the changes the diff finds, sent by the terminal.
    func show(_ frame: CellCanvas, cursor: (column: Int, row: Int)? = nil) {
        terminal.show(frame, cursor: cursor, diff: &diff)
    }

    /// What was written since the last call.
    func written() -> String {
        fflush(output)
        let end = Int(lseek(fileno(output), 0, SEEK_END))
        var bytes = [UInt8](repeating: 0, count: max(0, end - read))
        _ = bytes.withUnsafeMutableBytes { pread(fileno(output), $0.baseAddress, $0.count, off_t(read)) }
        read = end
        return String(decoding: bytes, as: UTF8.self)
    }

    func close() {
        terminal.release()
        if let typing { Foundation.close(typing) }
        fclose(output)
        fclose(input)
    }
}
