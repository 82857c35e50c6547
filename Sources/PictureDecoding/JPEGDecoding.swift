import CJPEG

/// Decodes JPEG files with the system's libjpeg(-turbo), through the C functions of the `CJPEG` shim, which
/// keep libjpeg's `setjmp` and `longjmp` out of Swift.
public enum JPEGDecoding {
    /// Decodes `bytes`, a whole JPEG file, to 8-bit sRGB, letting libjpeg shrink it by 2, 4 or 8 while
    /// decoding (its DCT scaling averages, and is far quicker than decoding every pixel) as long as at least
    /// `oversampling` pixels are left for each pixel of a `target`-sized picture cut from the middle.
    ///
    /// - Throws: `PictureDecodingError.damaged` with libjpeg's message when the file is cut short, damaged or of
    ///   a kind it cannot turn into RGB, `.unsupportedSize` when even an eighth of it has more than
    ///   `maximumPixelCount` pixels (checked before decoding).
    public static func decode(
        _ bytes: [UInt8], target: (width: Int, height: Int), oversampling: Int = 4, maximumPixelCount: Int
    ) throws(PictureDecodingError) -> RGBImage {
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        var size = cjpeg_size()
        let read = bytes.withUnsafeBufferPointer { file in
            cjpeg_read(file.baseAddress, UInt(file.count), &size, 1, nil, 0, &message)
        }
        guard read == 0 else {
            throw .damaged(format: .jpeg, reason: text(of: message))
        }
        let width = Int(size.width)
        let height = Int(size.height)
        let denominator = scale(width: width, height: height, target: target, oversampling: oversampling,
                                maximumPixelCount: maximumPixelCount)
        guard let denominator else {
            throw .unsupportedSize(width: width, height: height)
        }
        let scaledWidth = Int(cjpeg_scaled(size.width, denominator))
        let scaledHeight = Int(cjpeg_scaled(size.height, denominator))
        var pixels = [UInt8](repeating: 0, count: scaledWidth * scaledHeight * 3)
        let decoded = bytes.withUnsafeBufferPointer { file in
            pixels.withUnsafeMutableBufferPointer { buffer in
                cjpeg_read(file.baseAddress, UInt(file.count), &size, denominator, buffer.baseAddress, buffer.count, &message)
            }
        }
        guard decoded == 0 else {
            throw .damaged(format: .jpeg, reason: text(of: message))
        }
        guard Int(size.decoded_width) == scaledWidth, Int(size.decoded_height) == scaledHeight else {
            throw .damaged(format: .jpeg, reason: "decoded at an unexpected size")
        }
        return RGBImage(width: scaledWidth, height: scaledHeight, pixels: pixels)
    }

    /// The largest of 8, 4, 2 and 1 that leaves `oversampling` pixels a target pixel in the part of the image
    /// a picture of the target's shape is cut from, else the smallest that keeps the decoded image within
    /// `maximumPixelCount`; nil when even 8 does not.
    public static func scale(
        width: Int, height: Int, target: (width: Int, height: Int), oversampling: Int, maximumPixelCount: Int
    ) -> UInt32? {
        let denominators: [UInt32] = [8, 4, 2, 1]
        func pixelCount(_ denominator: UInt32) -> Int {
            let scaledWidth = Int(cjpeg_scaled(UInt32(width), denominator))
            return scaledWidth * Int(cjpeg_scaled(UInt32(height), denominator))
        }
        func isDetailedEnough(_ denominator: UInt32) -> Bool {
            let scaledWidth = Int(cjpeg_scaled(UInt32(width), denominator))
            let scaledHeight = Int(cjpeg_scaled(UInt32(height), denominator))
            // The middle part of the target's shape: the whole height of a wide image, the whole width of a tall one.
            let cutWidth = min(scaledWidth, scaledHeight * target.width / target.height)
            let cutHeight = min(scaledHeight, scaledWidth * target.height / target.width)
            return cutWidth >= target.width * oversampling && cutHeight >= target.height * oversampling
        }
        let chosen = denominators.first(where: isDetailedEnough) ?? 1
        return denominators.reversed().first { $0 >= chosen && pixelCount($0) <= maximumPixelCount }
    }

    /// The NUL-terminated message the shim wrote.
    private static func text(of message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return bytes.isEmpty ? "libjpeg gave no reason" : String(decoding: bytes, as: UTF8.self)
    }
}
