import CJPEG

/// Encodes pictures as baseline JPEG files with the system's libjpeg(-turbo), through the `CJPEG` shim (which
/// keeps libjpeg's `longjmp` out of Swift): how a photo's full-size picture is kept, a tenth of its size as PNG.
public enum JPEGEncoding {
    /// The quality photos are kept at: no loss a terminal's cells could show, about 0.3 MB for 1600x1200.
    public static let photoQuality = 85

    /// The JPEG file of `image` at `quality` (1-100, clamped); nil when libjpeg cannot write it (an image with no
    /// pixels, or bytes that do not fill its size).
    public static func encode(_ image: RGBImage, quality: Int = photoQuality) -> [UInt8]? {
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 3 else { return nil }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let result = image.pixels.withUnsafeBufferPointer { pixels in
            cjpeg_write_rgb(pixels.baseAddress, UInt32(image.width), UInt32(image.height), Int32(min(max(quality, 1), 100)),
                            &output, &size, &message)
        }
        defer { free(output) }
        guard result == 0, let output, size > 0 else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
