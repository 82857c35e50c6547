import Foundation
import TermUIBase

/// A localized string's key as SwiftUI makes it from an interpolated literal, with the values that fill it:
/// `"\(count) trips to \(place)"` is the key `"%lld trips to %@"` with 3 and "Rome". Literal `%` is written
/// `%%` in the key of an interpolated literal. Each value's specifier is SwiftUI's for its type (`Int` and
/// `Int64` `%lld`, the smaller signed integers `%d`, `UInt` and `UInt64` `%llu`, the smaller unsigned ones
/// `%u`, `Double` `%lf`, `Float` `%f`; a string, a text, an image, a formatted value or anything else `%@`).
struct LocalizableFormat: Sendable {
    /// A value in the key: numbers as themselves, anything else as its text in an environment.
    enum Argument: Sendable {
        case object(LocalizedStringKey.Part)
        case number(FormatArgument)

        /// The value as a format takes it, in an environment.
        func resolved(in environment: EnvironmentValues) -> FormatArgument {
            switch self {
            case .number(let number): number
            case .object(.fixed(let text)): .object(text)
            case .object(.formatted(let format)): .object(format(environment))
            }
        }
    }

    /// The key: the literal with a specifier for each value.
    var key = ""
    var arguments: [Argument] = []
    /// Whether the literal had interpolations (a plain literal's translation is shown as it is written, `%`
    /// and all).
    var isInterpolated = false

    init() {}

    /// A key without interpolations.
    init(plain key: String) {
        self.key = key
    }

    mutating func appendLiteral(_ literal: String) {
        // Foundation's search for a `%` costs a frame of many texts some 0.1 ms; most literals have none.
        key += literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
        isInterpolated = true
    }

    mutating func append(_ argument: Argument, specifier: String) {
        key += specifier
        arguments.append(argument)
        isInterpolated = true
    }

    /// A number's text as it is shown where no table has its key: as it describes itself, or as its own
    /// specifier writes it (`"\(price, specifier: "%.2f")"`).
    static func shownText(of argument: FormatArgument, specifier: String?) -> String {
        guard let specifier else {
            switch argument {
            case .object(let text): return text
            case .signed(let value): return String(value)
            case .unsigned(let value): return String(value)
            case .double(let value): return String(value)
            }
        }
        return LocalizedFormatting(
            entry: LocalizedEntry(format: specifier), arguments: [argument], locale: LocaleCategories.posix,
            language: "en").string()
    }

    /// The text of the translation in an environment, or nil when no table has the key.
    func translatedText(table: String?, bundle: Bundle?, in environment: EnvironmentValues) -> String? {
        translatedPieces(table: table, bundle: bundle, in: environment)?.map(\.text).joined()
    }

    /// The values as a format takes them, in an environment.
    func resolvedArguments(in environment: EnvironmentValues) -> [FormatArgument] {
        arguments.map { $0.resolved(in: environment) }
    }

    /// The translation's pieces in an environment's languages (`localeCategories.languages`), numbers written
    /// in its locale; nil when no table of the bundle has the key.
    func translatedPieces(table: String?, bundle: Bundle?, in environment: EnvironmentValues) -> [LocalizedFormatting.Piece]? {
        let bundle = bundle ?? .main
        let languages = environment.localeCategories.languages
        let translation = LocalizationTables.shared.translation(of: key, table: table, bundle: bundle, languages: languages)
        let pieces = translation.map { translation -> [LocalizedFormatting.Piece] in
            guard isInterpolated else { return [.literal(translation.entry.format)] }
            return LocalizedFormatting(
                entry: translation.entry, arguments: resolvedArguments(in: environment), locale: environment.locale,
                language: translation.language).pieces()
        }
        if let log = environment.localizationLog, let wanted = languages.first {
            let isWanted = translation.map { Self.language(of: $0.language) == Self.language(of: wanted) } ?? false
            log.record(
                LocalizationLog.Lookup(key: key, table: table ?? "Localizable", bundlePath: bundle.bundlePath),
                text: isWanted ? pieces?.map(\.text).joined() : nil)
        }
        return pieces
    }

    /// A tag's language alone: `de` of `de-DE`.
    private static func language(of tag: String) -> String {
        tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
    }
}

/// A value that SwiftUI interpolates into a localized key with a specifier of its type (`%lld` for `Int`,
/// `%lf` for `Double`, ...): the standard integer and floating-point types. TermUI's conformances only; the
/// protocol has no requirements of its own.
public protocol _FormatSpecifiable: Equatable {}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

extension LocalizableFormat {
    /// A number's argument and SwiftUI's specifier for its type.
    static func argument(of value: some _FormatSpecifiable) -> (FormatArgument, specifier: String) {
        switch value {
        case let value as Int: (.signed(Int64(value)), "%lld")
        case let value as Int64: (.signed(value), "%lld")
        case let value as Int32: (.signed(Int64(value)), "%d")
        case let value as Int16: (.signed(Int64(value)), "%d")
        case let value as Int8: (.signed(Int64(value)), "%d")
        case let value as UInt: (.unsigned(UInt64(value)), "%llu")
        case let value as UInt64: (.unsigned(value), "%llu")
        case let value as UInt32: (.unsigned(UInt64(value)), "%u")
        case let value as UInt16: (.unsigned(UInt64(value)), "%u")
        case let value as UInt8: (.unsigned(UInt64(value)), "%u")
        case let value as Double: (.double(value), "%lf")
        case let value as Float: (.double(Double(value)), "%f")
        default: (.object(String(describing: value)), "%@")
        }
    }
}
