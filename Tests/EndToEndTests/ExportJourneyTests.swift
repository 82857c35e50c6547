import Foundation
import Testing
@testable import TravelModel

/// `wishlist export` run from a shell, as a script runs it, on a data directory the app made (the sample, and
/// expenses added through its stores, one titled with an escape sequence): what lands on standard output and in
/// `-o FILE`, what is said on standard error, and each exit status its help documents.
@Suite(.serialized)
@MainActor
struct ExportJourneyTests {
    /// Escape sequences (a window title, the clipboard, a clear screen) and a bidirectional override.
    static let payload = HostileDataJourneyTests.payload
    /// How a message shows them.
    static let shown = HostileDataJourneyTests.shown

    /// A data directory made by the app: its sample, a trip and an expense titled with the payload, and
    /// `extra` more expenses; the app's stores are given back open, as while the app runs.
    private func makeData(extra: Int = 0) throws -> (directory: String, saved: SavedData) {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wishlist-export-\(UUID().uuidString)").path
        try DataDirectory.create(at: URL(fileURLWithPath: directory))
        let saved = try SavedData.open(directory: URL(fileURLWithPath: directory))
        let trip = Trip(name: "Kyōto, " + Self.payload, collectionID: "spring-blossoms", lastViewed: .now)
        saved.wishlist.store.add(trip)
        saved.budget.store.add(Expense(
            title: "Spent " + Self.payload, amount: 12, currencyCode: "USD", category: .foodAndDrink,
            date: Date(timeIntervalSinceReferenceDate: 0), tripID: trip.id))
        let database = saved.budget.store.database
        #expect(database.flush() == nil)
        if extra > 0 {
            try database.writeNow { connection in
                try ExpenseTable.insert((0..<extra).map {
                    Expense(title: "Extra \($0)", amount: 1, category: .other, date: Date(timeIntervalSinceReferenceDate: Double($0) * 600))
                }, in: connection)
            }
        }
        return (directory, saved)
    }

    private func export(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(Products.wishlist, arguments)
    }

    /// How many expenses the database in `directory` holds.
    private func expenseCount(in saved: SavedData) throws -> Int {
        try saved.budget.store.database.read { connection in
            try connection.prepare("SELECT count(*) FROM expense").rows { try $0.column(0, as: Int.self) }.first ?? 0
        }
    }

    @Test func csvAndJournalWhileTheAppHasTheDataOpen() throws {
        let (directory, saved) = try makeData()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let count = try expenseCount(in: saved)

        let csv = try export(["export", "--format", "csv", "--data-dir", directory])
        #expect(csv.status == 0)
        #expect(csv.error.isEmpty, "\(csv.error)")
        let lines = csv.output.components(separatedBy: "\r\n")
        #expect(lines.first == "date,title,amount,currency,category,trip")
        #expect(lines.count == count + 2, "a header, a line for each expense, and nothing after the last CRLF")
        // The oldest first: the expense of 2001-01-01, its title as data, escape sequence and all, its trip by name.
        let day = try #require(StoredDay.text(for: Date(timeIntervalSinceReferenceDate: 0), timeZone: .current))
        #expect(lines.dropFirst().first == "\(day),Spent \(Self.payload),12,USD,Food & Drink,\"Kyōto, \(Self.payload)\"")

        let journal = try export(["--data-dir", directory, "export", "--format=journal"])
        #expect(journal.status == 0)
        #expect(journal.error.isEmpty, "\(journal.error)")
        let transactions = journal.output.components(separatedBy: "\n\n").filter { !$0.isEmpty }
        #expect(transactions.count == count)
        // In a journal a control is a space, and a ; (which would begin a comment) a fullwidth ；.
        #expect(transactions.first?.hasPrefix("\(day) Spent  ]0；pwned") == true, "\(transactions.first ?? "")")
        #expect(!journal.output.contains("\u{1B}"))

        // Where hledger is installed, it reads the journal: one transaction for each expense, each balanced.
        let hledger = "/usr/bin/hledger"
        if FileManager.default.isExecutableFile(atPath: hledger) {
            let file = directory + "/export.journal"
            #expect(try export(["export", "--format", "journal", "--data-dir", directory, "-o", file]).status == 0)
            let read = try ChildProcess.run(hledger, ["-f", file, "print", "-O", "csv"])
            #expect(read.status == 0, "\(read.error)")
            let postings = read.output.split(separator: "\n").dropFirst()
            #expect(postings.count == 2 * count)
            #expect(postings.filter { $0.contains("\"Assets:Cash\"") }.count == count)
        }
        withExtendedLifetime(saved) {}
    }

