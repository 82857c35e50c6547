import Foundation

/// The key of a localized text: a string literal given to `Text` or a control's title, as in SwiftUI. Its
/// key is the literal with a format specifier for each interpolated value (`"\(count) trips"` is `"%lld trips"`,
/// see `LocalizableFormat`), looked up in the bundle's string tables where the text is shown
/// (`LocalizationTables`), in the environment's languages (`localeCategories.languages`).
///
/// Where no table has the key, its own text is shown with its values as they describe themselves (`3.5`;
/// SwiftUI writes a `Double` by its `%lf`, `3.500000`); a translation writes them by its specifiers.
///
/// A value interpolated with a format style, `"Total: \(total, format: .currency(code: "EUR"))"`, is
/// formatted again for the environment a `Text` is shown in (its locale, calendar and time zone), as in
/// SwiftUI, when the style and the value are `Sendable` (Foundation's styles and values are). Keys are equal
/// when their texts in the default locale are.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text, with formatted values as their styles format them by themselves.
    let text: String
    /// The text's parts when some depend on the environment; nil when none does.
    let parts: [Part]?

    /// The literal text and the interpolations in order, when the literal may hold Markdown (SwiftUI reads
    /// Markdown in a key's literal text, never in what is interpolated into it); nil otherwise.
    let markup: [MarkupPiece]?

    /// The key to look up, with the values that fill it.
    let format: LocalizableFormat

    /// A piece of a key that may hold Markdown: literal text, or an interpolated value.
    enum MarkupPiece: Sendable {
        case literal(String)
        case argument(Part)
    }

    /// A stretch of a key's text.
    enum Part: Sendable {
        /// Text that is the same everywhere.
        case fixed(String)
        /// A formatted value: its text in an environment.
        case formatted(@Sendable (EnvironmentValues) -> String)
    }

    /// A key from a string.
    public init(_ value: String) {
        text = value
        parts = nil
        markup = InlineMarkdown.mayHaveMarkup(value) ? [.literal(value)] : nil
        format = LocalizableFormat(plain: value)
    }

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key looked up as `format.key`, shown as `text` where no table has it (a `LocalizedStringResource`'s
    /// key and default value).
    init(format: LocalizableFormat, text: String) {
        self.text = text
        parts = nil
        markup = InlineMarkdown.mayHaveMarkup(text) ? [.literal(text)] : nil
        self.format = format
    }

    /// A key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        parts = stringInterpolation.dependsOnEnvironment ? stringInterpolation.parts : nil
        markup = stringInterpolation.literalMayHaveMarkup ? stringInterpolation.pieces : nil
        format = stringInterpolation.format
    }

    /// The text as shown in an environment: its translation in the environment's languages, from the main
    /// bundle's `Localizable` table, else its own text.
    func text(in environment: EnvironmentValues) -> String {
        format.translatedText(table: nil, bundle: nil, in: environment) ?? untranslatedText(in: environment)
    }

    /// The key's own text with its values, in an environment.
    func untranslatedText(in environment: EnvironmentValues) -> String {
        guard let parts else { return text }
        return parts.map { part in
            switch part {
            case .fixed(let string): string
            case .formatted(let format): format(environment)
            }
        }.joined()
    }

    /// Whether two keys have the same text in the default locale.
    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.text == rhs.text
    }

    /// Hashes the key's text in the default locale.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    /// Collects the parts of an interpolated string literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var parts: [Part] = []
        var dependsOnEnvironment = false
        var pieces: [MarkupPiece] = []
        var literalMayHaveMarkup = false
        var format = LocalizableFormat()

        /// Appends an object's text (`%@` in the key).
        private mutating func append(_ string: String) {
            text += string
            parts.append(.fixed(string))
            pieces.append(.argument(.fixed(string)))
            format.append(.object(.fixed(string)), specifier: "%@")
        }

        /// Starts an interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
            parts.append(.fixed(literal))
            pieces.append(.literal(literal))
            if InlineMarkdown.mayHaveMarkup(literal) { literalMayHaveMarkup = true }
            format.appendLiteral(literal)
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            append(string)
        }

        /// Appends any value as it describes itself.
        public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value))
        }

        /// Appends a number with SwiftUI's specifier for its type (`%lld` for `Int`, `%lf` for `Double`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            let (argument, specifier) = LocalizableFormat.argument(of: value)
            appendNumber(argument, shownAs: LocalizableFormat.shownText(of: argument, specifier: nil), specifier: specifier)
        }

        /// Appends a number written by a format specifier: `"\(price, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            let (argument, _) = LocalizableFormat.argument(of: value)
            appendNumber(argument, shownAs: LocalizableFormat.shownText(of: argument, specifier: specifier), specifier: specifier)
        }

        private mutating func appendNumber(_ argument: FormatArgument, shownAs shown: String, specifier: String) {
            text += shown
            parts.append(.fixed(shown))
            pieces.append(.argument(.fixed(shown)))
            format.append(.number(argument), specifier: specifier)
        }

        /// Appends a value formatted with a format style (in the style's own locale: a style or value that is
        /// not `Sendable` cannot be kept to format again in the environment's).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            append(format.format(input))
        }

        /// Appends a value formatted with a format style, in the locale of the environment it is shown in.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F: Sendable, F.FormatOutput == String, F.FormatInput: Sendable {
            text += format.format(input)
            let formatted: @Sendable (EnvironmentValues) -> String = { format.adapted(to: $0).format(input) }
            parts.append(.formatted(formatted))
            pieces.append(.argument(.formatted(formatted)))
            self.format.append(.object(.formatted(formatted)), specifier: "%@")
            dependsOnEnvironment = true
        }

        /// Appends a date in a `Text.DateStyle`, as SwiftUI's `"\(date, style: .date)"`, in the locale, calendar
        /// and time zone of the environment it is shown in.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += Text.text(of: date, style: style, now: .now, in: EnvironmentValues())
            let formatted: @Sendable (EnvironmentValues) -> String = { Text.text(of: date, style: style, now: .now, in: $0) }
            parts.append(.formatted(formatted))
            pieces.append(.argument(.formatted(formatted)))
            format.append(.object(.formatted(formatted)), specifier: "%@")
            dependsOnEnvironment = true
        }

        /// Appends the glyph of a symbol image.
        @MainActor
        public mutating func appendInterpolation(_ image: Image) {
            append(image.glyph)
        }

        /// Appends the characters of a text (its styles are not kept).
        @MainActor
        public mutating func appendInterpolation(_ content: Text) {
            append(content.plainText)
        }
    }
}
