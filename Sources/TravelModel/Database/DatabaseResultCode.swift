import CSQLite

/// A result code of SQLite, such as `SQLITE_BUSY`, or an extended one, such as `SQLITE_CONSTRAINT_UNIQUE`.
///
/// Connections turn extended codes on, so an error carries the extended code; `primary` gives the primary
/// code it refines, which is what the constants below are compared with.
struct DatabaseResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The code as SQLite gives it.
    let rawValue: Int32

    /// A code from its value in SQLite.
    init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The primary code this one refines (the low eight bits); a primary code is its own primary.
    var primary: DatabaseResultCode {
        DatabaseResultCode(rawValue: rawValue & 0xFF)
    }

    /// SQLite's English words for the code, such as "database is locked".
    var description: String {
        sqlite3_errstr(rawValue).map { String(cString: $0) } ?? "unknown error"
    }

    /// `SQLITE_ERROR`: a generic error, such as bad SQL or a missing table.
    static let error = DatabaseResultCode(rawValue: SQLITE_ERROR)
    /// `SQLITE_PERM`: the requested access mode for a database file cannot be provided.
    static let permission = DatabaseResultCode(rawValue: SQLITE_PERM)
    /// `SQLITE_ABORT`: an operation was aborted, such as a statement by a rollback.
    static let abort = DatabaseResultCode(rawValue: SQLITE_ABORT)
    /// `SQLITE_BUSY`: another connection holds a lock the operation needs, past the busy timeout.
    static let busy = DatabaseResultCode(rawValue: SQLITE_BUSY)
    /// `SQLITE_LOCKED`: a conflict within this connection, or with a connection sharing its cache.
    static let locked = DatabaseResultCode(rawValue: SQLITE_LOCKED)
    /// `SQLITE_NOMEM`: a memory allocation failed.
    static let noMemory = DatabaseResultCode(rawValue: SQLITE_NOMEM)
    /// `SQLITE_READONLY`: a write to a database opened read-only, or to a file that cannot be written.
    static let readOnly = DatabaseResultCode(rawValue: SQLITE_READONLY)
    /// `SQLITE_IOERR`: the operating system reported an input or output error.
    static let ioError = DatabaseResultCode(rawValue: SQLITE_IOERR)
    /// `SQLITE_CORRUPT`: the database file is malformed.
    static let corrupt = DatabaseResultCode(rawValue: SQLITE_CORRUPT)
    /// `SQLITE_FULL`: a write failed because the disk is full.
    static let full = DatabaseResultCode(rawValue: SQLITE_FULL)
    /// `SQLITE_CANTOPEN`: the database file (or its journal) could not be opened.
    static let cannotOpen = DatabaseResultCode(rawValue: SQLITE_CANTOPEN)
    /// `SQLITE_TOOBIG`: a string or blob is larger than SQLite allows.
    static let tooBig = DatabaseResultCode(rawValue: SQLITE_TOOBIG)
    /// `SQLITE_CONSTRAINT`: a constraint failed, such as `UNIQUE`, `NOT NULL` or `CHECK`.
    static let constraint = DatabaseResultCode(rawValue: SQLITE_CONSTRAINT)
    /// `SQLITE_MISMATCH`: a value of the wrong type; also what reading a column as the wrong Swift type gives.
    static let mismatch = DatabaseResultCode(rawValue: SQLITE_MISMATCH)
    /// `SQLITE_MISUSE`: the API was used in a way it does not allow, such as preparing an empty statement.
    static let misuse = DatabaseResultCode(rawValue: SQLITE_MISUSE)
    /// `SQLITE_RANGE`: a parameter or column index out of range.
    static let range = DatabaseResultCode(rawValue: SQLITE_RANGE)
    /// `SQLITE_NOTADB`: the file is not an SQLite database.
    static let notADatabase = DatabaseResultCode(rawValue: SQLITE_NOTADB)
}
