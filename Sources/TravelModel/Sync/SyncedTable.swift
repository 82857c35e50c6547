/// A table whose rows sync carries between machines, and how a row of it is known on every machine.
///
/// A row is known by a stable key, the same on every machine: a UUID (`expense.id`, `trip.id`, `activity.id`)
/// or a natural key (`category_limit.category`, `setting.key`), never by a key one machine gives it alone
/// (`expense.entered`, the order of entry here; `activity`'s primary key `(trip, position)`). What is a
/// machine's own (its `localColumns`, its `localKeys`) is neither sent nor changed by what comes from another.
struct SyncedTable: Hashable, Sendable {
    /// The table's name.
    let name: String
    /// The column of the stable key.
    let keyColumn: String
    /// Columns each machine keeps for itself: a new row from another machine gets its own here.
    let localColumns: Set<String>
    /// Local columns a new row from another machine gets worked out here from its other columns: SQL of them,
    /// by column (the others get their defaults).
    var localValues: [String: String] = [:]
    /// Columns worked out from others (the key of a title for the list's order, a trip's text for search, a
    /// category's title and symbol beside its id):
    /// they change with their source, and a conflict on them is decided with it (the same change, at the same
    /// moment), but not kept as a conflict of its own.
    var derivedColumns: Set<String> = []
    /// Whether a row is this machine's own by its stable key (some settings), and so not synced.
    let isLocalKey: @Sendable (DatabaseValue) -> Bool

    static func == (left: SyncedTable, right: SyncedTable) -> Bool { left.name == right.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    static let trip = SyncedTable(
        name: "trip", keyColumn: "id", localColumns: [], derivedColumns: ["name_key", "search_text"], isLocalKey: { _ in false })
    static let activity = SyncedTable(name: "activity", keyColumn: "id", localColumns: [], isLocalKey: { _ in false })
    /// Expenses: `entered` is the order of entry here; whether a row is known to be readable
    /// (`ExpenseTable.unreadableIndex`) is worked out here from the row as it comes.
    static let expense = SyncedTable(
        name: "expense", keyColumn: "id", localColumns: ["entered", "known_readable"],
        localValues: ["known_readable": "CASE WHEN \(ExpenseTable.readableRow) THEN 1 END"],
        derivedColumns: ["title_key", "category_title", "category_symbol"], isLocalKey: { _ in false })
    static let categoryLimit = SyncedTable(name: "category_limit", keyColumn: "category", localColumns: [], isLocalKey: { _ in false })
    /// Settings, but for those of this machine: where this data directory's first content came from, the sheet
    /// open when the app was quit (`AppDatabase.sheetDraftSetting`), and any `sync.` key (sync keeps its own in
    /// `sync_state`). What is left to sync is the last flight viewed, whose conflicts are kept but not offered:
    /// either value loses nothing.
    static let setting = SyncedTable(name: "setting", keyColumn: "key", localColumns: [], isLocalKey: { key in
        guard case .text(let key) = key else { return false }
        let origins = [TripsOpening.originSetting, BudgetOpening.originSetting]
        return key.hasPrefix("sync.") || key == AppDatabase.sheetDraftSetting || origins.contains { key == $0 || key == $0 + ".file" }
    })

    /// Every synced table, in the order a changeset is applied: trips before what names them.
    static let all: [SyncedTable] = [.trip, .activity, .expense, .categoryLimit, .setting]

    /// The synced table named `name`, if there is one.
    static func named(_ name: String) -> SyncedTable? {
        all.first { $0.name == name }
    }
}
