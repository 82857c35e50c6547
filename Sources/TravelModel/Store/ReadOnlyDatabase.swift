import Foundation

/// The database of a data directory opened for reading only, by a command that reads while the app may be
/// running (`wishlist export`): `SQLITE_OPEN_READONLY`, no lock on the directory, no migration, nothing
/// written (neither a sample nor an import). The database is in WAL mode, so each statement reads one
/// consistent snapshot of it, whatever the app commits meanwhile.
///
/// Only a database at this app's schema version is opened: an older one needs the app to update it first (an
/// update writes), a newer one is a newer app's. A new directory, with no database yet, has nothing to read.
///
/// Like `DatabaseConnection`, it belongs to one thread at a time (it is not `Sendable`).
public final class ReadOnlyDatabase {
    /// The connection, opened read-only.
    let connection: DatabaseConnection
    /// The database file.
    public let url: URL

    /// How long a read waits for a lock the app holds (it holds one only for an import's or an update's
    /// commit, and while it recovers the database after a crash) before it gives up as `inUse`.
    static let busyTimeout = Duration.seconds(5)

    private init(connection: DatabaseConnection, url: URL) {
        self.connection = connection
        self.url = url
    }

    /// Opens `wishlist.sqlite` in `directory` for reading only; of wishlist's schema versions, only this app's,
    /// unless `anyVersion` (a backup copies the data as it is, of any version, and reads none of its tables).
    ///
    /// SQLite may make the database's `-wal` and `-shm` files beside it when the app is not running (a reader
    /// of a WAL database needs them); they take the database's mode (0600), as the app's do.
    ///
    /// - Throws: `ReadOnlyDatabase.OpeningError` saying why the data cannot be read.
    public static func open(directory: URL, anyVersion: Bool = false) throws(OpeningError) -> ReadOnlyDatabase {
        let url = directory.appendingPathComponent(AppDatabase.fileName, isDirectory: false)
        var info = stat()
        guard lstat(url.path, &info) == 0 else {
            let code = errno
            if code == ENOENT {
                var directoryInfo = stat()
                guard stat(directory.path, &directoryInfo) == 0 else {
                    throw .noDirectory(path: directory.path, reason: .system(code: errno))
                }
                throw .noDatabase(directory: directory.path)
            }
            throw .cannotOpen(path: url.path, reason: .system(code: code))
        }
        if let kind = RegularFile.kind(ofMode: info.st_mode) {
            throw .notARegularFile(path: url.path, kind: kind)
        }
        do {
            let connection = try DatabaseConnection(.file(path: url.path), access: .readOnly, followsSymbolicLinks: false)
            try connection.setBusyTimeout(busyTimeout)
            switch try DatabaseSchema.standing(of: connection) {
            case .new:
                throw OpeningError.noDatabase(directory: directory.path)
            case .foreign:
                throw OpeningError.foreign(path: url.path)
            case .version where anyVersion:
                return ReadOnlyDatabase(connection: connection, url: url)
            case .version(let version) where version < DatabaseSchema.currentVersion:
                throw OpeningError.olderVersion(directory: directory.path, version: version)
            case .version(let version) where version > DatabaseSchema.currentVersion:
                throw OpeningError.newerVersion(version: version)
            case .version:
                return ReadOnlyDatabase(connection: connection, url: url)
            }
        } catch let error as OpeningError {
            throw error
        } catch let error as DatabaseError {
            throw OpeningError(error, path: url.path)
        } catch {
            throw .cannotOpen(path: url.path, reason: FailureReason(error))
        }
    }

    /// Why the data of a directory cannot be read. Each case means the command cannot run (exit status 2), as
    /// opposed to a read that fails on the way.
    public enum OpeningError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The data directory does not exist or cannot be looked into.
        case noDirectory(path: String, reason: FailureReason)
        /// The directory has no database with data in it: wishlist has not been run with it.
        case noDatabase(directory: String)
        /// The database is at an older schema version, which only the app updates.
        case olderVersion(directory: String, version: Int32)
        /// The database was written by a newer version of wishlist.
        case newerVersion(version: Int32)
        /// The file is not wishlist's database (another program's, or not a database at all).
        case foreign(path: String)
        /// The database's name is taken by something that is not a regular file (a link, a FIFO, a device).
        case notARegularFile(path: String, kind: String)
        /// The app holds a lock the read needs (an import's or an update's commit, a recovery), for longer
        /// than `busyTimeout`.
        case inUse(path: String)
        /// The file cannot be opened or read, for `reason` (no permission, a damaged file).
        case cannotOpen(path: String, reason: FailureReason)

        /// The error an SQLite error while opening `path` means.
        init(_ error: DatabaseError, path: String) {
            switch error.code.primary {
            case .busy, .locked: self = .inUse(path: path)
            case .notADatabase: self = .foreign(path: path)
            default: self = .cannotOpen(path: path, reason: FailureReason(error, naming: .none))
            }
        }

        /// The schema version this app reads, which `olderVersion` and `newerVersion` name beside the data's.
        public static var readableVersion: Int32 { DatabaseSchema.currentVersion }

        /// One line for the user; paths and reasons as they are (the caller makes them safe for a terminal).
        public var description: String {
            switch self {
            case let .noDirectory(path, reason):
                "the data directory \(path) cannot be read: \(reason)"
            case let .noDatabase(directory):
                "there is no wishlist data in \(directory) (run wishlist with it once to start it)"
            case let .olderVersion(directory, version):
                "the data in \(directory) was written by an older version of wishlist (schema \(version), this one "
                    + "reads \(DatabaseSchema.currentVersion)); open it with the app once (wishlist --data-dir "
                    + "\(directory)) to update it"
            case let .newerVersion(version):
                DatabaseSchema.newerVersionMessage(version)
            case let .foreign(path):
                "\(path) is not a wishlist database"
            case let .notARegularFile(path, kind):
                "\(path) is \(kind), not a regular file"
            case let .inUse(path):
                "\(path) is being changed by wishlist right now (an import or an update); try again when it is done"
            case let .cannotOpen(path, reason):
                "\(path) cannot be opened: \(reason)"
            }
        }
    }
}

/// A connection is confined to one thread or queue at a time; see `DatabaseConnection`.
@available(*, unavailable)
extension ReadOnlyDatabase: Sendable {}
