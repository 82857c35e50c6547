/// What a round of sync could not do (`SyncReport.problems`): a file of another machine not applied (damaged,
/// of another version, unreadable), this machine's changes or pictures not written, a picture not taken. A
/// value, which the app puts into words in the user's language; `description` is its English. Paths and the
/// reasons of the system, SQLite and the file's reader are quoted as they are.
public enum SyncProblem: Hashable, Sendable, CustomStringConvertible {
    /// Sync cannot run on this database at all (this system's SQLite has no session extension, say).
    case cannotRun(reason: FailureReason)
    /// This machine's changes could not be written into its folder.
    case changesNotWritten(folder: String, reason: FailureReason)
    /// The record of the files applied before cannot be read.
    case appliedUnreadable(reason: FailureReason)
    /// The file was found damaged before, and is still the same: its changes wait for a whole copy.
    case stillDamaged(path: String)
    /// The file cannot be read.
    case cannotRead(path: String)
    /// The file is in a layout of a newer version (its format's name).
    case newerLayout(path: String, format: String)
    /// The file was made at another schema version than this database's: a newer one when `schema` is past
    /// `current`.
    case otherVersion(path: String, schema: Int32, current: Int32)
    /// The file's changes could not be applied.
    case notApplied(path: String, reason: FailureReason)
    /// The file is damaged, for the reader's `reason`; `keptAs` is the copy kept of it, if one could be made.
    case damaged(path: String, reason: SyncFileDamage, keptAs: String?)
    /// This machine's pictures could not be copied into its folder.
    case picturesNotSent(folder: String, reason: FailureReason)
    /// This machine's photos (the full-size pictures) could not be copied into its folder.
    case photosNotSent(folder: String, reason: FailureReason)
    /// Which pictures the trips show cannot be looked up.
    case picturesNotLookedUp(reason: FailureReason)
    /// Another machine's picture could not be kept here.
    case pictureNotKept(path: String, reason: FailureReason)
    /// Another machine's photo could not be kept here.
    case photoNotKept(path: String, reason: FailureReason)
    /// Another machine's picture is not used, for the `reason` given (not a picture of the app's, too large).
    case pictureNotUsed(path: String, reason: PictureRefusal)

    /// The problem in English, a phrase after "Sync: " or the command's name.
    public var description: String {
        switch self {
        case .cannotRun(let reason): "sync cannot run here: \(reason)"
        case let .changesNotWritten(folder, reason): "this machine's changes could not be written into \(folder): \(reason)"
        case .appliedUnreadable(let reason): "what was applied before cannot be read: \(reason)"
        case .stillDamaged(let path): "\(path) is still damaged: its changes wait for a whole copy of it"
        case .cannotRead(let path): "\(path) cannot be read"
        case let .newerLayout(path, format): "\(path) is written in a newer layout (\(format)): update wishlist on this machine to apply it"
        case let .otherVersion(path, schema, current) where schema > current:
            "\(path) was made by a newer version of wishlist (schema \(schema), this one has \(current)): update wishlist on this machine to apply it"
        case let .otherVersion(path, schema, current):
            "\(path) was made by an older version of wishlist (schema \(schema), this one has \(current)): update wishlist on the other to apply it"
        case let .notApplied(path, reason): "\(path) could not be applied: \(reason)"
        case let .damaged(path, reason, keptAs):
            "\(path) is damaged (\(reason))\(keptAs.map { "; a copy is kept as \($0)" } ?? ""); its changes are applied when a whole copy of it comes"
        case let .picturesNotSent(folder, reason): "this machine's pictures could not be copied into \(folder): \(reason)"
        case let .photosNotSent(folder, reason): "this machine's photos could not be copied into \(folder): \(reason)"
        case .picturesNotLookedUp(let reason): "the trips' pictures cannot be looked up: \(reason)"
        case let .pictureNotKept(path, reason): "the picture \(path) could not be kept here: \(reason)"
        case let .photoNotKept(path, reason): "the photo \(path) could not be kept here: \(reason)"
        case let .pictureNotUsed(path, reason): "the picture \(path) is not used: \(reason)"
        }
    }
}
