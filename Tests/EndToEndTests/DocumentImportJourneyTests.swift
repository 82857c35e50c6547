import Foundation
import Testing
@testable import TravelModel

/// `wishlist import FILE` of wishlist's own JSON document (`wishlist export --format json`), run from a shell:
/// exported from one data directory and imported into an empty one, it exports again as the same document; a
/// second import adds nothing; a document is told by its content, whatever its name; and each exit status the
/// help gives.
@Suite(.serialized)
@MainActor
struct DocumentImportJourneyTests {
    /// Escape sequences (a window title, the clipboard, a clear screen) and a bidirectional override.
    static let payload = HostileDataJourneyTests.payload

    private func wishlist(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(Products.wishlist, arguments)
    }

    /// A folder of its own under the temporary directory (not made).
    private func folder(_ name: String) -> String {
        NSTemporaryDirectory() + "wishlist-document-\(name)-\(UUID().uuidString)"
    }

    /// A data directory made by the app: its sample, a trip, expenses titled with the payload and in other
    /// currencies, a monthly limit; the stores let go, and the lock with them.
    private func makeData() throws -> String {
        let directory = folder("source")
        try DataDirectory.create(at: URL(fileURLWithPath: directory))
        try MainActor.assumeIsolated {
            let saved = try SavedData.open(directory: URL(fileURLWithPath: directory))
            let trip = Trip(name: "Kyōto, " + Self.payload, collectionID: "spring-blossoms", lastViewed: .now)
            saved.wishlist.store.add(trip)
            for (title, currency) in [("Spent " + Self.payload, "USD"), ("Ramen", "JPY"), ("=SUM(A1)", "EUR")] {
                saved.budget.store.add(Expense(
                    title: title, amount: Decimal(string: "12.345") ?? 1, currencyCode: currency, category: .foodAndDrink,
                    date: .now, tripID: trip.id))
            }
            saved.budget.store.setLimit(Money(300, currencyCode: "USD"), for: .foodAndDrink)
            #expect(saved.budget.store.database.flush() == nil)
        }
        return directory
    }