    @Test func jsonIsTheWholeDataAsTheDocumentedDocument() throws {
        let (directory, saved) = try makeData()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let count = try expenseCount(in: saved)
        let tripCount = saved.wishlist.store.sortedTrips.count

        let result = try export(["export", "--format", "json", "--data-dir", directory])
        #expect(result.status == 0)
        #expect(result.error.isEmpty, "\(result.error)")
        #expect(!result.output.unicodeScalars.contains("\u{1B}"), "an escape is \\u001b in the document, never the byte")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["format", "version", "exported", "period", "settings", "trips", "pictures", "categoryLimits", "expenses"])
        #expect(document["format"] as? String == "wishlist" && document["version"] as? Int == 1 && document["period"] is NSNull)
        #expect((document["settings"] as? [String: String])?["budget.origin"] == "sample")
        let trips = try #require(document["trips"] as? [[String: Any]])
        #expect(trips.count == tripCount)
        let trip = try #require(trips.first { ($0["name"] as? String)?.hasPrefix("Kyōto, ") == true })
        #expect(trip["name"] as? String == "Kyōto, " + Self.payload, "the payload read back as it was")
        let expenses = try #require(document["expenses"] as? [[String: Any]])
        #expect(expenses.count == count)
        let spent = try #require(expenses.first { ($0["title"] as? String)?.hasPrefix("Spent") == true })
        #expect(spent["title"] as? String == "Spent " + Self.payload)
        #expect(spent["amount"] as? String == "12", "exact decimal text, never a number")
        #expect(spent["date"] as? String == InstantText.text(
            secondsSince2001: 0, offset: TimeZone.current.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: 0))))
        #expect(spent["trip"] as? String == trip["id"] as? String)
        #expect((spent["category"] as? [String: String]) == ["id": "food-and-drink", "title": "Food & Drink", "symbol": "fork.knife"])

        // In a file, the same bytes but for the moment it was made; a period limits the expenses, not the trips.
        let file = directory + "/all.json"
        let written = try export(["export", "--format=json", "--data-dir", directory, "-o", file, "--to", "2001-01-01"])
        #expect(written.status == 0 && written.output.isEmpty && written.error.isEmpty, "\(written.error)")
        let limited = try #require(try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        #expect((limited["expenses"] as? [Any])?.count == 1)
        #expect((limited["trips"] as? [Any])?.count == tripCount)
        #expect((limited["period"] as? [String: Any])?["last"] as? String == "2001-01-01")
        #expect((try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int) == 0o600)

        // What the app cannot read is left out and said; the rest is written.
        try saved.budget.store.database.writeNow { try $0.execute("UPDATE expense SET amount = 'x' WHERE title = 'Spent ' || '\(Self.payload)'") }
        let leftOut = try export(["export", "--format", "json", "--data-dir", directory])
        #expect(leftOut.status == 0)
        #expect(leftOut.error == "wishlist export: 1 expense could not be read and is left out: the amount \"x\" is not a number.\n")
        let fewer = try #require(try JSONSerialization.jsonObject(with: Data(leftOut.output.utf8)) as? [String: Any])
        #expect((fewer["expenses"] as? [Any])?.count == count - 1)

        // Usage, no data, a file that cannot be written: 64, 2, 1.
        #expect(try export(["export", "--format", "yaml", "--data-dir", directory]).status == 64)
        let empty = directory + "/empty"
        try DataDirectory.create(at: URL(fileURLWithPath: empty))
        #expect(try export(["export", "--format", "json", "--data-dir", empty]).status == 2)
        let full = try export(["export", "--format", "json", "--data-dir", directory, "-o", "/dev/full"])
        #expect(full.status == 1 && full.error == "wishlist export: cannot write /dev/full: No space left on device\n")
        withExtendedLifetime(saved) {}
    }

    @Test func outputFileIsTheSameBytesMadePrivateAndReplacedWhole() throws {
        let (directory, saved) = try makeData()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/out/export.csv"
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: file, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644]))
        let stdout = try export(["export", "--format", "csv", "--data-dir", directory])
        let written = try export(["export", "--format", "csv", "--data-dir", directory, "-o", file])
        #expect(written.status == 0 && written.output.isEmpty && written.error.isEmpty, "\(written.error)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == stdout.output)
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/out") == ["export.csv"])

        // A directory that is not there: a message, status 1, nothing made.
        let missing = try export(["export", "--format", "csv", "--data-dir", directory, "-o", directory + "/nowhere/x.csv"])
        #expect(missing.status == 1)
        #expect(missing.error == "wishlist export: cannot write \(directory)/nowhere/x.csv: No such file or directory\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/nowhere"))
        // A full disk: status 1, said, and the file as it was.
        let full = try export(["export", "--format", "csv", "--data-dir", directory, "-o", "/dev/full"])
        #expect(full.status == 1)
        #expect(full.error == "wishlist export: cannot write /dev/full: No space left on device\n")
        withExtendedLifetime(saved) {}
    }

    @Test func exitStatusesAsTheHelpSays() throws {
        let (directory, saved) = try makeData()
        defer { try? FileManager.default.removeItem(atPath: directory) }

        let help = try export(["export", "--help"])
        #expect(help.status == 0 && help.output.hasPrefix("Usage: wishlist export") && help.error.isEmpty)
        let badFlag = try export(["export", "--format", "csv", "--frobnicate"])
        #expect(badFlag.status == 64 && badFlag.output.isEmpty)
        #expect(badFlag.error == "wishlist export: unknown option '--frobnicate' (see wishlist export --help)\n")
        let badDay = try export(["export", "--format", "csv", "--from", "2026-13-01", "--data-dir", directory])
        #expect(badDay.status == 64 && badDay.output.isEmpty)

        // No data yet (the command makes none), the data of an older version and of a newer one: status 2.
        let empty = directory + "/empty"
        try DataDirectory.create(at: URL(fileURLWithPath: empty))
        let none = try export(["export", "--format", "csv", "--data-dir", empty])
        #expect(none.status == 2 && none.output.isEmpty)
        #expect(none.error == "wishlist export: there is no wishlist data in \(empty) (run wishlist with it once to start it)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty).isEmpty, "nothing written")
        let newer = directory + "/newer"
        try DataDirectory.create(at: URL(fileURLWithPath: newer))
        try DatabaseConnection(.file(path: newer + "/" + AppDatabase.fileName)).execute("""
            PRAGMA application_id = \(DatabaseSchema.applicationID); PRAGMA user_version = \(DatabaseSchema.currentVersion + 1);
            CREATE TABLE later (x);
            """)
        let later = try export(["export", "--format", "journal", "--data-dir", newer])
        #expect(later.status == 2 && later.output.isEmpty)
        #expect(later.error.contains("written by a newer version of wishlist"), "\(later.error)")
        let older = directory + "/older"
        try DataDirectory.create(at: URL(fileURLWithPath: older))
        try DatabaseSchema.migrate(DatabaseConnection(.file(path: older + "/" + AppDatabase.fileName)), currencyCode: "USD", to: 5)
        let earlier = try export(["export", "--format", "csv", "--data-dir", older])
        #expect(earlier.status == 2 && earlier.output.isEmpty)
        #expect(earlier.error.contains("written by an older version of wishlist (schema 5"), "\(earlier.error)")
        withExtendedLifetime(saved) {}
    }

    @Test func dataReachesStandardErrorOnlyAsTheScreenShowsIt() throws {
        let (directory, saved) = try makeData()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A row another program wrote, whose amount is the payload: left out, and its reason quoted.
        try saved.budget.store.database.writeNow { connection in
            let statement = try connection.prepare("UPDATE expense SET amount = ? WHERE title = 'Spent ' || ?")
            try statement.bind([Self.payload, Self.payload])
            try statement.execute()
        }
        let result = try export(["export", "--format", "csv", "--data-dir", directory])
        #expect(result.status == 0)
        #expect(!result.output.contains("Spent"))
        #expect(result.error == "wishlist export: 1 expense could not be read and is left out: the amount \"\(Self.shown)\" is not a number.\n")
        // A path and an argument holding it.
        for arguments in [["export", "--format", "csv", "--data-dir", directory + "/" + Self.payload], ["export", "--format", Self.payload]] {
            let refused = try export(arguments)
            #expect([2, 64].contains(refused.status))
            #expect(refused.error.contains(Self.shown), "\(refused.error)")
            #expect(!refused.error.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        }
        withExtendedLifetime(saved) {}
    }

    @Test func aReaderThatStopsEarlyEndsTheExportQuietly() throws {
        let (directory, saved) = try makeData(extra: 5_000)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Far more than a pipe holds; head takes one line and goes.
        let script = "set -o pipefail; '\(Products.wishlist)' export --format csv --data-dir '\(directory)' | head -1"
        let result = try ChildProcess.run("/bin/bash", ["-c", script])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "date,title,amount,currency,category,trip\r\n")
        #expect(result.error.isEmpty, "\(result.error)")
        withExtendedLifetime(saved) {}
    }
}
