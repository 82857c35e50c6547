/// A whole row sync kept as the other side of a deletion that won (`SyncConflict.Value.row`: the row is no
/// longer in its table), read the way its store reads the table's rows: its values are selected in place of the
/// columns the store's reader takes, so that every column is read one way, and a value the app cannot hold
/// (another program's) is refused as the table's reader refuses it.
enum KeptRow {
    /// `row` read by `read` from a statement selecting `columns` (a list of names, as the tables' readers
    /// declare them); nil when the reader refuses it. A column the row lacks is NULL.
    static func read<Value>(
        _ row: [String: DatabaseValue], columns: String, in connection: DatabaseConnection,
        as read: (PreparedStatement) throws -> Value
    ) throws -> Value? {
        let names = columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let statement = try connection.prepare("SELECT " + names.indices.map { "?\($0 + 1)" }.joined(separator: ", "))
        try statement.bind(names.map { row[$0] ?? .null })
        return try statement.readableRows(read).rowsUnlessStopped().first
    }
}
