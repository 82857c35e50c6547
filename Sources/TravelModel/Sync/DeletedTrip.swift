import Foundation

/// A trip deleted on one machine and changed on another (it, or its activities), where the deletion was the later
/// change: sync deleted it everywhere and kept it whole, as it was changed (`sync_conflict`), with every activity
/// it had, each as it was changed or, not changed, as it was before the deletion (`DeletedTripRows`, on the
/// machine that deleted it). The wishlist offers it back (`C`, "Deleted while changed elsewhere"): bringing it back is a change made here now, so it wins on
/// every machine, and undo takes it back.
public struct DeletedTrip: Identifiable, Equatable, Sendable {
    /// The conflict's number in `sync_conflict`.
    public let id: Int64
    /// The trip as the change the deletion won over left it, with all its activities, in their order.
    public let trip: Trip
    /// When that change was made; nil when it was made before sync began.
    public let changedDate: Date?
    /// Whether that change was made on this machine (else on another).
    public let changedHere: Bool

    /// The trips deleted while changed elsewhere, still open, oldest conflict first: each trip once (its
    /// latest), and none that is here again (brought back here or on another machine); days read in `timeZone`,
    /// as the store keeps them.
    static func open(timeZone: TimeZone, in connection: DatabaseConnection) throws -> [DeletedTrip] {
        var activities: [DatabaseValue: [(position: Int64, activity: Activity)]] = [:]
        for deletion in try SyncConflict.keptDeletions(of: .activity, in: connection) {
            guard let trip = deletion.row["trip"], let activity = try TripConflict.activity(kept: deletion, in: connection) else { continue }
            let position = if case .integer(let position) = deletion.row["position"] { position } else { Int64.max }
            activities[trip, default: []].append((position, activity))
        }
        var days = TripTable.DayReading(timeZone: timeZone)
        return try SyncConflict.keptDeletions(of: .trip, in: connection).compactMap { deletion in
            // In their places in the trip (kept by two machines, two may have one place: the older conflict first).
            let own = (deletion.row["id"].flatMap { activities[$0] } ?? []).enumerated()
                .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element.activity)
            guard let trip = try KeptRow.read(deletion.row, columns: TripTable.tripColumns, in: connection, as: {
                try TripTable.trip($0, activities: own, brokenBecause: nil, days: &days)
            }) else { return nil }
            return DeletedTrip(id: deletion.number, trip: trip, changedDate: deletion.changedDate, changedHere: deletion.changedHere)
        }
    }
}

extension TripStore {
    /// The trips deleted on one machine while changed on another (the deletion was later), which the user may
    /// bring back. Read from the database each time it is asked for (the sheet that lists them, and the
    /// wishlist's line, ask), and again after each change; none for a store in memory.
    public func deletedWhileChanged() -> [DeletedTrip] {
        _ = conflictsSettled
        guard let database else { return [] }
        let timeZone = calendar.timeZone
        return (try? database.read { try DeletedTrip.open(timeZone: timeZone, in: $0) }) ?? []
    }

    /// Brings `deleted` back, with its activities kept, as they were changed: a change made here now (so it is
    /// the later one, on every machine), which undo takes back; the conflicts of its deletion and of its
    /// activities' are settled.
    public func bringBack(_ deleted: DeletedTrip) {
        add(deleted.trip)
        leaveDeleted(deleted)
    }

    /// Leaves `deleted` deleted, and its activities kept: nothing changes but that the conflicts are settled.
    public func leaveDeleted(_ deleted: DeletedTrip) {
        let trip = deleted.trip
        database?.write { connection in
            try SyncConflict.settleDeletion(of: .trip, key: .text(trip.id.uuidString), in: connection)
            for activity in trip.activities ?? [] {
                try SyncConflict.settleDeletion(of: .activity, key: .text(activity.id.uuidString), in: connection)
            }
        }
        conflictsSettled += 1
    }
}
