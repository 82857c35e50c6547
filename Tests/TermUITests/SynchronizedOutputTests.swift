import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

private let set2026 = "\u{1B}[?2026h", reset2026 = "\u{1B}[?2026l"
private let question = "\u{1B}[?2026$p\u{1B}[c"
/// What a terminal that has the mode answers (kitty, foot, WezTerm), and the attributes tmux 3.3a answers.
private let hasTheMode = "\u{1B}[?2026;2$y\u{1B}[?1;2c", attributesOnly = "\u{1B}[?1;2c"

/// Synchronized output: the terminal is asked at the start whether it has mode 2026; where it says so, every
/// frame goes out between setting and resetting the mode, and nowhere else. Its answers are never keys.
@MainActor
struct SynchronizedOutputTests {
    /// A frame of 40x10 with a text on its first row.
    private func frame(_ text: String) -> CellCanvas {
        var canvas = CellCanvas(columns: 40, rows: 10)
        canvas.draw(text, at: Point(x: 0, y: 0), style: .plain)
        return canvas
    }

    @Test func theAnswersAreReadAsAnswersNeverAsKeys() {
        var reader = TerminalSequenceReader()
        var pieces: [TerminalSequenceReader.Piece] = []
        for code in "a\u{1B}[?2026;2$y\u{1B}[?2026;0$y\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c\u{1B}[?1;2cb".unicodeScalars {
            reader.read(character: code.value, into: &pieces)
        }
        reader.endRead(into: &pieces)
        #expect(pieces == [
            .character(97), .report(.privateMode(2026, .reset)), .report(.privateMode(2026, .notRecognized)),
            .report(.deviceAttributes([64, 1, 2, 6, 9, 15, 16, 17, 18, 21, 22, 28])), .report(.deviceAttributes([1, 2])), .character(98),
        ])
    }

    @Test func whatOnlyBeginsLikeAnAnswerStaysCharacters() {
        for text in ["\u{1B}[?12x", "\u{1B}[?2026$q", "\u{1B}[?2026;9$y", "\u{1B}[?" + String(repeating: "1", count: 70) + "c"] {
            var reader = TerminalSequenceReader()
            var pieces: [TerminalSequenceReader.Piece] = []
            for code in text.unicodeScalars { reader.read(character: code.value, into: &pieces) }
            reader.endRead(into: &pieces)
            #expect(pieces == text.unicodeScalars.map { .character($0.value) }, "\(text.debugDescription)")
        }
    }

    @Test func onlyAnAnswerThatTheModeCanChangeTurnsItOn() {
        func support(after reports: [TerminalReport]) -> Bool {
            var output = SynchronizedOutput()
            for report in reports { output.take(report) }
            return output.isOn
        }
        #expect(support(after: [.privateMode(2026, .reset), .deviceAttributes([1, 2])]))
        #expect(support(after: [.privateMode(2026, .set), .deviceAttributes([1, 2])]))
        #expect(!support(after: [.deviceAttributes([1, 2])]))
        #expect(!support(after: [.privateMode(2026, .notRecognized), .deviceAttributes([1, 2])]))
        #expect(!support(after: [.privateMode(2026, .permanentlyReset), .deviceAttributes([1, 2])]))
        #expect(!support(after: [.privateMode(2004, .set), .deviceAttributes([1, 2])]))
        #expect(!support(after: []))
    }

    @Test func whereTheTerminalHasTheModeEveryFrameGoesOutWithinIt() throws {
        let recorded = try RecordedTerminal(answers: hasTheMode)
        defer { recorded.close() }
        let start = recorded.written()
        #expect(start.contains(question) && !start.contains(set2026), "\(start.debugDescription)")
        for text in ["first frame", "second frame"] {
            recorded.show(frame(text))
            let sent = recorded.written()
            // The set is followed by a NUL, so that no sequence of the frame is the first after it (kitty 0.26
            // drops that one when its reads cut it).
            #expect(sent.hasPrefix(set2026 + "\u{0}") && sent.hasSuffix(reset2026) && sent.contains(text), "\(sent.debugDescription)")
            #expect(sent.components(separatedBy: set2026).count == 2 && sent.components(separatedBy: reset2026).count == 2)
        }
        // A frame that changes nothing sends nothing.
        recorded.show(frame("second frame"))
        #expect(recorded.written().isEmpty)
        // The repaint on a resume goes out within it too; a crash in a frame resets it first.
        recorded.terminal.suspend()
        _ = recorded.written()
        recorded.terminal.resume()
        let resumed = recorded.written()
        let repaint = try #require(resumed.range(of: "second frame"))
        #expect(resumed[..<repaint.lowerBound].contains(set2026) && resumed[repaint.upperBound...].contains(reset2026))
        #expect(String(decoding: recorded.terminal.emergencyResetSequence(), as: UTF8.self).hasPrefix(reset2026))
    }

    @Test(arguments: [attributesOnly, "\u{1B}[?2026;0$y\u{1B}[?1;2c", ""])
    func whereItDoesNotSayItHasTheModeNothingChanges(answers: String) throws {
        // "" is a terminal that answers nothing: the start waits a moment for it, no more.
        let recorded = try RecordedTerminal(answers: answers)
        defer { recorded.close() }
        _ = recorded.written()
        recorded.show(frame("a frame"))
        let sent = recorded.written()
        #expect(sent.contains("a frame") && !sent.contains("2026"), "\(sent.debugDescription)")
        #expect(!String(decoding: recorded.terminal.emergencyResetSequence(), as: UTF8.self).contains("2026"))
    }

    @Test func keysTypedWithTheAnswersAndAnswersThatComeLateAreNotLost() throws {
        let recorded = try RecordedTerminal(answers: "x" + attributesOnly + "y")
        defer { recorded.close() }
        #expect(recorded.terminal.hasEventsRead)
        // (Less the resize a terminal of a fixed size reports first.)
        let events = recorded.terminal.readEvents().filter { if case .resize = $0 { false } else { true } }
        #expect(events == [.key(KeyPress("x")), .key(KeyPress("y"))])
        // An answer after the start is read as one too: never keys, and it still turns the mode on.
        recorded.type("\u{1B}[?2026;2$y" + attributesOnly)
        #expect(recorded.terminal.readEvents().isEmpty)
        _ = recorded.written()
        recorded.show(frame("late"))
        #expect(recorded.written().hasPrefix(set2026))
    }
}
