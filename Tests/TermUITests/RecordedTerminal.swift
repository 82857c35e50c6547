import Foundation
import Testing
@testable import TermUI

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

    init(size: TerminalSize = TerminalSize(columns: 40, rows: 10)) throws {
        output = try #require(tmpfile())
        input = try #require(fopen("/dev/null", "r"))
        terminal = try CursesTerminal(input: input, output: output, terminalType: "xterm-256color", fixedSize: size)
        diff = FrameDiff(mapping: terminal.styleMapping)
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
        fclose(output)
        fclose(input)
    }
}
