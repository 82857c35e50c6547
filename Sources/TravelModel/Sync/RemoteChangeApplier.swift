/// Applies another machine's changes (`RowChange`s, made at one `FieldVersions.Version`) to the database, row
/// by row through their stable keys, in the transaction that also marks their file applied.
///
/// The rule, which loses nothing (`Documentation/sync.md`): a field the other machine changed from the value
/// it has here takes the new value. A field changed on both sides since is a conflict: the later change wins
/// (`FieldVersions.Version`'s order, the same on every machine), and the other value is kept in
/// `sync_conflict`. A deleted row goes unless it was changed here after the deletion (then it stays, and the
/// deletion is the conflict's other side); a row changed there that was deleted here comes back whole if the
/// change is the later one (a row brought back by a machine that knew of its deletion is no conflict). A trip
/// and its activities stay or go together: a change of either later than the trip's deletion keeps the trip, or
/// brings it back, with every activity. A new expense gets the next `entered` here; an activity whose position
/// is taken here goes after its trip's last.
struct RemoteChangeApplier {
    private let connection: DatabaseConnection
    private let columns: ChangesetTranslation.Columns
    private let versions: FieldVersions
    private var statements: [String: PreparedStatement] = [:]
    /// The inserts prepared, by their columns (each table's are its own).
    private var inserts: [[String]: PreparedStatement] = [:]
    /// Each synced table's columns here and the statements that read and add its rows, by its name.
    private var tableStatements: [String: TableStatements] = [:]
    /// The conflicts found so far.
    private(set) var conflictCount = 0
    /// The rows changed so far.
    private(set) var changeCount = 0
    /// Activities set aside while a file moves them: their positions here before.
    private var parkedPositions: [DatabaseValue: DatabaseValue] = [:]
    /// The activities the file changes, and the rows of those it deletes as they were there.
    private var activitiesInFile: Set<DatabaseValue> = []
    private var activitiesDeletedInFile: [DatabaseValue: [String: DatabaseValue]] = [:]
    /// The trips whose deletion won over a change, kept whole with their activities by this file.
    private var keptTrips: Set<DatabaseValue> = []
    /// The trips whose deletion by this file lost to a change here, which stay with all their activities.
    private var tripsStaying: Set<DatabaseValue> = []
    /// The trips deleted here that this file's later changes brought back whole, with their activities.
    private var tripsBroughtBack: Set<DatabaseValue> = []

    init(connection: DatabaseConnection, columns: ChangesetTranslation.Columns) throws {
        self.connection = connection
        self.columns = columns
        // An activity is found by its id, which no index of the app's holds (a database set up for sync
        // before this index was there gets it now, in the file's transaction).
        try connection.execute(SyncSchema.activityIndexDefinition)
        versions = try FieldVersions(connection: connection)
    }

    /// How many changes are applied between two calls of `apply`'s `betweenSteps`.
    static let stepSize = 64

    /// Applies `changes`, all made at `version`, calling `betweenSteps` after each `stepSize` of them (what it
    /// throws stops the applying, and the transaction is to be rolled back: sync gives the write lock up to the
    /// app that way).
    mutating func apply(_ changes: [RowChange], at version: FieldVersions.Version, betweenSteps: () throws -> Void = {}) throws {
        for change in changes where change.table == .activity {
            activitiesInFile.insert(change.key)
            if change.new == nil, let old = change.old { activitiesDeletedInFile[change.key] = old }
        }
        try parkMovedActivities(changes)
        // Many expenses added are indexed for search at the end, in one statement (`ExpenseSearchIndex`): its
        // trigger, row by row, was a third of applying a file of 10,000.
        let indexesAdditionsAtEnd = changes.lazy.filter { $0.table == .expense && $0.new != nil }.count >= Self.manyAdditions
        let lastBefore = indexesAdditionsAtEnd ? try ExpenseSearchIndex.suspendAdditions(in: connection) : nil
        for (index, change) in changes.enumerated() {
            if index.isMultiple(of: Self.stepSize) { try betweenSteps() }
            try apply(change, at: version)
        }
        if let lastBefore { try ExpenseSearchIndex.resumeAdditions(in: connection, after: lastBefore) }
        try placeParkedActivities()
    }

