/// Why a data file could not be saved, kept aside or locked.
public enum DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another process holds the lock on the data directory.
    case inUse(directory: String)
    /// The file at `path` could not be saved, for the system's `reason`, such as "Permission denied".
    case cannotSave(path: String, reason: FailureReason)
    /// The unreadable file at `path` could not be renamed, for the system's `reason`.
    case cannotMoveAside(path: String, reason: FailureReason)
    /// The lock file at `path` could not be opened or locked, for the system's `reason`.
    case cannotLock(path: String, reason: FailureReason)

    /// A one-line message for the user that names the path and the reason.
    public var description: String {
        switch self {
        case let .inUse(directory):
            return "The data in \(directory) is in use by another copy of wishlist"
        case let .cannotSave(path, reason):
            return "Cannot save \(path): \(reason)"
        case let .cannotMoveAside(path, reason):
            return "Cannot keep \(path) aside: \(reason)"
        case let .cannotLock(path, reason):
            return "Cannot lock \(path): \(reason)"
        }
    }
}
