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
    /// `progress` how far it has come (every 1,024 pages: 4 MiB).
    ///
    /// - Throws: `BackupError`: `noDatabase` when the directory has none; `notAFile` when the database or
    ///   `file` is not a regular file (a link, a directory); `wouldReplaceDatabase` when `file` is the database
    ///   or one of its files; `cannotRead`, `notADatabase`, `damaged` or `notWishlist` for a database that
    ///   cannot be copied; `cannotWrite` when the backup cannot be written (nothing of it is left then).
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
        let database = dataDirectory.appendingPathComponent(AppDatabase.fileName, isDirectory: false)
        let target = file.standardizedFileURL
        var info = stat()
        guard lstat(database.path, &info) == 0 else {
            if errno == ENOENT { throw BackupError.noDatabase(directory: dataDirectory.path) }
            throw BackupError.cannotRead(path: database.path, reason: systemErrorReason(errno))
        }
        if let kind = RegularFile.kind(ofMode: info.st_mode) {
            throw BackupError.notAFile(path: database.path, kind: kind)
        }
        try refuseTarget(target, of: database)
        let source = try openForCopy(database, followsSymbolicLinks: false)
        let version = try wishlistVersion(of: source, at: database)
        do {
            try DatabaseFileCopy.write(of: source, beside: target, pagesPerStep: pagesPerStep, progress: progress)
                .install(at: target)
        } catch let error as DatabaseError {
            throw BackupError(readingDatabaseAt: database, error)
        }
        var written = stat()
        let size = stat(target.path, &written) == 0 ? Int(written.st_size) : 0
        return Summary(file: target, byteCount: size, schemaVersion: version)
    }

    /// Opens the database file at `url` to read and copy it, through a symbolic link only when
    /// `followsSymbolicLinks`.
    ///
    /// - Throws: `BackupError.cannotRead` when it cannot be opened.
    static func openForCopy(_ url: URL, followsSymbolicLinks: Bool) throws -> DatabaseConnection {
        do {
            let connection = try DatabaseConnection(
                .file(path: url.path), access: .readOnly, followsSymbolicLinks: followsSymbolicLinks)
            // The header's pragmas wait out another process's moment of recovery; the copy waits its own way.
            try connection.setBusyTimeout(.seconds(2))
            return connection
        } catch let error as DatabaseError {
            throw BackupError.cannotRead(path: url.path, reason: error.message)
        }
    }

    /// The schema version of the database `connection` has open at `url`, when it is wishlist's.
    ///
    /// - Throws: `BackupError.notWishlist` when it is another program's database (or an empty one);
    ///   `notADatabase` or `damaged` when its header cannot be read; `cannotRead` for another failure.
    static func wishlistVersion(of connection: DatabaseConnection, at url: URL) throws -> Int32 {
        do {
            let application = try connection.prepare("PRAGMA application_id").rows { try $0.column(0, as: Int64.self) }.first
            let version = try connection.userVersion()
            guard application == Int64(DatabaseSchema.applicationID), version > 0 else {
                throw BackupError.notWishlist(path: url.path)
            }
            return version
        } catch let error as DatabaseError {
            throw BackupError(readingDatabaseAt: url, error)
        }
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
        case .corrupt: self = .damaged(path: url.path, problem: error.message)
        default: self = .cannotRead(path: url.path, reason: error.message)
        }
    }
}
