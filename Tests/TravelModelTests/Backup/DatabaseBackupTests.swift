import Foundation
import Glibc
import Testing
@testable import TravelModel

/// `wishlist backup FILE`'s library part: a copy of one moment of the database, whole, in one file, written
/// while others write, and nothing left of a copy that fails.
@Suite("Database backup")
struct DatabaseBackupTests {
    @Test("A backup holds every row of every table of the database, in one private file in DELETE mode")
    func backupHoldsTheRows() throws {
        let data = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        let database = try BackupFixture.makeDatabase(in: data, expenses: 500)
        let file = elsewhere.appending("backup.sqlite")
        var reports: [BackupProgress] = []
        let summary = try DatabaseBackup.write(from: data.url, to: file) { reports.append($0) }

        #expect(summary.file == file && summary.schemaVersion == DatabaseSchema.currentVersion)
        #expect(try BackupFixture.contents(of: file) == BackupFixture.contents(of: database))
        #expect(try BackupFixture.contents(of: file)["expense"]?.count == 500)
        #expect(try BackupFixture.journalMode(of: file) == .delete)
        #expect(try BackupFixture.integrity(of: file) == ["ok"])
        #expect(try permissions(of: file) == 0o600)
        #expect(try elsewhere.names() == ["backup.sqlite"], "no log, journal or temporary file beside it")
        #expect(summary.byteCount == (try contents(of: file)).count)
        #expect(reports.last.map { $0.pagesCopied == $0.pageCount && $0.fractionDone == 1 } == true)
    }

    @Test("A backup made while another connection writes between its steps is the moment it began")
    func backupIsOneMoment() throws {
        let data = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        let database = try BackupFixture.makeDatabase(in: data, expenses: 2_000)
        let before = try BackupFixture.contents(of: database)
        let writer = try DatabaseConnection(.file(path: database.path))
        try writer.execute("PRAGMA recursive_triggers = ON")
        let file = elsewhere.appending("backup.sqlite")
        var steps = 0
        try DatabaseBackup.write(from: data.url, to: file, pagesPerStep: 8) { _ in
            steps += 1
            // Each step: ten expenses more, and one of those there changed.
            try? BackupFixture.addExpenses(10, from: 10_000 + steps * 10, in: writer)
            try? writer.execute("UPDATE expense SET title = 'Changed \(steps)' WHERE entered = \(steps)")
        }
        #expect(steps > 10, "the copy took many steps")
        #expect(try BackupFixture.expenseCount(at: database) == 2_000 + 10 * steps)
        #expect(try BackupFixture.integrity(of: file) == ["ok"])
        #expect(try BackupFixture.contents(of: file) == before)
    }

