import Foundation

/// A colour, as in SwiftUI. Named colours are Apple's system colours (dark appearance); the terminal shows
/// the nearest colour it has, or none at all under `NO_COLOR`.
public struct Color: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case terminal(TerminalColor)
        case primary
        case secondary
        case accent
        case clear
        /// A colour of a package's colour table (`AssetCatalog`), looked up where it is drawn.
        case named(String, bundlePath: String?)
    }

    package let kind: Kind

    package init(kind: Kind) {
        self.kind = kind
    }

    /// A colour from red, green and blue components between 0 and 1; `opacity` below 1 darkens it towards
    /// black (a terminal has no transparency).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ component: Double) -> UInt8 {
            UInt8(max(0, min(255, (component * max(0, min(1, opacity)) * 255).rounded())))
        }
        kind = .terminal(.rgb(byte(red), byte(green), byte(blue)))
    }

    /// The colour named `name` in the colour table of `bundle`'s assets (the main bundle for nil),
    /// `Assets/Colors.json` (see `AssetCatalog`), in its light or dark variant as the terminal's background is.
    /// A name the table lacks draws in the terminal's own text colour, as `.primary` does. TermUI differs from
    /// SwiftUI, which reads an asset catalogue's colour sets.
    public init(_ name: String, bundle: Bundle? = nil) {
        kind = .named(name, bundlePath: bundle?.bundlePath)
    }

    /// A colour from hue (0 to 1 around the colour wheel, red at 0), saturation and brightness, each between
    /// 0 and 1, as SwiftUI's; `opacity` below 1 darkens it towards black.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = (hue - hue.rounded(.down)) * 6
        let saturation = max(0, min(1, saturation)), brightness = max(0, min(1, brightness))
        let chroma = brightness * saturation
        let second = chroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let (red, green, blue): (Double, Double, Double)
        switch Int(hue) {
        case 0: (red, green, blue) = (chroma, second, 0)
        case 1: (red, green, blue) = (second, chroma, 0)
        case 2: (red, green, blue) = (0, chroma, second)
        case 3: (red, green, blue) = (0, second, chroma)
        case 4: (red, green, blue) = (second, 0, chroma)
        default: (red, green, blue) = (chroma, 0, second)
        }
        let lift = brightness - chroma
        self.init(red: red + lift, green: green + lift, blue: blue + lift, opacity: opacity)
    }

    /// A grey between black (0) and white (1).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// One of the terminal's 16 ANSI colours (0-15), shown exactly as the user's terminal theme defines it.
    ///
    /// TermUI only; SwiftUI has no such colours.
    public init(ansi index: Int) {
        kind = .terminal(.ansi(UInt8(max(0, min(15, index)))))
    }

    private static func system(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Color {
        Color(kind: .terminal(.rgb(r, g, b)))
    }

    /// Black.
    public static let black = system(0, 0, 0)
    /// White.
    public static let white = system(255, 255, 255)
    /// Grey.
    public static let gray = system(142, 142, 147)
    /// Red.
    public static let red = system(255, 69, 58)
    /// Orange.
    public static let orange = system(255, 159, 10)
    /// Yellow.
    public static let yellow = system(255, 214, 10)
    /// Green.
    public static let green = system(48, 209, 88)
    /// Mint.
    public static let mint = system(99, 230, 226)
    /// Teal.
    public static let teal = system(64, 200, 224)
    /// Cyan.
    public static let cyan = system(100, 210, 255)
    /// Blue.
    public static let blue = system(10, 132, 255)
    /// Indigo.
    public static let indigo = system(94, 92, 230)
    /// Purple.
    public static let purple = system(191, 90, 242)
    /// Pink.
    public static let pink = system(255, 55, 95)
    /// Brown.
    public static let brown = system(172, 142, 104)
    /// The terminal's default text colour.
    public static let primary = Color(kind: .primary)
    /// Secondary text: the default colour, dimmed.
    public static let secondary = Color(kind: .secondary)
    /// The app's accent colour (the `tint` in the environment, blue by default).
    public static let accentColor = Color(kind: .accent)
    /// No colour: whatever is underneath shows.
    public static let clear = Color(kind: .clear)

    /// The colour at a lower opacity: darkened towards black, since a terminal cannot blend.
    public func opacity(_ opacity: Double) -> Color {
        guard case .terminal(let color) = kind else { return self }
        let (r, g, b) = color.rgbComponents
        let factor = max(0, min(1, opacity))
        func scale(_ value: UInt8) -> UInt8 { UInt8((Double(value) * factor).rounded()) }
        return Color(kind: .terminal(.rgb(scale(r), scale(g), scale(b))))
    }
}
