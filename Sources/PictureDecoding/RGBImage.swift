/// A decoded image of any size, before it is scaled to what shows it: 8-bit sRGB red, green and blue,
/// row by row from the top left.
public struct RGBImage: Sendable {
    /// The number of pixels in a row.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// `width * height * 3` bytes.
    public let pixels: [UInt8]

    /// An image of `width` by `height` pixels, `pixels` holding `width * height * 3` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
