import Foundation
import Testing
@testable import TravelModel

/// The commands for scripts under `LC_MESSAGES=de_DE.UTF-8`, run from a shell as a script runs them: their
/// messages on standard error in German (a usage error, what a command did, its counts' plurals), their help
/// German, and the data on standard output the same bytes as in English.
@Suite(.serialized)
@MainActor
struct GermanCommandLineTests {
    /// The environment of a German user's shell: messages in German, everything else in the C locale.
    static let german = ["LC_ALL=", "LANG=C.UTF-8", "LC_MESSAGES=de_DE.UTF-8"]
    /// The same shell in English.
    static let english = ["LC_ALL=", "LANG=C.UTF-8", "LC_MESSAGES=en_US.UTF-8"]

    /// Runs `wishlist` with `arguments` in the environment `locale` (variables, as `env` takes them).
    private func wishlist(_ arguments: [String], in locale: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run("/usr/bin/env", locale + [Products.wishlist] + arguments)
    }

    /// A data directory made by the app (its sample and an expense), let go again.
    private func makeData() throws -> String {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wishlist-german-\(UUID().uuidString)").path
        try DataDirectory.create(at: URL(fileURLWithPath: directory))
        let saved = try SavedData.open(directory: URL(fileURLWithPath: directory))
        saved.budget.store.add(Expense(title: "Kaffee", amount: 4.5, currencyCode: "EUR", category: .foodAndDrink, date: .now))
        #expect(saved.budget.store.database.flush() == nil)
        return directory
    }

    @Test func usageErrorsAreGermanAndTheHelpStaysGerman() throws {
        let format = try wishlist(["export", "--format", "xml"], in: Self.german)
        #expect(format.status == 64 && format.output.isEmpty)
        #expect(format.error == "wishlist export: --format ist csv, journal oder json, nicht „xml“ (siehe wishlist export --help)\n")
        let unknown = try wishlist(["backup", "--frobnicate"], in: Self.german)
        #expect(unknown.status == 64)
        #expect(unknown.error == "wishlist backup: unbekannte Option „--frobnicate“ (siehe wishlist backup --help)\n")
        let value = try wishlist(["sync", "--folder"], in: Self.german)
        #expect(value.error == "wishlist sync: --folder braucht einen Wert (siehe wishlist sync --help)\n")
        let empty = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wishlist-german-empty-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let noData = try wishlist(["export", "--format", "csv", "--data-dir", empty], in: Self.german)
        #expect(noData.status == 2 && noData.output.isEmpty)
        #expect(noData.error == "wishlist export: in \(empty) sind keine Daten von wishlist (starte wishlist einmal damit, um sie anzulegen)\n")
        let app = try wishlist(["--theme", "pink"], in: Self.german)
        #expect(app.status == 64 && app.error == "wishlist: --theme ist light oder dark, nicht „pink“ (siehe wishlist --help)\n")
        // The same in English, as it always was.
        let english = try wishlist(["export", "--format", "xml"], in: Self.english)
        #expect(english.error == "wishlist export: --format is csv, journal or json, not 'xml' (see wishlist export --help)\n")

        let help = try wishlist(["--help"], in: Self.german)
        #expect(help.status == 0 && help.output.hasPrefix("Aufruf: wishlist"), "\(help.output.prefix(80))")
        let commandHelp = try wishlist(["import", "--help"], in: Self.german)
        #expect(commandHelp.status == 0 && commandHelp.output.hasPrefix("Aufruf: wishlist import"))
    }

    /// Why a restore is refused, as the model's errors say it: in German, the paths as they are.
    @Test func aRestoreRefusedIsSaidInGerman() throws {
        let directory = try makeData()
        try DataDirectoryChecks.waitForTheLock(of: directory)
        let text = directory + "-notes.txt"
        try "not a database\n".write(toFile: text, atomically: true, encoding: .utf8)
        defer { [directory, text].forEach { try? FileManager.default.removeItem(atPath: $0) } }

        let notADatabase = try wishlist(["restore", text, "--data-dir", directory], in: Self.german)
        #expect(notADatabase.status != 0 && notADatabase.output.isEmpty)
        #expect(notADatabase.error == "wishlist restore: \(text) ist keine SQLite-Datenbank, also nicht die von wishlist\n", "\(notADatabase.error)")
        let aDirectory = try wishlist(["restore", directory, "--data-dir", directory], in: Self.german)
        #expect(aDirectory.error == "wishlist restore: \(directory) ist ein Verzeichnis, keine gewöhnliche Datei\n", "\(aDirectory.error)")
        // The same in English, as it always was.
        let english = try wishlist(["restore", text, "--data-dir", directory], in: Self.english)
        #expect(english.error == "wishlist restore: \(text) is not an SQLite database, so not wishlist's\n", "\(english.error)")
    }

