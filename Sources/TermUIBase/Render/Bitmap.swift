import PictureDecoding
/// A small picture of RGB pixels, for `Image(bitmap:)`: drawn with half-block characters, two pixels per
/// cell (the upper in the character's colour, the lower in the background), in the best colours the terminal
/// has; in shades of two colours on 16 or 8, in shades of ink without colours.
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

    /// The pixels as an image to scale and encode (see `PictureFitting`).
    package var rgbImage: RGBImage { RGBImage(width: width, height: height, pixels: pixels) }

    /// The colour of a pixel.
    package func color(x: Int, y: Int) -> TerminalColor {
        let index = (max(0, min(height - 1, y)) * width + max(0, min(width - 1, x))) * 3
        return .rgb(pixels[index], pixels[index + 1], pixels[index + 2])
    }

    /// The cells that show the bitmap scaled (nearest pixel) to a number of columns and rows, row by row: each
    /// cell shows two pixels in the colours of a depth (see `PixelPairCell`).
    package func cells(columns: Int, rows: Int, depth: ColorDepth, scheme: ColorScheme) -> [PixelPairCell] {
        guard columns > 0, rows > 0 else { return [] }
        var cells: [PixelPairCell] = []
        cells.reserveCapacity(columns * rows)
        let pixelRows = rows * 2
        for row in 0..<rows {
            let top = (row * 2) * height / pixelRows, bottom = (row * 2 + 1) * height / pixelRows
            for column in 0..<columns {
                let x = column * width / columns
                cells.append(PixelPairCell.make(top: color(x: x, y: top).rgb, bottom: color(x: x, y: bottom).rgb, depth: depth, scheme: scheme))
            }
        }
        return cells
    }
}

extension CellCanvas {
    /// Draws the cells of a picture (`Bitmap.cells`) into a rectangle of their size.
    package mutating func draw(_ cells: [PixelPairCell], in rect: Rect) {
        guard cells.count == rect.width * rect.height else { return }
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                let cell = cells[row * rect.width + column]
                put(Glyph(character: cell.character, width: 1), at: Point(x: rect.minX + column, y: rect.minY + row), style: cell.style)
            }
        }
    }
}
