/// Why the bytes of a picture file could not be decoded.
public enum PictureDecodingError: Error, Equatable, Sendable {
    /// The bytes start with neither a PNG's nor a JPEG's signature.
    case notAnImage
    /// The file is a PNG or JPEG that its library could not decode (cut short, damaged, a kind it does not
    /// read); `reason` is the library's message.
    case damaged(format: ImageFormat, reason: String)
    /// The picture is `width` by `height` pixels, more than the caller's limit to decode.
    case unsupportedSize(width: Int, height: Int)
}
