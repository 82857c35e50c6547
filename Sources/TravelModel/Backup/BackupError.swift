/// Why a backup or a restore of the database was not made, or why an update of the database's schema did not
/// start. Each description is one line for the user, after the command's name (`wishlist backup: …`), which
/// names the file and says what to do; what it quotes of a path or of the file is shown as it is, and made safe
/// for the terminal where the line leaves the app (`sanitizedForTerminal()`, which also keeps a line break in a
/// path from breaking the line).
public enum BackupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data directory's database cannot be opened to be backed up: no data, not wishlist's, in use (the
    /// error says which, as `wishlist export` says it).
    case cannotOpen(ReadOnlyDatabase.OpeningError)
    /// The file at `path` could not be opened or read, for the `reason` given.
    case cannotRead(path: String, reason: FailureReason)
    /// The path names something other than a plain file: `kind` is "a directory", "a FIFO", "a symbolic link"…
    case notAFile(path: String, kind: String)
    /// The backup would be written over the database it copies, or over one of its files.
    case wouldReplaceDatabase(path: String)
    /// The copy could not be written at `path`, for the `reason` given (a full disk, a directory that cannot
    /// be written); nothing of it was left.
    case cannotWrite(path: String, reason: FailureReason)
    /// The file at `path` is not an SQLite database.
    case notADatabase(path: String)
    /// The file at `path` is an SQLite database with damage: `problem` is the first the check found.
    case damaged(path: String, problem: FailureReason)
    /// The file at `path` is an SQLite database, but not wishlist's (another program's, or an empty one).
    case notWishlist(path: String)
    /// The file at `path` was written by a newer version of wishlist, whose schema `version` is past
    /// `DatabaseSchema.currentVersion`.
    case newerVersion(path: String, version: Int32)
    /// Another copy of wishlist is running on the data directory (it holds the directory's lock).
    case inUse(directory: String)
    /// The data directory's lock could not be taken, for the error given.
    case cannotLock(DataFileError)
    /// The restored database could not be put in place of the one at `path`, for the `reason` given; the
    /// database there was left as it was.
    case cannotReplace(path: String, reason: FailureReason)
    /// The database at `path` needs an update of its schema from `version` to `target`, and the copy of it
    /// made before every update could not be written, for the `reason` given; nothing was changed.
    case noCopyBeforeUpdate(path: String, version: Int32, target: Int32, reason: FailureReason)

    /// A one-line message for the user that names the file and says what to do.
    public var description: String {
        switch self {
        case let .cannotOpen(error):
            return "\(error)"
        case let .cannotRead(path, reason):
            return "cannot read \(path): \(reason)"
        case let .notAFile(path, kind):
            return "\(path) is \(kind), not a regular file"
        case let .wouldReplaceDatabase(path):
            return "\(path) is the database itself (or one of its files); choose another file for the backup"
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason); nothing was written"
        case let .notADatabase(path):
            return "\(path) is not an SQLite database, so not wishlist's"
        case let .damaged(path, problem):
            return "\(path) is a damaged database: \(problem)"
        case let .notWishlist(path):
            return "\(path) holds no wishlist data: it is an empty or another program's SQLite database"
        case let .newerVersion(path, version):
            return "\(path): \(DatabaseSchema.newerVersionMessage(version)); update wishlist to restore it"
        case let .inUse(directory):
            return "the data in \(directory) is in use by another copy of wishlist; quit it and try again"
        case let .cannotLock(error):
            return error.description
        case let .cannotReplace(path, reason):
            return "cannot put the backup in place of \(path): \(reason); the current data was left as it was"
        case let .noCopyBeforeUpdate(path, version, target, reason):
            return "\(path) needs an update from schema \(version) to \(target), and the copy of it kept before an update could not be written (\(reason)); nothing was changed. Make room beside it and start wishlist again"
        }
    }
}
