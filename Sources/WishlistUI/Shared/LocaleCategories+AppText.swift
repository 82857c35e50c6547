import Foundation
import TermUI

extension LocaleCategories {
    /// A text of the app's tables (WishlistUI's `Localizable`) in the language of these categories' messages
    /// (`LC_MESSAGES`), for text made as a `String`: a message on the bottom row, a sentence put together from
    /// parts, the command line's help (`wishlist --help`, through `.process`). A view shows a fixed text with
    /// `Text("…", bundle: .module)` instead, which reads its screen's languages itself.
    public func localized(_ key: String.LocalizationValue) -> String {
        String(localized: key, bundle: .module, locale: messages)
    }

    /// A long text of the app's tables looked up by a short `key`, with `defaultValue` (English) where no
    /// table has it: a help text of many lines.
    public func localized(key: StaticString, defaultValue: String.LocalizationValue) -> String {
        String(localized: key, defaultValue: defaultValue, bundle: .module, locale: messages)
    }

    /// A name the model holds in English (a category's, a collection's, a flight status's), in these
    /// categories' language where the app's tables have it, else as it is.
    public func localized(name: String) -> String {
        String(localized: String.LocalizationValue(name), bundle: .module, locale: messages)
    }

    /// `count` with its thousands grouped as these categories write numbers: "1,204", "1.204".
    func number(_ count: Int) -> String {
        count.formatted(.number.locale(numeric))
    }

    /// Names in a sentence: "a", "a and b", "a, b and c", in the language of these categories.
    func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        guard names.count > 1 else { return last }
        return localized("\(names.dropLast().joined(separator: ", ")) and \(last)")
    }
}
