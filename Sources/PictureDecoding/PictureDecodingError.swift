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

extension PictureDecodingError: CustomStringConvertible {
    /// A short phrase for the user: "not a PNG or JPEG picture", "a damaged or incomplete PNG picture (…)".
    public var description: String {
        switch self {
        case .notAnImage: "not a PNG or JPEG picture"
        case let .damaged(format, reason): "a damaged or incomplete \(format.rawValue) picture (\(reason))"
        case let .unsupportedSize(width, height): "\(width) by \(height) pixels, more than can be decoded"
        }
    }
}
