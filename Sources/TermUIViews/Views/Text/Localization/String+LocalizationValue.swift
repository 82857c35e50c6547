import Foundation

extension String {
    /// A localized string's key and the values that fill it, as Foundation's `String.LocalizationValue`:
    /// `String(localized: "\(count) trips")` looks up `"%lld trips"` (see `LocalizableFormat` for the
    /// specifiers). Foundation on Linux (Swift 6.3) has neither this type nor `String(localized:)`; TermUI's
    /// have Foundation's shape, so that code written for Apple's platforms compiles unchanged. Should Linux's
    /// Foundation gain them, the two would be ambiguous in a file that imports both, and TermUI's would go.
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        /// The key with its values.
        let format: LocalizableFormat
        /// The text where no table has the key: the literal with its values as they describe themselves.
        let text: String

        /// A key from a string.
        public init(_ value: String) {
            format = LocalizableFormat(plain: value)
            text = value
        }

        /// A key from a string literal.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// A key from an interpolated string literal.
        public init(stringInterpolation: StringInterpolation) {
            format = stringInterpolation.format
            text = stringInterpolation.text
        }

        /// Whether two values have the same key and text.
        public static func == (lhs: LocalizationValue, rhs: LocalizationValue) -> Bool {
            lhs.format.key == rhs.format.key && lhs.text == rhs.text
        }

        /// Collects the parts of an interpolated string literal.
        public struct StringInterpolation: StringInterpolationProtocol {
            var format = LocalizableFormat()
            var text = ""

            /// Starts an interpolation.
            public init(literalCapacity: Int, interpolationCount: Int) {
                text.reserveCapacity(literalCapacity + interpolationCount * 8)
            }

            /// Appends literal text.
            public mutating func appendLiteral(_ literal: String) {
                text += literal
                format.appendLiteral(literal)
            }

            /// Appends a string (`%@` in the key).
            public mutating func appendInterpolation(_ string: String) {
                text += string
                format.append(.object(.fixed(string)), specifier: "%@")
            }

            /// Appends any value as it describes itself (`%@` in the key).
            public mutating func appendInterpolation<T>(_ value: T) {
                appendInterpolation(String(describing: value))
            }

            /// Appends a number with its type's specifier (`%lld` for `Int`, `%lf` for `Double`).
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
                let (argument, specifier) = LocalizableFormat.argument(of: value)
                text += LocalizableFormat.shownText(of: argument, specifier: nil)
                format.append(.number(argument), specifier: specifier)
            }

            /// Appends a value formatted with a format style (`%@` in the key), in the locale the string is
            /// made in.
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format style: F)
            where F: Sendable, F.FormatOutput == String, F.FormatInput: Sendable {
                text += style.format(input)
                format.append(.object(.formatted { style.adapted(to: $0).format(input) }), specifier: "%@")
            }
        }
    }

    /// A localized string, as Foundation's: the translation of the key in `table` (`Localizable` unless named)
    /// of `bundle` (the main bundle unless named), else the key's own text.
    ///
    /// `locale` chooses the language and how values are written; unlike Foundation's (whose default,
    /// `Locale.current`, is `en_001` on Linux whatever the environment says), nil means the process's own:
    /// its `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` (`LocaleCategories.process`).
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
        comment: StaticString? = nil
    ) {
        self = Self.localized(keyAndValue.format, defaultText: keyAndValue.text, table: table, bundle: bundle, locale: locale)
    }

    /// A localized string looked up by `key`, with `defaultValue` (and its values) where no table has it.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale? = nil, comment: StaticString? = nil
    ) {
        var format = defaultValue.format
        format.key = "\(key)"
        self = Self.localized(format, defaultText: defaultValue.text, table: table, bundle: bundle, locale: locale)
    }

    /// The string of a localized resource, in its locale's language. Disfavoured, so that a string literal is
    /// a `LocalizationValue`.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = Self.localized(
            resource.format, defaultText: resource.defaultValue.text, table: resource.table, bundle: resource.bundle.bundle,
            locale: resource.locale)
    }

    private static func localized(
        _ format: LocalizableFormat, defaultText: String, table: String?, bundle: Bundle?, locale: Locale?
    ) -> String {
        var environment = EnvironmentValues()
        if let locale { environment.locale = locale }
        return format.translatedText(table: table, bundle: bundle, in: environment) ?? defaultText
    }
}
