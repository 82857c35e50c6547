/// What a cell is sent to the terminal as: its text and background colours as the terminal is told them, and
/// the attributes a terminal draws (bold, dim, italic, underline, reverse video). TermUI's own value; SwiftUI has
/// none, a view's style becomes one only on its way to the screen.
///
/// Two cells of different styles may have the same look (a colour the terminal's palette rounds to the same
/// entry), and a blank may be sent in another look that shows the same on it: bold, dim, italic and the text
/// colour do not show on a blank, underline and reverse video do (`showsOnBlank`, `lends(to:)`). The frame diff
/// decides with looks; a backend turns each into its own terms (ncurses' attributes and colour pair).
///
/// Strikethrough is not part of a look: no backend draws it (ncurses has no attribute for it).
public struct CellLook: Hashable, Sendable {
    /// The colours, packed as `ShownColor`s are by `pack(_:)`, so that comparing looks, which the diff does for
    /// many cells of every frame, is a few integer comparisons.
    private let packedForeground: UInt32
    private let packedBackground: UInt32
    /// The attributes drawn.
    public let attributes: TextAttributes

    /// The attributes a look keeps of a style's: those a terminal draws.
    static let drawnAttributes: TextAttributes = [.bold, .dim, .italic, .underline, .reverse]

    /// A look from its colours and attributes (those a terminal does not draw are left out).
    public init(foreground: ShownColor = .terminalDefault, background: ShownColor = .terminalDefault, attributes: TextAttributes = []) {
        packedForeground = Self.pack(foreground)
        packedBackground = Self.pack(background)
        self.attributes = attributes.intersection(Self.drawnAttributes)
    }

    /// A style as a terminal shows it (see `TerminalStyleMapping.shown(_:isGraphic:)`), as a look.
    init(_ shown: TerminalStyleMapping.Shown) {
        self.init(foreground: shown.foreground, background: shown.background, attributes: shown.attributes)
    }

    /// The terminal's default look: its own colours, no attributes.
    public static let plain = CellLook()

    /// The text colour.
    public var foreground: ShownColor { Self.unpack(packedForeground) }

    /// The background colour.
    public var background: ShownColor { Self.unpack(packedBackground) }

    /// Whether the look shows on a blank beyond its background: underline and reverse video do.
    public var showsOnBlank: Bool { !attributes.isDisjoint(with: [.underline, .reverse]) }

    /// Whether a blank of look `blank` shows the same when sent in this look: the background is the same and
    /// this look shows nothing else on a blank.
    public func lends(to blank: CellLook) -> Bool {
        !showsOnBlank && packedBackground == blank.packedBackground
    }

    private static func pack(_ color: ShownColor) -> UInt32 {
        switch color {
        case .terminalDefault: return 0
        case .palette(let index): return 0x0100_0000 | UInt32(truncatingIfNeeded: index) & 0xFF
        case .rgb(let rgb): return 0x0200_0000 | UInt32(bitPattern: rgb.packed)
        }
    }

    private static func unpack(_ value: UInt32) -> ShownColor {
        switch value >> 24 {
        case 1: return .palette(Int(value & 0xFF))
        case 2: return .rgb(RGB(UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)))
        default: return .terminalDefault
        }
    }
}
