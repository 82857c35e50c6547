/// How a terminal is told the title of the window it is in: through its status line where terminfo says it has
/// one (`hs`, with `tsl` and `fsl`), else with xterm's OSC 2 where the terminal is xterm-like (xterm, tmux,
/// screen, rxvt and the emulators that call themselves so); other terminals have no title to set.
package struct WindowTitleSequence: Equatable, Sendable {
    /// The bytes before the title.
    let prefix: [UInt8]
    /// The bytes after it.
    let suffix: [UInt8]

    /// xterm's: `OSC 2 ; title BEL`.
    static let xterm = WindowTitleSequence(prefix: Array("\u{1B}]2;".utf8), suffix: [0x07])

    init(prefix: [UInt8], suffix: [UInt8]) {
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The way to set a title in a terminal of a type (`TERM`), from its terminfo entry: `hasStatusLine` is its
    /// `hs` flag, `toStatusLine` its `tsl` string (already expanded for column 0), `fromStatusLine` its `fsl`.
    /// Nil when the terminal has no title.
    package init?(terminalType: String, hasStatusLine: Bool, toStatusLine: String?, fromStatusLine: String?) {
        if hasStatusLine, let to = toStatusLine, !to.isEmpty, let from = fromStatusLine, !from.isEmpty {
            self.init(prefix: Array(to.utf8), suffix: Array(from.utf8))
        } else if Self.isXtermLike(terminalType) {
            self = .xterm
        } else {
            return nil
        }
    }

    /// Whether a terminal type is xterm or one that understands xterm's title sequences (OSC 2 and the title
    /// stack): tmux, screen, rxvt and the emulators that name their own types.
    package static func isXtermLike(_ terminalType: String) -> Bool {
        let type = terminalType.lowercased()
        return xtermLikePrefixes.contains { type.hasPrefix($0) }
    }

    private static let xtermLikePrefixes = [
        "xterm", "tmux", "screen", "rxvt", "alacritty", "kitty", "foot", "wezterm", "konsole", "gnome", "vte",
        "putty", "iterm", "contour", "ghostty",
    ]

    /// The longest title sent, in characters: a megabyte of a trip's name is not sent to the terminal.
    static let maximumLength = 200

    /// The bytes that show `title`, made safe as the screen shows text (`String.sanitizedForTerminal()`: an
    /// escape or a BEL in a trip's name, which would end the sequence and run the rest as commands, shows as
    /// ␛ or ␇) and cut at `maximumLength` characters.
    package func bytes(for title: String) -> [UInt8] {
        prefix + Array(title.sanitizedForTerminal(maxLength: Self.maximumLength).utf8) + suffix
    }
}
