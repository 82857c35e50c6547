/// A change of one synced row, known by its stable key: the row as it was before (nil when it was added)
/// and as it is after (nil when it was deleted), each column by name, but for the table's local columns.
///
/// This is what a changeset says once its rows are known by their stable keys (`ChangesetTranslation`); an
/// update holds the whole row before and after, so that the columns it changed are those that differ.
struct RowChange: Equatable, Sendable {
    var table: SyncedTable
    /// The stable key's value.
    var key: DatabaseValue
    var old: [String: DatabaseValue]?
    var new: [String: DatabaseValue]?

    /// The columns the change changed: all of an added or deleted row's, and those of an update that differ.
    var changedColumns: [String] {
        switch (old, new) {
        case let (old?, new?): new.keys.filter { old[$0] != new[$0] }.sorted()
        case let (old?, nil): old.keys.sorted()
        case let (nil, new?): new.keys.sorted()
        case (nil, nil): []
        }
    }
}
