import Foundation

/// How text goes to the system clipboard from a terminal app: xterm's OSC 52 (`ESC ] 52 ; c ; base64 BEL`), which
/// most terminals emulating xterm take (some ask the user first, some refuse it in their settings); the text
/// travels base64-encoded, so nothing in it can end the sequence or reach the terminal as a command.
package enum ClipboardSequence {
    /// The most UTF-8 bytes of text sent: about 100 kB of base64, under what the terminals that cap OSC 52 take
    /// (xterm's and tmux's buffers), so that a copy either arrives whole or is refused here with a message.
    package static let maximumBytes = 74_000

    /// Text as it is copied: control characters other than tab and line feed (an escape, a BEL, C1 controls)
    /// are taken out, so that pasting it into a terminal later cannot run them; a CR LF becomes LF.
    package static func safeText(_ text: String) -> String {
        var safe = String.UnicodeScalarView()
        for scalar in text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
            if !isControl || scalar == "\n" || scalar == "\t" { safe.append(scalar) }
        }
        return String(safe)
    }

    /// The bytes that put `text` (made safe) on the clipboard, or nil when it is longer than `maximumBytes`.
    /// Inside tmux the sequence goes twice: as it is, which tmux takes for its own buffer and hands on where its
    /// `set-clipboard` option is `on`, and wrapped in tmux's passthrough (`TmuxPassthrough`), which reaches the
    /// outer terminal where `allow-passthrough` is on; tmux drops whichever its settings refuse.
    package static func bytes(for text: String, insideTmux: Bool) -> [UInt8]? {
        let data = Data(safeText(text).utf8)
        guard data.count <= maximumBytes else { return nil }
        let sequence = Array("\u{1B}]52;c;".utf8) + Array(data.base64EncodedString().utf8) + [0x07]
        return insideTmux ? sequence + TmuxPassthrough.wrapped(sequence) : sequence
    }
}