    /// How many expenses a file adds (or changes, which may add them) for their search index to be filled at
    /// the end rather than row by row: a suspended trigger is a change of the schema, which has every statement
    /// prepared on the database's connections prepared again.
    static let manyAdditions = 256

    private mutating func apply(_ change: RowChange, at version: FieldVersions.Version) throws {
        let table = change.table
        let current = try currentRow(of: table, key: change.key)
        switch (change.old, change.new, current) {
        case (let old, let new?, nil):
            var deletion = try versions.version(of: FieldVersions.deletion, key: change.key, in: table)
            var deletedTrip: DatabaseValue?
            if table == .activity, let trip = new["trip"] { deletedTrip = try self.deletedTrip(trip) }
            // An activity of a trip deleted here goes with the trip, an activity added there too.
            if let deletedTrip { deletion = max(deletion, try versions.version(of: FieldVersions.deletion, key: deletedTrip, in: .trip)) }
            guard version > deletion else {
                // A trip is kept whole: with every activity it had here (once), and the trip of an activity
                // changed there.
                let keptWhole = table == .trip ? try isKeptWhole(change.key) : true
                try keepConflict(table, key: change.key, field: FieldVersions.deletion, kept: .deleted, other: .row(new), otherVersion: version)
                if !keptWhole { try keepActivities(ofDeletedTrip: change.key, at: version) }
                if let deletedTrip { try keepDeletedTrip(deletedTrip, at: version) }
                return
            }
            // An activity of a trip deleted here whose change is the later: the trip comes back first, whole.
            if let deletedTrip { try bringBackTrip(deletedTrip, at: version) }
            try insert(new, into: table)
            // The row's addition (and, of a row changed there, what changed), and no deletion any more.
            try versions.set(version, of: FieldVersions.addition, key: change.key, in: table)
            if old != nil { try versions.record(change, at: version) }
            if deletion != .never {
                try versions.forget(FieldVersions.deletion, key: change.key, in: table)
                try keepDeletionUndone(change, new: new, deletion: deletion, at: version)
            }
        case (let old, let new?, let current?):
            let considered = old == nil ? new.keys.sorted() : change.changedColumns
            var changed: [String: DatabaseValue] = [:]
            for column in considered {
                guard let value = new[column], value != current[column] else { continue }
                let here = try versions.version(of: column, key: change.key, in: table)
                // Changed here since the other machine's value it changed (else a value set here again later,
                // as a restored backup's): the other side of a conflict, kept.
                let changedHere = old?[column] != current[column]
                let derived = table.derivedColumns.contains(column)
                if version > here {
                    changed[column] = value
                    try versions.set(version, of: column, key: change.key, in: table)
                    if changedHere && !derived {
                        try keepConflict(change, field: column, kept: .field(value), other: .field(current[column] ?? .null), otherVersion: here)
                    }
                } else if !derived {
                    try keepConflict(change, field: column, kept: .field(current[column] ?? .null), other: .field(value), otherVersion: version)
                }
            }
            try update(table, key: change.key, with: changed)
        case (_?, nil, nil):
            if try versions.version(of: FieldVersions.deletion, key: change.key, in: table) < version {
                try versions.set(version, of: FieldVersions.deletion, key: change.key, in: table)
            }
        case (let old?, nil, let current?):
            // An activity that went with its trip's deletion, which lost here: it stays with the trip.
            if table == .activity, let trip = current["trip"], tripsStaying.contains(trip) { return }
            // The row stays if any of its fields was set here after the deletion (changed, or the row added
            // again, as a restored backup adds it); a trip, if any field of it or of its activities was.
            let latestHere = table == .trip
                ? try latestVersion(ofTrip: change.key, row: current)
                : try latestVersion(of: current, key: change.key, in: table)
            if latestHere > version {
                try keepConflict(change, field: FieldVersions.deletion, kept: .row(current), other: .deleted, otherVersion: version)
                if table == .trip { tripsStaying.insert(change.key) }
                return
            }
            if table == .trip { return try deleteTrip(change.key, old: old, current: current, at: version, latestHere: latestHere) }
            try delete(from: table, key: change.key)
            try versions.set(version, of: FieldVersions.deletion, key: change.key, in: table)
            if table == .activity, let trip = current["trip"], try deletedTrip(trip) != nil {
                try DeletedTripRows.keepActivity(change.key, row: current, in: connection)
            }
            if current.contains(where: { old[$0.key] != $0.value }) {
                try keepConflict(change, field: FieldVersions.deletion, kept: .deleted, other: .row(current), otherVersion: latestHere)
            }
        case (nil, nil, _):
            break
        }
    }

