import CSQLite

/// What a connection may do with its database file, and whether opening it may create it.
enum DatabaseAccess: Sendable {
    /// Read only; the file must exist.
    case readOnly
    /// Read and write; the file must exist.
    case readWrite
    /// Read and write, creating the file when it does not exist (the parent directory must exist).
    case readWriteCreate

    /// The `SQLITE_OPEN_*` flags that ask for this access.
    var openFlags: Int32 {
        switch self {
        case .readOnly: SQLITE_OPEN_READONLY
        case .readWrite: SQLITE_OPEN_READWRITE
        case .readWriteCreate: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        }
    }
}
