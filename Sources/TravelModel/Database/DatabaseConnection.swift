import CSQLite

/// An open connection to an SQLite database: a file, or a private database in memory.
///
/// Thread confinement: a connection, and every statement prepared on it, belongs to one thread or queue at a
/// time. The type is not `Sendable` (see the unavailable conformance below), so Swift 6 refuses to share it
/// between concurrency domains; it can only be handed over whole, as a value that is sent. This is what lets
/// it open with `SQLITE_OPEN_NOMUTEX`: SQLite's multi-thread mode, in which a connection needs no mutex as long
/// as no two threads use it at once. To use a database from two places, open two connections.
///
/// The connection closes when the last reference to it goes (`sqlite3_close_v2`); statements keep their
/// connection alive, so it never closes under them.
final class DatabaseConnection {
    /// The `sqlite3 *` of the open connection, for the other files of `Database/` (its statements, errors and
    /// settings); nothing outside them sees SQLite.
    let handle: OpaquePointer

    /// Opens the database at `location`.
    ///
    /// - Parameters:
    ///   - access: read only, read and write, or read and write creating the file (the default). Memory is
    ///     always created.
    ///   - followsSymbolicLinks: when `false`, a path that is a symbolic link is refused
    ///     (`SQLITE_OPEN_NOFOLLOW`) instead of opening what it points to.
    /// - Throws: `DatabaseError`, such as `cannotOpen` for a file in a directory that does not exist, or for
    ///   an empty path (SQLite would take it for a temporary database).
    init(_ location: DatabaseLocation, access: DatabaseAccess = .readWriteCreate,
         followsSymbolicLinks: Bool = true) throws {
        if case .file(path: "") = location {
            throw DatabaseError(code: .cannotOpen, message: "no path given for the database file")
        }
        var flags = access.openFlags | SQLITE_OPEN_NOMUTEX
        if location == .inMemory {
            flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_MEMORY
        }
        if !followsSymbolicLinks {
            flags |= SQLITE_OPEN_NOFOLLOW
        }
        var opened: OpaquePointer?
        let result = sqlite3_open_v2(location.sqliteFileName, &opened, flags, nil)
        guard let opened else {
            // Only when SQLite could not even allocate a connection.
            throw DatabaseError(code: DatabaseResultCode(rawValue: result), message: "cannot allocate a connection")
        }
        guard result == SQLITE_OK else {
            let error = DatabaseError(result: result, connection: opened)
            sqlite3_close_v2(opened)
            throw error
        }
        sqlite3_extended_result_codes(opened, 1)
        handle = opened
    }

    /// Closes the connection. Statements hold their connection, so none is left open by then.
    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql`, one statement or several separated by semicolons, discarding any rows they return.
    ///
    /// For SQL that is fixed text: schema, pragmas, `BEGIN`/`COMMIT`. Values go through a prepared statement
    /// and its bindings (`prepare(_:)`), never into the text.
    func execute(_ sql: String) throws {
        let result = sqlite3_exec(handle, sql, nil, nil, nil)
        try check(result)
    }

    /// Compiles one SQL statement, to bind values to and step through its rows, as often as needed.
    ///
    /// - Throws: `DatabaseError` for bad SQL; `misuse` for text with no statement, or with more than one (only
    ///   the first would run; use `execute(_:)` for several).
    func prepare(_ sql: String) throws -> PreparedStatement {
        var statement: OpaquePointer?
        var moreStatements = false
        let result = sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            let result = sqlite3_prepare_v2(handle, text, -1, &statement, &tail)
            if result == SQLITE_OK, let tail {
                moreStatements = holdsStatement(tail)
            }
            return result
        }
        guard result == SQLITE_OK else {
            throw DatabaseError(result: result, connection: handle)
        }
        guard let statement else {
            throw DatabaseError(code: .misuse, message: "no SQL statement in \"\(sql)\"")
        }
        guard !moreStatements else {
            sqlite3_finalize(statement)
            throw DatabaseError(code: .misuse, message: "more than one SQL statement in \"\(sql)\"")
        }
        return PreparedStatement(handle: statement, connection: self)
    }

    /// The row id of the row the last successful `INSERT` on this connection added (0 before any).
    var lastInsertedRowID: Int64 {
        sqlite3_last_insert_rowid(handle)
    }

    /// How many rows the last `INSERT`, `UPDATE` or `DELETE` on this connection changed.
    var changedRowCount: Int {
        Int(sqlite3_changes(handle))
    }

    /// Whether a transaction is open (SQLite is out of autocommit mode).
    var isInTransaction: Bool {
        sqlite3_get_autocommit(handle) == 0
    }

    /// Throws the connection's error, with its message, unless `result` is `SQLITE_OK`.
    func check(_ result: Int32) throws {
        guard result == SQLITE_OK else {
            throw DatabaseError(result: result, connection: handle)
        }
    }

    /// Whether `sql`, the text after a prepared statement, holds another statement rather than only
    /// whitespace and comments: SQLite compiles nothing from those, and something, or an error, from anything
    /// else.
    private func holdsStatement(_ sql: UnsafePointer<CChar>) -> Bool {
        guard sql.pointee != 0 else { return false }
        var next: OpaquePointer?
        let result = sqlite3_prepare_v2(handle, sql, -1, &next, nil)
        sqlite3_finalize(next)
        return result != SQLITE_OK || next != nil
    }
}

/// A connection is confined to one thread or queue at a time; see `DatabaseConnection`.
@available(*, unavailable)
extension DatabaseConnection: Sendable {}
