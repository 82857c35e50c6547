/// The SQL of the `setting` table: small facts kept by key (and of sync's `sync_state`, made the same way).
enum SettingTable {
    /// The value kept under a key, if any.
    static func value(of key: String, in connection: DatabaseConnection, table: String = "setting") throws -> String? {
        let statement = try connection.prepare("SELECT value FROM \(table) WHERE key = ?")
        try statement.bind(key, at: 1)
        return try statement.rows { try $0.column(0, as: String.self) }.first
    }

    /// Keeps a value under a key, replacing what was there.
    static func set(_ value: String, for key: String, in connection: DatabaseConnection, table: String = "setting") throws {
        let statement = try connection.prepare("INSERT OR REPLACE INTO \(table) (key, value) VALUES (?, ?)")
        try statement.bind([key, value])
        try statement.execute()
    }

    /// Forgets the value kept under a key.
    static func remove(_ key: String, in connection: DatabaseConnection) throws {
        let statement = try connection.prepare("DELETE FROM setting WHERE key = ?")
        try statement.bind(key, at: 1)
        try statement.execute()
    }
}
