/// How many colours a terminal shows.
public enum ColorDepth: Hashable, Sendable {
    /// No colours: backgrounds show as reverse video.
    case none
    /// The 8 basic colours.
    case ansi8
    /// The 16 ANSI colours.
    case ansi16
    /// The xterm 256-colour palette.
    case palette256
}
