import CSQLite
import Foundation

/// A recording of the changes made to some tables through one connection (SQLite's session extension,
/// `sqlite3session_*`), given as a changeset: the rows inserted and deleted whole, and of each row updated its
/// primary key with the old and new values of the columns that changed.
///
/// A session sees only what is written through its own connection, and keeps it in memory: what the changeset
/// holds is worked out when it is asked for, from the values each row had when the session first saw it change
/// and the values it has now, so a change rolled back (a savepoint of a bad change) leaves nothing. It is
/// confined to its connection's thread or queue, as the connection is.
final class DatabaseSession {
    /// The `sqlite3_session *`.
    private let handle: OpaquePointer
    /// The connection it records, kept open for as long as the session lives.
    let connection: DatabaseConnection

    /// Whether the system's SQLite was built with the session extension (it has the functions only then); a
    /// connection is asked once, by `PRAGMA compile_options`.
    static func isAvailable(on connection: DatabaseConnection) -> Bool {
        let options = (try? connection.prepare("PRAGMA compile_options").rows { try $0.column(0, as: String.self) }) ?? []
        return options.contains("ENABLE_SESSION") && options.contains("ENABLE_PREUPDATE_HOOK")
    }

    /// A session that records the changes made through `connection` to `tables` of its main database, from now.
    ///
    /// - Throws: `DatabaseError` when SQLite has no session extension, or a table cannot be attached.
    init(recording tables: [String], on connection: DatabaseConnection) throws {
        guard Self.isAvailable(on: connection) else {
            throw DatabaseError(code: .error, message: "this system's SQLite was built without the session extension")
        }
        var session: OpaquePointer?
        let result = sqlite3session_create(connection.handle, "main", &session)
        guard result == SQLITE_OK, let session else {
            throw DatabaseError(code: DatabaseResultCode(rawValue: result), message: "cannot make a session")
        }
        handle = session
        self.connection = connection
        for table in tables {
            try connection.check(sqlite3session_attach(handle, table))
        }
    }

    /// Deletes the session (what it recorded goes with it).
    deinit {
        sqlite3session_delete(handle)
    }

    /// Whether changes are being recorded now; a session set not to record lets changes pass unseen (those
    /// that sync applies from another machine, which are not this machine's to send).
    var isRecording: Bool {
        get { sqlite3session_enable(handle, -1) != 0 }
        set { sqlite3session_enable(handle, newValue ? 1 : 0) }
    }

    /// Whether nothing was recorded. It may say false for a session whose changes were all undone: its
    /// changeset is then empty.
    var isEmpty: Bool {
        sqlite3session_isempty(handle) != 0
    }

    /// The changes recorded so far, as a changeset (empty when there are none); the session records on.
    func changeset() throws -> Data {
        var size: Int32 = 0
        var bytes: UnsafeMutableRawPointer?
        try connection.check(sqlite3session_changeset(handle, &size, &bytes))
        defer { sqlite3_free(bytes) }
        guard let bytes, size > 0 else { return Data() }
        return Data(bytes: bytes, count: Int(size))
    }

    /// Records, as changes, how `table` of the database `source` (attached to the connection) would become the
    /// table of the same name in the main database: its rows missing in `source` as inserted, and so on. The
    /// two tables must have the same columns and primary key. With an empty `source`, the changeset says
    /// every row of the table.
    func recordDifference(of table: String, from source: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let result = sqlite3session_diff(handle, source, table, &message)
        defer { sqlite3_free(message) }
        guard result == SQLITE_OK else {
            throw DatabaseError(
                code: DatabaseResultCode(rawValue: result),
                message: message.map { String(cString: $0) } ?? "cannot compare the table \(table) with \(source)'s")
        }
    }
}

/// A session is confined to its connection's thread or queue; see `DatabaseConnection`.
@available(*, unavailable)
extension DatabaseSession: Sendable {}
