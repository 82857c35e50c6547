import Foundation
import Testing
@testable import TravelModel

/// `wishlist sync` run from a shell, as a script runs it, on two data directories the app made, through one
/// folder: set up, both ways, what it says on standard error, and each exit status its help documents.
@Suite(.serialized)
@MainActor
struct SyncJourneyTests {
    /// A data directory made by the app (its sample and an expense titled `title`), let go again.
    private func makeData(title: String) throws -> String {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wishlist-sync-\(UUID().uuidString)").path
        try DataDirectory.create(at: URL(fileURLWithPath: directory))
        let saved = try SavedData.open(directory: URL(fileURLWithPath: directory))
        saved.budget.store.add(Expense(title: title, amount: 12, category: .foodAndDrink, date: .now))
        #expect(saved.budget.store.database.flush() == nil)
        return directory
    }

    private func wishlist(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(Products.wishlist, arguments)
    }

    /// Runs `body` with a laptop's and a desktop's data directories the app made (each with an expense of its
    /// own) and a folder for them, all let go and removed afterwards.
    private func withLaptopAndDesktop(_ body: (_ laptop: String, _ desktop: String, _ folder: String) throws -> Void) throws {
        let laptop = try makeData(title: "Laptop's lunch")
        let desktop = try makeData(title: "Desktop's dinner")
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wishlist-synced-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { [laptop, desktop, folder].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        try DataDirectoryChecks.waitForTheLock(of: laptop)
        try DataDirectoryChecks.waitForTheLock(of: desktop)
        try body(laptop, desktop, folder)
    }

    @Test func twoDataDirectoriesThroughOneFolder() throws {
        try withLaptopAndDesktop { laptop, desktop, folder in

            let notSetUp = try wishlist(["sync", "--data-dir", laptop])
            #expect(notSetUp.status == 2 && notSetUp.output.isEmpty)
            #expect(notSetUp.error == "wishlist sync: sync is not set up for \(laptop): wishlist sync --folder DIR sets it up\n")
            let missing = try wishlist(["sync", "--folder", folder + "/missing", "--data-dir", laptop])
            #expect(missing.status == 2 && missing.error.contains("is not there"))
            let holdsData = try wishlist(["--data-dir", laptop, "sync", "--folder", laptop])
            #expect(holdsData.status == 2 && holdsData.error.contains("must stay out of the synced folder"))
            let usage = try wishlist(["sync", "--folder"])
            #expect(usage.status == 64 && usage.error == "wishlist sync: --folder needs a value (see wishlist sync --help)\n")
            let help = try wishlist(["sync", "--help"])
            #expect(help.status == 0 && help.output.hasPrefix("Usage: wishlist sync"))

            // The laptop first: its whole data goes into the folder as its first file.
            let first = try wishlist(["sync", "--folder", folder, "--data-dir", laptop])
            #expect(first.status == 0 && first.output.isEmpty, "\(first.error)")
            let lines = first.error.split(separator: "\n")
            #expect(lines.count == 2)
            #expect(lines.first?.hasPrefix("wishlist sync: syncing through \(folder) as device ") == true)
            #expect(lines.last == "wishlist sync: wrote 1 file; applied 0 files (0 rows changed)")
            // The desktop joins, and gets the laptop's; then the laptop gets the desktop's.
            let joined = try wishlist(["sync", "--folder", folder, "--data-dir", desktop])
            #expect(joined.status == 0, "\(joined.error)")
            #expect(joined.error.contains("wrote 1 file; applied 1 file ("), "\(joined.error)")
            let back = try wishlist(["--data-dir", laptop, "sync"])
            #expect(back.status == 0 && back.error.hasPrefix("wishlist sync: wrote 0 files; applied 1 file ("), "\(back.error)")
            for directory in [laptop, desktop] {
                let titles = try DataDirectoryChecks.titles(inDatabase: directory + "/" + AppDatabase.fileName)
                #expect(titles.contains("Laptop's lunch") && titles.contains("Desktop's dinner"))
            }
            #expect(try DataDirectoryChecks.titles(inDatabase: laptop + "/" + AppDatabase.fileName) == DataDirectoryChecks.titles(inDatabase: desktop + "/" + AppDatabase.fileName))

            // While the app has the data, the command leaves it to the app.
            let saved = try SavedData.open(directory: URL(fileURLWithPath: desktop))
            let inUse = try wishlist(["sync", "--data-dir", desktop])
            #expect(inUse.status == 2 && inUse.error.contains("is in use"))
            saved.budget.store.add(Expense(title: "Desktop's breakfast", amount: 7, category: .foodAndDrink, date: .now))
            #expect(saved.budget.store.database.flush() == nil)
            _ = consume saved
            try DataDirectoryChecks.waitForTheLock(of: desktop)
            // A damaged file of the desktop's: status 1, said, kept aside; the others still applied.
            #expect(try wishlist(["sync", "--data-dir", desktop]).status == 0)
            let laptopDevice = try device(of: laptop)
            let device = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0 != laptopDevice })
            let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/" + device).filter { $0.hasSuffix(".changeset") }.sorted()
            let last = folder + "/" + device + "/" + (files.last ?? "")
            var bytes = try Data(contentsOf: URL(fileURLWithPath: last))
            bytes[bytes.count - 2] ^= 0x55
            try bytes.write(to: URL(fileURLWithPath: last))
            let damaged = try wishlist(["sync", "--data-dir", laptop])
            #expect(damaged.status == 1, "\(damaged.error)")
            #expect(damaged.error.contains("is damaged (its checksum does not match); a copy is kept as \(laptop)/sync-damaged/"), "\(damaged.error)")
            #expect(try !DataDirectoryChecks.titles(inDatabase: laptop + "/" + AppDatabase.fileName).contains("Desktop's breakfast"))
        }
    }

    @Test func aTripsPictureTravelsWithItAndAHostileOneIsRefusedOnce() throws {
        try withLaptopAndDesktop { laptop, desktop, folder in
            // The laptop makes a trip with a picture of its own, and a trip whose picture it has not.
            let picture = try #require(Picture(width: 32, height: 20, pixels: (0..<(32 * 20 * 3)).map { UInt8($0 % 199) }))
            let name = try UserPictures(dataDirectory: URL(fileURLWithPath: laptop)).add(picture)
            let stranger = UUID()
            do {
                let saved = try SavedData.open(directory: URL(fileURLWithPath: laptop))
                saved.wishlist.store.add(Trip(name: "Porto", photoName: name, collectionID: "summer-escapes", lastViewed: .now))
                saved.wishlist.store.add(Trip(
                    name: "Nowhere", photoName: UserPictures.namePrefix + stranger.uuidString.lowercased(), collectionID: "summer-escapes",
                    lastViewed: .now))
                #expect(saved.budget.store.database.flush() == nil)
            }
            try DataDirectoryChecks.waitForTheLock(of: laptop)
            let sent = try wishlist(["sync", "--folder", folder, "--data-dir", laptop])
            #expect(sent.status == 0 && sent.error.hasSuffix("wrote 1 file; applied 0 files (0 rows changed); sent 1 picture, took 0 pictures\n"), "\(sent.error)")
            // A third device's folder holds text with escape sequences where the stranger's picture should be.
            let hostile = folder + "/" + UUID().uuidString + "/pictures"
            try FileManager.default.createDirectory(atPath: hostile, withIntermediateDirectories: true)
            try Data("\u{1B}]0;owned\u{07}\u{1B}[2J".utf8).write(to: URL(fileURLWithPath: hostile + "/\(stranger.uuidString.lowercased()).ppm"))

            let joined = try wishlist(["sync", "--folder", folder, "--data-dir", desktop])
            #expect(joined.status == 1, "\(joined.error)")
            #expect(joined.error.contains("took 1 picture"), "\(joined.error)")
            #expect(joined.error.contains("\(stranger.uuidString.lowercased()).ppm is not used: it is not a picture of the app's"), "\(joined.error)")
            #expect(!joined.error.contains("\u{1B}"))
            let taken = try Data(contentsOf: URL(fileURLWithPath: desktop + "/pictures/" + (name.split(separator: ":").last.map(String.init) ?? "") + ".ppm"))
            #expect(taken == Data(picture.ppmData))
            #expect(!FileManager.default.fileExists(atPath: desktop + "/pictures/\(stranger.uuidString.lowercased()).ppm"))
            // Said once: the next round is quiet about it, and takes nothing again (it sends what it took, for a
            // third machine).
            let again = try wishlist(["sync", "--data-dir", desktop])
            #expect(again.status == 0 && again.error.hasSuffix("sent 1 picture, took 0 pictures\n"), "\(again.error)")
            #expect(!again.error.contains("is not used"), "\(again.error)")
            #expect(try wishlist(["sync", "--data-dir", desktop]).error.hasSuffix("(0 rows changed)\n"))
            // The laptop's trip refers to the stranger too: it says so once, and takes nothing back.
            let back = try wishlist(["sync", "--data-dir", laptop])
            #expect(back.status == 1 && back.error.contains("is not used") && !back.error.contains("took 1"), "\(back.error)")
            #expect(try wishlist(["sync", "--data-dir", laptop]).status == 0)
        }
    }

    /// The device id of the data in `directory`.
    private func device(of directory: String) throws -> String {
        let connection = try DatabaseConnection(.file(path: directory + "/" + AppDatabase.fileName), access: .readOnly)
        return try connection.prepare("SELECT value FROM sync_state WHERE key = 'device'").rows { try $0.column(0, as: String.self) }.first ?? ""
    }

    /// The expenses' titles and amounts in the data directory `directory`, rolling back what a kill left in its
    /// journal first.
    private func expenses(in directory: String) throws -> [String] {
        let connection = try DatabaseConnection(.file(path: directory + "/" + AppDatabase.fileName))
        return try connection.prepare("SELECT title || ' ' || amount FROM expense").rows { try $0.column(0, as: String.self) }.sorted()
    }

    /// Adds `suffix` to the title of each of the sample's expenses in the data directory `directory` (the same
    /// ids in every data directory the app made), as the app changes them; gives how many.
    private func renameSampleExpenses(in directory: String, adding suffix: String) throws -> Int {
        let saved = try SavedData.open(directory: URL(fileURLWithPath: directory))
        let store = saved.budget.store
        let sample = store.expenses.filter { !$0.title.hasSuffix("'s lunch") && !$0.title.hasSuffix("'s dinner") }
        for var expense in sample {
            expense.title += suffix
            store.replace(expense)
        }
        #expect(store.database.flush() == nil)
        return sample.count
    }

    /// How many conflicts the data directory `directory` keeps, and of how many rows.
    private func conflicts(in directory: String) throws -> [Int] {
        let connection = try DatabaseConnection(.file(path: directory + "/" + AppDatabase.fileName))
        return try connection.prepare("SELECT count(*), count(DISTINCT key) FROM sync_conflict").rows {
            [try $0.column(0, as: Int.self), try $0.column(1, as: Int.self)]
        }.first ?? []
    }

    /// Runs `wishlist sync` on `directory` under strace, which kills it with SIGKILL on entering its `write`th
    /// positioned write (SQLite's writes to the database and its log); gives its exit status.
    private func syncKilled(_ directory: String, atWrite write: Int) throws -> Int32 {
        try ChildProcess.run(ImportKillJourneyTests.strace, [
            "-f", "-qq", "-o", "/dev/null", "-e", "trace=pwrite64", "-e", "inject=pwrite64:error=EIO:signal=SIGKILL:when=\(write)",
            Products.wishlist, "sync", "--data-dir", directory,
        ]).status
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: ImportKillJourneyTests.strace), "needs strace"))
    func aSyncKilledWhileApplyingALargeFileAppliesItOnceOnTheNextRound() throws {
        try withLaptopAndDesktop { laptop, desktop, folder in
            for directory in [laptop, desktop] {
                #expect(try wishlist(["sync", "--folder", folder, "--data-dir", directory]).status == 0)
            }
            #expect(try wishlist(["sync", "--data-dir", laptop]).status == 0)
            #expect(try wishlist(["sync", "--data-dir", desktop]).status == 0)
            // Both rename the same expenses, the laptop later (so its names win, and the desktop's are kept as
            // conflicts); then the laptop imports a large file: one file of 6,000 changes for the desktop.
            let renamed = try renameSampleExpenses(in: desktop, adding: " (desktop)")
            Thread.sleep(forTimeInterval: 0.01)
            #expect(try renameSampleExpenses(in: laptop, adding: " (laptop)") == renamed)
            try DataDirectoryChecks.waitForTheLock(of: laptop)
            try DataDirectoryChecks.waitForTheLock(of: desktop)
            let csv = laptop + "/large.csv"
            try Data(ImportJourneyTests.largeExport(rows: 6_000).utf8).write(to: URL(fileURLWithPath: csv))
            #expect(try wishlist(["import", csv, "--data-dir", laptop]).status == 0)
            #expect(try wishlist(["sync", "--data-dir", laptop]).status == 0)
            let before = try expenses(in: desktop).count

            // The desktop's round killed at writes along the way: its own file's mark, the renames' commit, the
            // large file's commit. Each kill leaves each file applied whole or not at all.
            var killsInTheLargeFile = 0
            for write in [1, 4, 12, 40, 120, 400, 700, 1_000, 1_300, 1_600, 2_000, 2_400, 3_600, 5_400] {
                let status = try syncKilled(desktop, atWrite: write)
                guard status == 128 + SIGKILL else {
                    #expect(status == 0, "the round that was not killed (write \(write)) ends well")
                    break
                }
                let count = try expenses(in: desktop).count
                #expect(count == before || count == before + 6_000, "killed at write \(write): \(count - before) of 6,000 added")
                if count == before, try conflicts(in: desktop) == [renamed, renamed] { killsInTheLargeFile += 1 }
            }
            #expect(killsInTheLargeFile >= 2, "rounds were killed while applying the large file, after the renames' file")
            let round = try wishlist(["sync", "--data-dir", desktop])
            #expect(round.status == 0, "\(round.error)")
            #expect(try wishlist(["sync", "--data-dir", laptop]).status == 0)

            // Nothing applied twice, nothing lost: the same expenses on both, each conflict kept once.
            let here = try expenses(in: laptop), there = try expenses(in: desktop)
            #expect(there.count == before + 6_000)
            #expect(here == there)
            #expect(there.filter { $0.contains(" (laptop)") }.count == renamed && !there.contains { $0.contains(" (desktop)") })
            #expect(try conflicts(in: desktop) == [renamed, renamed], "each renamed expense's conflict kept once on the desktop")
        }
    }

    @Test func anImportKilledAtAnyMomentIsSentWholeOrNotAtAll() throws {
        try withLaptopAndDesktop { laptop, desktop, folder in
            for directory in [laptop, desktop] {
                #expect(try wishlist(["sync", "--folder", folder, "--data-dir", directory]).status == 0)
            }
            #expect(try wishlist(["sync", "--data-dir", laptop]).status == 0)
            let before = try expenses(in: laptop).count
            let csv = laptop + "/large.csv"
            try Data(ImportJourneyTests.largeExport(rows: 20_000).utf8).write(to: URL(fileURLWithPath: csv))
            // Killed at moments along the way: while it reads and writes, while it commits, or after.
            for delay in [0.2, 0.5, 0.9, 1.5] {
                let running = try ChildProcess.start(Products.wishlist, ["import", csv, "--data-dir", laptop])
                usleep(useconds_t(delay * 1_000_000))
                running.signal(SIGKILL)
                _ = running.wait()
                let round = try wishlist(["sync", "--data-dir", laptop])
                #expect(round.status == 0, "killed after \(delay) s: \(round.error)")
                #expect(try wishlist(["sync", "--data-dir", desktop]).status == 0)
                // What the laptop has, the desktop has: nothing committed is lost to sync, nothing half sent.
                let here = try expenses(in: laptop), there = try expenses(in: desktop)
                #expect(here == there, "killed after \(delay) s: \(here.count) here, \(there.count) there")
                #expect((here.count - before) % 20_000 == 0, "killed after \(delay) s: \(here.count)")
            }
        }
    }
}