    // MARK: Rows

    /// The row of `table` with the stable key `key` here, by column (but for local ones); an activity set
    /// aside is at its position before.
    private mutating func currentRow(of table: SyncedTable, key: DatabaseValue) throws -> [String: DatabaseValue]? {
        let statements = try self.statements(of: table)
        let select = statements.select
        try select.bind(key, at: 1)
        defer { select.reset() }
        guard try select.step() else { return nil }
        var row = [String: DatabaseValue](minimumCapacity: statements.names.count)
        for (index, name) in statements.names.enumerated() {
            row[name] = try select.column(index, as: DatabaseValue.self)
        }
        if table == .activity, let position = parkedPositions[key] { row["position"] = position }
        return row
    }

    private mutating func insert(_ row: [String: DatabaseValue], into table: SyncedTable) throws {
        var row = row
        if table == .activity { row["position"] = try freePosition(for: row, key: row[table.keyColumn]) }
        let statements = try self.statements(of: table)
        // A row of a file has every column of its table here but the local ones.
        if row.count == statements.names.count {
            try statements.insert.bind(statements.names.map { row[$0] ?? .null })
            try statements.insert.execute()
            changeCount += 1
            return
        }
        let names = row.keys.sorted()
        let insert: PreparedStatement
        if let prepared = inserts[names] {
            insert = prepared
        } else {
            insert = try connection.prepare(Self.insertSQL(into: table, columns: names))
            inserts[names] = insert
        }
        try insert.bind(names.map { row[$0] ?? .null })
        try insert.execute()
        changeCount += 1
    }

    private mutating func update(_ table: SyncedTable, key: DatabaseValue, with values: [String: DatabaseValue]) throws {
        guard !values.isEmpty else { return }
        var values = values
        if table == .activity, values["position"] != nil || values["trip"] != nil, var row = try currentRow(of: table, key: key) {
            row.merge(values) { $1 }
            values["position"] = try freePosition(for: row, key: key)
            values["trip"] = row["trip"]
            parkedPositions[key] = nil
        }
        let names = values.keys.sorted()
        let update = try statement(
            "UPDATE \(table.name) SET \(names.map { "\($0) = ?" }.joined(separator: ", ")) WHERE \(table.keyColumn) = ?")
        try update.bind(names.map { values[$0] ?? .null } + [key])
        try update.execute()
        changeCount += 1
    }

    private mutating func delete(from table: SyncedTable, key: DatabaseValue) throws {
        let delete = try statement("DELETE FROM \(table.name) WHERE \(table.keyColumn) = ?")
        try delete.bind(key, at: 1)
        try delete.execute()
        parkedPositions[key] = nil
        changeCount += 1
    }

    private mutating func keepConflict(
        _ change: RowChange, field: String, kept: SyncConflict.Value, other: SyncConflict.Value, otherVersion: FieldVersions.Version
    ) throws {
        try keepConflict(change.table, key: change.key, field: field, kept: kept, other: other, otherVersion: otherVersion)
    }

