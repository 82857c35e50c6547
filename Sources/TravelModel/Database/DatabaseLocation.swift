/// Where a connection's database lives: in a file, or in memory for as long as the connection is open.
enum DatabaseLocation: Equatable, Sendable {
    /// The database file at `path`. A file named `:memory:` is a file too, not an in-memory database.
    case file(path: String)
    /// A private database in memory, gone when the connection closes (what `--demo` needs).
    case inMemory

    /// The file name to give `sqlite3_open_v2`: `:memory:` for memory, and a file path that cannot be
    /// taken for it (`./:memory:`) when a file is named so.
    var sqliteFileName: String {
        switch self {
        case .inMemory:
            ":memory:"
        case let .file(path) where path == ":memory:":
            "./:memory:"
        case let .file(path):
            path
        }
    }
}
