import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A backup of a data directory's database: one self-contained SQLite file (no log beside it), a copy of one
/// moment of the data, written while the app may be running on the directory in another process
/// (`wishlist backup FILE`).
///
/// The backup reads through SQLite, as a second reader of the database in WAL mode does, so it takes no lock of
/// the app's (`DataLock`) and never stops the app's writes; what the app commits while it is made is not in it.
/// It is written under a temporary name beside `FILE` and renamed to it once whole and on the disk (see
/// `DatabaseFileCopy`), so that a backup that fails leaves no part of one. `DatabaseRestore` puts one back.
public enum DatabaseBackup {
    /// What a backup wrote.
    public struct Summary: Equatable, Sendable {
        /// The backup file.
        public let file: URL
        /// Its size, in bytes.
        public let byteCount: Int
        /// The schema version of the data in it (`PRAGMA user_version`).
        public let schemaVersion: Int32
    }

    /// Writes a backup of the database of `dataDirectory` to `file`, replacing a file there, and tells
    /// `progress` how far it has come (every 1,024 pages: 4 MiB). The database is opened as a command that reads
    /// opens it (`ReadOnlyDatabase`), of any of wishlist's schema versions.
    ///
    /// - Throws: `BackupError`: `cannotOpen` when the directory has no database of wishlist's to read (the
    ///   `ReadOnlyDatabase.OpeningError` says why); `notAFile` when `file` is not a regular file (a link, a
    ///   directory); `wouldReplaceDatabase` when `file` is the database or one of its files; `notADatabase`,
    ///   `damaged` or `cannotRead` for a database that cannot be read on the way; `cannotWrite` when the backup
    ///   cannot be written (nothing of it is left then).
    @discardableResult
    public static func write(
        from dataDirectory: URL, to file: URL, progress: (BackupProgress) -> Void = { _ in }
    ) throws -> Summary {
        try write(from: dataDirectory, to: file, pagesPerStep: 1024, progress: progress)
    }

    /// `write(from:to:progress:)`, copying `pagesPerStep` pages a step (tests take many small steps).
    @discardableResult
    static func write(
        from dataDirectory: URL, to file: URL, pagesPerStep: Int32, progress: (BackupProgress) -> Void
    ) throws -> Summary {
        let database: ReadOnlyDatabase
        do {
            database = try ReadOnlyDatabase.open(directory: dataDirectory, anyVersion: true)
        } catch {
            throw BackupError.cannotOpen(error)
        }
        let target = file.standardizedFileURL
        try refuseTarget(target, of: database.url)
        var version: Int32 = 0
        do {
            try DatabaseFileCopy.write(of: database.connection, beside: target, pagesPerStep: pagesPerStep, progress: progress) {
                version = try $0.userVersion()
            }.install()
        } catch let error as DatabaseError {
            throw BackupError(readingDatabaseAt: database.url, error)
        }
        var written = stat()
        let size = stat(target.path, &written) == 0 ? Int(written.st_size) : 0
        return Summary(file: target, byteCount: size, schemaVersion: version)
    }

    /// The temporary file a backup to `file` is written under until it is whole (`.<name>.tmp-<pid>` beside
    /// it), for a command to remove when it is interrupted by a signal.
    public static func temporaryPath(for file: URL) -> String {
        AtomicFileReplacement.temporaryPath(replacing: file.standardizedFileURL.path)
    }

    /// Throws unless `target` may be written: a regular file or nothing, and neither `database` nor one of
    /// the files SQLite keeps beside it (nor the directory's lock), which a backup renamed over would destroy.
    private static func refuseTarget(_ target: URL, of database: URL) throws {
        var info = stat()
        if lstat(target.path, &info) == 0, let kind = RegularFile.kind(ofMode: info.st_mode) {
            throw BackupError.notAFile(path: target.path, kind: kind)
        }
        let names = [AppDatabase.fileName, DataLock.fileName] + DatabaseFileCopy.companionSuffixes.map { AppDatabase.fileName + $0 }
        let sameDirectory = isSameFile(target.deletingLastPathComponent(), database.deletingLastPathComponent())
        if sameDirectory && names.contains(target.lastPathComponent) || isSameFile(target, database) {
            throw BackupError.wouldReplaceDatabase(path: target.path)
        }
    }

    /// Whether `first` and `second` are one file (the same device and inode): through other names, links.
    private static func isSameFile(_ first: URL, _ second: URL) -> Bool {
        var one = stat(), other = stat()
        guard stat(first.path, &one) == 0, stat(second.path, &other) == 0 else { return false }
        return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }
}

extension BackupError {
    /// The error for `error`, met reading the database file at `url`: `notADatabase` for a file that is not
    /// one, `damaged` for a damaged one, `cannotRead` for anything else.
    init(readingDatabaseAt url: URL, _ error: DatabaseError) {
        switch error.code.primary {
        case .notADatabase: self = .notADatabase(path: url.path)
        case .corrupt: self = .damaged(path: url.path, problem: FailureReason(error, naming: .none))
        default: self = .cannotRead(path: url.path, reason: FailureReason(error, naming: .none))
        }
    }
}
