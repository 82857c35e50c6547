import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Putting a backup back as a data directory's database (`wishlist restore FILE`), with the database it
/// replaces kept aside beside it as `wishlist.sqlite.before-restore-<timestamp>`.
///
/// The backup must be wishlist's: an SQLite database (its pages whole, `PRAGMA integrity_check`), with
/// wishlist's `application_id`, at a schema this version reads (an older one is updated when wishlist next
/// opens it; a newer one is refused). It is copied into the data directory under a temporary name (SQLite's
/// backup API, so that a backup with its log beside it is read whole), checked there, flushed to the disk, and
/// only then put in place: the current database is given its second name first (a hard link), so that the
/// directory never lacks a database, even for a moment, and whatever fails before the last rename leaves the
/// current database where it was, with its log. The directory's lock is held throughout: no copy of the app
/// runs on the directory while its database is replaced.
public enum DatabaseRestore {
    /// How closely a backup is checked before it is put in place.
    public enum Check: Sendable {
        /// `PRAGMA integrity_check`: every page, and every index against its table (some 8 s at a million
        /// expenses): an index that disagrees with its table would give wrong totals, which the app reads from
        /// indexes alone.
        case full
        /// `PRAGMA quick_check`: every page, not the indexes' agreement with their tables (under a second at a
        /// million expenses).
        case quick

        /// The pragma that checks, reporting the first problem at most.
        var pragma: String {
            switch self {
            case .full: "PRAGMA integrity_check(1)"
            case .quick: "PRAGMA quick_check(1)"
            }
        }
    }

    /// What a restore did.
    public struct Outcome: Equatable, Sendable {
        /// The schema version of the data restored.
        public let schemaVersion: Int32
        /// Where the database it replaced is kept; nil when the directory had none.
        public let keptAside: URL?

        /// Whether the data restored is of an earlier schema, which wishlist updates when it next opens it
        /// (with a copy kept before, as before every update).
        public var needsUpdate: Bool {
            schemaVersion < DatabaseSchema.currentVersion
        }
    }

    /// Puts the backup `file` in place of the database of `directory`, keeping that one aside, after checking
    /// the backup as `check` says; tells `progress` how far the copy into the directory has come.
    ///
    /// - Parameters:
    ///   - now: the moment in the name of the database kept aside, in `timeZone`.
    /// - Throws: `BackupError`: `inUse` while another copy of wishlist runs on the directory (`cannotLock` when
    ///   its lock cannot be taken otherwise); `cannotRead` or `notAFile` for a backup that cannot be read;
    ///   `notADatabase`, `damaged`, `notWishlist` or `newerVersion` for one that is not a backup this version
    ///   can restore; `cannotWrite` when the copy cannot be written in the directory (a full disk);
    ///   `cannotReplace` when it cannot be put in place. The directory's database is as it was after any of
    ///   them.
    @discardableResult
    public static func restore(
        _ file: URL, into directory: URL, check: Check = .full, now: Date = .now, timeZone: TimeZone = .current,
        progress: (BackupProgress) -> Void = { _ in }
    ) throws -> Outcome {
        let lock: DataLock
        do {
            lock = try DataLock.acquire(in: directory)
        } catch DataFileError.inUse {
            throw BackupError.inUse(directory: directory.path)
        } catch let error as DataFileError {
            throw BackupError.cannotLock(error)
        }
        defer { lock.release() }

        let target = directory.appendingPathComponent(AppDatabase.fileName, isDirectory: false)
        var info = stat()
        // A FIFO would hang the restore, a device fill the disk: a regular file only (a link to one will do).
        guard stat(file.path, &info) == 0 else {
            throw BackupError.cannotRead(path: file.path, reason: .system(code: errno))
        }
        if let kind = RegularFile.kind(ofMode: info.st_mode) {
            throw BackupError.notAFile(path: file.path, kind: kind)
        }
        if lstat(target.path, &info) == 0, let kind = RegularFile.kind(ofMode: info.st_mode) {
            throw BackupError.notAFile(path: target.path, kind: kind)
        }
        let (source, version) = try openBackup(file)

        DatabaseFileCopy.removeLeftovers(in: directory, forNamesStartingWith: AppDatabase.fileName)
        let copy: DatabaseFileCopy
        do {
            copy = try DatabaseFileCopy.write(of: source, beside: target, progress: progress) { copied in
                try checkIntegrity(of: copied, check, reportingAs: file)
                try RestoredSync.prepare(copied, replacing: target)
            }
        } catch let error as DatabaseError {
            throw BackupError(readingDatabaseAt: file, error)
        }
        return Outcome(schemaVersion: version, keptAside: try put(copy, at: target, now: now, timeZone: timeZone))
    }

