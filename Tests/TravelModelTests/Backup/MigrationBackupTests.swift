import Foundation
import Glibc
import Testing
@testable import TravelModel

/// The copy of the database made before every update of its schema: made for a database with data, not for a
/// new one; the latest two kept; and no update without it.
@Suite("Copies before updates")
struct MigrationBackupTests {
    static let now = Date(timeIntervalSinceReferenceDate: 818_000_000)
    static let timeZone = TimeZone(identifier: "Pacific/Auckland") ?? .gmt
    static var today: String { MigrationBackups.day(of: now, in: timeZone) }
    static var current: Int32 { DatabaseSchema.currentVersion }

    @Test("Opening a database of version 6 keeps a copy of it as it was, named for the update and the day")
    func copyBeforeUpdate() throws {
        let data = try TemporaryDirectory()
        let database = try BackupFixture.makeDatabase(in: data, version: 6, expenses: 200)
        let before = try BackupFixture.contents(of: database)

        let opened = try AppDatabase.open(at: database, now: Self.now, timeZone: Self.timeZone)
        let name = "wishlist.before-v\(Self.current)-\(Self.today).sqlite"
        #expect(MigrationBackups.name(target: Self.current, day: Self.today) == name)
        let copy = data.appending(name)
        #expect(try BackupFixture.version(of: copy) == 6)
        #expect(try BackupFixture.contents(of: copy) == before)
        #expect(try BackupFixture.journalMode(of: copy) == .delete)
        #expect(try permissions(of: copy) == 0o600)
        #expect(try data.names().filter { !$0.hasPrefix("wishlist.sqlite") } == [name])
        _ = opened
        #expect(try BackupFixture.version(of: database) == Self.current)
    }

    @Test("A new database, or one of the current version, gets no copy")
    @MainActor
    func noCopyWithoutUpdate() throws {
        let data = try TemporaryDirectory()
        do {
            let saved = try SavedData.open(directory: data.url, now: Self.now)
            #expect(saved.notices.map(\.description) == [])
        }
        _ = try AppDatabase.open(at: data.appending(AppDatabase.fileName), now: Self.now, timeZone: Self.timeZone)
        #expect(try data.names().allSatisfy { !$0.hasPrefix(MigrationBackups.namePrefix) })
    }

    @Test("Only the latest two copies are kept, by day, update and number; other files are left alone")
    func keepsTheLatestTwo() throws {
        let data = try TemporaryDirectory()
        let older = ["wishlist.before-v5-2025-01-31.sqlite", "wishlist.before-v6-2025-06-01.sqlite", "wishlist.before-v6-2025-06-01-2.sqlite"]
        let others = ["wishlist.before-v6-notes.txt", "wishlist.before-v6-2025-06-01.sqlite.txt", "my.before-v6-2020-01-01.sqlite"]
        for name in older + others {
            try write("x", to: data.appending(name))
        }
        let leftover = ".wishlist.before-v7-2025-06-01.sqlite.tmp-99999"
        try write("half", to: data.appending(leftover))
        try BackupFixture.makeDatabase(in: data, version: 6, expenses: 10)

        _ = try AppDatabase.open(at: data.appending(AppDatabase.fileName), now: Self.now, timeZone: Self.timeZone)
        let made = "wishlist.before-v\(Self.current)-\(Self.today).sqlite"
        let copies = try data.names().filter { $0.hasPrefix(MigrationBackups.namePrefix) || $0.hasPrefix(".") }
        #expect(Set(copies) == Set(["wishlist.before-v6-2025-06-01-2.sqlite", made] + others.filter { $0.hasPrefix("wishlist") }))
        #expect(try data.names().contains("my.before-v6-2020-01-01.sqlite"))

        // Another update the same day: a second copy of the day, and the one of 2025 goes.
        DatabaseFileCopy.removeDatabaseFiles(at: data.appending(AppDatabase.fileName))
        try BackupFixture.makeDatabase(in: data, version: 6, expenses: 10)
        _ = try AppDatabase.open(at: data.appending(AppDatabase.fileName), now: Self.now, timeZone: Self.timeZone)
        let again = MigrationBackups.name(target: Self.current, day: Self.today, number: 2)
        #expect(try Set(data.names().filter { MigrationBackups.order(ofName: $0) != nil }) == [made, again])
    }

    @Test("A copy's name is read back, and nothing else is taken for one")
    func namesOrder() {
        let order = { (name: String) in MigrationBackups.order(ofName: name).map { "\($0.day) \($0.target) \($0.number)" } }
        #expect(order("wishlist.before-v7-2026-12-05.sqlite") == "2026-12-05 7 1")
        #expect(order("wishlist.before-v12-2026-12-05-3.sqlite") == "2026-12-05 12 3")
        for name in ["wishlist.before-v7-2026-12-05.sqlite-wal", "wishlist.before-v-2026-12-05.sqlite", "wishlist.before-v7-26-12-05.sqlite",
                     "wishlist.before-v7-2026-12-05-0.sqlite", "wishlist.before-v7-2026-12-05-x.sqlite", "wishlist.before-v7-2026-١٢-05.sqlite",
                     "wishlist.before-v+7-2026-12-05.sqlite", "wishlist.sqlite"] {
            #expect(order(name) == nil, "\(name)")
        }
    }

    @Test("When the copy cannot be written (a full disk) the update does not run, and says why",
          .enabled(if: TemporaryMount.isPermitted, "needs to mount a tmpfs"))
    func noUpdateWithoutACopy() throws {
        let data = try TemporaryDirectory()
        let staging = try TemporaryDirectory()
        let made = try BackupFixture.makeDatabase(in: staging, version: 6, expenses: 3_000)
        let bytes = try contents(of: made)
        // Room for the database and a little more, not for a copy of it.
        try TemporaryMount.mountTmpfs(on: data, size: bytes.count + (bytes.count / 2))
        defer { TemporaryMount.unmount(data) }
        let database = data.appending(AppDatabase.fileName)
        try bytes.write(to: database)

        let error = #expect(throws: BackupError.self) {
            try DatabaseOpening.open(directory: data.url, lock: nil, now: Self.now, timeZone: Self.timeZone)
        }
        guard case let .noCopyBeforeUpdate(path, version, target, reason) = error else {
            Issue.record("not refused for the copy: \(String(describing: error))")
            return
        }
        #expect(path == database.path && version == 6 && target == Self.current && !reason.description.isEmpty)
        #expect(error?.description.contains("nothing was changed") == true)
        #expect(try BackupFixture.version(of: database) == 6)
        #expect(try data.names().filter { !$0.hasPrefix("wishlist.sqlite") } == [])
        #expect(try BackupFixture.contents(of: database) == BackupFixture.contents(of: made))
    }
}
