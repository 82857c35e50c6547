import CPNG

/// Decodes PNG files with the system's libpng, through its simplified API (`png_image`), which reports errors
/// as messages rather than with `longjmp`.
public enum PNGDecoding {
    /// Decodes `bytes`, a whole PNG file, to 8-bit sRGB; transparent parts are composited onto white.
    ///
    /// - Throws: `PictureDecodingError.damaged` with libpng's message when the file is cut short or damaged,
    ///   `.unsupportedSize` when it has more than `maximumPixelCount` pixels (checked before decoding).
    public static func decode(_ bytes: [UInt8], maximumPixelCount: Int) throws(PictureDecodingError) -> RGBImage {
        // libpng reads from `bytes` until the image is finished, so both steps happen inside one access.
        let result: Result<RGBImage, PictureDecodingError> = bytes.withUnsafeBytes { file in
            var image = png_image()
            guard cpng_begin_read(&image, file.baseAddress, file.count) != 0 else {
                return .failure(.damaged(format: .png, reason: message(of: image)))
            }
            let width = Int(image.width)
            let height = Int(image.height)
            // libpng refuses either side over a million pixels, so the product cannot overflow.
            guard width * height <= maximumPixelCount else {
                png_image_free(&image)
                return .failure(.unsupportedSize(width: width, height: height))
            }
            var pixels = [UInt8](repeating: 0, count: cpng_rgb_size(&image))
            let finished = pixels.withUnsafeMutableBytes { buffer in
                cpng_finish_read_rgb(&image, buffer.baseAddress, buffer.count, 255, 255, 255)
            }
            guard finished != 0 else {
                return .failure(.damaged(format: .png, reason: message(of: image)))
            }
            return .success(RGBImage(width: width, height: height, pixels: pixels))
        }
        return try result.get()
    }

    /// The text libpng left in `image.message`, which it always ends with a NUL.
    private static func message(of image: png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "libpng gave no reason" : text
    }
}
