/// When each synced field was last changed, and by which machine (`sync_field`), and which rows were deleted
/// when (a field named "" is the row's deletion): what decides a conflict, the later change winning.
///
/// Local changes are written here as they go into the outbox, remote ones as they are applied; a field never
/// written here was set before sync began, and loses to any change that comes.
struct FieldVersions {
    /// A change's moment and machine, in the order that decides a conflict: the later time, and at the same
    /// time the greater device id, so that every machine decides the same.
    struct Version: Comparable {
        var time: Double
        var device: String

        static let never = Version(time: -.infinity, device: "")

        static func < (left: Version, right: Version) -> Bool {
            (left.time, left.device) < (right.time, right.device)
        }
    }

    /// The field name that stands for a row's deletion.
    static let deletion = ""

    private let select: PreparedStatement
    private let upsert: PreparedStatement
    private let remove: PreparedStatement

    init(connection: DatabaseConnection) throws {
        select = try connection.prepare("SELECT time, device FROM sync_field WHERE tbl = ? AND key = ? AND field = ?")
        upsert = try connection.prepare("INSERT OR REPLACE INTO sync_field (tbl, key, field, time, device) VALUES (?, ?, ?, ?, ?)")
        remove = try connection.prepare("DELETE FROM sync_field WHERE tbl = ? AND key = ? AND field = ?")
    }

    /// The version of `field` of the row `key` of `table`, `.never` when none is known.
    func version(of field: String, key: DatabaseValue, in table: SyncedTable) throws -> Version {
        try select.bind([table.name, key, field])
        defer { select.reset() }
        guard try select.step() else { return .never }
        return Version(time: try select.column(0, as: Double.self), device: try select.column(1, as: String.self))
    }

    /// Keeps `version` as that of `field`.
    func set(_ version: Version, of field: String, key: DatabaseValue, in table: SyncedTable) throws {
        try upsert.bind([table.name, key, field, version.time, version.device])
        try upsert.execute()
    }

    /// Forgets the version of `field` (a row's deletion, when it is added again).
    func forget(_ field: String, key: DatabaseValue, in table: SyncedTable) throws {
        try remove.bind([table.name, key, field])
        try remove.execute()
    }

    /// Keeps what `change`, made at `version`, changed: the columns it changed, or the row's deletion; an added
    /// row is no longer deleted, and its columns are kept too where its key is a natural one (a setting, a
    /// limit), which two machines may both add.
    func record(_ change: RowChange, at version: Version) throws {
        switch (change.old, change.new) {
        case (_?, _?):
            for column in change.changedColumns { try set(version, of: column, key: change.key, in: change.table) }
        case (_?, nil):
            try set(version, of: Self.deletion, key: change.key, in: change.table)
        case (nil, _?):
            try forget(Self.deletion, key: change.key, in: change.table)
            if change.table.keyColumn != "id" {
                for column in change.changedColumns { try set(version, of: column, key: change.key, in: change.table) }
            }
        case (nil, nil):
            break
        }
    }
}
