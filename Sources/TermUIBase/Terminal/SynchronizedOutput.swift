/// Whether frames go out wrapped in synchronized output (mode 2026, `TerminalMode.synchronizedOutput`), from
/// what the terminal answers when asked at the start.
///
/// The question is DECRQM for mode 2026 followed by a request for the primary device attributes, which every
/// terminal answers: an answer that the terminal has the mode turns it on; the attributes arriving first (or
/// alone) say it has not, and nothing changes. A terminal that answers neither keeps it off.
package struct SynchronizedOutput: Equatable, Sendable {
    /// The bytes that ask.
    package static let question = Array("\u{1B}[?2026$p\u{1B}[c".utf8)

    /// The bytes that start a frame: the mode set, then a NUL, which terminals ignore (ncurses pads with it).
    ///
    /// The NUL is there for kitty 0.26 (Debian 12's): in the mode it keeps back what it reads, and where the
    /// first escape sequence after the set is cut between two of its reads from the pty and nothing was kept
    /// back before it, it parses that sequence again from its middle when the mode ends and drops it (a cut
    /// graphics command: `Unrecognized APC code: 0x9f`, so a picture is never drawn; a cut cursor move: its
    /// parameters drawn as text). The NUL is kept back at once, so every sequence after it is whole.
    package static let frameStart = TerminalMode.synchronizedOutput.on + [0]

    /// What is known of the terminal's mode.
    enum Support: Equatable, Sendable {
        /// Asked, not yet answered.
        case asked
        /// The terminal has the mode: frames go out wrapped in it.
        case available
        /// The terminal does not have it, or said nothing of it before its attributes.
        case unavailable
    }

    /// What is known so far.
    private(set) var support = Support.asked

    /// Nothing known yet: the question is to be asked.
    package init() {}

    /// Whether frames go out wrapped in the mode.
    package var isOn: Bool { support == .available }

    /// Takes an answer the terminal sent.
    package mutating func take(_ report: TerminalReport) {
        switch report {
        case .privateMode(2026, let state):
            support = state.canChange ? .available : .unavailable
        case .privateMode, .kittyGraphics, .terminalVersion, .cellSize:
            break
        case .deviceAttributes:
            if support == .asked { support = .unavailable }
        }
    }
}
