import TermUI
import TravelModel

extension PictureError {
    /// Why the bytes are not a picture the app reads (a binary PPM), in the language of `locales`; in English
    /// the picture reader's `description` word for word.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .notBinaryPPM: locales.localized("not a binary PPM (P6) picture")
        case .malformedHeader(let expected): locales.localized("malformed PPM header: expected \(expected.description(in: locales))")
        case .unsupportedMaxValue(let value): locales.localized("unsupported maximum value \(value) (only 255 is supported)")
        case let .unsupportedSize(width, height): locales.localized("unsupported size \(width)x\(height)")
        case let .truncatedPixels(expected, found): locales.localized("truncated pixels: \(found) of \(expected) bytes")
        case .trailingBytes(let count): locales.localized("\(count) bytes after the last pixel")
        }
    }
}

extension PictureError.Expected {
    /// What a PPM header needed, in the language of `locales`: "Leerraum vor der Breite".
    func description(in locales: LocaleCategories) -> String {
        switch self {
        case .whiteSpace(.width): locales.localized("white space before the width")
        case .whiteSpace(.height): locales.localized("white space before the height")
        case .whiteSpace(.maximumValue): locales.localized("white space before the maximum value")
        case .number(.width): locales.localized("the width")
        case .number(.height): locales.localized("the height")
        case .number(.maximumValue): locales.localized("the maximum value")
        case .whiteSpaceAfterMaximumValue: locales.localized("white space after the maximum value")
        case .endOfComment: locales.localized("the end of a comment")
        }
    }
}
