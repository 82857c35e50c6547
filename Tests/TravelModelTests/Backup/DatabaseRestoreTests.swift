import Foundation
import Glibc
import Testing
@testable import TravelModel

/// `wishlist restore FILE`'s library part: a backup checked, then put in place with the database it replaces
/// kept aside; anything that is not a backup this version can restore refused, and the current data left as it
/// was whatever happens.
@Suite("Database restore")
struct DatabaseRestoreTests {
    static let now = Date(timeIntervalSinceReferenceDate: 818_000_000)
    static let timeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    /// The name the database replaced is kept under, at `now`.
    static let keptName = "wishlist.sqlite.before-restore-" + KeepAside.stamp(now, timeZone: timeZone)

    /// A data directory with a database of `count` expenses, and a backup of it elsewhere, taken before the
    /// directory's database got `later` expenses more. Both directories go with the result's last copy: a test
    /// keeps it to its end.
    private func dataWithBackup(count: Int = 300, later: Int = 25) throws -> (data: TemporaryDirectory, backups: TemporaryDirectory, backup: URL) {
        let data = try TemporaryDirectory()
        let backups = try TemporaryDirectory()
        let database = try BackupFixture.makeDatabase(in: data, expenses: count)
        let backup = backups.appending("backup.sqlite")
        try DatabaseBackup.write(from: data.url, to: backup)
        try BackupFixture.addExpenses(later, from: count, in: DatabaseConnection(.file(path: database.path)))
        // As the app leaves it.
        try DataLock.acquire(in: data.url).release()
        return (data, backups, backup)
    }

    @Test("A backup is restored: its rows in place, the database it replaced kept aside whole, one file each")
    func restoresABackup() throws {
        let setup = try dataWithBackup(), data = setup.data, backup = setup.backup
        let database = data.appending(AppDatabase.fileName)
        let replaced = try BackupFixture.contents(of: database)

        let outcome = try DatabaseRestore.restore(backup, into: data.url, now: Self.now, timeZone: Self.timeZone)

        #expect(outcome == DatabaseRestore.Outcome(schemaVersion: DatabaseSchema.currentVersion, keptAside: data.appending(Self.keptName)))
        #expect(!outcome.needsUpdate)
        #expect(try BackupFixture.contents(of: database) == BackupFixture.contents(of: backup))
        #expect(try BackupFixture.expenseCount(at: database) == 300)
        #expect(try BackupFixture.contents(of: data.appending(Self.keptName)) == replaced)
        #expect(try data.names() == ["wishlist.lock", "wishlist.sqlite", Self.keptName])
        #expect(try permissions(of: database) == 0o600)
        // The app opens it, and the directory's lock is free again.
        let reopened = try AppDatabase.open(at: database, lock: try DataLock.acquire(in: data.url))
        #expect(reopened.lock?.isHeld == true)
    }

    @Test("What the replaced database had only in its log is kept aside with it, and not taken by the restored one")
    func logOfTheReplacedDatabaseIsKept() throws {
        let setup = try dataWithBackup(), data = setup.data, backup = setup.backup
        let database = data.appending(AppDatabase.fileName)
        // As a crash leaves it: the database and a log with changes not yet in it.
        let crashed = try TemporaryDirectory()
        do {
            let connection = try DatabaseConnection(.file(path: database.path))
            try connection.execute("PRAGMA wal_autocheckpoint = 0")
            try BackupFixture.addExpenses(40, from: 5_000, in: connection)
            for suffix in ["", "-wal"] {
                try contents(of: URL(fileURLWithPath: database.path + suffix)).write(to: crashed.appending(AppDatabase.fileName + suffix))
            }
        }
        for suffix in ["", "-wal"] {
            try #require(rename(crashed.appending(AppDatabase.fileName + suffix).path, database.path + suffix) == 0)
        }
        try #require(try data.names().contains("wishlist.sqlite-wal"))

        try DatabaseRestore.restore(backup, into: data.url, now: Self.now, timeZone: Self.timeZone)

        #expect(try BackupFixture.expenseCount(at: data.appending(Self.keptName)) == 300 + 25 + 40)
        #expect(try BackupFixture.expenseCount(at: database) == 300)
        #expect(try BackupFixture.integrity(of: database) == ["ok"])
        #expect(try data.names() == ["wishlist.lock", "wishlist.sqlite", Self.keptName], "the log went into the database kept aside")
    }

