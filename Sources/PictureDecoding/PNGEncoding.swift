import CPNG

/// Encodes pictures as PNG files with the system's libpng (its simplified API, which reports failure by its
/// result rather than with `longjmp`), for terminals that are sent image files (iTerm2's inline images).
public enum PNGEncoding {
    /// The PNG file of `image`; nil when libpng cannot write it (an image with no pixels, or bytes that do not
    /// fill its size).
    public static func encode(_ image: RGBImage) -> [UInt8]? {
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 3 else { return nil }
        return image.pixels.withUnsafeBytes { pixels -> [UInt8]? in
            var size = 0
            guard cpng_write_rgb(nil, &size, pixels.baseAddress, UInt32(image.width), UInt32(image.height)) != 0, size > 0 else { return nil }
            var file = [UInt8](repeating: 0, count: size)
            let written = file.withUnsafeMutableBytes { buffer in
                cpng_write_rgb(buffer.baseAddress, &size, pixels.baseAddress, UInt32(image.width), UInt32(image.height))
            }
            guard written != 0 else { return nil }
            return Array(file.prefix(size))
        }
    }
}
