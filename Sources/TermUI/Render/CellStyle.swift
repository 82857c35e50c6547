/// Text attributes a terminal cell can carry.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Attributes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (bright) text.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim text, used for secondary content.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic text, where the terminal has it.
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    /// Struck-through text, where the terminal has it.
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)
}

/// How one terminal cell looks: colours (nil is the terminal's default) and attributes.
public struct CellStyle: Hashable, Sendable {
    /// The text colour, or nil for the terminal's default.
    public var foreground: TerminalColor?
    /// The background colour, or nil for the terminal's default.
    public var background: TerminalColor?
    /// Bold, dim, underline and the rest.
    public var attributes: TextAttributes

    /// A style from its parts.
    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    public static let plain = CellStyle()
}
