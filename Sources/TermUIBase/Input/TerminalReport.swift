/// An answer the terminal sends on its input to a question the app asked it: not a key, never handed on as one
/// (`TerminalSequenceReader` finds it).
package enum TerminalReport: Equatable, Sendable {
    /// The state of a DEC private mode (DECRPM, `CSI ? mode ; state $ y`), the answer to a request for it
    /// (DECRQM, `CSI ? mode $ p`).
    case privateMode(Int, ModeState)
    /// The primary device attributes (`CSI ? … c`, the numbers listed), the answer to `CSI c`, which every
    /// terminal gives: it comes after the answers to the questions asked before it, so when it comes alone,
    /// those went unanswered. A `4` among them says the terminal draws sixel graphics.
    case deviceAttributes([Int])
    /// The answer to a kitty graphics command that asked for one (`ESC _ G i=id ; message ESC \`): `OK`, or
    /// an error's name and text.
    case kittyGraphics(id: Int, message: String)
    /// The terminal's name and version (`ESC P > | text ESC \`), the answer to `XTVERSION` (`CSI > q`): a hint
    /// of which terminal it is, never shown unsanitised.
    case terminalVersion(String)
    /// The size of a cell in pixels (`CSI 6 ; height ; width t`), the answer to `CSI 16 t`.
    case cellSize(width: Int, height: Int)

    /// What a terminal says of one of its modes.
    package enum ModeState: Int, Equatable, Sendable {
        /// It does not know the mode.
        case notRecognized = 0
        /// It has the mode, set now.
        case set = 1
        /// It has the mode, reset now.
        case reset = 2
        /// The mode is always set.
        case permanentlySet = 3
        /// The mode is always reset.
        case permanentlyReset = 4

        /// Whether the app may set and reset the mode: the terminal has it and it can change.
        var canChange: Bool { self == .set || self == .reset }
    }
}
