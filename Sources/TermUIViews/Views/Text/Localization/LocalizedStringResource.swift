import Foundation
import TermUIBase

/// A localized string to look up later, as Foundation's `LocalizedStringResource`: its key, default value,
/// table, locale and bundle. `String(localized:)` and `Text(_:)` look it up. Foundation on Linux (Swift 6.3)
/// has no such type; see `String.LocalizationValue` on the two living together.
public struct LocalizedStringResource: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Where a resource's table is.
    public enum BundleDescription: Sendable {
        /// The main bundle.
        case main
        /// The bundle a class was loaded from.
        case forClass(AnyClass)
        /// The bundle at a URL.
        case atURL(URL)

        /// The bundle described (the main bundle for a URL that is not one).
        var bundle: Bundle {
            switch self {
            case .main: .main
            case .forClass(let type): Bundle(for: type)
            case .atURL(let url): Bundle(url: url) ?? .main
            }
        }
    }

    /// The key looked up.
    public var key: String
    /// The text where no table has the key, with its values.
    public var defaultValue: String.LocalizationValue
    /// The table (`Localizable` when nil).
    public var table: String?
    /// The locale whose language is looked up, and whose numbers the values are written in.
    public var locale: Locale
    /// The bundle of the table.
    public var bundle: BundleDescription

    /// The key and its values.
    var format: LocalizableFormat {
        var format = defaultValue.format
        format.key = key
        return format
    }

    /// A resource whose key is its default value. `locale` is, unlike Foundation's `Locale.current` (which is
    /// `en_001` on Linux), the process's `LC_MESSAGES` locale.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = LocaleCategories.process.messages,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        key = keyAndValue.format.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource with a key of its own and a default value.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        locale: Locale = LocaleCategories.process.messages, bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource from a string literal.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// A resource from an interpolated string literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The key.
    public var description: String { key }
}

extension Text {
    /// The text of a localized resource, looked up when shown in the environment's languages, as every
    /// `Text` is (the resource's own `locale` is for `String(localized:)`), in the resource's table and bundle. Disfavoured, so that a string literal is a
    /// `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        let key = LocalizedStringKey(format: resource.format, text: resource.defaultValue.text)
        self.init(key, tableName: resource.table, bundle: resource.bundle.bundle)
    }
}
