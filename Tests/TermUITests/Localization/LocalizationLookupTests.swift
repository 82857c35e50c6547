import Foundation
import Testing
@testable import TermUIViews

/// Looking keys up in a bundle's tables: each file format, which language is searched first, the development
/// language and then the key as fallbacks, tables and bundles by name, and `String(localized:)`.
struct LocalizationLookupTests {
    private static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>%lld trips</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@trips@ geplant</string>
            <key>trips</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>lld</string>
                <key>zero</key>
                <string>Keine Reise</string>
                <key>one</key>
                <string>Eine Reise</string>
                <key>other</key>
                <string>%lld Reisen</string>
            </dict>
        </dict>
        <key>broken</key>
        <string>not a dictionary</string>
    </dict>
    </plist>
    """

    private static let catalog = """
    {
      "sourceLanguage" : "en",
      "version" : "1.0",
      "strings" : {
        "Budget" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Haushalt" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Budget (fr)" } } } },
        "%lld expenses" : { "localizations" : {
          "de" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Ausgabe" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Ausgaben" } } } } },
          "ru" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld расход" } },
            "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld расхода" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld расходов" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld расхода" } } } } } } },
        "%lld of %lld" : { "localizations" : {
          "de" : {
            "stringUnit" : { "state" : "translated", "value" : "%#@done@ von %#@all@" },
            "substitutions" : {
              "done" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "value" : "%arg erledigt" } },
                "other" : { "stringUnit" : { "value" : "%arg erledigte" } } } } },
              "all" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "value" : "%arg Aufgabe" } },
                "other" : { "stringUnit" : { "value" : "%arg Aufgaben" } } } } } } } } },
        "nothing here" : { "comment" : "no localizations" }
      }
    }
    """

    /// The test's tables, kept for the whole test.
    private let fixture = LocalizationFixture()

    /// A bundle with English (the development language) and German `.strings`, a German `.stringsdict`, a
    /// catalog, and a table of another name.
    private func makeBundle() throws -> Bundle {
        try fixture.write("en.lproj/Localizable.strings", "\"Trips\" = \"Trips\";\n\"Only English\" = \"Only in English\";\n")
        try fixture.write("de.lproj/Localizable.strings", """
            "Trips" = "Reisen";
            "%lld trips" = "%lld Reisen (strings)";
            "Hello, %@" = "Hallo, %@!";
            "%@ of %@" = "%2$@ vom %1$@";
            "**Bold** key" = "**Fett** übersetzt";
            "Escape" = "rot\\U001B[31mROT";
            "50%" = "50 %";
            """)
        try fixture.write("de.lproj/Localizable.stringsdict", Self.stringsdict)
        try fixture.write("de-AT.lproj/Localizable.strings", "\"Trips\" = \"Reisen (AT)\";\n")
        try fixture.write("de.lproj/Other.strings", "\"Trips\" = \"Reisen (Other)\";\n")
        try fixture.write("Catalog.xcstrings", Self.catalog)
        return try fixture.bundle()
    }

    private func lookup(_ key: String, table: String? = nil, in bundle: Bundle, languages: [String]) -> String? {
        LocalizationTables.shared.translation(of: key, table: table, bundle: bundle, languages: languages)?.entry.format
    }

    @Test func eachLanguageIsTriedWholeThenShorterThenTheDevelopmentLanguage() throws {
        let bundle = try makeBundle()
        #expect(lookup("Trips", in: bundle, languages: ["de-AT"]) == "Reisen (AT)")
        #expect(lookup("Trips", in: bundle, languages: ["de-DE"]) == "Reisen")
        #expect(lookup("Trips", in: bundle, languages: ["de_CH"]) == "Reisen")
        // A key the German table lacks comes from the development language's.
        #expect(lookup("Only English", in: bundle, languages: ["de-DE"]) == "Only in English")
        #expect(lookup("Trips", in: bundle, languages: ["ja", "de"]) == "Reisen")
        #expect(lookup("Trips", in: bundle, languages: ["ja"]) == "Trips")
        // The POSIX locale (no languages) means the development language.
        #expect(lookup("Trips", in: bundle, languages: []) == "Trips")
        #expect(lookup("No such key", in: bundle, languages: ["de"]) == nil)
    }

    @Test func aNamedTableIsAnotherFile() throws {
        let bundle = try makeBundle()
        #expect(lookup("Trips", table: "Other", in: bundle, languages: ["de"]) == "Reisen (Other)")
        #expect(lookup("Hello, %@", table: "Other", in: bundle, languages: ["de"]) == nil)
    }

    @Test func theStringsdictsPluralIsOverTheStringsFile() throws {
        let bundle = try makeBundle()
        let german = LocalizationFixture.environment("de_DE")
        func trips(_ count: Int) -> String {
            Text("\(count) trips", bundle: bundle).plainText(in: german)
        }
        #expect(trips(0) == "Keine Reise geplant")
        #expect(trips(1) == "Eine Reise geplant")
        #expect(trips(7) == "7 Reisen geplant")
    }

    @Test func aStringCatalogsUnitsPluralsAndSubstitutions() throws {
        let bundle = try makeBundle()
        func text(_ key: LocalizedStringKey, _ locale: String) -> String {
            Text(key, tableName: "Catalog", bundle: bundle).plainText(in: LocalizationFixture.environment(locale))
        }
        #expect(text("Budget", "de_DE") == "Haushalt")
        #expect(text("Budget", "fr") == "Budget (fr)")
        #expect(text("Budget", "ja") == "Budget")
        #expect(text("\(1) expenses", "de") == "1 Ausgabe")
        #expect(text("\(2) expenses", "de") == "2 Ausgaben")
        #expect(text("\(3) expenses", "ru") == "3 расхода")
        #expect(text("\(5) expenses", "ru") == "5 расходов")
        #expect(text("\(1) of \(4)", "de") == "1 erledigt von 4 Aufgaben")
        #expect(text("nothing here", "de") == "nothing here")
    }

    @Test func hostileTablesAreIgnoredWithoutACrash() throws {
        try fixture.write("de.lproj/Localizable.strings", Data([0xFF, 0xFE, 0x00, 0xD8]))
        try fixture.write("de.lproj/Localizable.stringsdict", "<plist><dict><key>x</key>")
        try fixture.write("Localizable.xcstrings", "{ \"strings\": { \"Trips\": 42, \"A\": { \"localizations\": [] } } ")
        try fixture.write("fr.lproj/Localizable.strings", "\"Trips\" = \"Voyages\";\n\"%@ bad\" = \"%9$@ %#@x@ %\";")
        let bundle = try fixture.bundle()
        #expect(Text("Trips", bundle: bundle).plainText(in: LocalizationFixture.environment("de")) == "Trips")
        #expect(Text("Trips", bundle: bundle).plainText(in: LocalizationFixture.environment("fr")) == "Voyages")
        #expect(Text("\("x") bad", bundle: bundle).plainText(in: LocalizationFixture.environment("fr")) == "%9$@ %#@x@ %")
    }

    @Test func interpolationsMakeSwiftUIsKeysAndFillTheTranslation() throws {
        let bundle = try makeBundle()
        let german = LocalizationFixture.environment("de_DE")
        let name = "Anna"
        #expect(Text("Hello, \(name)", bundle: bundle).plainText(in: german) == "Hallo, Anna!")
        #expect(Text("\("Mai") of \("2026")", bundle: bundle).plainText(in: german) == "2026 vom Mai")
        // A plain literal's translation is shown as written, its % too.
        #expect(Text("50%", bundle: bundle).plainText(in: german) == "50 %")
        let key: LocalizedStringKey = "\(3) of \(Int32(4)) at \(2.5) or \(Float(1)) by \(UInt(7)), 100%"
        #expect(key.format.key == "%lld of %d at %lf or %f by %llu, 100%%")
        let specified: LocalizedStringKey = "\(2.5, specifier: "%.2f") km"
        #expect(specified.format.key == "%.2f km")
        #expect(Text(specified).plainText(in: german) == "2.50 km")
    }

    @Test func stringLocalizedAndResourcesLookUpToo() throws {
        let bundle = try makeBundle()
        let german = Locale(identifier: "de_DE")
        #expect(String(localized: "Trips", bundle: bundle, locale: german) == "Reisen")
        #expect(String(localized: "\(3) trips", bundle: bundle, locale: german) == "3 Reisen geplant")
        #expect(String(localized: "Trips", table: "Other", bundle: bundle, locale: german) == "Reisen (Other)")
        #expect(String(localized: "Not there \(5)", bundle: bundle, locale: german) == "Not there 5")
        #expect(String(localized: "trips.title", defaultValue: "Your trips", bundle: bundle, locale: german) == "Your trips")
        let resource = LocalizedStringResource("Trips", locale: german, bundle: .atURL(bundle.bundleURL))
        #expect(String(localized: resource) == "Reisen")
        #expect(resource.key == "Trips")
        let value: String.LocalizationValue = "\(2) of \("x")"
        #expect(value.format.key == "%lld of %@")
    }

    @Test func theBundlesLanguagesAreMatchedToTheWantedOnes() {
        let available = ["de", "de-AT", "en", "pt_BR", "zh-Hant"]
        #expect(LocalizationTables.search(["de-AT"], then: "en", among: available) == ["de-AT", "de", "en"])
        #expect(LocalizationTables.search(["pt-BR"], then: "en", among: available) == ["pt_BR", "en"])
        #expect(LocalizationTables.search(["zh-Hant-TW", "fr"], then: "en", among: available) == ["zh-Hant", "en"])
        #expect(LocalizationTables.search([], then: "en", among: available) == ["en"])
    }
}
