import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `announce` (TermUI only): a message on the bottom row in place of the key hints, for its time.
@MainActor
struct AnnounceActionTests {
    private struct Announcing: View {
        /// A message longer than a row of 40 columns.
        static let long = "“/home/ana/Downloads/statements/2026/march-umsaetze.csv” is not a file the import reads."
        @Environment(\.announce) private var announce

        var body: some View {
            Text("Screen")
                .focusable()
                .onKeyPress("b") {
                    announce("Badge earned: Getting Going", systemImage: "trophy", duration: 3)
                    return .handled
                }
                .onKeyPress("n") {
                    announce("Nothing to undo.")
                    return .handled
                }
                .onKeyPress("l") {
                    announce(Self.long)
                    return .handled
                }
                .onKeyPress("x") { .handled }
        }
    }

    @Test func aMessageWithADurationStaysItsTimeWhateverKeysCome() {
        let screen = TestDriver(Announcing(), size: TerminalSize(columns: 50, rows: 8))
        let hints = screen.lines[7]
        screen.press("b")
        #expect(screen.lines[7].hasPrefix(" 🏆 Badge earned: Getting Going"))
        #expect(screen.row(containing: "Badge earned") == 7)
        screen.press("x")
        screen.advance(by: 2.5)
        #expect(screen.lines[7].contains("Badge earned"), "keys do not take it away")
        screen.advance(by: 0.6)
        #expect(!screen.text.contains("Badge earned"))
        #expect(screen.lines[7] == hints)
    }

    @Test func aMessageWithoutOneGoesAtTheNextKey() {
        let screen = TestDriver(Announcing(), size: TerminalSize(columns: 50, rows: 8))
        screen.press("n")
        #expect(screen.lines[7].contains("Nothing to undo."))
        screen.press("x")
        #expect(!screen.text.contains("Nothing to undo."))
    }

    @Test func aMessageTooLongForTheRowEndsInAnEllipsisAtTheCut() {
        let screen = TestDriver(Announcing(), size: TerminalSize(columns: 40, rows: 8))
        screen.press("l")
        // A column of margin each side, as the hints have: 38 columns, the last of them "…".
        let shown = " " + Announcing.long.prefix(37) + "…"
        #expect(screen.lines[7].hasPrefix(shown), "\(screen.lines[7])")
        #expect(screen.lines[7].dropFirst(shown.count).allSatisfy { $0 == " " }, "\(screen.lines[7])")

        let wide = TestDriver(Announcing(), size: TerminalSize(columns: 120, rows: 8))
        wide.press("l")
        #expect(wide.lines[7].hasPrefix(" " + Announcing.long + " "), "a message that fits is whole, with no “…”")
        #expect(!wide.lines[7].contains("…"))
    }
}
