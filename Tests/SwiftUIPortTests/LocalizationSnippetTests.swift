import Foundation
import Testing
import TermUI
import TermUITesting

/// The localized snippets drawn in German and in English.
@MainActor
struct LocalizationSnippetTests {
    /// The bundle's folder, removed after the test.
    private let folder = TestFolder("termui-port-l10n")

    private func makeBundle() throws -> Bundle {
        let root = folder.url
        let german = root.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
        try Data("""
            "Packing list" = "Packliste";
            "%lld items to pack" = "%lld Dinge einzupacken";
            "Check all" = "Alle abhaken";
            """.utf8).write(to: german.appendingPathComponent("Localizable.strings"))
        try Data("\"Weight: %.1f kg\" = \"Gewicht: %.1f kg\";".utf8).write(to: german.appendingPathComponent("Packing.strings"))
        return try #require(Bundle(url: root))
    }

    @Test func thePackingListInGerman() throws {
        let bundle = try makeBundle()
        let screen = TestDriver(
            PackingListSnippet(bundle: bundle).environment(\.locale, Locale(identifier: "de_DE")),
            size: TerminalSize(columns: 40, rows: 8), showsKeyHints: false)
        #expect(screen.text.contains("Dinge einzupacken"), "\(screen.text)")
        #expect(screen.text.contains("Gewicht: 7,5 kg"))
        #expect(screen.text.contains("Passport"))
        #expect(screen.text.contains("3 Dinge einzupacken"))
    }

    @Test func thePackingListInEnglishIsItsKeys() throws {
        let bundle = try makeBundle()
        let screen = TestDriver(
            PackingListSnippet(bundle: bundle).environment(\.locale, Locale(identifier: "en_US")),
            size: TerminalSize(columns: 40, rows: 8), showsKeyHints: false)
        #expect(screen.text.contains("Packing list"))
        #expect(screen.text.contains("3 items to pack"))
        #expect(screen.text.contains("Weight: 7.5 kg"))
    }
}
