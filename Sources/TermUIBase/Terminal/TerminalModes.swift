/// A mode the app turns on in the terminal for as long as it shows itself, as the bytes that turn it on and
/// the bytes that turn it off.
package struct TerminalMode: Equatable, Sendable {
    /// What the mode is, for tests and traces.
    let name: String
    /// The bytes that set the mode.
    package let on: [UInt8]
    /// The bytes that undo it.
    package let off: [UInt8]

    init(_ name: String, on: String, off: String) {
        self.name = name
        self.on = Array(on.utf8)
        self.off = Array(off.utf8)
    }

    /// xterm's title stack: the window title is saved when the app starts and put back when it stops, so the
    /// shell's title comes back after the app has set its own (`CSI 22;2t`, `CSI 23;2t`).
    static let savedWindowTitle = TerminalMode("saved window title", on: "\u{1B}[22;2t", off: "\u{1B}[23;2t")

    /// Bracketed paste: the terminal marks pasted text so that it arrives as one paste, never as keys. The
    /// terminal type's own `BE`/`BD` (ncurses' user capabilities) where it has them, else xterm's sequences,
    /// which terminals without the mode ignore.
    static func bracketedPaste(capability: (String) -> String?) -> TerminalMode {
        TerminalMode(
            "bracketed paste", on: capability("BE") ?? "\u{1B}[?2004h", off: capability("BD") ?? "\u{1B}[?2004l")
    }

    /// Mouse reports of presses, releases and the wheel (normal tracking, 1000), in the SGR encoding (which can
    /// name any column). The pointer's motion is reported only while a view follows it (see
    /// `TerminalModes.pointerMotionSwitch(on:)`); undoing the mode resets any-event tracking (1003) too,
    /// whether it was on or not, so that every way out (a crash's included) leaves no motion reports behind.
    ///
    /// Not button-event tracking (1002): it reports motion while a button is held, which no view of TermUI
    /// takes (`DragGesture` never fires), so it would only send bytes and wake the app during each drag.
    static let mouseReports = TerminalMode(
        "mouse reports", on: "\u{1B}[?1000h\u{1B}[?1006h", off: "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1000l")

    /// Synchronized output (mode 2026): the terminal shows nothing of what comes between setting and resetting
    /// it until the reset, so that a frame written in several pieces never shows half drawn. Not one of the
    /// modes set for the app's whole run: it is set around each frame, and only where the terminal said it has
    /// the mode (`SynchronizedOutput`).
    package static let synchronizedOutput = TerminalMode("synchronized output", on: "\u{1B}[?2026h", off: "\u{1B}[?2026l")
}

/// The modes the app sets in a terminal beyond those ncurses sets and undoes itself (the alternate screen and
/// the keypad, through `smcup`/`rmcup` and `smkx`/`rmkx` in `newterm`, `endwin` and the refresh after it).
///
/// They are set when the terminal starts and again on resume (with the pointer's motion where a view follows
/// it), and undone, last first, on suspend and on every exit path: a quit, a signal that ends the app, and a
/// crash (whose handler sends `emergencyLeaveSequence`, which also undoes what ncurses would). A mode the app
/// adds is one more entry in `init(terminalType:usesMouse:capability:)`.
package struct TerminalModes: Equatable, Sendable {
    /// The modes, in the order they are set.
    let modes: [TerminalMode]

    init(_ modes: [TerminalMode]) {
        self.modes = modes
    }

    /// The modes for a terminal type (`TERM`) whose string capabilities `capability` reads: the saved window
    /// title where the type is xterm's kind, bracketed paste, and mouse reports unless `usesMouse` is false.
    package init(terminalType: String, usesMouse: Bool, capability: (String) -> String?) {
        var modes: [TerminalMode] = []
        if WindowTitleSequence.isXtermLike(terminalType) { modes.append(.savedWindowTitle) }
        modes.append(.bracketedPaste(capability: capability))
        if usesMouse { modes.append(.mouseReports) }
        self.init(modes)
    }

    /// Whether the modes include mouse reports (the app was not told to leave the mouse to the terminal).
    var reportsMouse: Bool { modes.contains(.mouseReports) }

    /// The bytes that set every mode; with `followingPointer`, mouse reports include the pointer's every
    /// motion (as after `pointerMotionSwitch(on: true)`), for a resume while a view follows the pointer.
    package func enterSequence(followingPointer: Bool) -> [UInt8] {
        modes.flatMap(\.on) + (followingPointer ? pointerMotionSwitch(on: true) : [])
    }

    /// The bytes that switch mouse reports, while they are on, to the pointer's every motion as well (`on`:
    /// any-event tracking, xterm's 1003, for `.onHover` and `.onContinuousHover`) or back to presses, releases
    /// and the wheel alone; none where mouse reports are off.
    ///
    /// xterm, tmux, kitty and VTE keep one tracking mode: setting 1003 replaces 1000, and resetting 1003 turns
    /// tracking off whole. So the way back resets 1003 and sets 1000 again, which also ends right in a
    /// terminal that keeps each mode as a flag of its own (Alacritty). The SGR encoding (1006) stays as it is.
    package func pointerMotionSwitch(on: Bool) -> [UInt8] {
        guard reportsMouse else { return [] }
        return Array((on ? "\u{1B}[?1003h" : "\u{1B}[?1003l\u{1B}[?1000h").utf8)
    }

    /// The bytes that undo every mode, the last set first.
    package var leaveSequence: [UInt8] { modes.reversed().flatMap(\.off) }

    /// Everything that gives the terminal back without ncurses, for a crash handler: these modes undone, then
    /// what ncurses would undo, read from terminfo (attributes reset, the cursor shown, the keypad and the
    /// alternate screen left).
    package func emergencyLeaveSequence(capability: (String) -> String?) -> [UInt8] {
        leaveSequence + ["sgr0", "cnorm", "rmkx", "rmcup"].flatMap { capability($0).map { Array($0.utf8) } ?? [] }
    }
}
