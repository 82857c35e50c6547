import Foundation
import Testing
@testable import TravelModel

/// `wishlist import` run from a shell, as a script runs it: a German bank's export imported, what `--dry-run`
/// prints, each exit status its help documents, the refusal while the app holds the data, and an import of
/// 100,000 rows killed with SIGKILL or interrupted with SIGINT half way, which leaves nothing of it.
@Suite(.serialized)
@MainActor
struct ImportJourneyTests {
    /// Escape sequences (a window title, the clipboard, a clear screen) and a bidirectional override.
    static let payload = HostileDataJourneyTests.payload
    /// How a message shows them.
    static let shown = HostileDataJourneyTests.shown

    /// A German bank's export: the account's details above the header, a salary, a purpose of two lines, a
    /// payee holding the payload, a total.
    static let german = """
        "Kontonummer:";"DE12 3456 7890 1234 5678 90";\r
        \r
        "Buchungstag";"Wertstellung";"Buchungstext";"Auftraggeber / Begünstigter";"Verwendungszweck";"Betrag (EUR)";\r
        "14.03.2026";"14.03.2026";"KARTENZAHLUNG";"REWE Markt GmbH";"REWE SAGT DANKE";"-12,50";\r
        "15.03.2026";"15.03.2026";"GUTSCHRIFT";"Arbeitgeber AG";"Gehalt";"2.500,00";\r
        "16.03.2026";"16.03.2026";"DAUERAUFTRAG";"";"Miete März\nWohnung 3";"-1.234,56";\r
        "17.03.2026";"17.03.2026";"KARTENZAHLUNG";"Kiosk \(payload)";"";"-3,20";\r
        "Summe";"";"";"";"";"1.249,74";\r

        """

    /// A data directory with an empty database of this version, and no lock held.
    private func makeData() throws -> String {
        let directory = NSTemporaryDirectory() + "wishlist-import-\(UUID().uuidString)"
        try DataDirectory.create(at: URL(fileURLWithPath: directory))
        try DatabaseSchema.migrate(DatabaseConnection(.file(path: directory + "/" + AppDatabase.fileName)), currencyCode: "USD")
        return directory
    }

