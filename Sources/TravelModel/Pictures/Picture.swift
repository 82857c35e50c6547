import PictureDecoding

/// Why bytes could not be decoded as a binary PPM picture (declared in `PictureDecoding`, which TermUI's assets
/// share).
public typealias PictureError = PictureDecoding.PictureError

/// A small RGB picture, such as a trip's photo, decoded from a binary PPM (P6) file or generated.
///
/// Pixels are stored row by row from the top, three bytes (red, green, blue) each.
public struct Picture: Hashable, Sendable {
    /// The number of pixels in a row.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The pixels, row by row from the top left, as red, green and blue bytes: `width * height * 3` of them.
    public let pixels: [UInt8]

    /// The largest width or height accepted, in pixels.
    public static let maximumDimension = 4096

    /// The width of the sample pictures, and of gradients made for trips, in pixels.
    public static let standardWidth = 32

    /// The height of the sample pictures, and of gradients made for trips, in pixels.
    public static let standardHeight = 20

    /// A picture from its pixels, or nil when a dimension is outside `1...maximumDimension` or `pixels` does
    /// not hold `width * height * 3` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard (1...Self.maximumDimension).contains(width), (1...Self.maximumDimension).contains(height),
              pixels.count == width * height * 3 else {
            return nil
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes a binary PPM (P6) file with a maximum value of 255.
    ///
    /// Everything is checked: the magic number, the white space and comments of the header, the size (at most
    /// `maximumDimension` each way), and that exactly the pixels follow. Bad input throws; it never crashes.
    /// - Throws: `PictureError` saying what is wrong.
    public init(ppm data: some Sequence<UInt8>) throws(PictureError) {
        let image = try PPMDecoding.decode(Array(data), maximumDimension: Self.maximumDimension)
        width = image.width
        height = image.height
        pixels = image.pixels
    }

    /// The colour of the pixel in column `x` and row `y` from the top left, or nil outside the picture.
    public func color(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let offset = (y * width + x) * 3
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }

    /// The file of this picture in binary PPM (P6) format, which `init(ppm:)` reads back.
    public var ppmData: [UInt8] {
        Array("P6\n\(width) \(height)\n255\n".utf8) + pixels
    }
}
