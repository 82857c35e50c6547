/// Decoding a binary PPM (P6) file with a maximum value of 255: the format of the app's stored pictures, and
/// of `.ppm` assets.
public enum PPMDecoding {
    /// The image of `bytes`, checked throughout: the magic number, the white space and comments of the header,
    /// the size (at most `maximumDimension` each way), and that exactly the pixels follow. Bad input throws;
    /// it never crashes.
    ///
    /// - Throws: `PictureError` saying what is wrong.
    public static func decode(_ bytes: [UInt8], maximumDimension: Int) throws(PictureError) -> RGBImage {
        let header = try PPMReader.header(of: bytes)
        guard header.maxValue == 255 else {
            throw .unsupportedMaxValue(header.maxValue)
        }
        guard (1...maximumDimension).contains(header.width), (1...maximumDimension).contains(header.height) else {
            throw .unsupportedSize(width: header.width, height: header.height)
        }
        let expected = header.width * header.height * 3
        let found = bytes.count - header.pixelOffset
        guard found >= expected else {
            throw .truncatedPixels(expected: expected, found: found)
        }
        guard found == expected else {
            throw .trailingBytes(count: found - expected)
        }
        return RGBImage(width: header.width, height: header.height, pixels: Array(bytes[header.pixelOffset...]))
    }
}
