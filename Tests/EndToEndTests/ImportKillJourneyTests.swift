import Foundation
import Testing
@testable import TravelModel

/// The one-time import of an earlier version's files in the real app, killed with SIGKILL at the moments that
/// matter: right after an import's commit, before its file is renamed aside (strace kills the app at its Nth
/// rename, before the rename runs). Whatever the kills, the files end kept aside, each imported once.
@Suite(.serialized)
struct ImportKillJourneyTests {
    static let strace = "/usr/bin/strace"

    /// Starts the app on `directory` under strace, which kills it with SIGKILL on entering its `rename`th
    /// rename, which then does not happen; returns its exit status.
    private func runKilled(_ directory: String, atRename rename: Int) throws -> Int32 {
        let calls = "rename,renameat,renameat2"
        let command = "'\(Self.strace)' -f -qq -o /dev/null -e trace=\(calls) -e inject=\(calls):error=EIO:signal=SIGKILL:when=\(rename) "
            + "'\(Products.wishlist)' --data-dir '\(directory)' --currency USD"
        let session = try TmuxSession(command: command, columns: 200, rows: 30)
        return try session.waitForExit(timeout: 30)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: strace), "needs strace"))
    func killedBetweenTheCommitAndTheRenameTheFilesEndKeptAsideImportedOnce() async throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wishlist-import-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (expenses, trips) = await MainActor.run {
            (BudgetStore.sampleExpenses(now: .now, calendar: .current), TripStore.sample().sortedTripsWithActivities())
        }
        try DocumentFile(BudgetDocument.self, directory: directory).save(expenses)
        try DocumentFile(TripsDocument.self, directory: directory).save(trips)

        // 1: killed after the expenses' import commits, at the rename of expenses.json.
        #expect(try runKilled(directory.path, atRename: 1) == 128 + SIGKILL)
        #expect(try savedExpenses(in: directory).count == expenses.count, "committed")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("expenses.json").path), "not renamed")
        // 2: killed again at the same rename, now the recovery's.
        #expect(try runKilled(directory.path, atRename: 1) == 128 + SIGKILL)
        // 3: expenses.json goes aside; killed after the trips' import commits, at the rename of trips.json.
        #expect(try runKilled(directory.path, atRename: 2) == 128 + SIGKILL)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.contains("trips.json") && !names.contains("expenses.json"), "\(names)")

        // 4: a start let run keeps trips.json aside, and says so.
        let session = try TmuxSession(command: "'\(Products.wishlist)' --data-dir '\(directory.path)' --currency USD", columns: 200, rows: 30)
        // The message is read from the screen the first frame ends on, not one caught halfway through it.
        try session.waitFor("? help", settled: true)
        #expect(try session.joinedScreen().contains("trips.json had been moved into wishlist.sqlite before wishlist last stopped"))
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!left.contains("expenses.json") && !left.contains("trips.json"), "nothing left in place: \(left)")
        #expect(left.filter { $0.hasPrefix("expenses.json.imported-") }.count == 1, "\(left)")
        #expect(left.filter { $0.hasPrefix("trips.json.imported-") }.count == 1, "\(left)")
        #expect(try savedExpenses(in: directory).map(\.id) == expenses.map(\.id), "imported once")
        let connection = try DatabaseConnection(.file(path: directory.appendingPathComponent(AppDatabase.fileName).path), access: .readOnly)
        #expect(Set(try TripTable.all(from: connection, timeZone: .current).trips.map(\.id)) == Set(trips.map(\.id)))
    }

    /// Starts the app on `directory` under strace, which kills it with SIGKILL on entering its `write`th
    /// positioned write (SQLite's writes to the database, its journal and its log); returns its exit status.
    private func runKilled(_ directory: String, atWrite write: Int) throws -> Int32 {
        let command = "'\(Self.strace)' -f -qq -o /dev/null -e trace=pwrite64 -e inject=pwrite64:error=EIO:signal=SIGKILL:when=\(write) "
            + "'\(Products.wishlist)' --data-dir '\(directory)' --currency USD"
        let session = try TmuxSession(command: command, columns: 200, rows: 30)
        return try session.waitForExit(timeout: 60)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: strace), "needs strace"))
    func killedAtAnyWriteOfTheImportNothingIsHalfImportedAndTheNextStartImportsItAll() async throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wishlist-import-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Enough rows that the commit writes some hundreds of pages: the kills land inside it.
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let expenses = (0..<6_000).map { index in
            Expense(
                title: "Expense \(index) of a long import", amount: Decimal(index % 997) + Decimal(string: "0.25")!,
                category: .foodAndDrink, date: start.addingTimeInterval(Double(index) * 3_600))
        }
        try DocumentFile(BudgetDocument.self, directory: directory).save(expenses)
        let database = directory.appendingPathComponent(AppDatabase.fileName).path

        for write in [3, 30, 120, 300] {
            #expect(try runKilled(directory.path, atWrite: write) == 128 + SIGKILL, "killed at write \(write)")
            // A connection that writes rolls back what a kill left in the journal, as the app's next start does.
            let connection = try DatabaseConnection(.file(path: database))
            let saved = (try? ExpenseTable.all(from: connection)) ?? []
            #expect(saved.isEmpty || saved.map(\.id) == expenses.map(\.id), "killed at write \(write), \(saved.count) of \(expenses.count) were left")
            #expect(try connection.prepare("PRAGMA integrity_check").rows { try $0.column(0, as: String.self) } == ["ok"])
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("expenses.json").path))
        }
        let session = try TmuxSession(command: "'\(Products.wishlist)' --data-dir '\(directory.path)' --currency USD", columns: 200, rows: 30)
        try session.waitFor("? help", timeout: 60)
        try session.press("q")
        #expect(try session.waitForExit() == 0)
        #expect(try savedExpenses(in: directory).map(\.id) == expenses.map(\.id), "all of it, once")
    }

    /// The expenses committed to the database of `directory`.
    private func savedExpenses(in directory: URL) throws -> [Expense] {
        let connection = try DatabaseConnection(.file(path: directory.appendingPathComponent(AppDatabase.fileName).path), access: .readOnly)
        return try ExpenseTable.all(from: connection)
    }
}
