/// Turns a changeset, keyed by each table's primary key on the machine that made it, into changes of rows
/// known by their stable keys (`RowChange`), which any machine can apply.
///
/// A deleted or inserted row is whole in the changeset. An updated one has its primary key and the columns
/// that changed; with the row as it was after the commit (`SyncFile.updatedRows`), the row before is that
/// row with the changed columns' old values. An update may change a row's stable key: the trip's activities
/// are written again in their order, so that when one is removed or moved, the row at a position becomes
/// another activity. So the rows before are gathered by their stable keys, and those after, and each key
/// that is in either is one change: an update when in both (an activity moved has a new position), an
/// insert or a delete when in one.
enum ChangesetTranslation {
    /// The column names of each synced table, in the order of the table's columns (the changeset's order).
    typealias Columns = [String: [String]]

    /// The changes of `changes` (with `updatedRows`, each update's row after), in `SyncedTable.all`'s order of
    /// tables, each table's deletes first; changes of tables that are not synced, and of rows a machine keeps
    /// for itself, are left out.
    ///
    /// - Throws: `SyncApplyError.mismatch` when a change does not fit the table's columns here.
    static func rowChanges(
        of changes: [ChangesetChange], updatedRows: [[DatabaseValue]], columns: Columns
    ) throws -> [RowChange] {
        var olds: [SyncedTable: [(DatabaseValue, [String: DatabaseValue])]] = [:]
        var news: [SyncedTable: [(DatabaseValue, [String: DatabaseValue])]] = [:]
        var updates = updatedRows.makeIterator()
        for change in changes {
            let after = change.kind == .update ? updates.next() : nil
            guard let table = SyncedTable.named(change.table) else { continue }
            guard let names = columns[table.name], names.count == change.old.count, let keyIndex = names.firstIndex(of: table.keyColumn) else {
                throw SyncApplyError.mismatch("the table \(change.table) has other columns here")
            }
            let oldValues: [DatabaseValue?]
            let newValues: [DatabaseValue?]
            switch change.kind {
            case .insert:
                oldValues = []
                newValues = change.new
            case .delete:
                oldValues = change.old
                newValues = []
            case .update:
                guard let after, after.count == names.count else {
                    throw SyncApplyError.mismatch("an update of \(change.table) comes without its row")
                }
                newValues = after
                oldValues = zip(after, change.old).map { $1 ?? $0 }
            }
            if let row = row(oldValues, names: names, table: table, keyIndex: keyIndex) { olds[table, default: []].append(row) }
            if let row = row(newValues, names: names, table: table, keyIndex: keyIndex) { news[table, default: []].append(row) }
        }
        var result: [RowChange] = []
        for table in SyncedTable.all {
            var before: [DatabaseValue: [String: DatabaseValue]] = [:]
            var order: [DatabaseValue] = []
            for (key, row) in olds[table] ?? [] {
                if before.updateValue(row, forKey: key) == nil { order.append(key) }
            }
            var after: [DatabaseValue: [String: DatabaseValue]] = [:]
            for (key, row) in news[table] ?? [] {
                if after.updateValue(row, forKey: key) == nil, before[key] == nil { order.append(key) }
            }
            let deletes = order.filter { after[$0] == nil }
            let others = order.filter { after[$0] != nil }
            for key in deletes + others {
                let change = RowChange(table: table, key: key, old: before[key], new: after[key])
                if change.old == nil || change.new == nil || !change.changedColumns.isEmpty { result.append(change) }
            }
        }
        return result
    }

    /// A whole row's values by name (but for the local columns) with its stable key, or nil for no row or a row
    /// the machine keeps for itself.
    private static func row(
        _ values: [DatabaseValue?], names: [String], table: SyncedTable, keyIndex: Int
    ) -> (DatabaseValue, [String: DatabaseValue])? {
        guard values.count == names.count, let key = values[keyIndex] ?? nil, !table.isLocalKey(key) else { return nil }
        var row: [String: DatabaseValue] = [:]
        for (name, value) in zip(names, values) where !table.localColumns.contains(name) {
            row[name] = value ?? .null
        }
        return (key, row)
    }
}

/// Why changes from another machine could not be applied.
enum SyncApplyError: Error, Equatable, CustomStringConvertible {
    /// The changes do not fit this database (another schema).
    case mismatch(String)

    var description: String {
        switch self {
        case .mismatch(let reason): reason
        }
    }
}