    @Test("A database that cannot be read is replaced too, and kept aside byte for byte")
    func replacesAnUnreadableDatabase() throws {
        let setup = try dataWithBackup(), data = setup.data, backup = setup.backup
        let database = data.appending(AppDatabase.fileName)
        try write(String(repeating: "garbage ", count: 1_000), to: database)
        let garbage = try contents(of: database)

        let outcome = try DatabaseRestore.restore(backup, into: data.url, now: Self.now, timeZone: Self.timeZone)
        #expect(try contents(of: data.appending(Self.keptName)) == garbage)
        #expect(outcome.keptAside == data.appending(Self.keptName))
        #expect(try BackupFixture.expenseCount(at: database) == 300)
    }

    @Test("A directory without a database gets the backup, and nothing is kept aside")
    func restoresIntoAnEmptyDirectory() throws {
        let setup = try dataWithBackup(), backup = setup.backup
        let empty = try TemporaryDirectory()
        let outcome = try DatabaseRestore.restore(backup, into: empty.url, now: Self.now, timeZone: Self.timeZone)
        #expect(outcome.keptAside == nil)
        #expect(try empty.names() == ["wishlist.lock", "wishlist.sqlite"])
        #expect(try BackupFixture.contents(of: empty.appending(AppDatabase.fileName)) == BackupFixture.contents(of: backup))
    }

    @Test("A backup of an earlier schema is restored as it is, and updated when the app opens it, with a copy kept first")
    func restoresAnEarlierVersion() throws {
        let old = try TemporaryDirectory()
        let setup = try dataWithBackup(), data = setup.data
        let oldFile = try BackupFixture.makeDatabase(in: old, version: 6, expenses: 50)

        let outcome = try DatabaseRestore.restore(oldFile, into: data.url, now: Self.now, timeZone: Self.timeZone)
        #expect(outcome.schemaVersion == 6 && outcome.needsUpdate)
        let database = data.appending(AppDatabase.fileName)
        #expect(try BackupFixture.version(of: database) == 6)

        _ = try AppDatabase.open(at: database, now: Self.now, timeZone: Self.timeZone)
        #expect(try BackupFixture.version(of: database) == DatabaseSchema.currentVersion)
        #expect(try BackupFixture.expenseCount(at: database) == 50)
        let copy = MigrationBackups.name(target: DatabaseSchema.currentVersion, day: MigrationBackups.day(of: Self.now, in: Self.timeZone))
        #expect(try BackupFixture.version(of: data.appending(copy)) == 6)
    }

    // MARK: Refused, and the current data as it was

