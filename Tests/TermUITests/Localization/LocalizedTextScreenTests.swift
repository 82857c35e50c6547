import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Localized text drawn: a view tree in German by its environment's locale, Markdown read in the translation,
/// a control's title, and escape sequences in a translation made harmless.
@MainActor
struct LocalizedTextScreenTests {
    /// The test's tables, kept for the whole test.
    private let fixture = LocalizationFixture()

    private func makeBundle() throws -> Bundle {
        try fixture.write("en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n")
        try fixture.write("de.lproj/Localizable.strings", """
            "Your trips" = "Deine Reisen";
            "%lld places" = "%lld Orte";
            "Save" = "Sichern";
            "Plan **now**" = "Jetzt **planen**";
            "Escape" = "rot\\U001B[31mROT\\U0007";
            """)
        return try fixture.bundle()
    }

    @Test func aViewTreeInGermanByItsLocale() throws {
        let bundle = try makeBundle()
        let content = VStack(alignment: .leading) {
            Text("Your trips", bundle: bundle)
            Text("\(12) places", bundle: bundle)
            Button("Save") {}
            Text("Not translated")
        }
        let german = TestDriver(
            content.environment(\.locale, Locale(identifier: "de_DE")).pinnedToTopLeading(),
            size: TerminalSize(columns: 30, rows: 5), showsKeyHints: false)
        #expect(german.lines[0].hasPrefix("Deine Reisen "))
        #expect(german.lines[1].hasPrefix("12 Orte "))
        #expect(german.lines[3].hasPrefix("Not translated"))
        let english = TestDriver(
            content.environment(\.locale, Locale(identifier: "en_US")).pinnedToTopLeading(),
            size: TerminalSize(columns: 30, rows: 5), showsKeyHints: false)
        #expect(english.lines[0].hasPrefix("Your trips "))
        #expect(english.lines[1].hasPrefix("12 places "))
    }

    @Test func markdownInTheTranslationIsRead() throws {
        let bundle = try makeBundle()
        let screen = TestDriver(
            Text("Plan **now**", bundle: bundle).italic().environment(\.locale, Locale(identifier: "de")).pinnedToTopLeading(),
            size: TerminalSize(columns: 20, rows: 1), showsKeyHints: false)
        #expect(screen.lines[0].hasPrefix("Jetzt planen "))
        let bold = screen.style(atColumn: 6, row: 0).attributes
        let plain = screen.style(atColumn: 0, row: 0).attributes
        #expect(bold.contains(.bold) && bold.contains(.italic))
        #expect(!plain.contains(.bold) && plain.contains(.italic))
    }

    @Test func escapeSequencesInATranslationAreMadeHarmless() throws {
        let bundle = try makeBundle()
        let screen = TestDriver(
            Text("Escape", bundle: bundle).environment(\.locale, Locale(identifier: "de")).pinnedToTopLeading(),
            size: TerminalSize(columns: 20, rows: 1), showsKeyHints: false)
        #expect(screen.lines[0].hasPrefix("rot␛[31mROT␇"))
    }
}

/// A navigation title's key is looked up in its screen's languages.
@MainActor
struct LocalizedNavigationTitleTests {
    @Test func theTitleIsTranslated() throws {
        let fixture = LocalizationFixture()
        try fixture.write("de.lproj/Localizable.strings", "\"Packing\" = \"Einpacken\";\n")
        let bundle = try fixture.bundle()
        let screen = TestDriver(
            NavigationStack { Text("Body").navigationTitle(Text("Packing", bundle: bundle)) }
                .environment(\.locale, Locale(identifier: "de_DE")),
            size: TerminalSize(columns: 30, rows: 5), showsKeyHints: false)
        #expect(screen.text.contains("Einpacken"), "\(screen.text)")
    }
}
