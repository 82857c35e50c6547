import CSQLite

/// An error from SQLite: its result code and the message SQLite gave with it (`sqlite3_errmsg`).
///
/// Everything the wrapper does that can fail throws this; nothing in it traps. Errors the wrapper finds itself
/// (reading a column as the wrong type, preparing two statements at once, an unknown parameter name) use the
/// nearest SQLite code (`mismatch`, `misuse`, `range`) with a message of their own.
struct DatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The result code, extended where SQLite has one (compare `code.primary` with the constants).
    let code: DatabaseResultCode
    /// SQLite's message, such as "no such table: trips" or "UNIQUE constraint failed: trips.id".
    let message: String
    /// What a row holds that the app never writes, as a value the app words in the user's language (the
    /// message is its English); nil for SQLite's own errors.
    let unreadable: UnreadableRows.Reason?

    /// An error with the given code and message.
    init(code: DatabaseResultCode, message: String) {
        self.code = code
        self.message = message
        unreadable = nil
    }

    /// The error of a row that holds what the app never writes (`mismatch`), for `reason`.
    init(unreadable reason: UnreadableRows.Reason) {
        code = .mismatch
        message = reason.description
        unreadable = reason
    }

    /// The error `result` on the connection `handle`, with the connection's current message.
    ///
    /// Make it right after the call that failed: a later call on the connection replaces the message.
    init(result: Int32, connection handle: OpaquePointer) {
        let message = sqlite3_errmsg(handle).map { String(cString: $0) }
        self.init(code: DatabaseResultCode(rawValue: result), message: message ?? "")
    }

    /// The message and the code, for logs and for the user, such as
    /// "no such table: trips (SQLite error 1: SQL logic error)".
    var description: String {
        "\(message) (SQLite error \(code.rawValue): \(code))"
    }
}