    /// Writes `text` to `name` in `directory`, and gives its path.
    private func file(_ text: String, named name: String, in directory: String) throws -> String {
        let path = directory + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func wishlist(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(Products.wishlist, arguments)
    }

    /// The expenses in the database of `directory`, rolling back what a kill left in its journal first.
    private func expenses(in directory: String) throws -> [Expense] {
        let connection = try DatabaseConnection(.file(path: directory + "/" + AppDatabase.fileName))
        #expect(try connection.prepare("PRAGMA integrity_check").rows { try $0.column(0, as: String.self) } == ["ok"])
        return try ExpenseTable.all(from: connection)
    }

    @Test func aDryRunThenTheImportThenTheSameFileAgain() throws {
        let directory = try makeData()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try file(Self.german, named: "umsaetze.csv", in: directory)

        let dryRun = try wishlist(["import", path, "--dry-run", "--data-dir", directory])
        #expect(dryRun.status == 0, "\(dryRun.error)")
        #expect(dryRun.error.isEmpty, "\(dryRun.error)")
        let printed = dryRun.output
        #expect(printed.hasPrefix("wishlist import --dry-run: nothing was imported\n"))
        for line in [
            "File        \(path): semicolon-separated, the header on line 3 (the lines above it are not rows)",
            "  date      1 Buchungstag", "  title     4 Auftraggeber / Begünstigter, else 5 Verwendungszweck",
            "  amount    6 Betrag (EUR)", "Dates       DD.MM.YYYY, as the file writes them (\"14.03.2026\" on line 4)",
            "Amounts     a decimal comma, as \"-12,50\" on line 4 can only be read so",
            "Currency    EUR, from the column's name \"Betrag (EUR)\"",
            "3 expenses to import from umsaetze.csv; 2 rows skipped (1 money received, 1 not a transaction).",
            "  4     2026-03-14  12.5     EUR       Other           REWE Markt GmbH",
            "  6     2026-03-16  1234.56  EUR       Other           Miete März\u{2424}Wohnung 3",
            "  line 5: money received (\"2.500,00\"), not money spent", "  line 9: a summary row (\"Summe\"), not a transaction",
        ] {
            #expect(printed.contains(line + "\n"), "\(line)\n---\n\(printed)")
        }
        // The payload is data: shown as the screen shows it, never sent raw.
        #expect(printed.contains("Kiosk " + Self.shown))
        #expect(!printed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        #expect(try expenses(in: directory).isEmpty, "a dry run changes nothing")

        let imported = try wishlist(["import", path, "--data-dir", directory])
        #expect(imported.status == 0 && imported.output.isEmpty, "\(imported.error)")
        #expect(imported.error == """
            wishlist import: imported 3 expenses from umsaetze.csv; 2 rows skipped (1 money received, 1 not a transaction).
              line 5: money received ("2.500,00"), not money spent
              line 9: a summary row ("Summe"), not a transaction

            """)
        let stored = try expenses(in: directory)
        #expect(stored.map(\.title) == ["REWE Markt GmbH", "Miete März\nWohnung 3", "Kiosk " + Self.payload])
        #expect(stored.map(\.amount) == [Decimal(string: "12.5"), Decimal(string: "1234.56"), Decimal(string: "3.2")])

        let again = try wishlist(["--data-dir", directory, "import", path])
        #expect(again.status == 0)
        #expect(again.error.hasPrefix("wishlist import: imported 0 expenses from umsaetze.csv; 5 rows skipped (1 money received, 3 already there, 1 not a transaction); --keep-duplicates imports those already there.\n"), "\(again.error)")
        #expect(try expenses(in: directory).count == 3)
        let kept = try wishlist(["import", path, "--keep-duplicates", "--data-dir", directory])
        #expect(kept.status == 0 && kept.error.contains("imported 3 expenses"), "\(kept.error)")
        #expect(try expenses(in: directory).count == 6)
    }

    @Test func whatTheExportWritesImportsBackAsTheSameExpenses() throws {
        let directory = NSTemporaryDirectory() + "wishlist-import-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try DataDirectory.create(at: URL(fileURLWithPath: directory))
        // The app's sample, a trip and expenses that need the export's care: a formula, an apostrophe before
        // one, a comma and a line break, another currency; the stores let go, and the lock with them.
        let count: Int = try MainActor.assumeIsolated {
            let saved = try SavedData.open(directory: URL(fileURLWithPath: directory))
            let trip = Trip(name: "Kyōto, spring", collectionID: "spring-blossoms", lastViewed: .now)
            saved.wishlist.store.add(trip)
            for (title, currency) in [("=SUM(A1)", "USD"), ("'=1", "EUR"), ("Dinner, drinks\nand more", "JPY")] {
                saved.budget.store.add(Expense(
                    title: title, amount: Decimal(string: "12.345") ?? 1, currencyCode: currency, category: .foodAndDrink,
                    date: .now, tripID: trip.id))
            }
            #expect(saved.budget.store.database.flush() == nil)
            return saved.budget.store.expenses.count
        }
        let exported = try wishlist(["export", "--format", "csv", "--data-dir", directory, "-o", directory + "/export.csv"])
        #expect(exported.status == 0, "\(exported.error)")

        // Imported into the data it came from, every row is one already there.
        let again = try wishlist(["import", directory + "/export.csv", "--data-dir", directory])
        #expect(again.status == 0)
        #expect(again.error.hasPrefix("wishlist import: imported 0 expenses from export.csv; \(count) rows skipped (\(count) already there)"), "\(again.error)")
        // Kept all the same, they are the same expenses again, trips and all.
        let kept = try wishlist(["import", directory + "/export.csv", "--keep-duplicates", "--data-dir", directory])
        #expect(kept.status == 0 && kept.error.hasPrefix("wishlist import: imported \(count) expenses"), "\(kept.error)")
        let stored = try expenses(in: directory)
        func fields(_ expense: Expense) -> String {
            let parts: [String] = [
                expense.title, "\(expense.amount)", expense.currencyCode, expense.category.id, expense.tripID?.uuidString ?? "",
                StoredDay.text(for: expense.date, timeZone: .current) ?? "",
            ]
            return parts.joined(separator: "|")
        }
        let before: [String] = stored.prefix(count).map(fields).sorted()
        let after: [String] = stored.suffix(count).map(fields).sorted()
        #expect(stored.count == 2 * count)
        #expect(before == after)
    }

    @Test func exitStatusesAsTheHelpSays() throws {
        let directory = try makeData()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try file(Self.german, named: "bank.csv", in: directory)

        let help = try wishlist(["import", "--help"])
        #expect(help.status == 0 && help.output.hasPrefix("Usage: wishlist import FILE") && help.error.isEmpty)
        #expect(help.output.contains("EXIT STATUS"))
        // 64: the command line, and a column the file does not have.
        let unknown = try wishlist(["import", path, "--frobnicate", "--data-dir", directory])
        #expect(unknown.status == 64 && unknown.error == "wishlist import: unknown option '--frobnicate' (see wishlist import --help)\n")
        let column = try wishlist(["import", path, "--column", "trip=Reise", "--data-dir", directory])
        #expect(column.status == 64 && column.error.contains("--column trip=Reise: the file has no column of that name"), "\(column.error)")
        // 1: a file that cannot be imported; nothing is.
        let missing = try wishlist(["import", directory + "/nowhere.csv", "--data-dir", directory])
        #expect(missing.status == 1 && missing.error.hasSuffix("nowhere.csv: the file cannot be read: there is no such file; nothing was imported\n"), "\(missing.error)")
        let utf16Bytes: [UInt8] = [0xFF, 0xFE] + "Datum;Betrag\n".utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try Data(utf16Bytes).write(to: URL(fileURLWithPath: directory + "/unicode.csv"))
        let utf16 = try wishlist(["import", directory + "/unicode.csv", "--data-dir", directory])
        #expect(utf16.status == 1 && utf16.error.contains("is UTF-16 (\"Unicode\" text), not UTF-8: save it as UTF-8"), "\(utf16.error)")
        try Data(Array("Datum;Empfänger;Betrag\n14.03.2026;A;-1,00\n15.03.2026;Caf".utf8) + [0xE9, 0x0A]).write(to: URL(fileURLWithPath: directory + "/latin1.csv"))
        let latin1 = try wishlist(["import", directory + "/latin1.csv", "--data-dir", directory])
        #expect(latin1.status == 1 && latin1.error.contains("line 3 is not UTF-8 text"), "\(latin1.error)")
        #expect(latin1.error.hasSuffix("; nothing was imported\n"), "\(latin1.error)")
        let noDates = try file("Name,Note\nA,B\n", named: "nodates.csv", in: directory)
        let noDate = try wishlist(["import", noDates, "--data-dir", directory])
        #expect(noDate.status == 1 && noDate.error.contains("no column holds the date") && noDate.error.contains("(--column date=N)"), "\(noDate.error)")
        #expect(try expenses(in: directory).isEmpty)
        // 2: no data, and the data held by the app (its lock); a dry run reads all the same.
        let empty = directory + "/empty"
        try DataDirectory.create(at: URL(fileURLWithPath: empty))
        let none = try wishlist(["import", path, "--data-dir", empty])
        #expect(none.status == 2 && none.error == "wishlist import: there is no wishlist data in \(empty) (run wishlist with it once to start it)\n")
        try withExtendedLifetime(try DataLock.acquire(in: URL(fileURLWithPath: directory))) {
            let held = try wishlist(["import", path, "--data-dir", directory])
            #expect(held.status == 2 && held.output.isEmpty)
            #expect(held.error == "wishlist import: the data in \(directory) is in use: the app (or another command) has it open; quit it, then import again\n")
            let dryRun = try wishlist(["import", path, "--dry-run", "--data-dir", directory])
            #expect(dryRun.status == 0 && dryRun.output.contains("3 expenses to import"), "\(dryRun.error)")
        }
        #expect(try expenses(in: directory).isEmpty)
        #expect(try wishlist(["import", path, "--data-dir", directory]).status == 0, "the lock let go, the import runs")
    }

    /// A German bank's export of `rows` transactions, all of them money spent.
    static func largeExport(rows: Int) -> String {
        var text = "\"Buchungstag\";\"Auftraggeber / Begünstigter\";\"Verwendungszweck\";\"Betrag (EUR)\"\r\n"
        for index in 0..<rows {
            text += "\"\(10 + index % 18).03.2026\";\"Händler \(index % 977)\";\"Kartenzahlung \(index)\";\"-\(index % 3000 + 1),\(10 + index % 90)\"\r\n"
        }
        return text
    }

    @Test func anImportOf100000RowsKilledOrInterruptedHalfWayLeavesNothing() throws {
        let directory = try makeData()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try file(Self.largeExport(rows: 100_000), named: "large.csv", in: directory)
        let arguments = ["import", path, "--data-dir", directory]

        // Killed at moments along the way: while it reads and writes, and (for the later ones) while it commits.
        for delay in [0.4, 0.9, 1.6] {
            let running = try ChildProcess.start(Products.wishlist, arguments)
            usleep(useconds_t(delay * 1_000_000))
            running.signal(SIGKILL)
            let result = running.wait()
            let left = try expenses(in: directory).count
            #expect(left == 0 || result.status == 0 && left == 100_000, "killed after \(delay) s (status \(result.status)): \(left) left")
            if result.status == 0 { try FileManager.default.removeItem(atPath: directory + "/" + AppDatabase.fileName) }
            if result.status == 0 { try DatabaseSchema.migrate(DatabaseConnection(.file(path: directory + "/" + AppDatabase.fileName)), currencyCode: "USD") }
        }
        // Interrupted (Ctrl-C): it rolls back, says so, and ends by the signal.
        let running = try ChildProcess.start(Products.wishlist, arguments)
        // Half a second into the import: on a busy machine half a second after the start was once before the
        // import watched for the signal, which then ended it with no word.
        try waitUntilHoldingOffInterrupts(running.pid)
        usleep(500_000)
        running.signal(SIGINT)
        let interrupted = running.wait()
        if interrupted.status == 128 + SIGINT {
            #expect(interrupted.error == "wishlist import: interrupted: nothing was imported\n")
            #expect(try expenses(in: directory).isEmpty)
        } else {
            // A machine fast enough to finish first.
            #expect(interrupted.status == 0, "\(interrupted.error)")
        }
    }

    /// Waits until the process `pid` holds SIGINT off, as the import does once it watches for Ctrl-C (the signal's
    /// bit in `SigIgn` of /proc's status), or has ended.
    private func waitUntilHoldingOffInterrupts(_ pid: pid_t) throws {
        let deadline = Date().addingTimeInterval(60)
        while true {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigIgn:") }),
                  let ignored = UInt64(line.dropFirst("SigIgn:".count).trimmingCharacters(in: .whitespaces), radix: 16),
                  !status.contains("State:\tZ")
            else { return }
            if ignored & (1 << UInt64(SIGINT - 1)) != 0 { return }
            try #require(Date() < deadline, "the import never watched for SIGINT")
            usleep(1_000)
        }
    }

    /// Starts the import under strace, which kills it with SIGKILL on entering its `write`th positioned write
    /// (SQLite's writes to the database and its journal, all of them inside the import's commit); returns its
    /// exit status.
    private func runKilled(_ arguments: [String], atWrite write: Int) throws -> Int32 {
        try ChildProcess.run(ImportKillJourneyTests.strace, [
            "-f", "-qq", "-o", "/dev/null", "-e", "trace=pwrite64", "-e", "inject=pwrite64:error=EIO:signal=SIGKILL:when=\(write)",
            Products.wishlist,
        ] + arguments).status
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: ImportKillJourneyTests.strace), "needs strace"))
    func killedAtAnyWriteOfTheCommitNothingIsHalfImported() throws {
        let directory = try makeData()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try file(Self.largeExport(rows: 20_000), named: "large.csv", in: directory)
        for write in [1, 10, 100, 400] {
            #expect(try runKilled(["import", path, "--data-dir", directory], atWrite: write) == 128 + SIGKILL, "killed at write \(write)")
            #expect(try expenses(in: directory).isEmpty, "killed at write \(write)")
        }
        #expect(try wishlist(["import", path, "--data-dir", directory]).status == 0)
        #expect(try expenses(in: directory).count == 20_000, "all of it, once")
    }
}
