/// Decoding a whole PNG or JPEG file, recognised by its first bytes: what TermUI's assets and a trip's
/// picture from a photo share.
public enum PictureFile {
    /// The upright image of `bytes`, a whole PNG or JPEG file (a JPEG turned as its Exif orientation says, and
    /// shrunk by libjpeg while decoding as far as a `target`-sized picture allows).
    ///
    /// - Throws: `PictureDecodingError`: `.notAnImage`, `.damaged` (cut short, corrupt), `.unsupportedSize`
    ///   (more than `maximumPixelCount` pixels).
    public static func decode(
        _ bytes: [UInt8], target: (width: Int, height: Int), maximumPixelCount: Int
    ) throws(PictureDecodingError) -> RGBImage {
        switch ImageFormat(signature: bytes) {
        case .png:
            return try PNGDecoding.decode(bytes, maximumPixelCount: maximumPixelCount)
        case .jpeg:
            // A photo taken upright on its side says so in its Exif data, and is turned before it is cut.
            return try JPEGDecoding.decode(bytes, target: target, maximumPixelCount: maximumPixelCount)
                .oriented(ExifOrientation(jpeg: bytes))
        case nil:
            throw .notAnImage
        }
    }
}