    private mutating func keepConflict(
        _ table: SyncedTable, key: DatabaseValue, field: String, kept: SyncConflict.Value, other: SyncConflict.Value,
        otherVersion: FieldVersions.Version
    ) throws {
        let insert = try statement("""
            INSERT INTO sync_conflict (tbl, key, field, kept, other, other_time, other_device) VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        try insert.bind([table.name, key, field, kept.encoded, other.encoded, otherVersion.time, otherVersion.device])
        try insert.execute()
        conflictCount += 1
    }

    /// The row `new` of `change` is added again over its deletion here, made at `deletion`; the change is
    /// the later one. The machine that deleted the row brings it back, or one brings back a row whose deletion
    /// is offered here already (a deletion that won over a change): it knew of the deletion, and its bringing
    /// back settles it, here too. An activity of a trip this file brought back came with it. Else the row
    /// was changed there unaware of its deletion here, and the deletion is the other side of a conflict.
    private mutating func keepDeletionUndone(
        _ change: RowChange, new: [String: DatabaseValue], deletion: FieldVersions.Version, at version: FieldVersions.Version
    ) throws {
        let table = change.table
        if table == .activity, let trip = new["trip"], tripsBroughtBack.contains(trip) { return }
        let knewOfDeletion = try deletion.device == version.device || SyncConflict.hasOpenDeletion(of: table, key: change.key, in: connection)
        if knewOfDeletion {
            try SyncConflict.settleDeletion(of: table, key: change.key, in: connection)
            return
        }
        try keepConflict(change, field: FieldVersions.deletion, kept: .row(new), other: .deleted, otherVersion: deletion)
        if table == .trip { try bringBackActivities(ofTrip: change.key) }
    }

    /// The latest version here of the fields of `row`, the row `key` of `table`.
    private func latestVersion(of row: [String: DatabaseValue], key: DatabaseValue, in table: SyncedTable) throws -> FieldVersions.Version {
        try row.keys.map { try versions.version(of: $0, key: key, in: table) }.max() ?? .never
    }

    /// The latest version here of the fields of the trip `key` (`row` here) and of its activities here.
    private mutating func latestVersion(ofTrip key: DatabaseValue, row: [String: DatabaseValue]) throws -> FieldVersions.Version {
        var latest = try latestVersion(of: row, key: key, in: .trip)
        for activity in try activities(ofTrip: key) {
            latest = max(latest, try latestVersion(of: activity.row, key: activity.key, in: .activity))
        }
        return latest
    }

    // MARK: A trip deleted, whole

    /// The activities of the trip `key` here, in their order, by their stable keys.
    private mutating func activities(ofTrip key: DatabaseValue) throws -> [(key: DatabaseValue, row: [String: DatabaseValue])] {
        let ids = try statement("SELECT id FROM activity WHERE trip = ? ORDER BY position")
        try ids.bind(key, at: 1)
        var activities: [(key: DatabaseValue, row: [String: DatabaseValue])] = []
        for id in try ids.rows({ try $0.column(0, as: DatabaseValue.self) }) {
            if let row = try currentRow(of: .activity, key: id) { activities.append((id, row)) }
        }
        return activities
    }

    /// Brings back the trip `key`, deleted here, as it was then (`DeletedTripRows`), with every activity it had
    /// but those this file changes (which come by their own changes): a change of one of its activities made
    /// there at `version` is later than its deletion, and an activity is never without its trip. The deletion
    /// is the other side of a conflict, which the trip's screen offers. Nothing for a trip never here (it
    /// comes later), or one whose rows are no longer kept (`DeletedTripRows.keptFor`).
    private mutating func bringBackTrip(_ key: DatabaseValue, at version: FieldVersions.Version) throws {
        let deletion = try versions.version(of: FieldVersions.deletion, key: key, in: .trip)
        guard deletion != .never, let row = try DeletedTripRows.trip(key, in: connection) else { return }
        try insert(row, into: .trip)
        try versions.forget(FieldVersions.deletion, key: key, in: .trip)
        try keepConflict(.trip, key: key, field: FieldVersions.deletion, kept: .row(row), other: .deleted, otherVersion: deletion)
        try bringBackActivities(ofTrip: key)
    }

    /// Brings back the activities the trip `key` had when it was deleted here (`DeletedTripRows`), but those
    /// this file changes and those here: the trip came back by a later change.
    private mutating func bringBackActivities(ofTrip key: DatabaseValue) throws {
        tripsBroughtBack.insert(key)
        for activity in try DeletedTripRows.activities(ofTrip: key, in: connection) where !activitiesInFile.contains(activity.key) {
            guard try currentRow(of: .activity, key: activity.key) == nil else { continue }
            try insert(activity.row, into: .activity)
            try versions.forget(FieldVersions.deletion, key: activity.key, in: .activity)
        }
    }

    /// `key` when it is a trip's that is not here (deleted here, or not come yet); nil for a trip that is here.
    private mutating func deletedTrip(_ key: DatabaseValue) throws -> DatabaseValue? {
        try currentRow(of: .trip, key: key) == nil ? key : nil
    }

    /// Deletes the trip `key` (`current` here, `old` in the file), its deletion the later change. Its rows are
    /// kept (`DeletedTripRows`). When it or its activities were changed here (they are not as the file had them,
    /// but before the deletion, `latestHere`), it is kept as the deletion's other side, whole: with every
    /// activity it has here, each deleted with it.
    private mutating func deleteTrip(
        _ key: DatabaseValue, old: [String: DatabaseValue], current: [String: DatabaseValue], at version: FieldVersions.Version,
        latestHere: FieldVersions.Version
    ) throws {
        let activities = try activities(ofTrip: key)
        try delete(from: .trip, key: key)
        try versions.set(version, of: FieldVersions.deletion, key: key, in: .trip)
        try DeletedTripRows.keepTrip(key, row: current, at: version.time, in: connection)
        let changedHere = current.contains { old[$0.key] != $0.value }
            || activities.contains { activitiesDeletedInFile[$0.key] != $0.row }
        // Else its activities go by the file's deletions of them, as they were on both machines.
        guard changedHere else { return }
        for activity in activities {
            let latest = try latestVersion(of: activity.row, key: activity.key, in: .activity)
            try delete(from: .activity, key: activity.key)
            try versions.set(version, of: FieldVersions.deletion, key: activity.key, in: .activity)
            try DeletedTripRows.keepActivity(activity.key, row: activity.row, in: connection)
            try keepConflict(.activity, key: activity.key, field: FieldVersions.deletion, kept: .deleted, other: .row(activity.row), otherVersion: latest)
        }
        try keepConflict(.trip, key: key, field: FieldVersions.deletion, kept: .deleted, other: .row(current), otherVersion: latestHere)
        keptTrips.insert(key)
    }

    /// Whether the deletion of the trip `key` is kept already, whole, as a conflict's other side: by this file,
    /// or an earlier one.
    private func isKeptWhole(_ key: DatabaseValue) throws -> Bool {
        try keptTrips.contains(key) || SyncConflict.hasOpenDeletion(of: .trip, key: key, in: connection)
    }

    /// Keeps the activities the trip `key`, deleted here, had then (`DeletedTripRows`), with the trip's change
    /// made at `version` that its deletion won over: each but those the file changes (kept by their own
    /// changes).
    private mutating func keepActivities(ofDeletedTrip key: DatabaseValue, at version: FieldVersions.Version) throws {
        keptTrips.insert(key)
        for activity in try DeletedTripRows.activities(ofTrip: key, in: connection) where !activitiesInFile.contains(activity.key) {
            try keepConflict(.activity, key: activity.key, field: FieldVersions.deletion, kept: .deleted, other: .row(activity.row), otherVersion: version)
        }
    }

    /// Keeps the trip `key`, deleted here, whole as it was then (`DeletedTripRows`), with a change of one of its
    /// activities made there at `version` that its deletion won over; nothing when its deletion is kept already.
    private mutating func keepDeletedTrip(_ key: DatabaseValue, at version: FieldVersions.Version) throws {
        guard try !isKeptWhole(key), let row = try DeletedTripRows.trip(key, in: connection) else { return }
        try keepConflict(.trip, key: key, field: FieldVersions.deletion, kept: .deleted, other: .row(row), otherVersion: version)
        try keepActivities(ofDeletedTrip: key, at: version)
    }

    // MARK: Activities' positions

    /// Sets aside (at negative positions) the activities here that `changes` move, so that activities that
    /// change places (one moved before another) do not take each other's.
    private mutating func parkMovedActivities(_ changes: [RowChange]) throws {
        for change in changes where change.table == .activity {
            guard let new = change.new, let current = try currentRow(of: .activity, key: change.key),
                  new["position"] != current["position"] || new["trip"] != current["trip"] else { continue }
            let park = try statement("UPDATE activity SET position = ? WHERE id = ?")
            try park.bind([DatabaseValue.integer(-1 - Int64(parkedPositions.count)), change.key])
            try park.execute()
            parkedPositions[change.key] = current["position"] ?? .null
        }
    }

    /// Puts back the activities set aside that stayed (their move lost a conflict): at their position before,
    /// or after their trip's last where that was taken meanwhile.
    private mutating func placeParkedActivities() throws {
        for key in parkedPositions.keys {
            guard var row = try currentRow(of: .activity, key: key) else { continue }
            row["position"] = parkedPositions[key]
            let position = try freePosition(for: row, key: key)
            let place = try statement("UPDATE activity SET position = ? WHERE id = ?")
            try place.bind([position, key])
            try place.execute()
        }
        parkedPositions = [:]
    }

    /// `row`'s position in its trip, or the one after the trip's last when another activity has it.
    private mutating func freePosition(for row: [String: DatabaseValue], key: DatabaseValue?) throws -> DatabaseValue {
        let taken = try statement("SELECT id FROM activity WHERE trip = ? AND position = ?")
        try taken.bind([row["trip"] ?? .null, row["position"] ?? .null])
        let holder = try taken.rows { try $0.column(0, as: DatabaseValue.self) }.first
        guard let holder, holder != key else { return row["position"] ?? .null }
        let last = try statement("SELECT coalesce(max(position), -1) + 1 FROM activity WHERE trip = ?")
        try last.bind(row["trip"] ?? .null, at: 1)
        return try last.rows { try $0.column(0, as: DatabaseValue.self) }.first ?? .integer(0)
    }

    // MARK: Statements

    /// A synced table's columns here, but for its local ones, in its order, and the statements that read a row
    /// of it by its stable key and add one.
    private struct TableStatements {
        let names: [String]
        let select: PreparedStatement
        let insert: PreparedStatement
    }

    /// The statements of `table`, prepared once for the applier.
    private mutating func statements(of table: SyncedTable) throws -> TableStatements {
        if let statements = tableStatements[table.name] { return statements }
        guard let all = columns[table.name] else { throw SyncApplyError.mismatch("no table \(table.name) here") }
        let names = all.filter { !table.localColumns.contains($0) }
        let list = names.joined(separator: ", ")
        let statements = TableStatements(
            names: names,
            select: try connection.prepare("SELECT \(list) FROM \(table.name) WHERE \(table.keyColumn) = ?"),
            insert: try connection.prepare(Self.insertSQL(into: table, columns: names)))
        tableStatements[table.name] = statements
        return statements
    }

    /// SQL that adds a row of `table` with the values of `names`, bound in their order, and the local columns
    /// worked out from them (`SyncedTable.localValues`).
    private static func insertSQL(into table: SyncedTable, columns names: [String]) -> String {
        let local = table.localValues.sorted { $0.key < $1.key }
        let all = (names + local.map(\.key)).joined(separator: ", ")
        guard !local.isEmpty else {
            return "INSERT INTO \(table.name) (\(all)) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))"
        }
        // The values named as the table's columns, so that the local values' SQL reads them as it reads a row.
        let values = names.map { "? AS \($0)" }.joined(separator: ", ")
        return "INSERT INTO \(table.name) (\(all)) SELECT \(names.joined(separator: ", ")), \(local.map(\.value).joined(separator: ", ")) FROM (SELECT \(values))"
    }

    /// The statement of `sql`, prepared once for the applier.
    private mutating func statement(_ sql: String) throws -> PreparedStatement {
        if let statement = statements[sql] { return statement }
        let statement = try connection.prepare(sql)
        statements[sql] = statement
        return statement
    }
}
