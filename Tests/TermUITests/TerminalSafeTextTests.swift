import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// A change named after data, as a store names one ("Delete <title>").
@MainActor
private final class NamedChange {
    func make(named name: String, in manager: UndoManager) {
        manager.registerUndo(withTarget: self) { _ in }
        manager.setActionName(name)
    }
}

/// Text a program writes to the terminal itself (messages on standard error, window titles) made safe by the
/// rules the screen draws by.
@MainActor
struct TerminalSafeTextTests {
    /// The escape payloads an attacker would put in a trip's name, and what each shows as.
    static let payloads: [(payload: String, shown: String)] = [
        ("\u{1B}", "\u{241B}"),
        ("\u{1B}]0;pwned\u{07}", "\u{241B}]0;pwned\u{2407}"),
        ("\u{1B}]52;c;cHduZWQ=\u{07}", "\u{241B}]52;c;cHduZWQ=\u{2407}"),
        ("\u{1B}[2J\u{1B}[31m", "\u{241B}[2J\u{241B}[31m"),
        ("\u{9B}31m", "\u{FFFD}31m"),
        ("\u{1B}P+q\u{1B}\\", "\u{241B}P+q\u{241B}\\"),
        ("bell\u{07}", "bell\u{2407}"),
        ("abc\u{202E}fed\u{2066}x\u{2069}", "abcfedx"),
        ("nul\u{0}byte", "nul\u{2400}byte"),
        ("line\nbreak\r\n", "line\u{2424}break\u{240D}\u{2424}"),
        ("del\u{7F}", "del\u{2421}"),
        ("\u{2028}\u{2029}", "\u{2424}\u{2424}"),
    ]

    @Test func escapePayloadsShowAsPlaceholders() {
        for (payload, shown) in Self.payloads {
            #expect(payload.sanitizedForTerminal() == shown)
            #expect(!hasControlOrFormatScalar(payload.sanitizedForTerminal()))
        }
    }

    @Test func plainTextIsLeftAsItIs() {
        for text in ["Kyoto", "Kyōto 京都 👨‍👩‍👧", "e\u{301}", "soft\u{AD}hyphen", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", ""] {
            #expect(text.sanitizedForTerminal() == text)
        }
    }

    /// The string sanitizer and the screen follow one set of rules: the same characters come out of both.
    @Test func followsTheRulesTheScreenDrawsBy() {
        let ranges: [ClosedRange<UInt32>] = [0...0x0FFF, 0x2000...0x206F, 0xFE00...0xFEFF, 0x110BD...0x110CD, 0xE0000...0xE007F]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                var text = "x"
                text.unicodeScalars.append(scalar)
                text += "y"
                let screen = String(Glyph.glyphs(of: text).map(\.character))
                #expect(text.sanitizedForTerminal() == screen, "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func aLongStringIsCutWithAnEllipsis() {
        let megabyte = String(repeating: "\u{1B}]0;pwned\u{07}", count: 100_000)
        let cut = megabyte.sanitizedForTerminal(maxLength: 40)
        #expect(cut.count == 40)
        #expect(cut.hasSuffix("\u{2026}"))
        #expect(cut.hasPrefix("\u{241B}]0;pwned\u{2407}"))
        #expect(!hasControlOrFormatScalar(cut))
        // Exactly the limit is not cut; one more is.
        #expect("abcd".sanitizedForTerminal(maxLength: 4) == "abcd")
        #expect("abcde".sanitizedForTerminal(maxLength: 4) == "abc\u{2026}")
        #expect("東京京都".sanitizedForTerminal(maxLength: 3) == "東京\u{2026}")
        #expect("abc".sanitizedForTerminal(maxLength: 0) == "\u{2026}")
    }

    /// Every line a program writes goes out safe; the breaks between its lines are kept.
    @Test func standardStreamLinesKeepTheirBreaks() {
        let message = "wishlist: \u{1B}]0;pwned\u{07}\u{9B}2J\nsecond line"
        #expect(StandardStream.text(of: message) == "wishlist: \u{241B}]0;pwned\u{2407}\u{FFFD}2J\nsecond line\n")
    }

    /// The bottom row's "Undone: …" quotes an action's name short, whatever its length.
    @Test func anUndoMessageQuotesTheNameShort() throws {
        let driver = TestDriver(Text("Trips"), size: TerminalSize(columns: 80, rows: 10))
        let change = NamedChange()
        change.make(named: "Delete " + String(repeating: "\u{1B}]0;x\u{07}", count: 200_000), in: driver.renderer.undoManager)
        driver.renderer.undoManager.closeEventGroup()
        driver.press(KeyPress.character("u"))
        let last = try #require(driver.lines.last)
        #expect(last.contains("Undone: Delete \u{241B}]0;x\u{2407}"), "\(last)")
        #expect(driver.renderer.graph.announcement.map { $0.count <= 220 } == true)
    }

    private func hasControlOrFormatScalar(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F].contains(scalar.value)
        }
    }
}

/// What the app wrote to standard error while it ran is copied out with its controls shown as on screen.
struct ControlByteFilterTests {
    /// The filter's output for `bytes`, fed in pieces of `piece` bytes.
    private func filtered(_ bytes: [UInt8], piece: Int) -> String {
        var filter = ControlByteFilter()
        var result: [UInt8] = []
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: piece * ControlByteFilter.expansion + ControlByteFilter.expansion)
        defer { output.deallocate() }
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + piece)
            let count = bytes[start..<end].withUnsafeBufferPointer { input in
                filter.filter(input.baseAddress!, count: input.count, into: output)
            }
            result += UnsafeBufferPointer(start: output, count: count)
            start = end
        }
        result += UnsafeBufferPointer(start: output, count: filter.finish(into: output))
        return String(decoding: result, as: UTF8.self)
    }

    @Test func controlsBecomeTheirPicturesAndTheRestPasses() {
        let text = "Fatal error: \u{1B}]0;pwned\u{07} \u{1B}]52;c;ZXZpbA==\u{1B}\\ \u{9B}31m café\tdone\u{7F}\nnext ¢ line\u{0}"
        for piece in [1, 2, 3, 7, 4096] {
            let out = filtered(Array(text.utf8), piece: piece)
            #expect(out == "Fatal error: ␛]0;pwned␇ ␛]52;c;ZXZpbA==␛\\ \u{FFFD}31m café done␡\nnext ¢ line␀", "piece \(piece)")
            #expect(!out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        }
        #expect(filtered([0x41, 0xC2], piece: 1) == "A" + String(decoding: [0xC2], as: UTF8.self))
    }
}
