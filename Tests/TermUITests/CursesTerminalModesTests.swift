import Foundation
import Testing
@testable import TermUITesting
@testable import TermUICurses
@testable import TermUIViews

/// xterm-256color's terminfo: the alternate screen (with its own title push and pop) and the keypad.
private let smcup = "\u{1B}[?1049h", rmcup = "\u{1B}[?1049l", smkx = "\u{1B}[?1h\u{1B}=", rmkx = "\u{1B}[?1l\u{1B}>"
private let pushTitle = "\u{1B}[22;2t", popTitle = "\u{1B}[23;2t"
/// The mouse modes: presses, releases and the wheel (1000), the pointer's every motion (1003), the SGR encoding.
private let clicks = "\u{1B}[?1000h", clicksOff = "\u{1B}[?1000l", motion = "\u{1B}[?1003h", motionOff = "\u{1B}[?1003l"
private let sgr = "\u{1B}[?1006h"

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

    @Test func thePointersMotionIsAskedForWithAFrameKeptAcrossASuspendAndGivenUpAfter() throws {
        let recorded = try RecordedTerminal()
        defer { recorded.close() }
        let terminal = recorded.terminal
        let start = recorded.written()
        #expect(start.contains(clicks) && start.contains(sgr) && !start.contains(motion), "\(start.debugDescription)")
        var frame = CellCanvas(columns: 40, rows: 10)
        recorded.show(frame)
        _ = recorded.written()

        // Asked for, it goes with the next frame, not before.
        terminal.setReportsPointerMotion(true)
        #expect(recorded.written().isEmpty)
        _ = frame.draw("Map", at: Point(x: 0, y: 0), style: CellStyle())
        recorded.show(frame)
        let shown = recorded.written()
        let on = try #require(position(of: motion, in: shown))
        let cells = try #require(position(of: "Map", in: shown))
        #expect(on < cells, "the switch goes before the frame's cells: \(shown.debugDescription)")
        recorded.show(frame)
        #expect(!recorded.written().contains("\u{1B}[?100"), "once a change, not a frame")

        // A suspend gives every mouse mode back; the resume asks for motion again, after clicks.
        terminal.suspend()
        let suspended = recorded.written()
        #expect(suspended.contains(motionOff) && suspended.contains(clicksOff), "\(suspended.debugDescription)")
        terminal.resume()
        let resumed = recorded.written()
        let clicksAgain = try #require(position(of: clicks, in: resumed))
        let motionAgain = try #require(position(of: motion, in: resumed), "\(resumed.debugDescription)")
        #expect(clicksAgain < motionAgain)

        // Given up: any-event tracking reset (which in xterm and tmux ends tracking whole) and clicks set again.
        terminal.setReportsPointerMotion(false)
        recorded.show(frame)
        #expect(recorded.written().contains(motionOff + clicks))
        terminal.suspend()
        _ = recorded.written()
        terminal.resume()
        let resumedWithout = recorded.written()
        #expect(resumedWithout.contains(clicks) && !resumedWithout.contains(motion), "\(resumedWithout.debugDescription)")

        // Asked for and given up again before a frame: nothing goes.
        terminal.setReportsPointerMotion(true)
        terminal.setReportsPointerMotion(false)
        _ = frame.draw("Pin", at: Point(x: 0, y: 1), style: CellStyle())
        recorded.show(frame)
        #expect(!recorded.written().contains("\u{1B}[?100"))

        terminal.setReportsPointerMotion(true)
        recorded.show(frame)
        _ = recorded.written()
        terminal.shutdown()
        let shutDown = recorded.written()
        #expect(shutDown.contains(motionOff) && shutDown.contains(clicksOff), "\(shutDown.debugDescription)")
    }

    @Test func withoutMouseReportsNoMouseModeIsEverSent() throws {
        let recorded = try RecordedTerminal(usesMouse: false)
        defer { recorded.close() }
        let terminal = recorded.terminal
        var sent = recorded.written()
        var frame = CellCanvas(columns: 40, rows: 10)
        terminal.setReportsPointerMotion(true)
        _ = frame.draw("Map", at: Point(x: 0, y: 0), style: CellStyle())
        recorded.show(frame)
        terminal.suspend()
        terminal.resume()
        terminal.setReportsPointerMotion(false)
        recorded.show(frame)
        sent += recorded.written()
        #expect(sent.contains("Map"))
        for mode in ["1000", "1002", "1003", "1006"] {
            #expect(!sent.contains("\u{1B}[?\(mode)"), "\(mode) in \(sent.debugDescription)")
        }
    }

    @Test func theCrashPathUndoesTheModesAndWhatNcursesSet() throws {
        let recorded = try RecordedTerminal()
        defer { recorded.close() }
        let reset = String(decoding: recorded.terminal.emergencyResetSequence(), as: UTF8.self)
        // Any-event tracking is reset whether or not a view asked for it: the handler's bytes are made at the start.
        for part in [popTitle, rmkx, rmcup, "\u{1B}[?12l\u{1B}[?25h", "\u{1B}(B\u{1B}[m", motionOff, clicksOff] {
            #expect(reset.contains(part), "\(part.debugDescription) in \(reset.debugDescription)")
        }
        #expect(!reset.contains("$<"), "no terminfo padding")
    }
}
