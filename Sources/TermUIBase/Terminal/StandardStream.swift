import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// override). A message that cannot be written (its stream is a pipe whose reader has gone) is lost, never
    /// a crash: `FileHandle.write` would trap on the failed write.
    public func write(_ message: String) {
        let descriptor = self == .output ? STDOUT_FILENO : STDERR_FILENO
        let bytes = Array(Self.text(of: message).utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// The text `write(_:)` writes for `message`.
    static func text(of message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { String($0).sanitizedForTerminal() }.joined(separator: "\n") + "\n"
    }
}

/// `write(2)`, callable from a type that has a `write` method of its own.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
