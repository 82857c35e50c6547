/// Text attributes a terminal cell can carry.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Attributes from raw bits.
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (bright) text.
    @inlinable public static var bold: TextAttributes { TextAttributes(rawValue: 1 << 0) }
    /// Dim text, used for secondary content.
    @inlinable public static var dim: TextAttributes { TextAttributes(rawValue: 1 << 1) }
    /// Italic text, where the terminal has it.
    @inlinable public static var italic: TextAttributes { TextAttributes(rawValue: 1 << 2) }
    /// Underlined text.
    @inlinable public static var underline: TextAttributes { TextAttributes(rawValue: 1 << 3) }
    /// Foreground and background swapped.
    @inlinable public static var reverse: TextAttributes { TextAttributes(rawValue: 1 << 4) }
    /// Struck-through text, where the terminal has it.
    @inlinable public static var strikethrough: TextAttributes { TextAttributes(rawValue: 1 << 5) }
    /// Part of a picture, even where it is a blank: highlights leave it as it is, and it is never reversed.
    /// Not shown itself.
    @inlinable package static var graphic: TextAttributes { TextAttributes(rawValue: 1 << 6) }
}

/// How one terminal cell looks: colours (nil is the terminal's default) and attributes.
///
/// Colours are packed into integers so that comparing two styles, which the renderer does for every cell of
/// every frame, is a few integer comparisons.
public struct CellStyle: Hashable, Sendable {
    // The colours as `pack` makes them; inlinable (not private) so that drawing in the views' module reads and
    // writes them without a call.
    @usableFromInline var packedForeground: UInt32
    @usableFromInline var packedBackground: UInt32
    /// Bold, dim, underline and the rest.
    public var attributes: TextAttributes

    /// A style from its parts.
    @inlinable public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, attributes: TextAttributes = []) {
        packedForeground = Self.pack(foreground)
        packedBackground = Self.pack(background)
        self.attributes = attributes
    }

    /// The text colour, or nil for the terminal's default.
    @inlinable public var foreground: TerminalColor? {
        get { Self.unpack(packedForeground) }
        set { packedForeground = Self.pack(newValue) }
    }

    /// The background colour, or nil for the terminal's default.
    @inlinable public var background: TerminalColor? {
        get { Self.unpack(packedBackground) }
        set { packedBackground = Self.pack(newValue) }
    }

    /// Whether a background colour is set.
    @inlinable var hasBackground: Bool { packedBackground != 0 }

    /// The terminal's default look.
    public static let plain = CellStyle()

    @inlinable static func pack(_ color: TerminalColor?) -> UInt32 {
        switch color {
        case nil: return 0
        case .ansi(let index): return 0x0100_0000 | UInt32(index)
        case .rgb(let r, let g, let b): return 0x0200_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }
    }

    @inlinable static func unpack(_ value: UInt32) -> TerminalColor? {
        switch value >> 24 {
        case 1: return .ansi(UInt8(truncatingIfNeeded: value))
        case 2: return .rgb(UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value))
        default: return nil
        }
    }
}
