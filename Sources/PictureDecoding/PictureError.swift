/// Why bytes could not be decoded as a binary PPM picture (a trip's picture in the app's data, a `.ppm` asset).
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the magic number `P6` followed by white space.
    case notBinaryPPM
    /// The header is cut short or holds something other than numbers, white space and comments; `reason`
    /// says what was expected, such as "the width".
    case malformedHeader(reason: String)
    /// The largest sample value is not 255, the only one supported.
    case unsupportedMaxValue(Int)
    /// A dimension is zero or larger than `Picture.maximumDimension`.
    case unsupportedSize(width: Int, height: Int)
    /// Fewer pixel bytes follow the header than its size needs.
    case truncatedPixels(expected: Int, found: Int)
    /// Bytes follow the last pixel.
    case trailingBytes(count: Int)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .notBinaryPPM:
            return "not a binary PPM (P6) picture"
        case let .malformedHeader(reason):
            return "malformed PPM header: expected \(reason)"
        case let .unsupportedMaxValue(value):
            return "unsupported maximum value \(value) (only 255 is supported)"
        case let .unsupportedSize(width, height):
            return "unsupported size \(width)x\(height)"
        case let .truncatedPixels(expected, found):
            return "truncated pixels: \(found) of \(expected) bytes"
        case let .trailingBytes(count):
            return "\(count) bytes after the last pixel"
        }
    }
}
