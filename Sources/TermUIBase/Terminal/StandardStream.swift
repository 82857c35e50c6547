import Foundation

/// Standard output or standard error, for the messages a program writes there itself (why it cannot start,
/// what could not be saved, its help): each line goes out as TermUI shows text on screen
/// (`String.sanitizedForTerminal()`), so that data quoted in a message (a trip's name, a day read from the
/// database, an argument) cannot reach the terminal as an escape sequence. Not in SwiftUI.
public enum StandardStream: Sendable {
    /// Standard output: what was asked for (`--help`, `--version`).
    case output
    /// Standard error: everything else.
    case error

    /// Writes `message` and a newline; the line breaks of the message are kept, and everything else that a
    /// terminal would act on is shown as the screen shows it (ESC as ␛, a C1 control as �, no bidirectional
    /// override).
    public func write(_ message: String) {
        let handle: FileHandle = self == .output ? .standardOutput : .standardError
        handle.write(Data(Self.text(of: message).utf8))
    }

    /// The text `write(_:)` writes for `message`.
    static func text(of message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { String($0).sanitizedForTerminal() }.joined(separator: "\n") + "\n"
    }
}
