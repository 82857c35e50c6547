import Foundation

/// The rows of the trips deleted here (by the user, or by another machine's file) and of the activities that went
/// with them, as they were just before (`sync_deleted_row`): what a trip's deletion that wins over a change made
/// elsewhere keeps whole, with every activity it had, not only those the change touched (`RemoteChangeApplier`).
///
/// A trip's rows are kept when it is deleted, its activities' of an earlier deletion dropped first (a trip
/// brought back and deleted again keeps what it had the second time). The table is sync's, made where it is not
/// yet (a database set up for sync before it was added) when the first trip is deleted.
///
/// The rows are kept for `keptFor` after the trip's deletion, and no longer than the trip is deleted: each
/// deletion kept drops the rows of the trips that are here again and of those deleted longer ago
/// (`prune(before:in:)`), so the table holds the trips deleted in that time, not every trip ever deleted. The
/// versions of the fields older than that go then too (`FieldVersions.prune(before:in:)`): after these rows,
/// which that prune finds by the trips' deletions.
enum DeletedTripRows {
    static let definition = """
        CREATE TABLE IF NOT EXISTS sync_deleted_row (
            tbl TEXT NOT NULL,
            key ANY NOT NULL,
            trip ANY,
            row BLOB NOT NULL,
            PRIMARY KEY (tbl, key)
        ) STRICT, WITHOUT ROWID
        """

    /// How long a trip's rows are kept after its deletion: a change to it that a machine made before that
    /// machine applied the deletion, and that comes later than this, finds only what the change itself holds
    /// (the trip comes back, or is kept as the deletion's other side, with the activities the change names).
    /// The versions of fields (`FieldVersions`) are kept as long.
    static let keptFor: TimeInterval = 180 * 86_400

    /// Keeps the rows of the trips `changes` delete (a commit here at `time`, seconds since 1970), and of the
    /// activities that go with them.
    static func keep(deletionsIn changes: [RowChange], at time: Double, in connection: DatabaseConnection) throws {
        var trips: Set<DatabaseValue> = []
        for change in changes where change.table == .trip && change.new == nil {
            guard let old = change.old else { continue }
            try keepTrip(change.key, row: old, at: time, in: connection)
            trips.insert(change.key)
        }
        guard !trips.isEmpty else { return }
        for change in changes where change.table == .activity && change.new == nil {
            guard let old = change.old, let trip = old["trip"], trips.contains(trip) else { continue }
            try keepActivity(change.key, row: old, in: connection)
        }
    }

    /// Keeps the row of the trip `key` deleted now (at `time`, seconds since 1970), `row`, and forgets the
    /// activities kept of its last deletion; the rows no longer needed go (`prune(before:in:)`), and the
    /// versions of fields older than they are kept (`FieldVersions.prune(before:in:)`).
    static func keepTrip(_ key: DatabaseValue, row: [String: DatabaseValue], at time: Double, in connection: DatabaseConnection) throws {
        try connection.execute(definition)
        try prune(before: time - keptFor, in: connection)
        try FieldVersions.prune(before: time - keptFor, in: connection)
        let forget = try connection.prepare("DELETE FROM sync_deleted_row WHERE tbl = 'activity' AND trip = ?")
        try forget.bind(key, at: 1)
        try forget.execute()
        try keep(.trip, key: key, trip: .null, row: row, in: connection)
    }

    /// Drops the rows of the trips that are here again (brought back, or added again: a later deletion keeps
    /// them anew) and of those whose deletion (`sync_field`) was before `time`, seconds since 1970.
    static func prune(before time: Double, in connection: DatabaseConnection) throws {
        let prune = try connection.prepare("""
            DELETE FROM sync_deleted_row WHERE (CASE WHEN tbl = 'trip' THEN key ELSE trip END) IN (
                SELECT id FROM trip
                UNION ALL
                SELECT key FROM sync_field WHERE tbl = 'trip' AND field = ? AND time < ?)
            """)
        try prune.bind([FieldVersions.deletion, time])
        try prune.execute()
    }

    /// Keeps the row of the activity `key` deleted now with its trip, `row`.
    static func keepActivity(_ key: DatabaseValue, row: [String: DatabaseValue], in connection: DatabaseConnection) throws {
        try connection.execute(definition)
        try keep(.activity, key: key, trip: row["trip"] ?? .null, row: row, in: connection)
    }

    private static func keep(
        _ table: SyncedTable, key: DatabaseValue, trip: DatabaseValue, row: [String: DatabaseValue], in connection: DatabaseConnection
    ) throws {
        let insert = try connection.prepare("INSERT OR REPLACE INTO sync_deleted_row (tbl, key, trip, row) VALUES (?, ?, ?, ?)")
        try insert.bind([table.name, key, trip, SyncConflict.Value.row(row).encoded])
        try insert.execute()
    }

    /// The row of the trip `key` as it was when it was last deleted here; nil when it never was (or sync's table
    /// is not there yet).
    static func trip(_ key: DatabaseValue, in connection: DatabaseConnection) throws -> [String: DatabaseValue]? {
        try rows("SELECT key, row FROM sync_deleted_row WHERE tbl = 'trip' AND key = ?", key, in: connection).first?.row
    }

    /// The activities that went with the trip `key` when it was last deleted here, by their stable keys.
    static func activities(ofTrip key: DatabaseValue, in connection: DatabaseConnection) throws -> [(key: DatabaseValue, row: [String: DatabaseValue])] {
        try rows("SELECT key, row FROM sync_deleted_row WHERE tbl = 'activity' AND trip = ? ORDER BY key", key, in: connection)
    }

    private static func rows(
        _ sql: String, _ key: DatabaseValue, in connection: DatabaseConnection
    ) throws -> [(key: DatabaseValue, row: [String: DatabaseValue])] {
        let exists = try connection.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'sync_deleted_row'")
        guard try exists.rows({ try $0.column(0, as: Int.self) }).first == 1 else { return [] }
        let statement = try connection.prepare(sql)
        try statement.bind(key, at: 1)
        return try statement.rows { (key: try $0.column(0, as: DatabaseValue.self), data: try $0.column(1, as: Data.self)) }
            .compactMap { kept in
                guard case .row(let row) = SyncConflict.Value(encoded: kept.data) else { return nil }
                return (kept.key, row)
            }
    }
}
