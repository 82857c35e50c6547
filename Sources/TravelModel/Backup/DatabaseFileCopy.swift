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
/// database, while another process writes to it) into the temporary file of an `AtomicFileReplacement` (0600,
/// `.<name>.tmp-<pid>`), in the journal mode `DELETE` (one file: no log to go with it), and flushed to the disk
/// and renamed by its `commit()`. The replacement's descriptor stays open until then: closing any descriptor of
/// a file drops the locks the process holds on it, SQLite's among them, so it is closed only once SQLite is done.
struct DatabaseFileCopy {
    /// The temporary file that holds the copy, and puts it in place.
    private let replacement: AtomicFileReplacement

    /// The temporary file that holds the copy.
    var temporary: URL {
        URL(fileURLWithPath: replacement.temporary, isDirectory: false)
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
        let copy: DatabaseFileCopy
        do {
            copy = DatabaseFileCopy(replacement: try AtomicFileReplacement(replacing: target.path))
        } catch {
            throw BackupError.cannotWrite(path: target.path, reason: .system(code: error.code))
        }
        // What SQLite may have left beside a temporary file of the same name (a copy killed midway).
        removeCompanions(of: copy.temporary)
        do {
            let destination = try DatabaseConnection(.file(path: copy.temporary.path), access: .readWrite, followsSymbolicLinks: false)
            try source.copy(into: destination, pagesPerStep: pagesPerStep) { progress(BackupProgress(pagesCopied: $0, pageCount: $1)) }
            // The copy took the source's header, which says WAL when the source is in WAL mode.
            guard try destination.setJournalMode(.delete) == .delete else {
                throw DatabaseError(code: .error, message: "the copy could not be made one file")
            }
            try check(destination)
        } catch let error as DatabaseError where !error.isUnreadableDatabase {
            copy.discard()
            throw BackupError.cannotWrite(path: target.path, reason: FailureReason(error, naming: .none))
        } catch {
            copy.discard()
            throw error
        }
        return copy
    }

    /// Flushes the copy to the disk and renames it to the target it was written beside, replacing what is
    /// there, and makes the rename durable.
    ///
    /// - Throws: `BackupError.cannotWrite` when it cannot be; the copy is removed then.
    func install() throws {
        do {
            try replacement.commit()
        } catch {
            discard()
            throw BackupError.cannotWrite(path: replacement.target, reason: FailureReason(error))
        }
    }

    /// Removes the copy, and what SQLite may have left beside it.
    func discard() {
        replacement.abandon()
        Self.removeCompanions(of: temporary)
    }

    /// The suffixes of the files SQLite keeps beside a database: its rollback journal, its log and the log's
    /// index.
    static let companionSuffixes = ["-journal", "-wal", "-shm"]

    /// Removes the database file at `url` and its companions, those that are there.
    static func removeDatabaseFiles(at url: URL) {
        unlink(url.path)
        removeCompanions(of: url)
    }

    /// Removes the companions of the database file at `url`, those that are there.
    private static func removeCompanions(of url: URL) {
        for suffix in companionSuffixes {
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
