/// What sync keeps beside the data of a database set up for it (`Documentation/sync.md`), counted: the tables
/// that grow as the data is used. `termui-bench --sync-year` measures them over a generated year of edits.
public struct SyncBookkeeping: Equatable, Sendable {
    /// The versions kept of fields, of rows' additions and of rows' deletions (`sync_field`).
    public var fieldVersions: Int
    /// Of `fieldVersions`, the rows' deletions.
    public var deletions: Int
    /// The bytes of the pages `sync_field` takes in the database file (SQLite's `dbstat`); nil where this
    /// system's SQLite has no `dbstat`.
    public var fieldVersionBytes: Int?
    /// The rows kept of the trips deleted in the last half year and of their activities (`sync_deleted_row`).
    public var deletedTripRows: Int
    /// The conflicts kept, open or settled (`sync_conflict`).
    public var conflicts: Int
}

extension AppDatabase {
    /// What sync keeps beside the data, counted; nil when sync was never set up here.
    ///
    /// - Throws: `DatabaseError` when sync's tables cannot be read.
    public func syncBookkeeping() throws -> SyncBookkeeping? {
        try read { connection in
            guard try SyncSchema.exists(in: connection) else { return nil }
            let count = { (sql: String) in try connection.prepare(sql).rows { try $0.column(0, as: Int.self) }.first ?? 0 }
            // Made with the first trip deleted where sync was set up before the table was added.
            let hasDeletedRows = try count("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'sync_deleted_row'") == 1
            return SyncBookkeeping(
                fieldVersions: try count("SELECT count(*) FROM sync_field"),
                deletions: try count("SELECT count(*) FROM sync_field WHERE field = '\(FieldVersions.deletion)'"),
                fieldVersionBytes: try? count("SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name = 'sync_field'"),
                deletedTripRows: hasDeletedRows ? try count("SELECT count(*) FROM sync_deleted_row") : 0,
                conflicts: try count("SELECT count(*) FROM sync_conflict"))
        }
    }
}
