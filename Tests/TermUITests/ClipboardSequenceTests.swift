import Foundation
import Testing
@testable import TermUIBase

/// The bytes that put text on the clipboard (OSC 52): base64 between the sequence's ends, control characters of
/// the text taken out before, tmux's two ways, and the cap.
struct ClipboardSequenceTests {
    /// The text a sequence carries, decoded, with the bytes around it.
    private func parts(of bytes: [UInt8]) -> (prefix: String, text: String?, last: UInt8?) {
        let prefix = String(decoding: bytes.prefix(7), as: UTF8.self)
        let payload = String(decoding: bytes.dropFirst(7).dropLast(), as: UTF8.self)
        let text = Data(base64Encoded: payload).map { String(decoding: $0, as: UTF8.self) }
        return (prefix, text, bytes.last)
    }

    @Test func textTravelsBase64InsideOSC52() throws {
        let bytes = try #require(ClipboardSequence.bytes(for: "Kyōto → Ōsaka", insideTmux: false))
        let (prefix, text, last) = parts(of: bytes)
        #expect(prefix == "\u{1B}]52;c;")
        #expect(text == "Kyōto → Ōsaka")
        #expect(last == 0x07)
    }

    @Test func escapeSequencesInTheItemNeverReachTheTerminalOrTheClipboard() throws {
        let hostile = "ok\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[201~rm -rf ~\r\n\u{9B}31mdone\tend"
        let bytes = try #require(ClipboardSequence.bytes(for: hostile, insideTmux: false))
        #expect(bytes.filter { $0 == 0x1B }.count == 1, "only the sequence's own escape")
        #expect(bytes.filter { $0 == 0x07 }.count == 1, "only the sequence's own end")
        let (_, text, _) = parts(of: bytes)
        #expect(text == "ok]52;c;ZXZpbA==[201~rm -rf ~\n31mdone\tend")
        #expect(text?.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" } == false)
    }

    @Test func insideTmuxTheSequenceAlsoGoesThroughPassthrough() throws {
        let plain = try #require(ClipboardSequence.bytes(for: "Kyoto", insideTmux: false))
        let tmux = try #require(ClipboardSequence.bytes(for: "Kyoto", insideTmux: true))
        #expect(Array(tmux.prefix(plain.count)) == plain, "as it is, for tmux's set-clipboard")
        #expect(Array(tmux.dropFirst(plain.count)) == TmuxPassthrough.wrapped(plain), "and wrapped, for allow-passthrough")
    }

    @Test func textOverTheCapIsRefusedWhole() {
        let atCap = String(repeating: "a", count: ClipboardSequence.maximumBytes)
        #expect(ClipboardSequence.bytes(for: atCap, insideTmux: false) != nil)
        #expect(ClipboardSequence.bytes(for: atCap + "a", insideTmux: false) == nil)
        #expect(ClipboardSequence.bytes(for: String(repeating: "ō", count: ClipboardSequence.maximumBytes / 2 + 1), insideTmux: false) == nil,
                "the cap counts UTF-8 bytes")
    }
}
