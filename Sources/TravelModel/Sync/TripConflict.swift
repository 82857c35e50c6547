import Foundation

/// A field of a trip or of one of its activities that two machines changed at once, as the trip's screen shows
/// it ("Changed on both machines"): sync kept the later change, and this is the other one, which the user may
/// take instead. The trip's last day viewed and an activity's place in the list are not offered: they change
/// as the trip is looked at and sorted, and either value loses nothing.
public struct TripConflict: Identifiable, Equatable, Sendable {
    /// What the other machine changed.
    public enum Field: Equatable, Sendable {
        case name, subtitle, picture, collection, firstDay, lastDay, budget, budgetCurrency
        /// The name of the activity, or whether it is done.
        case activityName(Activity.ID), activityDone(Activity.ID)
        /// The other machine deleted the activity, which stayed here because it was changed later.
        case activityDeletedThere(Activity.ID)
        /// The other machine deleted the trip, which stayed here because it was changed later.
        case deletedThere
        /// The activity was deleted on one machine while changed on another, the deletion later: it is gone on
        /// every machine, and kept as it was changed (the conflict's `other` brings it back, after the trip's
        /// last activity).
        case activityDeleted(Activity)
    }

    /// The conflict's number in `sync_conflict`.
    public let id: Int64
    public let field: Field
    /// The trip as it would be with the other machine's value; nil when the other machine deleted it.
    public let other: Trip?
    /// When the other change was made; nil when it was made before sync began.
    public let otherDate: Date?

    /// The columns of a trip's row offered, by the field each is.
    private static let tripFields: [String: Field] = [
        "name": .name, "subtitle": .subtitle, "photo": .picture, "collection": .collection, "first_day": .firstDay,
        "last_day": .lastDay, "budget": .budget, "budget_currency": .budgetCurrency,
    ]

    /// The conflicts still open of `trip` and its activities, each with the trip as the other value would make
    /// it (days read in `timeZone`, as the store keeps them).
    static func open(of trip: Trip, timeZone: TimeZone, in connection: DatabaseConnection) throws -> [TripConflict] {
        guard try SyncSchema.exists(in: connection) else { return [] }
        let statement = try connection.prepare("""
            SELECT number, tbl, key, field, other, other_time FROM sync_conflict
            WHERE resolved = 0 AND (tbl = 'trip' AND key = ?1
                OR tbl = 'activity' AND key IN (SELECT id FROM activity WHERE trip = ?1))
            ORDER BY number
            """)
        try statement.bind(trip.id.uuidString, at: 1)
        let rows = try statement.rows { row in
            (number: try row.column(0, as: Int64.self), table: try row.column(1, as: String.self),
             key: try row.column(2, as: String.self), field: try row.column(3, as: String.self),
             other: try row.column(4, as: Data.self), time: try row.column(5, as: Double.self))
        }
        let offered: [TripConflict] = try rows.compactMap { row in
            let date = row.time.isFinite ? Date(timeIntervalSince1970: row.time) : nil
            guard let value = SyncConflict.Value(encoded: row.other) else { return nil }
            let taken: (Field, Trip?)?
            if row.table == "trip" {
                taken = try taking(value, as: row.field, into: trip, timeZone: timeZone, in: connection)
            } else {
                taken = UUID(uuidString: row.key).flatMap { taking(value, as: row.field, ofActivity: $0, into: trip) }
            }
            // Taken already (here, or by the other machine's later change): nothing to offer.
            guard let (field, other) = taken, other != trip else { return nil }
            return TripConflict(id: row.number, field: field, other: other, otherDate: date)
        }
        return try offered + deletedActivities(of: trip, in: connection)
    }

    /// The activities of `trip` deleted while changed elsewhere (the deletion later) that it does not have
    /// again, oldest first: each with the trip as it would be with the activity back, after its last. (The
    /// activity's trip is in the row kept, so every open deletion of an activity is read, a handful, and those
    /// of this trip kept.)
    private static func deletedActivities(of trip: Trip, in connection: DatabaseConnection) throws -> [TripConflict] {
        try SyncConflict.keptDeletions(of: .activity, in: connection).compactMap { deletion in
            guard deletion.row["trip"] == .text(trip.id.uuidString), let kept = try Self.activity(kept: deletion, in: connection),
                  !(trip.activities ?? []).contains(where: { $0.id == kept.id })
            else { return nil }
            var other = trip
            other.activities = (other.activities ?? []) + [kept]
            return TripConflict(id: deletion.number, field: .activityDeleted(kept), other: other, otherDate: deletion.changedDate)
        }
    }