    /// The document as a comparison sees it: all of it but the moment it was written.
    private func content(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n").filter { !$0.contains("\"exported\":") }
    }

    @Test func exportedImportedIntoAnEmptyDirectoryAndExportedAgainIsTheSameDocument() throws {
        let source = try makeData()
        let target = folder("target")
        let files = folder("files")
        defer {
            for path in [source, target, files] { try? FileManager.default.removeItem(atPath: path) }
        }
        try DataDirectory.create(at: URL(fileURLWithPath: target))
        try DataDirectory.create(at: URL(fileURLWithPath: files))
        let first = files + "/all.json"
        let exported = try wishlist(["export", "--format", "json", "-o", first, "--data-dir", source])
        #expect(exported.status == 0, "\(exported.error)")

        // A dry run reads it all, says what it would add, and makes no database.
        let dryRun = try wishlist(["import", first, "--dry-run", "--data-dir", target])
        #expect(dryRun.status == 0 && dryRun.error.isEmpty, "\(dryRun.error)")
        #expect(dryRun.output.hasPrefix("wishlist import --dry-run: nothing was imported\n\nall.json is wishlist's JSON document; an import would add "), "\(dryRun.output)")
        #expect(!FileManager.default.fileExists(atPath: target + "/" + AppDatabase.fileName))

        let imported = try wishlist(["import", first, "--data-dir", target])
        #expect(imported.status == 0 && imported.output.isEmpty, "\(imported.error)")
        #expect(imported.error.hasPrefix("wishlist import: from all.json, added "), "\(imported.error)")
        #expect(imported.error.contains(" expenses") && !imported.error.contains("already there"), "\(imported.error)")

        let second = files + "/again.json"
        let again = try wishlist(["export", "--format", "json", "-o", second, "--data-dir", target])
        #expect(again.status == 0, "\(again.error)")
        let before = try content(first), after = try content(second)
        #expect(before.count > 20)
        #expect(before == after, "the same document, line for line")

        // Into the data it now holds, it adds nothing, and says what it kept.
        let twice = try wishlist(["import", first, "--data-dir", target])
        #expect(twice.status == 0, "\(twice.error)")
        #expect(twice.error.hasPrefix("wishlist import: from all.json, added nothing; already there and kept as they are: "), "\(twice.error)")
        let third = files + "/third.json"
        #expect(try wishlist(["export", "--format", "json", "-o", third, "--data-dir", target]).status == 0)
        #expect(try content(third) == before)

        // Told by its content: the same document named .txt, into a directory that does not exist yet.
        let renamed = files + "/backup.txt"
        try FileManager.default.copyItem(atPath: first, toPath: renamed)
        let fresh = folder("fresh")
        defer { try? FileManager.default.removeItem(atPath: fresh) }
        let byContent = try wishlist(["import", renamed, "--data-dir", fresh])
        #expect(byContent.status == 0 && byContent.error.hasPrefix("wishlist import: from backup.txt, added "), "\(byContent.error)")
        var info = stat()
        #expect(stat(fresh, &info) == 0 && info.st_mode & 0o777 == 0o700, "made private")
        let fourth = files + "/fourth.json"
        #expect(try wishlist(["export", "--format", "json", "-o", fourth, "--data-dir", fresh]).status == 0)
        #expect(try content(fourth) == before)
    }

    @Test func exitStatusesAsTheHelpSays() throws {
        let files = folder("statuses")
        let data = files + "/data"
        defer { try? FileManager.default.removeItem(atPath: files) }
        try DataDirectory.create(at: URL(fileURLWithPath: data))
        let help = try wishlist(["import", "--help"])
        #expect(help.status == 0 && help.output.contains("its first character other than white space is {"))

        // 1: a document refused, with its place and line; nothing is written.
        let other = files + "/other.json"
        try Data("{\n  \"format\": \"wishlist\",\n  \"version\": 99\n}\n".utf8).write(to: URL(fileURLWithPath: other))
        let refused = try wishlist(["import", other, "--data-dir", data])
        #expect(refused.status == 1 && refused.error.hasPrefix("wishlist import: the document cannot be imported: "), "\(refused.error)")
        #expect(refused.error.contains("line"), "\(refused.error)")
        let notJSON = files + "/notes.json"
        try Data("date,title\n".utf8).write(to: URL(fileURLWithPath: notJSON))
        let named = try wishlist(["import", notJSON, "--data-dir", data])
        #expect(named.status == 1 && named.error.contains("the document cannot be imported"), "named .json, read as a document: \(named.error)")
        // 2: a document that cannot be opened, and data held by the app.
        let missing = try wishlist(["import", files + "/nowhere.json", "--data-dir", data])
        #expect(missing.status == 2 && missing.error.contains("nowhere.json cannot be read"), "\(missing.error)")
        let good = files + "/good.json"
        #expect(try wishlist(["export", "--format", "json", "-o", good, "--data-dir", data]).status == 0)
        try withExtendedLifetime(try DataLock.acquire(in: URL(fileURLWithPath: data))) {
            let held = try wishlist(["import", good, "--data-dir", data])
            #expect(held.status == 2 && held.error.contains("in use"), "\(held.error)")
        }
        let nowhere = try wishlist(["import", good, "--dry-run", "--data-dir", files + "/nowhere"])
        #expect(nowhere.status == 2 && nowhere.error.contains("there is no data directory \(files)/nowhere yet"), "\(nowhere.error)")
        #expect(!FileManager.default.fileExists(atPath: files + "/nowhere"), "a dry run makes nothing")
        // 64: an option of a CSV file given with a document.
        let csvOption = try wishlist(["import", good, "--decimal", "comma", "--keep-duplicates", "--data-dir", data])
        #expect(csvOption.status == 64, "\(csvOption.error)")
        #expect(csvOption.error.contains("--decimal, --keep-duplicates are for a CSV file;") && csvOption.error.contains("(see wishlist import --help)"), "\(csvOption.error)")
        #expect(try wishlist(["import", good, "--data-dir", data]).status == 0, "the lock let go, it imports")
    }
}