    /// Restores `file` into `data` and expects `error`, with the directory's files and database as they were.
    private func expectRefusal(
        of file: URL, into data: TemporaryDirectory, check: DatabaseRestore.Check = .full, _ error: BackupError,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let database = data.appending(AppDatabase.fileName)
        let names = try data.names()
        let bytes = try contents(of: database)
        #expect(throws: error, sourceLocation: sourceLocation) {
            try DatabaseRestore.restore(file, into: data.url, check: check, now: Self.now, timeZone: Self.timeZone)
        }
        #expect(try data.names() == names, "no file left or taken away", sourceLocation: sourceLocation)
        #expect(try contents(of: database) == bytes, "the database as it was", sourceLocation: sourceLocation)
        #expect(try BackupFixture.integrity(of: database) == ["ok"], sourceLocation: sourceLocation)
    }

    @Test("A file that is not an SQLite database is refused")
    func refusesANonDatabase() throws {
        let (data, backups, _) = try dataWithBackup()
        let text = backups.appending("notes.txt")
        try write(String(repeating: "Not a database at all.\n", count: 100), to: text)
        try expectRefusal(of: text, into: data, .notADatabase(path: text.path))
        try expectRefusal(of: backups.appending("missing.sqlite"), into: data,
                          .cannotRead(path: backups.appending("missing.sqlite").path, reason: .system(code: ENOENT)))
        try expectRefusal(of: backups.url, into: data, .notAFile(path: backups.path, kind: "a directory"))
    }

    @Test("A damaged backup is refused by either check", arguments: [DatabaseRestore.Check.full, .quick])
    func refusesADamagedBackup(check: DatabaseRestore.Check) throws {
        let setup = try dataWithBackup(count: 3_000), data = setup.data, backup = setup.backup
        // Garbage over pages in the middle of the file; its header (page 1) is left whole.
        var bytes = try contents(of: backup)
        let pageSize = 4_096
        try #require(bytes.count > pageSize * 20)
        var generator = SystemRandomNumberGenerator()
        for offset in (pageSize * (bytes.count / pageSize / 2))..<(pageSize * (bytes.count / pageSize / 2 + 3)) {
            bytes[offset] = UInt8.random(in: 0...255, using: &generator)
        }
        try bytes.write(to: backup)

        let error = #expect(throws: BackupError.self) {
            try DatabaseRestore.restore(backup, into: data.url, check: check, now: Self.now, timeZone: Self.timeZone)
        }
        guard case .damaged(let path, let problem) = error else {
            Issue.record("not refused as damaged: \(String(describing: error))")
            return
        }
        #expect(path == backup.path && !problem.description.isEmpty && !problem.description.contains("\n"))
        #expect(try data.names() == ["wishlist.lock", "wishlist.sqlite"])
        #expect(try BackupFixture.expenseCount(at: data.appending(AppDatabase.fileName)) == 3_025)
    }

    @Test("Another program's SQLite database, or an empty one, is refused")
    func refusesAnotherProgramsDatabase() throws {
        let (data, backups, _) = try dataWithBackup()
        let other = backups.appending("other.sqlite")
        do {
            let connection = try DatabaseConnection(.file(path: other.path))
            try connection.execute("CREATE TABLE expense (id TEXT); PRAGMA application_id = 42; PRAGMA user_version = 3")
        }
        try expectRefusal(of: other, into: data, .notWishlist(path: other.path))
        let empty = backups.appending("empty.sqlite")
        try write("", to: empty)
        try expectRefusal(of: empty, into: data, .notWishlist(path: empty.path))
    }

    @Test("A backup of a newer version is refused, saying so")
    func refusesANewerVersion() throws {
        let setup = try dataWithBackup(), data = setup.data, backup = setup.backup
        try DatabaseConnection(.file(path: backup.path)).setUserVersion(DatabaseSchema.currentVersion + 1)
        let error = BackupError.newerVersion(path: backup.path, version: DatabaseSchema.currentVersion + 1)
        try expectRefusal(of: backup, into: data, error)
        #expect(error.description.contains("newer version of wishlist"))
    }

    @Test("A restore is refused while another copy of wishlist runs on the directory")
    func refusedWhileRunning() throws {
        let setup = try dataWithBackup(), data = setup.data, backup = setup.backup
        let running = try DataLock.acquire(in: data.url)
        try expectRefusal(of: backup, into: data, .inUse(directory: data.path))
        running.release()
        #expect(try acquireSoon { try DatabaseRestore.restore(backup, into: data.url, now: Self.now, timeZone: Self.timeZone) }.keptAside != nil)
    }

    @Test("A restore that fills the disk leaves the current database as it was, and nothing of the copy",
          .enabled(if: TemporaryMount.isPermitted, "needs to mount a tmpfs"))
    func fullDiskLeavesTheCurrentData() throws {
        let small = try TemporaryDirectory()
        let backups = try TemporaryDirectory()
        try TemporaryMount.mountTmpfs(on: small, size: 512 << 10)
        defer { TemporaryMount.unmount(small) }
        // A small database in the small directory, and a large backup elsewhere.
        try BackupFixture.makeDatabase(in: small, expenses: 20)
        let large = TemporaryDirectory(url: backups.url.appendingPathComponent("large", isDirectory: true))
        try FileManager.default.createDirectory(at: large.url, withIntermediateDirectories: false)
        try BackupFixture.makeDatabase(in: large, expenses: 5_000)
        let backup = backups.appending("large.sqlite")
        try DatabaseBackup.write(from: large.url, to: backup)
        try DataLock.acquire(in: small.url).release()

        let target = small.appending(AppDatabase.fileName).path
        #expect(pathOfFailureToWrite { try DatabaseRestore.restore(backup, into: small.url, now: Self.now, timeZone: Self.timeZone) } == target)
        #expect(try small.names() == ["wishlist.lock", "wishlist.sqlite"])
        #expect(try BackupFixture.expenseCount(at: small.appending(AppDatabase.fileName)) == 20)
    }
}
