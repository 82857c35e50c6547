import Foundation

/// A colour as red, green and blue bytes in sRGB: what the colour arithmetic of the renderer (nearest palette
/// entries, contrast) works on, and what a look (`CellLook`) gives a backend of a 24-bit colour. (SwiftUI's
/// nearest is `Color.Resolved`, in floating point.)
public struct RGB: Hashable, Sendable {
    /// Red, 0-255.
    public var red: UInt8
    /// Green, 0-255.
    public var green: UInt8
    /// Blue, 0-255.
    public var blue: UInt8

    /// A colour from its bytes.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Black.
    static let black = RGB(0, 0, 0)
    /// White.
    static let white = RGB(255, 255, 255)

    /// The colour as one number, 0xRRGGBB.
    package var packed: Int32 { Int32(red) << 16 | Int32(green) << 8 | Int32(blue) }

    /// The components as linear light, 0 to 1 (the sRGB transfer curve undone).
    var linear: (red: Double, green: Double, blue: Double) {
        (Self.linearLevels[Int(red)], Self.linearLevels[Int(green)], Self.linearLevels[Int(blue)])
    }

    /// The colour nearest some linear light components (each clamped to 0...1).
    init(linearRed red: Double, green: Double, blue: Double) {
        func byte(_ value: Double) -> UInt8 {
            let clamped = max(0, min(1, value))
            let encoded = clamped <= 0.003_130_8 ? 12.92 * clamped : 1.055 * pow(clamped, 1 / 2.4) - 0.055
            return UInt8((encoded * 255).rounded())
        }
        self.init(byte(red), byte(green), byte(blue))
    }

    /// The linear light of each byte value: a table, since converting is a power function and the renderer
    /// converts every colour it looks up.
    private static let linearLevels: [Double] = (0...255).map { byte in
        let value = Double(byte) / 255
        return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
}
