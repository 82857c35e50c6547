import Foundation

/// A change both machines made to the same field (or one deleted a row the other changed), as sync keeps it
/// (`sync_conflict`): the value kept, by the rule that the later change wins, and the other, which is never
/// thrown away, with when and where it was made.
struct SyncConflict: Equatable, Sendable {
    /// A field's value, a whole row, or the row's deletion.
    enum Value: Equatable, Sendable {
        case field(DatabaseValue)
        case row([String: DatabaseValue])
        case deleted
    }

    /// The conflict's number in the table.
    var number: Int64
    /// The table and the row's stable key.
    var table: String
    var key: DatabaseValue
    /// The field, or "" for the whole row (a deletion against a change).
    var field: String
    var kept: Value
    var other: Value
    /// When the other change was made (seconds since 1970; -infinity when it was made before sync began), and
    /// on which device.
    var otherTime: Double
    var otherDevice: String

    /// Marks the conflict numbered `number` settled (the other value taken, or this one kept).
    static func settle(_ number: Int64, in connection: DatabaseConnection) throws {
        let statement = try connection.prepare("UPDATE sync_conflict SET resolved = 1 WHERE number = ?")
        try statement.bind(number, at: 1)
        try statement.execute()
    }

    /// A deletion that won over a change, still open: the row is gone on every machine, and kept whole as it
    /// was changed.
    struct KeptDeletion {
        /// The conflict's number.
        var number: Int64
        /// The row's stable key, and the row as it was changed.
        var key: DatabaseValue
        var row: [String: DatabaseValue]
        /// When the change was made (nil before sync began), and whether on this device.
        var changedDate: Date?
        var changedHere: Bool
    }

    /// The open deletions of rows of `table` that won over a change, each row once (its latest conflict), that
    /// are not in the table again (brought back here, or on another machine), oldest first.
    static func keptDeletions(of table: SyncedTable, in connection: DatabaseConnection) throws -> [KeptDeletion] {
        guard try SyncSchema.exists(in: connection) else { return [] }
        let device = try SyncSchema.state(SyncSchema.deviceKey, in: connection)
        let statement = try connection.prepare("""
            SELECT number, key, other, other_time, other_device FROM sync_conflict AS conflict
            WHERE tbl = ?1 AND field = ?2 AND resolved = 0
                AND NOT EXISTS (SELECT 1 FROM \(table.name) WHERE \(table.keyColumn) = conflict.key)
                AND number = (SELECT max(number) FROM sync_conflict
                              WHERE tbl = ?1 AND key = conflict.key AND field = ?2 AND resolved = 0)
            ORDER BY number
            """)
        try statement.bind([table.name, FieldVersions.deletion])
        return try statement.rows { row in
            (number: try row.column(0, as: Int64.self), key: try row.column(1, as: DatabaseValue.self),
             other: try row.column(2, as: Data.self), time: try row.column(3, as: Double.self),
             device: try row.column(4, as: String.self))
        }.compactMap { row in
            guard case .row(let kept) = Value(encoded: row.other) else { return nil }
            return KeptDeletion(
                number: row.number, key: row.key, row: kept,
                changedDate: row.time.isFinite ? Date(timeIntervalSince1970: row.time) : nil, changedHere: row.device == device)
        }
    }

    /// Whether the deletion of the row of `table` with the stable key `key` is an open conflict's side.
    static func hasOpenDeletion(of table: SyncedTable, key: DatabaseValue, in connection: DatabaseConnection) throws -> Bool {
        let statement = try connection.prepare("SELECT 1 FROM sync_conflict WHERE tbl = ? AND key = ? AND field = ? AND resolved = 0 LIMIT 1")
        try statement.bind([table.name, key, FieldVersions.deletion])
        return try !statement.rows { _ in () }.isEmpty
    }

    /// Marks every open conflict of the deletion of the row of `table` with the stable key `key` settled (the
    /// row brought back, or left deleted).
    static func settleDeletion(of table: SyncedTable, key: DatabaseValue, in connection: DatabaseConnection) throws {
        let statement = try connection.prepare("UPDATE sync_conflict SET resolved = 1 WHERE tbl = ? AND key = ? AND field = ? AND resolved = 0")
        try statement.bind([table.name, key, FieldVersions.deletion])
        try statement.execute()
    }
}

extension SyncConflict.Value {
    /// The value's bytes in `sync_conflict`: a tag (0 deleted, 1 a field, 2 a row), then the value, or the
    /// row's count of columns and each column's name and value.
    var encoded: Data {
        var writer = SyncBytesWriter()
        switch self {
        case .deleted:
            writer.appendRaw(Data([0]))
        case .field(let value):
            writer.appendRaw(Data([1]))
            writer.append(value)
        case .row(let row):
            writer.appendRaw(Data([2]))
            writer.append(row.keys.sorted().flatMap { [DatabaseValue.text($0), row[$0] ?? .null] })
        }
        return writer.bytes
    }

    /// The value `encoded` gave these bytes; nil for bytes it never gives.
    init?(encoded bytes: Data) {
        var reader = SyncBytesReader(bytes)
        do throws(SyncBytesError) {
            switch try reader.raw(1).first {
            case 0: self = .deleted
            case 1: self = .field(try reader.value())
            case 2:
                let values = try reader.values()
                guard values.count.isMultiple(of: 2) else { return nil }
                var row: [String: DatabaseValue] = [:]
                for index in stride(from: 0, to: values.count, by: 2) {
                    guard case .text(let name) = values[index] else { return nil }
                    row[name] = values[index + 1]
                }
                self = .row(row)
            default: return nil
            }
        } catch {
            return nil
        }
    }
}
