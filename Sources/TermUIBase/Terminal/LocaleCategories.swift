import Foundation

/// The locales of the POSIX locale categories a terminal program formats with: `LC_MESSAGES` (the language),
/// `LC_NUMERIC` (numbers), `LC_MONETARY` (the currency and how amounts of money are written) and `LC_TIME`
/// (dates and times), each as a Foundation `Locale`.
///
/// SwiftUI has one locale for everything, `Locale.current`, which Foundation on Linux never takes from the
/// environment (it is `en_001` there). TermUI reads the categories as the C library does: `LC_ALL` over the
/// category's own variable over `LANG`, a variable set to nothing counting as unset, and `C` or `POSIX`
/// naming the POSIX locale (shown as `en_US`, see `posix`); with none of them set, the POSIX locale too.
public struct LocaleCategories: Hashable, Sendable {
    /// The language, from `LC_MESSAGES`.
    public var messages: Locale
    /// How numbers are written and read, from `LC_NUMERIC`.
    public var numeric: Locale
    /// The currency, and how amounts of money are written, from `LC_MONETARY`.
    public var monetary: Locale
    /// How dates and times are written, from `LC_TIME`.
    public var time: Locale
    /// The languages to show text in, most wanted first, as BCP 47 tags (`de-DE`): GNU's `LANGUAGE` list
    /// (`de:fr`) and then `LC_MESSAGES`'s language; empty for the POSIX locale, which means the development
    /// language of each bundle (`LANGUAGE` is then ignored, as GNU gettext does). Localized text is looked up
    /// in these (`Text("key")`, `String(localized:)`).
    public var languages: [String]

    /// The locale the POSIX (C) locale is shown in: `en_US`. The C locale has no format for money or dates of
    /// its own, and Foundation's `en_US_POSIX` is made for text machines read (it writes "$ 4.50"); a C
    /// program's English output looks like `en_US`'s ("$4.50", "Dec 1").
    public static let posix = Locale(identifier: "en_US")

    /// One locale for every category, as SwiftUI's `\.locale` is.
    public init(all locale: Locale) {
        messages = locale
        numeric = locale
        monetary = locale
        time = locale
        languages = [Self.languageTag(of: locale)]
    }

    /// The categories an environment names (a pure function of `environment`, such as
    /// `ProcessInfo.processInfo.environment`).
    public init(environment: [String: String]) {
        func name(of category: String) -> String? {
            ["LC_ALL", category, "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        }
        func locale(of category: String) -> Locale {
            name(of: category).map(Self.locale(named:)) ?? Self.posix
        }
        let messagesName = name(of: "LC_MESSAGES")
        if let messagesName, !Self.isPOSIX(messagesName) {
            let list = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init).filter { !Self.isPOSIX($0) }
            var tags: [String] = []
            for name in list + [messagesName] {
                let tag = Self.languageTag(of: Self.locale(named: name))
                if !tags.contains(tag) { tags.append(tag) }
            }
            languages = tags
        } else {
            languages = []
        }
        messages = locale(of: "LC_MESSAGES")
        numeric = locale(of: "LC_NUMERIC")
        monetary = locale(of: "LC_MONETARY")
        time = locale(of: "LC_TIME")
    }

    /// The categories of this process's environment, read once (the environment a program starts with is its
    /// own for its whole life).
    public static let process = LocaleCategories(environment: ProcessInfo.processInfo.environment)

    /// Whether a POSIX locale name is the POSIX locale (`C`, `POSIX`, `C.UTF-8`).
    private static func isPOSIX(_ name: String) -> Bool {
        let base = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return base.isEmpty || base == "C" || base == "POSIX"
    }

    /// A locale's language as a BCP 47 tag: `de_DE` is `de-DE`.
    public static func languageTag(of locale: Locale) -> String {
        locale.identifier.replacingOccurrences(of: "_", with: "-")
    }

    /// The Foundation locale of a POSIX locale name such as `de_DE.UTF-8`, `sr_RS@latin` or `C`: the name
    /// without its character set (`.UTF-8`) and modifier (`@latin`); `C` and `POSIX` are `posix`.
    public static func locale(named name: String) -> Locale {
        let withoutModifier = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let base = withoutModifier.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard !base.isEmpty, base != "C", base != "POSIX" else { return posix }
        return Locale(identifier: base.replacingOccurrences(of: "-", with: "_"))
    }
}