    /// The activity a deletion kept, read as the store reads activities; nil for one it cannot read.
    static func activity(kept deletion: SyncConflict.KeptDeletion, in connection: DatabaseConnection) throws -> Activity? {
        try KeptRow.read(deletion.row, columns: TripTable.activityColumns, in: connection, as: TripTable.activity)
    }

    /// The field `column` of the trip's row, and `trip` with `value` in it (nil: deleted there); nil for a value
    /// it cannot hold (another program's, or days out of order), or a column not offered. The trip's row is read
    /// again with the value in place of the column, as the store reads it, so that every column is read one way.
    private static func taking(
        _ value: SyncConflict.Value, as column: String, into trip: Trip, timeZone: TimeZone, in connection: DatabaseConnection
    ) throws -> (Field, Trip?)? {
        switch value {
        case .deleted:
            return (.deletedThere, nil)
        case .row:
            // A whole row is the other side of a deletion here: the trip is not here to show it.
            return nil
        case .field(let value):
            guard let field = tripFields[column] else { return nil }
            let columns = TripTable.tripColumns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .map { $0 == column ? "?1" : $0 }.joined(separator: ", ")
            let statement = try connection.prepare("SELECT \(columns) FROM trip WHERE id = ?2")
            try statement.bind(value, at: 1)
            try statement.bind(trip.id.uuidString, at: 2)
            var days = TripTable.DayReading(timeZone: timeZone)
            let read = statement.readableRows { try TripTable.trip($0, activities: trip.activities ?? [], brokenBecause: nil, days: &days) }
            guard let other = try read.rowsUnlessStopped().first else { return nil }
            var changed = trip
            changed.name = other.name
            changed.subtitle = other.subtitle
            changed.photoName = other.photoName
            changed.collectionID = other.collectionID
            changed.dates = other.dates
            changed.budget = other.budget
            return (field, changed)
        }
    }

    /// The field `column` of the activity `id` of `trip`, and `trip` with `value` in it; nil for a value it
    /// cannot hold, or a column not offered.
    private static func taking(_ value: SyncConflict.Value, as column: String, ofActivity id: Activity.ID, into trip: Trip) -> (Field, Trip?)? {
        guard let index = trip.activities?.firstIndex(where: { $0.id == id }) else { return nil }
        var changed = trip
        switch (column, value) {
        case (_, .deleted):
            changed.activities?.remove(at: index)
            return (.activityDeletedThere(id), changed)
        case ("name", .field(.text(let name))):
            changed.activities?[index].name = name
            return (.activityName(id), changed)
        case ("done", .field(.integer(let done))):
            changed.activities?[index].isComplete = done != 0
            return (.activityDone(id), changed)
        default:
            return nil
        }
    }
}

extension TripStore {
    /// The fields of `trip` and of its activities that another machine changed at once, still open (the later
    /// change was kept; each holds the other, with its activities). Read from the database each time it is asked for (the trip's
    /// screen asks), and again after each change; none for a store in memory.
    public func syncConflicts(of trip: Trip) -> [TripConflict] {
        _ = conflictsSettled
        guard let database else { return [] }
        let trip = tripWithActivities(id: trip.id) ?? trip
        let timeZone = calendar.timeZone
        return (try? database.read { try TripConflict.open(of: trip, timeZone: timeZone, in: $0) }) ?? []
    }

    /// Takes the other machine's value of `conflict`: a change made here now (so it is the later one, on every
    /// machine), which undo takes back; the conflict is settled.
    public func takeOther(_ conflict: TripConflict, of trip: Trip) {
        if let other = conflict.other {
            updateTrip(id: trip.id, actionName: .takeOtherMachinesChange(trip: trip.name)) { $0 = other }
        } else {
            removeTrip(id: trip.id)
        }
        keepThis(conflict)
    }

    /// Keeps this machine's value of `conflict`: nothing changes but that it is settled (a deleted activity's,
    /// with any earlier conflict of its deletion).
    public func keepThis(_ conflict: TripConflict) {
        if case .activityDeleted(let activity) = conflict.field {
            database?.write { try SyncConflict.settleDeletion(of: .activity, key: .text(activity.id.uuidString), in: $0) }
        } else {
            database?.write { try SyncConflict.settle(conflict.id, in: $0) }
        }
        conflictsSettled += 1
    }
}
