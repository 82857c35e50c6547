/// A small picture of RGB pixels, for `Image(bitmap:)`: drawn with half-block characters, two pixels per
/// cell (the upper in the character's colour, the lower in the background).
///
/// TermUI only: SwiftUI shows images from assets and files; a terminal can show only a few pixels.
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Red, green and blue bytes of each pixel, row by row.
    public let pixels: [UInt8]

    /// A bitmap from its pixels; nil when the bytes do not fill `width` × `height` × 3.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 3 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour of a pixel.
    func color(x: Int, y: Int) -> TerminalColor {
        let index = (max(0, min(height - 1, y)) * width + max(0, min(width - 1, x))) * 3
        return .rgb(pixels[index], pixels[index + 1], pixels[index + 2])
    }

    /// How light a pixel is, 0 to 1.
    func lightness(x: Int, y: Int) -> Double {
        let (r, g, b) = color(x: x, y: y).rgbComponents
        return (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255
    }

    /// Draws the bitmap scaled (nearest pixel) to fill a rectangle of cells: each cell shows two pixels as ▀
    /// in two colours. Without colours (`usesColor` false), each cell shows a shade (░ ▒ ▓ █) of its lightness.
    func draw(in rect: Rect, canvas: inout Canvas, usesColor: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        let pixelRows = rect.height * 2
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                let x = column * width / rect.width
                let top = (row * 2) * height / pixelRows, bottom = (row * 2 + 1) * height / pixelRows
                let point = Point(x: rect.minX + column, y: rect.minY + row)
                if usesColor {
                    canvas.put(Glyph(character: "▀", width: 1), at: point,
                               style: CellStyle(foreground: color(x: x, y: top), background: color(x: x, y: bottom)))
                } else {
                    let light = (lightness(x: x, y: top) + lightness(x: x, y: bottom)) / 2
                    let shades: [Character] = [" ", "░", "▒", "▓", "█"]
                    let shade = shades[max(0, min(shades.count - 1, Int(light * Double(shades.count))))]
                    canvas.put(Glyph(character: shade, width: 1), at: point, style: .plain)
                }
            }
        }
    }
}
