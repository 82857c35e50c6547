import Foundation
import TermUI
import TermUICurses

/// A real ncurses terminal of a fixed size that writes to a temporary file instead of a screen, so that every
/// byte a frame sends can be counted.
@MainActor
final class MeasuredTerminal {
    let terminal: CursesTerminal
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>

    init(size: TerminalSize, graphics: GraphicsProtocol? = nil) throws {
        guard let output = tmpfile(), let input = fopen("/dev/null", "r") else {
            throw BenchmarkError.cannotOpenStreams
        }
        self.output = output
        self.input = input
        terminal = try CursesTerminal(input: input, output: output, terminalType: "xterm-256color", fixedSize: size, graphics: graphics)
    }

    /// Bytes written to the terminal so far.
    var bytesWritten: Int {
        fflush(output)
        var status = stat()
        return fstat(fileno(output), &status) == 0 ? Int(status.st_size) : 0
    }

    /// Ends ncurses for this terminal and closes the streams.
    func close() {
        terminal.release()
        fclose(output)
        fclose(input)
    }
}

/// Why the benchmark could not run.
enum BenchmarkError: Error, CustomStringConvertible {
    case cannotOpenStreams

    var description: String {
        switch self {
        case .cannotOpenStreams: return "cannot open a temporary file for the terminal output"
        }
    }
}
