import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Which locale each POSIX category takes from the environment: `LC_ALL` over the category's variable over
/// `LANG`, empty values unset, `C` and `POSIX` the POSIX locale; and how the categories reach formatting.
@MainActor
struct LocaleCategoriesTests {
    private func identifiers(_ environment: [String: String]) -> [String] {
        let categories = LocaleCategories(environment: environment)
        return [categories.messages, categories.numeric, categories.monetary, categories.time].map(\.identifier)
    }

    @Test func langAloneGivesEveryCategory() {
        #expect(identifiers(["LANG": "de_DE.UTF-8"]) == ["de_DE", "de_DE", "de_DE", "de_DE"])
    }

    @Test func eachCategorysVariableIsOverLang() {
        let environment = ["LANG": "en_US.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8", "LC_NUMERIC": "fr_FR.UTF-8",
                           "LC_MONETARY": "de_DE.UTF-8", "LC_TIME": "en_GB.UTF-8"]
        #expect(identifiers(environment) == ["ja_JP", "fr_FR", "de_DE", "en_GB"])
        // The language alone changes neither the money nor the dates.
        #expect(identifiers(["LANG": "en_US.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]) == ["ja_JP", "en_US", "en_US", "en_US"])
    }

    @Test func lcAllIsOverEveryCategoryAndLang() {
        let environment = ["LC_ALL": "sv_SE.UTF-8", "LANG": "en_US.UTF-8", "LC_MONETARY": "de_DE.UTF-8", "LC_TIME": "de_DE"]
        #expect(identifiers(environment) == ["sv_SE", "sv_SE", "sv_SE", "sv_SE"])
    }

    @Test func emptyValuesCountAsUnset() {
        let environment = ["LC_ALL": "", "LC_MONETARY": "", "LC_TIME": "de_DE.UTF-8", "LANG": "en_GB.UTF-8"]
        #expect(identifiers(environment) == ["en_GB", "en_GB", "en_GB", "de_DE"])
        #expect(identifiers(["LANG": "", "LC_ALL": ""]) == Array(repeating: "en_US", count: 4))
    }

    @Test func nothingSetOrCOrPOSIXIsThePOSIXLocale() {
        #expect(identifiers([:]) == Array(repeating: "en_US", count: 4))
        #expect(identifiers(["LANG": "C"]) == Array(repeating: "en_US", count: 4))
        #expect(identifiers(["LANG": "de_DE.UTF-8", "LC_TIME": "POSIX", "LC_NUMERIC": "C.UTF-8"]) == ["de_DE", "en_US", "de_DE", "en_US"])
    }

    @Test func theLanguagesAreLanguageThenLCMessagesInPOSIXOrder() {
        func languages(_ environment: [String: String]) -> [String] { LocaleCategories(environment: environment).languages }
        #expect(languages(["LANG": "de_DE.UTF-8"]) == ["de-DE"])
        #expect(languages(["LANG": "en_US.UTF-8", "LC_MESSAGES": "de_AT.UTF-8"]) == ["de-AT"])
        #expect(languages(["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_AT.UTF-8"]) == ["fr-FR"])
        #expect(languages(["LANGUAGE": "de:fr_FR:C", "LANG": "en_GB.UTF-8"]) == ["de", "fr-FR", "en-GB"])
        // The POSIX locale means the development language, and then LANGUAGE is ignored, as in GNU gettext.
        #expect(languages(["LANGUAGE": "de", "LANG": "C.UTF-8"]) == [])
        #expect(languages(["LC_ALL": "POSIX", "LC_MESSAGES": "de_DE.UTF-8"]) == [])
        #expect(languages(["LANG": "C.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"]) == ["de-DE"])
        #expect(languages([:]) == [])
        #expect(LocaleCategories(all: Locale(identifier: "pt_BR")).languages == ["pt-BR"])
    }

    @Test func theCharacterSetAndModifierAreNotPartOfTheFoundationLocale() {
        #expect(LocaleCategories.locale(named: "de_DE.UTF-8").identifier == "de_DE")
        #expect(LocaleCategories.locale(named: "sr_RS.utf8@latin").identifier == "sr_RS")
        #expect(LocaleCategories.locale(named: "de_DE@euro").identifier == "de_DE")
        #expect(LocaleCategories.locale(named: "pt-BR").identifier == "pt_BR")
        #expect(LocaleCategories.locale(named: "C.UTF-8").identifier == "en_US")
    }

    @Test func formattedTextTakesTheLocaleOfItsCategory() throws {
        var categories = LocaleCategories(all: Locale(identifier: "en_US"))
        categories.monetary = Locale(identifier: "de_DE")
        categories.time = Locale(identifier: "de_DE")
        let amount = try #require(Decimal(string: "1234.5", locale: Locale(identifier: "en_US_POSIX")))
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        let date = Date(timeIntervalSince1970: 6 * 3600 + 45 * 60)
        let screen = TestDriver(
            VStack(alignment: .leading) {
                Text(amount, format: .currency(code: "EUR"))
                Text(amount, format: .number)
                Text(date, format: .dateTime.month(.abbreviated).day())
            }
            .environment(\.localeCategories, categories)
            .environment(\.calendar, utc)
            .environment(\.timeZone, utc.timeZone)
            .pinnedToTopLeading(),
            size: TerminalSize(columns: 30, rows: 4), showsKeyHints: false)
        #expect(screen.lines[0].hasPrefix("1.234,50\u{00A0}€"))
        #expect(screen.lines[1].hasPrefix("1,234.5"))
        #expect(screen.lines[2].hasPrefix("1. Jan."))
    }

    @Test func settingTheLocaleSetsEveryCategory() {
        var environment = EnvironmentValues()
        environment.localeCategories = LocaleCategories(environment: ["LANG": "en_US", "LC_TIME": "de_DE"])
        environment.locale = Locale(identifier: "fr_FR")
        #expect(environment.localeCategories == LocaleCategories(all: Locale(identifier: "fr_FR")))
        environment.localeCategories.numeric = Locale(identifier: "de_CH")
        #expect(environment.locale.identifier == "de_CH")
    }
}