    @Test func whatACommandDidIsSaidInGermanAndItsDataIsTheSame() throws {
        let directory = try makeData()
        try DataDirectoryChecks.waitForTheLock(of: directory)
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wishlist-german-sync-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let backup = directory + "-backup.sqlite"
        defer { [directory, folder, backup].forEach { try? FileManager.default.removeItem(atPath: $0) } }

        // Standard output is data: the same bytes in either language, and nothing said.
        for format in ["csv", "journal", "json"] {
            let german = try wishlist(["export", "--format", format, "--data-dir", directory], in: Self.german)
            let english = try wishlist(["export", "--format", format, "--data-dir", directory], in: Self.english)
            #expect(german.status == 0 && german.error.isEmpty, "\(german.error)")
            // The JSON document says when it was exported, to the second: that value apart.
            let data = { (output: String) in output.replacing(/"exported" *: *"[^"]*"/, with: "") }
            #expect(german.output.contains("Kaffee") && data(german.output) == data(english.output), "\(format)")
        }

        let notSetUp = try wishlist(["sync", "--data-dir", directory], in: Self.german)
        #expect(notSetUp.status == 2)
        #expect(notSetUp.error == "wishlist sync: für \(directory) ist kein Abgleich eingerichtet: wishlist sync --folder VERZ richtet ihn ein\n")
        let synced = try wishlist(["sync", "--folder", folder, "--data-dir", directory], in: Self.german)
        #expect(synced.status == 0 && synced.output.isEmpty, "\(synced.error)")
        let lines = synced.error.split(separator: "\n")
        #expect(lines.first?.hasPrefix("wishlist sync: Abgleich über \(folder) als Gerät ") == true, "\(synced.error)")
        // Each count in its plural: one file, no files, no rows.
        #expect(lines.last == "wishlist sync: 1 Datei geschrieben; 0 Dateien übernommen (0 Zeilen geändert)", "\(synced.error)")

        // An import's summary: the counts' plurals, each row skipped with its line and why.
        let csvFolder = folder + "-csv"
        try FileManager.default.createDirectory(atPath: csvFolder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: csvFolder) }
        let csv = csvFolder + "/umsaetze.csv"
        try "Buchungstag;Empfänger;Betrag\n14.03.2026;REWE;-12,50\n15.03.2026;Arbeitgeber;2.500,00\n31.02.2026;Kiosk;-3,20\n"
            .write(toFile: csv, atomically: true, encoding: .utf8)
        let imported = try wishlist(["import", csv, "--data-dir", directory], in: Self.german)
        #expect(imported.status == 0 && imported.output.isEmpty, "\(imported.error)")
        let said = imported.error.split(separator: "\n")
        #expect(said.first == "wishlist import: 1 Ausgabe aus umsaetze.csv importiert; 2 Zeilen übersprungen (1 Geldeingang, 1 nicht lesbar).",
                "\(imported.error)")
        #expect(said.contains("  Zeile 3: eingenommenes Geld („2.500,00“), kein ausgegebenes"), "\(imported.error)")
        #expect(said.contains("  Zeile 4: das Datum „31.02.2026“ ist kein Tag der Form DD.MM.YYYY"), "\(imported.error)")

        let written = try wishlist(["backup", backup, "--data-dir", directory], in: Self.german)
        #expect(written.status == 0, "\(written.error)")
        #expect(written.error.hasPrefix("wishlist backup: \(backup) geschrieben ("), "\(written.error)")
        #expect(written.error.contains(", Schema \(DatabaseSchema.currentVersion))"), "\(written.error)")
    }

    /// A dry run of a CSV file: the guess's settings, the table of the first rows and the rows skipped, in
    /// German; the roles' names as --column takes them; in English as it was.
    @Test func aDryRunIsSaidInGerman() throws {
        let directory = try makeData()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let csv = directory + "/konto.csv"
        try Data("Buchungstag;Empfänger;Betrag;Währung\n01.03.2026;Bäckerei;-3,50;EUR\n02.03.2026;Gehalt;2.500,00;EUR\n".utf8)
            .write(to: URL(fileURLWithPath: csv))
        let german = try wishlist(["import", csv, "--dry-run", "--data-dir", directory], in: Self.german)
        #expect(german.status == 0)
        let lines = german.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "wishlist import --dry-run: nichts wurde importiert")
        #expect(lines.contains("Datei       \(csv): getrennt durch Semikolon, der Kopf in Zeile 1"), "\(lines)")
        #expect(lines.contains("  category  keine"))
        #expect(lines.contains { $0.hasPrefix("Beträge     Dezimalkomma, da „-3,50“ in Zeile 2") })
        #expect(lines.contains { $0.hasPrefix("Ausgegeben  ausgegebenes Geld ist negativ") })
        #expect(lines.contains("Kategorien  Sonstiges für jede Zeile"))
        #expect(lines.contains("Die erste Ausgabe, wie sie gespeichert würde:"))
        #expect(lines.contains { $0.hasPrefix("  Zeile  Datum       Betrag  Währung  Kategorie  Reise  Titel") })
        #expect(lines.contains("Übersprungene Zeilen:"))
        let english = try wishlist(["import", csv, "--dry-run", "--data-dir", directory], in: Self.english)
        #expect(english.output.hasPrefix("wishlist import --dry-run: nothing was imported\n\nFile        \(csv): semicolon-separated, the header on line 1\n"))
        #expect(english.output.contains("\nAmounts     a decimal comma, as \"-3,50\" on line 2 can only be read so\n"))
        #expect(english.output.contains("\n  line  date        amount  currency  category  trip  title\n"))
    }

    /// The app without a terminal (its input a pipe) says so in German, and in English as it did.
    @Test func noTerminalIsSaidInGerman() throws {
        let german = try wishlist(["--demo"], in: Self.german)
        #expect(german.status == 2 && german.output.isEmpty)
        #expect(german.error == "wishlist: Standardeingabe und -ausgabe müssen ein Terminal sein (starte wishlist in einem "
            + "Terminalfenster, nicht über eine Pipe oder Umleitung)\n")
        let english = try wishlist(["--demo"], in: Self.english)
        #expect(english.error == "wishlist: standard input and output must be a terminal (run wishlist in a terminal window, "
            + "not through a pipe or redirect)\n")
    }
}
