/// A colour as a terminal is told to show it: its own default, a palette number, or 24-bit RGB.
public enum ShownColor: Hashable, Sendable {
    /// The terminal's default colour (of text, or of the background).
    case terminalDefault
    /// A number of the terminal's palette (0-255).
    case palette(Int)
    /// A 24-bit colour, on a direct-colour terminal.
    case rgb(RGB)
}