    /// Opens the backup `file` to read and copy it (through a link, if it is one), and gives its schema version.
    ///
    /// - Throws: `BackupError`: `notWishlist` for an empty database or another program's; `newerVersion` for
    ///   a newer version's; `notADatabase`, `damaged` or `cannotRead` when it cannot be opened or read.
    private static func openBackup(_ file: URL) throws -> (DatabaseConnection, version: Int32) {
        do {
            let connection = try DatabaseConnection(.file(path: file.path), access: .readOnly)
            // The header's pragmas wait out another process's moment of recovery; the copy waits its own way.
            try connection.setBusyTimeout(.seconds(2))
            switch try DatabaseSchema.standing(of: connection) {
            case .new, .foreign:
                throw BackupError.notWishlist(path: file.path)
            case .version(let version) where version > DatabaseSchema.currentVersion:
                throw BackupError.newerVersion(path: file.path, version: version)
            case .version(let version):
                return (connection, version)
            }
        } catch let error as DatabaseError {
            throw BackupError(readingDatabaseAt: file, error)
        }
    }

    /// Throws `BackupError.damaged`, naming `file`, unless `connection`'s database passes `check`.
    private static func checkIntegrity(of connection: DatabaseConnection, _ check: Check, reportingAs file: URL) throws {
        let results = try connection.prepare(check.pragma).rows { try $0.column(0, as: String.self) }
        guard results != ["ok"] else { return }
        // The first line that says something; SQLite starts a report of an attached database with its name.
        let problem = results.flatMap { $0.split(whereSeparator: \.isNewline) }
            .first { !$0.hasPrefix("***") }.map(String.init) ?? "no result"
        throw BackupError.damaged(path: file.path, problem: .said(MessageQuote.excerpt(problem)))
    }

    /// How the current database was kept aside.
    private enum KeptAside {
        /// Under a second name, still at its place too.
        case linked(URL)
        /// Moved to its second name (a file system without hard links).
        case moved(URL)

        var url: URL {
            switch self {
            case .linked(let url), .moved(let url): url
            }
        }
    }

    /// Puts `copy` at `target`, keeping the database there aside (with its log and journal, beside it under
    /// its new name) and giving where; on any failure, puts all back as it was and throws
    /// `BackupError.cannotReplace`.
    private static func put(_ copy: DatabaseFileCopy, at target: URL, now: Date, timeZone: TimeZone) throws -> URL? {
        var info = stat()
        let exists = lstat(target.path, &info) == 0
        if exists { settle(target) }
        var kept: KeptAside?
        var moved: [(from: String, to: String)] = []
        do {
            if exists {
                do {
                    kept = .linked(try KeepAside.link(target, reason: "before-restore", now: now, timeZone: timeZone))
                } catch {
                    kept = .moved(try KeepAside.move(target, reason: "before-restore", now: now, timeZone: timeZone))
                }
            }
            // A log or journal left beside the new database would be taken for its own when it is opened.
            for suffix in ["-wal", "-journal"] where lstat(target.path + suffix, &info) == 0 {
                let companion = URL(fileURLWithPath: target.path + suffix, isDirectory: false)
                let destination = try kept.map { $0.url.path + suffix }
                    ?? KeepAside.move(companion, reason: "before-restore", now: now, timeZone: timeZone).path
                if kept != nil {
                    guard rename(companion.path, destination) == 0 else {
                        throw DataFileError.cannotMoveAside(path: companion.path, reason: .system(code: errno))
                    }
                }
                moved.append((companion.path, destination))
            }
            // Made again from the log by the next opening; nothing else has it open (the directory is locked).
            unlink(target.path + "-shm")
            try copy.install()
            return kept?.url
        } catch {
            for (from, to) in moved.reversed() {
                rename(to, from)
            }
            switch kept {
            case .linked(let url): unlink(url.path)
            case .moved(let url): rename(url.path, target.path)
            case nil: break
            }
            KeepAside.syncDirectory(target.deletingLastPathComponent())
            copy.discard()
            let reason = switch error {
            case let BackupError.cannotWrite(_, reason): reason
            case let DataFileError.cannotMoveAside(_, reason): reason
            default: FailureReason(error)
            }
            throw BackupError.cannotReplace(path: target.path, reason: reason)
        }
    }

    /// Brings what the log (or a journal left by a crash) of the database at `url` holds into the database
    /// file, and makes it one file, where it can: reading it rolls back a journal, and leaving WAL mode copies
    /// the log into it and removes the log, so that the database kept aside opens alone, in any tool, without
    /// leaving a log beside it. (The app puts a database back in WAL mode when it opens it.) A database that
    /// cannot be read is left as it is; its log and journal go aside with it.
    private static func settle(_ url: URL) {
        guard let connection = try? DatabaseConnection(.file(path: url.path), access: .readWrite, followsSymbolicLinks: false) else {
            return
        }
        _ = try? connection.prepare("SELECT count(*) FROM sqlite_master").rows { _ in () }
        _ = try? connection.setJournalMode(.delete)
    }
}
