/// Why bytes could not be decoded as a binary PPM picture (a trip's picture in the app's data, a `.ppm` asset).
public enum PictureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the magic number `P6` followed by white space.
    case notBinaryPPM
    /// The header is cut short or holds something other than numbers, white space and comments; `reason`
    /// says what was expected, such as the width.
    case malformedHeader(reason: Expected)
    /// The largest sample value is not 255, the only one supported.
    case unsupportedMaxValue(Int)
    /// A dimension is zero or larger than `Picture.maximumDimension`.
    case unsupportedSize(width: Int, height: Int)
    /// Fewer pixel bytes follow the header than its size needs.
    case truncatedPixels(expected: Int, found: Int)
    /// Bytes follow the last pixel.
    case trailingBytes(count: Int)

    /// What a PPM header needed where it held something else.
    public enum Expected: Hashable, Sendable, CustomStringConvertible {
        /// White space (or a comment) before a number of the header.
        case whiteSpace(before: Number)
        /// A number of the header.
        case number(Number)
        /// The one white space character after the maximum value, before the pixels.
        case whiteSpaceAfterMaximumValue
        /// The end of a comment (a line break) before the end of the file.
        case endOfComment

        /// Its English: "white space before the width", "the height".
        public var description: String {
            switch self {
            case .whiteSpace(let number): "white space before \(number)"
            case .number(let number): "\(number)"
            case .whiteSpaceAfterMaximumValue: "white space after the maximum value"
            case .endOfComment: "the end of a comment"
            }
        }
    }

    /// A number of a PPM header.
    public enum Number: Hashable, Sendable, CustomStringConvertible {
        case width, height, maximumValue

        /// Its English: "the maximum value".
        public var description: String {
            switch self {
            case .width: "the width"
            case .height: "the height"
            case .maximumValue: "the maximum value"
            }
        }
    }

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
