import Foundation
import Testing
@testable import TermUITesting
@testable import TermUICurses
@testable import TermUIViews

/// xterm-256color's terminfo: the alternate screen (with its own title push and pop) and the keypad.
private let smcup = "\u{1B}[?1049h", rmcup = "\u{1B}[?1049l", smkx = "\u{1B}[?1h\u{1B}=", rmkx = "\u{1B}[?1l\u{1B}>"
private let pushTitle = "\u{1B}[22;2t", popTitle = "\u{1B}[23;2t"

/// Every mode the app sets is undone on suspend and on shutdown, and set again on resume, with the window title.
@MainActor
struct CursesTerminalModesTests {
    private func position(of part: String, in text: String) -> String.Index? {
        text.range(of: part)?.lowerBound
    }

    @Test func suspendUndoesEveryModeAndResumeSetsThemAndTheTitleAgain() throws {
        let recorded = try RecordedTerminal()
        defer { recorded.close() }
        let terminal = recorded.terminal
        let start = recorded.written()
        #expect(start.contains(smcup) && start.contains(smkx) && start.contains(pushTitle), "\(start.debugDescription)")
        recorded.show(CellCanvas(columns: 40, rows: 10))
        terminal.setWindowTitle("Wishlist — Kyōto")
        #expect(recorded.written().hasSuffix("\u{1B}]2;Wishlist — Kyōto\u{07}"))

        terminal.suspend()
        let suspended = recorded.written()
        #expect(suspended.contains(rmcup) && suspended.contains(rmkx) && suspended.contains(popTitle), "\(suspended.debugDescription)")
        #expect(!suspended.contains(smcup) && !suspended.contains(pushTitle))

        terminal.resume()
        let resumed = recorded.written()
        #expect(resumed.contains(smcup) && resumed.contains(smkx), "\(resumed.debugDescription)")
        // The title is saved again before the app's is shown again.
        let push = try #require(position(of: pushTitle, in: resumed))
        let title = try #require(position(of: "\u{1B}]2;Wishlist — Kyōto\u{07}", in: resumed))
        #expect(push < title)

        terminal.shutdown()
        let shutDown = recorded.written()
        #expect(shutDown.contains(rmcup) && shutDown.contains(rmkx) && shutDown.contains(popTitle), "\(shutDown.debugDescription)")
        terminal.setWindowTitle("After")
        #expect(recorded.written().isEmpty, "nothing is sent once the terminal is given back")
    }

    @Test func theCrashPathUndoesTheModesAndWhatNcursesSet() throws {
        let recorded = try RecordedTerminal()
        defer { recorded.close() }
        let reset = String(decoding: recorded.terminal.emergencyResetSequence(), as: UTF8.self)
        for part in [popTitle, rmkx, rmcup, "\u{1B}[?12l\u{1B}[?25h", "\u{1B}(B\u{1B}[m"] {
            #expect(reset.contains(part), "\(part.debugDescription) in \(reset.debugDescription)")
        }
        #expect(!reset.contains("$<"), "no terminfo padding")
    }
}
