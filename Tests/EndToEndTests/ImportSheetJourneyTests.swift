import Foundation
import Testing
@testable import TravelModel

/// The budget's import sheet in a real terminal: a German bank's semicolon export with decimal commas and
/// `DD.MM.YYYY` dates brought in through `i`, what the sheet shows of it (a payee's escape sequences as data),
/// the expenses saved exactly, the message, and `u` taking the whole import back out of the database.
@Suite(.serialized)
@MainActor
struct ImportSheetJourneyTests {
    /// A German bank's export (`ImportJourneyTests.german`): the account's details above the header, a salary, a
    /// purpose of two lines, thousands points, a payee holding escape sequences, a total.
    static let german = ImportJourneyTests.german
    static let payload = ImportJourneyTests.payload

    @Test(arguments: [(80, 24), (200, 50)])
    func aGermanExportReadPreviewedImportedAndUndone(columns: Int, rows: Int) throws {
        let directory = NSTemporaryDirectory() + "wishlist-import-sheet-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let session = try Self.sheet(reading: Self.german, named: "umsaetze.csv", in: directory, columns: columns, rows: rows)
        var screen = try session.waitForScreen(settled: true) { $0.contains("3 expenses to import;") }
        #expect(screen.contains("Date") && screen.contains("1 Buchungstag"), "\(screen)")
        if rows >= 50 {
            #expect(screen.contains("DD.MM.YYYY") && screen.contains("comma, 1.234,56") && screen.contains("EUR"), "\(screen)")
            #expect(screen.contains("2026-03-14  €12.50  Other  REWE Markt GmbH"), "\(screen)")
            #expect(screen.contains("line 5: money received (\"2.500,00\"), not money spent"), "\(screen)")
        }
        #expect(try BudgetJourneyTests.savedExpenses(directory).isEmpty, "the preview saves nothing")
        #expect(!screen.contains("\u{1B}") && !screen.contains("pwned\u{07}"), "the payee's escape sequences are data on screen")

        try session.press("C-s")
        screen = try session.waitForScreen(settled: true) { $0.contains("Imported 3 expenses from umsaetze.csv; 2 rows skipped.") }
        #expect(!screen.contains("Import CSV"), "the sheet closed")
        #expect(try BudgetJourneyTests.waitForSaved(directory) { $0.count == 3 })
        let saved = try BudgetJourneyTests.savedExpenses(directory)
        #expect(saved.map(\.title) == ["REWE Markt GmbH", "Miete März\nWohnung 3", "Kiosk " + Self.payload])
        #expect(saved.map(\.amount) == [Decimal(string: "12.5"), Decimal(string: "1234.56"), Decimal(string: "3.2")])
        #expect(saved.allSatisfy { $0.currencyCode == "EUR" && $0.category == .other })

        try session.press("u")
        try session.waitFor("Undone: Import 3 expenses.")
        #expect(try BudgetJourneyTests.waitForSaved(directory) { $0.isEmpty }, "the whole import undone, in the database too")
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    /// A bank's export of 100,000 rows (`ImportJourneyTests.largeExport`) brought in through the sheet: the import
    /// runs off the main thread with its progress shown (the rows read), Esc cancels it and nothing is saved, the
    /// sheet stays, and the same import then saves every row.
    @Test func aLargeImportShowsItsProgressAndEscCancelsIt() throws {
        let directory = NSTemporaryDirectory() + "wishlist-import-sheet-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let session = try Self.sheet(
            reading: ImportJourneyTests.largeExport(rows: 100_000), named: "gross.csv", in: directory, columns: 80, rows: 24)
        try session.waitForScreen(timeout: 120) { $0.contains("100,000 expenses to import;") }

        try session.press("C-s")
        let running = try session.waitForScreen(timeout: 60) { $0.contains("Esc cancels: nothing is imported.") || $0.contains("Imported 100,000") }
        if running.contains("Esc cancels") {
            #expect(running.contains("Importing gross.csv") && running.contains("rows read"), "\(running)")
            try session.press("Escape")
            let ended = try session.waitForScreen(timeout: 60, settled: true) {
                $0.contains("The import was cancelled: nothing was imported.") || $0.contains("Imported 100,000")
            }
            if ended.contains("cancelled") {
                #expect(ended.contains("Import CSV"), "the sheet stays, to import again or close: \(ended)")
                #expect(try BudgetJourneyTests.savedExpenses(directory).isEmpty, "nothing of a cancelled import is saved")
                try session.press("C-s")
            } else {
                Issue.record("the import ended before Esc reached it: \(ended)")
            }
        }
        try session.waitForScreen(timeout: 300) { $0.contains("Imported 100,000 expenses from gross.csv") }
        #expect(try BudgetJourneyTests.waitForSaved(directory) { $0.count == 100_000 })
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    /// The app started in tmux on the data directory `directory` (an earlier version's empty expenses, so no sample
    /// data), with `text` in it as the file `name`, read into the budget's import sheet.
    private static func sheet(reading text: String, named name: String, in directory: String, columns: Int, rows: Int) throws -> TmuxSession {
        try Data(#"{"schemaVersion": 1, "expenses": []}"#.utf8).write(to: URL(fileURLWithPath: directory + "/expenses.json"))
        let file = directory + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let session = try TmuxSession(
            command: "'\(Products.wishlist)' --data-dir '\(directory)' --currency USD", columns: columns, rows: rows)
        try session.openBudget()
        try session.waitFor("No expenses yet")
        try session.press("i")
        try session.waitFor("Import CSV")
        try session.tmux(["send-keys", "-t", session.name, "-l", file])
        try session.press("Enter")
        return session
    }
}
