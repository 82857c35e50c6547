import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole copy of a database in a file of its own, written beside where it is to go under a temporary name,
/// then put in place by a rename, so that a copy that fails (a full disk, a kill) leaves no part of one where
/// it was to be.
///
/// The copy is made with SQLite's online backup API (`DatabaseConnection.copy(into:…)`: one moment of the
/// database, while another process writes to it), into a file made 0600 before SQLite opens it, in the journal
/// mode `DELETE` (one file: no log to go with it), and flushed to the disk before it is renamed.
struct DatabaseFileCopy {
    /// The temporary file that holds the copy, `.<name>.tmp-<pid>` beside the file it is to be.
    let temporary: URL

    /// The temporary name beside `target` that a copy is written under, hidden as the app's other temporary
    /// files are.
    static func temporaryURL(for target: URL) -> URL {
        target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).tmp-\(getpid())", isDirectory: false)
    }

    /// Writes a copy of `source`'s database into a new file beside `target` (not yet at `target`), telling
    /// `progress` how far it has come after each step of `pagesPerStep` pages, and runs `check` on the copy
    /// before it is closed.
    ///
    /// - Throws: `BackupError.cannotWrite` for `target` when the file cannot be made or written (the system's
    ///   or SQLite's reason); what `check` throws; the `DatabaseError` of `source` as it is when it is damaged
    ///   or not a database (`isUnreadableDatabase`). Nothing is left of the copy then.
    static func write(
        of source: DatabaseConnection, beside target: URL, pagesPerStep: Int32 = 1024,
        progress: (BackupProgress) -> Void = { _ in }, check: (DatabaseConnection) throws -> Void = { _ in }
    ) throws -> DatabaseFileCopy {
        let copy = DatabaseFileCopy(temporary: temporaryURL(for: target))
        // A leftover of a copy killed in a process of the same id; `O_EXCL` below refuses anything else.
        copy.discard()
        let descriptor = retryingOnInterrupt {
            open(copy.temporary.path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else {
            throw BackupError.cannotWrite(path: target.path, reason: systemErrorReason(errno))
        }
        do {
            // Closed only once SQLite has closed the file: closing any descriptor of a file drops the locks
            // the process holds on it, SQLite's among them.
            defer { close(descriptor) }
            // The umask may have removed bits: the file must be exactly 0600.
            guard fchmod(descriptor, 0o600) == 0 else {
                throw BackupError.cannotWrite(path: target.path, reason: systemErrorReason(errno))
            }
            try fill(copy.temporary, from: source, target: target, pagesPerStep: pagesPerStep, progress: progress, check: check)
            guard retryingOnInterrupt({ fsync(descriptor) }) == 0 else {
                throw BackupError.cannotWrite(path: target.path, reason: systemErrorReason(errno))
            }
        } catch {
            copy.discard()
            throw error
        }
        return copy
    }

    /// Copies `source` into the empty database file `temporary`, makes it one file, and checks it.
    private static func fill(
        _ temporary: URL, from source: DatabaseConnection, target: URL, pagesPerStep: Int32,
        progress: (BackupProgress) -> Void, check: (DatabaseConnection) throws -> Void
    ) throws {
        do {
            let destination = try DatabaseConnection(.file(path: temporary.path), access: .readWrite, followsSymbolicLinks: false)
            try source.copy(into: destination, pagesPerStep: pagesPerStep) { progress(BackupProgress(pagesCopied: $0, pageCount: $1)) }
            // The copy took the source's header, which says WAL when the source is in WAL mode.
            guard try destination.setJournalMode(.delete) == .delete else {
                throw DatabaseError(code: .error, message: "the copy could not be made one file")
            }
            try check(destination)
        } catch let error as DatabaseError where !error.isUnreadableDatabase {
            throw BackupError.cannotWrite(path: target.path, reason: error.message.isEmpty ? "\(error.code)" : error.message)
        }
    }

    /// Renames the copy to `target`, replacing what is there, and makes the rename durable.
    ///
    /// - Throws: `BackupError.cannotWrite` when it cannot be renamed; the copy is removed then.
    func install(at target: URL) throws {
        guard rename(temporary.path, target.path) == 0 else {
            let reason = systemErrorReason(errno)
            discard()
            throw BackupError.cannotWrite(path: target.path, reason: reason)
        }
        KeepAside.syncDirectory(target.deletingLastPathComponent())
    }

    /// Removes the copy, and what SQLite may have left beside it.
    func discard() {
        Self.removeDatabaseFiles(at: temporary)
    }

    /// The suffixes of the files SQLite keeps beside a database: its rollback journal, its log and the log's
    /// index.
    static let companionSuffixes = ["-journal", "-wal", "-shm"]

    /// Removes the database file at `url` and its companions, those that are there.
    static func removeDatabaseFiles(at url: URL) {
        for suffix in [""] + companionSuffixes {
            unlink(url.path + suffix)
        }
    }

    /// Removes the copies that a process killed while writing them left in `directory`: the hidden temporary
    /// files of the targets whose names start with `prefix`. Only in a directory whose lock is held (no other
    /// copy of the app is writing one).
    static func removeLeftovers(in directory: URL, forNamesStartingWith prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix("." + prefix) && name.contains(".tmp-") {
            unlink(directory.appendingPathComponent(name, isDirectory: false).path)
        }
    }
}

/// How far a copy of the database has come: the pages copied of the pages there are (SQLite's pages, 4 KiB
/// each for wishlist's databases), for a progress line.
public struct BackupProgress: Equatable, Sendable {
    /// How many pages have been copied.
    public let pagesCopied: Int
    /// How many pages the database has.
    public let pageCount: Int

    /// Progress of `pagesCopied` of `pageCount` pages.
    public init(pagesCopied: Int, pageCount: Int) {
        self.pagesCopied = pagesCopied
        self.pageCount = pageCount
    }

    /// The part copied, from 0 to 1 (1 for an empty database).
    public var fractionDone: Double {
        pageCount > 0 ? min(1, Double(pagesCopied) / Double(pageCount)) : 1
    }
}
