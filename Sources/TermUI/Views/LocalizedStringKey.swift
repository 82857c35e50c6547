import Foundation

/// The text of a string literal given to `Text` or a control's title, as in SwiftUI. Interpolations are
/// formatted at once (values, format styles, images and texts); TermUI does not look keys up in string tables.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text.
    let text: String

    /// A key from a string.
    public init(_ value: String) {
        text = value
    }

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// Collects the parts of an interpolated string literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Starts an interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            text += string
        }

        /// Appends any value as it describes itself.
        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }

        /// Appends a value formatted with a format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            text += format.format(input)
        }

        /// Appends the glyph of a symbol image.
        @MainActor
        public mutating func appendInterpolation(_ image: Image) {
            text += image.glyph
        }

        /// Appends the characters of a text (its styles are not kept).
        @MainActor
        public mutating func appendInterpolation(_ content: Text) {
            text += content.plainText
        }
    }
}
