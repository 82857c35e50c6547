/// When each synced field was last changed, and by which machine (`sync_field`), and which rows were deleted
/// when (a field named "" is the row's deletion): what decides a conflict, the later change winning.
///
/// Local changes are written here as they go into the outbox, remote ones as they are applied; a field never
/// written here was set before sync began, and loses to any change that comes.
///
/// A version is kept for `DeletedTripRows.keptFor` (half a year): what is older goes when a trip's deletion is
/// kept (`prune(before:in:)`, with the deleted trips' rows), but for the deletions'. A version is looked at only by a change made
/// before it (a later one wins anyway), so dropping the versions older than that changes nothing for the
/// changes made in that time: a conflict is resolved field by field as before. A change that comes more than
/// that after it was made (a machine away for longer) finds no version of what was changed here before then,
/// and wins over it as it would over a value set before sync began, which is kept as the other side of a
/// conflict: nothing is lost (`Documentation/sync.md`).
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
    /// The field name that stands for a row's addition: the version of each of its fields not changed since.
    static let addition = "*"

    private let select: PreparedStatement
    private let upsert: PreparedStatement
    private let remove: PreparedStatement

    init(connection: DatabaseConnection) throws {
        select = try connection.prepare("SELECT time, device FROM sync_field WHERE tbl = ? AND key = ? AND field = ?")
        upsert = try connection.prepare("INSERT OR REPLACE INTO sync_field (tbl, key, field, time, device) VALUES (?, ?, ?, ?, ?)")
        remove = try connection.prepare("DELETE FROM sync_field WHERE tbl = ? AND key = ? AND field = ?")
    }

    /// The version of `field` of the row `key` of `table`: of its last change, else of the row's addition,
    /// `.never` when neither is known (before sync began).
    func version(of field: String, key: DatabaseValue, in table: SyncedTable) throws -> Version {
        if let version = try stored(field, key: key, in: table) { return version }
        guard field != Self.deletion, field != Self.addition else { return .never }
        return try stored(Self.addition, key: key, in: table) ?? .never
    }

    private func stored(_ field: String, key: DatabaseValue, in table: SyncedTable) throws -> Version? {
        try select.bind([table.name, key, field])
        defer { select.reset() }
        guard try select.step() else { return nil }
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

    /// Drops the versions of fields and of additions older than `time`, seconds since 1970. The deletions' stay:
    /// a row each, they keep a deleted row deleted against a change made before its deletion, however late that
    /// change comes.
    static func prune(before time: Double, in connection: DatabaseConnection) throws {
        let prune = try connection.prepare("DELETE FROM sync_field WHERE time < ? AND field <> ?")
        try prune.bind([time, Self.deletion])
        try prune.execute()
    }

    /// Keeps what `change`, made at `version`, changed: the columns it changed, the row's deletion, or its
    /// addition (one version for all its fields; the row is no longer deleted). Two machines may add the same
    /// row: a setting, a limit, the sample data (whose ids are fixed), a row each had when it joined; the
    /// addition's version decides between their values, the same way on both.
    func record(_ change: RowChange, at version: Version) throws {
        switch (change.old, change.new) {
        case (_?, _?):
            for column in change.changedColumns { try set(version, of: column, key: change.key, in: change.table) }
        case (_?, nil):
            try set(version, of: Self.deletion, key: change.key, in: change.table)
        case (nil, _?):
            try forget(Self.deletion, key: change.key, in: change.table)
            try set(version, of: Self.addition, key: change.key, in: change.table)
        case (nil, nil):
            break
        }
    }
}
