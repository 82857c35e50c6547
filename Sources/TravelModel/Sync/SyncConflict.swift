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
