/// The tables sync keeps beside the app's, made when sync is first set up (`CREATE TABLE IF NOT EXISTS`), so
/// that a database that never syncs has none, and the schema's version, which every other version of the app
/// reads, is not changed by them. The session never records them (it records `SyncedTable.all` only).
enum SyncSchema {
    static let definition = """
        CREATE TABLE IF NOT EXISTS sync_state (
            key TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        ) STRICT;
        CREATE TABLE IF NOT EXISTS sync_outbox (
            number INTEGER PRIMARY KEY AUTOINCREMENT,
            content BLOB NOT NULL
        ) STRICT;
        CREATE TABLE IF NOT EXISTS sync_file (
            device TEXT NOT NULL,
            number INTEGER NOT NULL,
            state TEXT NOT NULL,
            fingerprint TEXT NOT NULL,
            PRIMARY KEY (device, number)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS sync_field (
            tbl TEXT NOT NULL,
            key ANY NOT NULL,
            field TEXT NOT NULL,
            time REAL NOT NULL,
            device TEXT NOT NULL,
            PRIMARY KEY (tbl, key, field)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS sync_conflict (
            number INTEGER PRIMARY KEY,
            tbl TEXT NOT NULL,
            key ANY NOT NULL,
            field TEXT NOT NULL,
            kept BLOB NOT NULL,
            other BLOB NOT NULL,
            other_time REAL NOT NULL,
            other_device TEXT NOT NULL,
            resolved INTEGER NOT NULL DEFAULT 0
        ) STRICT;
        CREATE INDEX IF NOT EXISTS sync_conflict_by_row ON sync_conflict (tbl, key) WHERE resolved = 0;
        \(activityIndexDefinition);
        \(DeletedTripRows.definition);
        """

    /// SQL that makes the index of the activities by their stable key, which a file's changes find them by (the
    /// table's own key is their trip and place): without it, each activity of a file read the whole table.
    /// Sync's, as its tables are: a database that never syncs has none (`RemoteChangeApplier` makes it where
    /// sync was set up before it was added).
    static let activityIndexDefinition = "CREATE INDEX IF NOT EXISTS sync_activity_by_id ON activity (id)"

    /// The key in `sync_state` of the synced folder's path. Sync's settings are kept in a table of their own,
    /// rather than in `setting`, because the session records `setting`: the folder is this machine's path, and
    /// no business of another's.
    static let folderKey = "folder"
    /// The key in `sync_state` of this database's device id: a UUID made once, when sync is first set up.
    static let deviceKey = "device"

    /// The value kept under `key` in `sync_state`, nil when there is none or sync was never set up.
    static func state(_ key: String, in connection: DatabaseConnection) throws -> String? {
        guard try exists(in: connection) else { return nil }
        return try SettingTable.value(of: key, in: connection, table: "sync_state")
    }

    /// Keeps `value` under `key` in `sync_state`.
    static func setState(_ value: String, for key: String, in connection: DatabaseConnection) throws {
        try SettingTable.set(value, for: key, in: connection, table: "sync_state")
    }

    /// Makes the tables, where they are not yet.
    static func create(in connection: DatabaseConnection) throws {
        try connection.execute(definition)
    }

    /// Whether the database has sync's tables (sync was set up once).
    static func exists(in connection: DatabaseConnection) throws -> Bool {
        try connection.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'sync_outbox'")
            .rows { try $0.column(0, as: Int.self) }.first == 1
    }
}
