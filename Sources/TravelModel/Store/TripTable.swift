import Foundation

/// The SQL of the `trip` and `activity` tables: trips in (with their activities) and out.
enum TripTable {
    /// Writes trips, each with its activities in order, replacing what was kept under their ids.
    static func upsert(_ trips: [Trip], in connection: DatabaseConnection) throws {
        let trip = try connection.prepare(
            "INSERT OR REPLACE INTO trip (id, name, subtitle, photo, collection, last_viewed) VALUES (?, ?, ?, ?, ?, ?)")
        let clear = try connection.prepare("DELETE FROM activity WHERE trip = ?")
        let activity = try connection.prepare(
            "INSERT INTO activity (trip, position, id, name, done) VALUES (?, ?, ?, ?, ?)")
        for value in trips {
            let id = value.id.uuidString
            try trip.bind([id, value.name, value.subtitle, value.photoName, value.collectionID, value.lastViewed.timeIntervalSinceReferenceDate])
            try trip.execute()
            try clear.bind(id, at: 1)
            try clear.execute()
            for (position, item) in value.activities.enumerated() {
                try activity.bind([id, position, item.id.uuidString, item.name, item.isComplete ? 1 : 0])
                try activity.execute()
            }
        }
    }

    /// Removes trips and their activities.
    static func delete(_ ids: [Trip.ID], in connection: DatabaseConnection) throws {
        let trip = try connection.prepare("DELETE FROM trip WHERE id = ?")
        let activities = try connection.prepare("DELETE FROM activity WHERE trip = ?")
        for id in ids {
            try trip.bind(id.uuidString, at: 1)
            try trip.execute()
            try activities.bind(id.uuidString, at: 1)
            try activities.execute()
        }
    }

    /// Every trip with its activities.
    static func all(from connection: DatabaseConnection) throws -> [Trip] {
        var activities: [String: [Activity]] = [:]
        let activityRows = try connection.prepare("SELECT trip, id, name, done FROM activity ORDER BY trip, position")
        while try activityRows.step() {
            let trip = try activityRows.column(0, as: String.self)
            let id = try uuid(activityRows.column(1, as: String.self))
            activities[trip, default: []].append(Activity(
                id: id, name: try activityRows.column(2, as: String.self), isComplete: try activityRows.column(3, as: Int.self) != 0))
        }
        let tripRows = try connection.prepare("SELECT id, name, subtitle, photo, collection, last_viewed FROM trip")
        var trips: [Trip] = []
        while try tripRows.step() {
            let idText = try tripRows.column(0, as: String.self)
            trips.append(Trip(
                id: try uuid(idText), name: try tripRows.column(1, as: String.self),
                subtitle: try tripRows.column(2, as: String.self), photoName: try tripRows.column(3, as: String?.self),
                collectionID: try tripRows.column(4, as: String.self), activities: activities[idText] ?? [],
                lastViewed: Date(timeIntervalSinceReferenceDate: try tripRows.column(5, as: Double.self))))
        }
        return trips
    }

    private static func uuid(_ text: String) throws -> UUID {
        guard let id = UUID(uuidString: text) else {
            throw DatabaseError(code: .mismatch, message: "\"\(text)\" is not a UUID")
        }
        return id
    }
}