    @Test("A backup made while another process writes in a loop is whole and one moment of it",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "needs sqlite3(1)"))
    func backupWhileAnotherProcessWrites() throws {
        let data = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        let database = try BackupFixture.makeDatabase(in: data, expenses: 3_000)
        let stop = data.appending("stop").path
        // The writer: another process (sqlite3 fed by a shell loop) adds two expenses and writes how many there
        // are now in a setting, in one transaction, again and again until told to stop. posix_spawn rather than
        // Foundation's Process: in a test run with exit tests, Process can wait forever for its child.
        let script = """
            i=0
            echo '.timeout 5000'
            while [ ! -e "$1" ]; do
              i=$((i+1))
              echo "BEGIN IMMEDIATE;"
              for half in a b; do
                echo "INSERT INTO expense (id, title, amount, category_id, category_title, category_symbol, date, currency, title_key)
                      VALUES ('written-$i-$half', 'Written $i', '1.00', 'other', 'Other', 'tag', 800000000.0, 'EUR', 'written $i');"
              done
              echo "INSERT OR REPLACE INTO setting (key, value) VALUES ('written', (SELECT CAST(count(*) AS TEXT) FROM expense));"
              echo "COMMIT;"
            done | /usr/bin/sqlite3 -bail "$0" > /dev/null
            """
        let arguments = ["/bin/sh", "-c", script, database.path, stop]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0)
        var stopped = false
        func stopWriter() {
            guard !stopped else { return }
            stopped = true
            close(open(stop, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600))
            var status: Int32 = 0
            for _ in 0..<1_000 where waitpid(pid, &status, WNOHANG) == 0 {
                usleep(10_000)
            }
            if kill(pid, 0) == 0 {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
            }
        }
        defer { stopWriter() }
        let reader = try DatabaseConnection(.file(path: database.path), access: .readWrite)
        let written = { ((try? SettingTable.value(of: "written", in: reader)) ?? nil).flatMap { Int($0) } ?? 0 }
        let deadline = ContinuousClock.now + .seconds(30)
        while written() == 0 {
            try #require(ContinuousClock.now < deadline, "the writer did not start")
            usleep(5_000)
        }

        let file = elsewhere.appending("backup.sqlite")
        let atStart = written()
        var seenWriting = false
        try DatabaseBackup.write(from: data.url, to: file, pagesPerStep: 4) { _ in
            // Until the other process has been seen to commit during the copy, each step waits for it a little.
            let waitUntil = ContinuousClock.now + .seconds(5)
            while !seenWriting, ContinuousClock.now < waitUntil {
                seenWriting = written() > atStart
                if !seenWriting { usleep(1_000) }
            }
        }
        stopWriter()

        #expect(seenWriting, "the other process wrote while the backup was made")
        #expect(try BackupFixture.integrity(of: file) == ["ok"])
        let copy = try DatabaseConnection(.file(path: file.path), access: .readWrite)
        let copied = try copy.prepare("SELECT count(*) FROM expense").rows { try $0.column(0, as: Int.self) }.first
        let counted = try SettingTable.value(of: "written", in: copy).flatMap { Int($0) }
        #expect(copied == counted, "every transaction in the copy whole, and none in part")
        #expect((copied ?? 0) >= atStart)
        #expect(try BackupFixture.expenseCount(at: database) > copied ?? 0)
    }

    @Test("A copy waits out another connection's lock, sleeping between tries, and gives up after its patience")
    func copyWaitsForLocks() throws {
        let directory = try TemporaryDirectory()
        let path = directory.appending("rollback.sqlite").path
        let source = try DatabaseConnection(.file(path: path))
        try source.execute("CREATE TABLE thing (value TEXT); INSERT INTO thing VALUES ('one')")
        let locked = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        // Another connection holds the database's exclusive lock (a rollback journal's writer keeps readers
        // out) until told to let go.
        let holder = Thread {
            guard let other = try? DatabaseConnection(.file(path: path)) else { return }
            try? other.execute("BEGIN EXCLUSIVE; INSERT INTO thing VALUES ('two')")
            locked.signal()
            release.wait()
            try? other.execute("COMMIT")
            locked.signal()
        }
        holder.start()
        locked.wait()

        let refused = try DatabaseConnection(.inMemory)
        let error = try databaseError {
            try source.copy(into: refused, patience: .milliseconds(100), retryDelay: .milliseconds(10))
        }
        #expect(error.code == .busy)

        let destination = try DatabaseConnection(.inMemory)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(200)) { release.signal() }
        let start = ContinuousClock.now
        try source.copy(into: destination, patience: .seconds(10), retryDelay: .milliseconds(10))
        #expect(ContinuousClock.now - start >= .milliseconds(150))
        locked.wait()
        let values = try destination.prepare("SELECT value FROM thing ORDER BY value").rows { try $0.column(0, as: String.self) }
        #expect(values == ["one", "two"], "the copy was made once the lock was let go")
    }

    // MARK: What is refused, and what a failure leaves

    @Test("A backup into a directory that does not exist fails and makes nothing")
    func missingDirectory() throws {
        let data = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        try BackupFixture.makeDatabase(in: data, expenses: 10)
        let file = elsewhere.url.appendingPathComponent("missing/backup.sqlite")
        #expect(throws: BackupError.cannotWrite(path: file.path, reason: .system(code: ENOENT))) {
            try DatabaseBackup.write(from: data.url, to: file)
        }
        #expect(try elsewhere.names() == [])
    }

    @Test("A backup that fills the disk leaves nothing of itself, and the file it was to replace as it was",
          .enabled(if: TemporaryMount.isPermitted, "needs to mount a tmpfs"))
    func fullDiskLeavesNothing() throws {
        let data = try TemporaryDirectory()
        let small = try TemporaryDirectory()
        try BackupFixture.makeDatabase(in: data, expenses: 3_000)
        try TemporaryMount.mountTmpfs(on: small, size: 256 << 10)
        defer { TemporaryMount.unmount(small) }
        let file = small.appending("backup.sqlite")
        try write("an older backup", to: file)

        #expect(pathOfFailureToWrite { try DatabaseBackup.write(from: data.url, to: file) } == file.path)
        #expect(try small.names() == ["backup.sqlite"])
        #expect(String(decoding: try contents(of: file), as: UTF8.self) == "an older backup")
    }

    @Test("A backup into a read-only file system fails and makes nothing",
          .enabled(if: TemporaryMount.isPermitted, "needs to mount a tmpfs"))
    func readOnlyDirectory() throws {
        let data = try TemporaryDirectory()
        let readOnly = try TemporaryDirectory()
        try BackupFixture.makeDatabase(in: data, expenses: 10)
        try TemporaryMount.mountTmpfs(on: readOnly, size: 1 << 20)
        defer { TemporaryMount.unmount(readOnly) }
        try TemporaryMount.remountReadOnly(readOnly)
        let file = readOnly.appending("backup.sqlite")
        #expect(throws: BackupError.cannotWrite(path: file.path, reason: .system(code: EROFS))) {
            try DatabaseBackup.write(from: data.url, to: file)
        }
        #expect(try readOnly.names() == [])
    }

    @Test("A backup is refused over the database itself, its companions or its lock, and over a directory")
    func refusedTargets() throws {
        let data = try TemporaryDirectory()
        let database = try BackupFixture.makeDatabase(in: data, expenses: 10)
        let before = try contents(of: database)
        let link = data.appending("link.sqlite")
        try #require(symlink(database.path, link.path) == 0)
        for name in ["wishlist.sqlite", "wishlist.sqlite-wal", "wishlist.sqlite-shm", "wishlist.sqlite-journal", "wishlist.lock"] {
            let target = data.appending(name)
            #expect(throws: BackupError.wouldReplaceDatabase(path: target.path)) {
                try DatabaseBackup.write(from: data.url, to: target)
            }
        }
        #expect(throws: BackupError.notAFile(path: link.path, kind: "a symbolic link")) {
            try DatabaseBackup.write(from: data.url, to: link)
        }
        #expect(throws: BackupError.notAFile(path: data.path, kind: "a directory")) {
            try DatabaseBackup.write(from: data.url, to: data.url)
        }
        #expect(try contents(of: database) == before)
        #expect(try data.names().filter { !$0.hasPrefix("wishlist.sqlite-") } == ["link.sqlite", "wishlist.sqlite"])
    }

    @Test("A directory without a database, or with another program's, has nothing to back up, as export says")
    func nothingToBackUp() throws {
        let data = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        let file = elsewhere.appending("backup.sqlite")
        let backUp = { try DatabaseBackup.write(from: data.url, to: file) }
        #expect(throws: BackupError.cannotOpen(.noDatabase(directory: data.path)), performing: backUp)

        let database = data.appending(AppDatabase.fileName)
        try DatabaseConnection(.file(path: database.path)).execute("CREATE TABLE notes (text TEXT)")
        #expect(throws: BackupError.cannotOpen(.foreign(path: database.path)), performing: backUp)

        try write("just text, long enough to be no database header at all: " + String(repeating: "x", count: 200), to: database)
        #expect(throws: BackupError.cannotOpen(.foreign(path: database.path)), performing: backUp)
        #expect(try elsewhere.names() == [])
    }

    @Test("A database of an earlier schema is backed up as it is")
    func backsUpAnEarlierVersion() throws {
        let data = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        let database = try BackupFixture.makeDatabase(in: data, version: 6, expenses: 30)
        let file = elsewhere.appending("backup.sqlite")
        #expect(try DatabaseBackup.write(from: data.url, to: file).schemaVersion == 6)
        #expect(try BackupFixture.contents(of: file) == BackupFixture.contents(of: database))
    }
}
