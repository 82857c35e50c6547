import Foundation
import Testing
@testable import TravelModel

/// `wishlist backup` and `wishlist restore` run from a shell, as a script runs them, on a data directory the
/// app made: a backup while the app has the data open, a restore refused while it does and made once it has
/// quit, what each says on standard error, and each exit status their help documents.
@Suite(.serialized)
@MainActor
struct BackupJourneyTests {
    /// A data directory made by the app (its sample and an expense titled `title`), with the app's stores
    /// given back open, as while the app runs.
    private func makeData(title: String) throws -> (directory: String, saved: SavedData) {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wishlist-backup-\(UUID().uuidString)").path
        try DataDirectory.create(at: URL(fileURLWithPath: directory))
        let saved = try SavedData.open(directory: URL(fileURLWithPath: directory))
        saved.budget.store.add(Expense(title: title, amount: 12, category: .foodAndDrink, date: .now))
        #expect(saved.budget.store.database.flush() == nil)
        return (directory, saved)
    }

    private func wishlist(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(Products.wishlist, arguments)
    }

    @Test func backupWhileTheAppRunsThenRestoreOnceItHasQuit() throws {
        let directory: String
        var saved: SavedData?
        do {
            let made = try makeData(title: "Before the backup")
            directory = made.directory
            saved = made.saved
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = directory + "/" + AppDatabase.fileName
        let file = directory + "/copies/backup.sqlite"
        try FileManager.default.createDirectory(atPath: directory + "/copies", withIntermediateDirectories: false)

        let backup = try wishlist(["backup", file, "--data-dir", directory])
        #expect(backup.status == 0 && backup.output.isEmpty, "\(backup.error)")
        #expect(backup.error.hasPrefix("wishlist backup: wrote \(file) ("), "\(backup.error)")
        #expect(try DataDirectoryChecks.titles(inDatabase: file).contains("Before the backup"))
        #expect((try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int) == 0o600)

        // After the backup, another expense; a restore is refused while the app has the data.
        saved?.budget.store.add(Expense(title: "After the backup", amount: 3, category: .other, date: .now))
        #expect(saved?.budget.store.database.flush() == nil)
        let refused = try wishlist(["--data-dir", directory, "restore", file])
        #expect(refused.status == 2 && refused.output.isEmpty)
        #expect(refused.error == "wishlist restore: the data in \(directory) is in use by another copy of wishlist; quit it and try again\n")

        // The app quits; the restore puts the backup back and keeps the data it replaced.
        saved = nil
        try DataDirectoryChecks.waitForTheLock(of: directory)
        let restored = try wishlist(["--data-dir", directory, "restore", file, "--quick"])
        #expect(restored.status == 0 && restored.output.isEmpty, "\(restored.error)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("wishlist.sqlite.before-restore-") }
        #expect(kept.count == 1)
        #expect(restored.error == "wishlist restore: restored \(file) into \(database); the data it replaced is kept as \(directory)/\(kept.first ?? "")\n")
        #expect(try !DataDirectoryChecks.titles(inDatabase: database).contains("After the backup"))
        #expect(try DataDirectoryChecks.titles(inDatabase: directory + "/" + (kept.first ?? "")).contains("After the backup"))

        // The app opens the restored data.
        let reopened = try SavedData.open(directory: URL(fileURLWithPath: directory))
        #expect(reopened.notices == [])
        #expect(reopened.budget.store.expenses(matching: ExpenseSearch(text: "before the backup")).count == 1)
    }

    /// The app running in a terminal, in a process of its own, holds the data: a backup is made meanwhile and
    /// holds what it saved, a restore is refused (status 2) and changes nothing, and once the app has quit the
    /// restore is made.
    @Test func aRestoreRefusedWhileTheAppRunsInATerminalAndABackupMadeMeanwhile() throws {
        var made: (directory: String, saved: SavedData)? = try makeData(title: "Before the app started")
        let directory = made?.directory ?? ""
        made = nil
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try DataDirectoryChecks.waitForTheLock(of: directory)
        let database = directory + "/" + AppDatabase.fileName
        let earlier = directory + "/earlier.sqlite"
        #expect(try wishlist(["backup", earlier, "--data-dir", directory]).status == 0)

        let session = try TmuxSession(command: "'\(Products.wishlist)' --data-dir '\(directory)'", columns: 80, rows: 24)
        try session.openBudget()
        try session.waitFor("Before the app started")
        let during = directory + "/during.sqlite"
        let backup = try wishlist(["backup", during, "--data-dir", directory])
        #expect(backup.status == 0 && backup.output.isEmpty, "\(backup.error)")
        #expect(try DataDirectoryChecks.titles(inDatabase: during).contains("Before the app started"))
        let refused = try wishlist(["restore", earlier, "--data-dir", directory])
        #expect(refused.status == 2 && refused.output.isEmpty)
        #expect(refused.error == "wishlist restore: the data in \(directory) is in use by another copy of wishlist; quit it and try again\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains("before-restore") }.isEmpty,
                "nothing put aside: the database stays in place")

        try session.press("q")
        #expect(try session.waitForExit() == 0)
        try DataDirectoryChecks.waitForTheLock(of: directory)
        let restored = try wishlist(["restore", earlier, "--data-dir", directory])
        #expect(restored.status == 0, "\(restored.error)")
        #expect(try DataDirectoryChecks.titles(inDatabase: database).contains("Before the app started"))
    }

