import CSQLite

/// The settings of a connection and its database that the store uses: the schema version, the journal mode
/// and how long to wait for another connection's lock.
extension DatabaseConnection {
    /// The schema version kept in the database file's header (`PRAGMA user_version`), 0 in a new database.
    func userVersion() throws -> Int32 {
        let statement = try prepare("PRAGMA user_version")
        let version = try statement.rows { try $0.column(0, as: Int64.self) }.first ?? 0
        // SQLite keeps it in 32 bits, so it always fits.
        return Int32(clamping: version)
    }

    /// Sets the schema version kept in the database file's header; inside a transaction it is part of it.
    func setUserVersion(_ version: Int32) throws {
        // A pragma takes no parameters; an integer's digits are safe in the text.
        try execute("PRAGMA user_version = \(version)")
    }

    /// The database's journal mode.
    func journalMode() throws -> DatabaseJournalMode {
        try journalMode(from: prepare("PRAGMA journal_mode"))
    }

    /// Asks for `mode` and gives the mode the database is in afterwards, which is not always the one asked
    /// for: an in-memory database stays in `memory` when asked for `wal`. A file's WAL mode persists; other
    /// modes last as long as the connection.
    @discardableResult
    func setJournalMode(_ mode: DatabaseJournalMode) throws -> DatabaseJournalMode {
        try journalMode(from: prepare("PRAGMA journal_mode = \(mode.rawValue)"))
    }

    /// How long a statement waits for a lock another connection holds before it fails with `busy`; zero (the
    /// default) fails at once. Whole milliseconds, at most `Int32.max` of them.
    func setBusyTimeout(_ timeout: Duration) throws {
        // Seconds are capped first, so that the milliseconds cannot overflow on the way.
        let seconds = min(timeout.components.seconds, Int64(Int32.max) / 1000 + 1)
        let milliseconds = seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000
        try check(sqlite3_busy_timeout(handle, Int32(clamping: max(0, milliseconds))))
    }

    /// Runs `body` with SQLite's page cache at `kibibytes` (`PRAGMA cache_size`), then sets it back as it was:
    /// for a change of many rows, whose index pages would otherwise be written to the log again and again as
    /// the cache spills.
    func withPageCache<Result>(kibibytes: Int, _ body: () throws -> Result) throws -> Result {
        let previous = try prepare("PRAGMA cache_size").rows { try $0.column(0, as: Int64.self) }.first ?? -2000
        // A pragma takes no parameters; an integer's digits are safe in the text.
        try execute("PRAGMA cache_size = \(-kibibytes)")
        defer { try? execute("PRAGMA cache_size = \(previous)") }
        return try body()
    }

    /// The mode the one row of a `journal_mode` pragma gives.
    private func journalMode(from statement: PreparedStatement) throws -> DatabaseJournalMode {
        let name = try statement.rows { try $0.column(0, as: String.self) }.first ?? ""
        guard let mode = DatabaseJournalMode(rawValue: name.lowercased()) else {
            throw DatabaseError(code: .error, message: "unknown journal mode \"\(name)\"")
        }
        return mode
    }
}
