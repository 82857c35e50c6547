/// An answer the terminal sends on its input to a question the app asked it: not a key, never handed on as one
/// (`TerminalSequenceReader` finds it).
package enum TerminalReport: Equatable, Sendable {
    /// The state of a DEC private mode (DECRPM, `CSI ? mode ; state $ y`), the answer to a request for it
    /// (DECRQM, `CSI ? mode $ p`).
    case privateMode(Int, ModeState)
    /// The primary device attributes (`CSI ? … c`), the answer to `CSI c`, which every terminal gives: it comes
    /// after the answers to the questions asked before it, so when it comes alone, those went unanswered.
    case deviceAttributes

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