    @Test func exitStatusesAsTheHelpSays() throws {
        let (directory, saved) = try makeData(title: "Lunch")
        defer { try? FileManager.default.removeItem(atPath: directory) }

        let help = try wishlist(["restore", "--help"])
        #expect(help.status == 0 && help.output.hasPrefix("Usage: wishlist restore") && help.error.isEmpty)
        let noFile = try wishlist(["backup"])
        #expect(noFile.status == 64 && noFile.error == "wishlist backup: FILE is needed (see wishlist backup --help)\n")

        // A backup that cannot be written: status 1, and nothing made.
        let nowhere = try wishlist(["backup", directory + "/nowhere/b.sqlite", "--data-dir", directory])
        #expect(nowhere.status == 1)
        #expect(nowhere.error == "wishlist backup: cannot write \(directory)/nowhere/b.sqlite: No such file or directory; nothing was written\n")
        // Over the database itself, or from a directory without data: status 2.
        let itself = try wishlist(["backup", directory + "/" + AppDatabase.fileName, "--data-dir", directory])
        #expect(itself.status == 2 && itself.error.contains("is the database itself"))
        let empty = directory + "/empty"
        try DataDirectory.create(at: URL(fileURLWithPath: empty))
        let none = try wishlist(["backup", directory + "/b.sqlite", "--data-dir", empty])
        #expect(none.status == 2)
        #expect(none.error == "wishlist backup: there is no wishlist data in \(empty) (run wishlist with it once to start it)\n")

        // A restore of what is not a backup: status 2, the data as it was. Into a directory not made yet, it
        // makes the directory and nothing else.
        let text = directory + "/notes.txt"
        #expect(FileManager.default.createFile(atPath: text, contents: Data(String(repeating: "notes\n", count: 100).utf8)))
        let fresh = directory + "/fresh"
        let notABackup = try wishlist(["restore", text, "--data-dir", fresh])
        #expect(notABackup.status == 2)
        #expect(notABackup.error == "wishlist restore: \(text) is not an SQLite database, so not wishlist's\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fresh) == [DataLock.fileName])
        withExtendedLifetime(saved) {}
    }

    @Test func pathsReachStandardErrorOnlyAsTheScreenShowsThem() throws {
        let (directory, saved) = try makeData(title: "Lunch")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let hostile = directory + "/" + HostileDataJourneyTests.payload + "\nsecond line"
        for arguments in [["backup", hostile + "/b.sqlite", "--data-dir", directory], ["restore", hostile, "--data-dir", directory + "/other"]] {
            let refused = try wishlist(arguments)
            #expect([1, 2].contains(refused.status))
            #expect(refused.error.contains(HostileDataJourneyTests.shown + "\u{2424}second line"), "\(refused.error)")
            #expect(refused.error.filter { $0 == "\n" }.count == 1, "one line")
            #expect(!refused.error.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        }
        withExtendedLifetime(saved) {}
    }
}
