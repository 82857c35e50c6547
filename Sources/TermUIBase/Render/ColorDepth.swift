/// How many colours a terminal shows.
public enum ColorDepth: Hashable, Sendable {
    /// No colours (`NO_COLOR`, `--no-color`, a terminal without colours): only bold, underline, reverse video
    /// and dim; bars and pictures are drawn in shades (`█▓▒░`).
    case none
    /// The 8 basic colours.
    case ansi8
    /// The 16 ANSI colours.
    case ansi16
    /// The xterm 256-colour palette.
    case palette256
    /// Any 24-bit RGB colour (a direct-colour terminal).
    case trueColor
}
