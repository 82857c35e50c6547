import Foundation

/// The SQL of the `trip` and `activity` tables: trips in (with their activities) and out.
///
/// A trip's `lastViewed` is stored as its day in the calendar's time zone, and read back as noon of that day
/// in the time zone of the reader, as the trips file of earlier versions did.
enum TripTable {
    /// The trips read back, with what is stored with each: the key of its name (`NameOrderKey`) and its
    /// text folded for search (`TripSearchIndex`).
    struct Loaded {
        var trips: [Trip] = []
        var nameKeys: [Trip.ID: String] = [:]
        var searchTexts: [Trip.ID: [UInt8]] = [:]
    }

    /// Writes trips, each with its activities in order, replacing what was kept under their ids.
    ///
    /// - Throws: `DatabaseError` when a trip's day cannot be written (a year outside 1...9999), or SQLite's.
    static func upsert(_ trips: [Trip], timeZone: TimeZone, in connection: DatabaseConnection) throws {
        let trip = try connection.prepare("""
            INSERT OR REPLACE INTO trip (id, name, name_key, subtitle, photo, collection, last_viewed, search_text)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let clear = try connection.prepare("DELETE FROM activity WHERE trip = ?")
        let activity = try connection.prepare(
            "INSERT INTO activity (trip, position, id, name, done) VALUES (?, ?, ?, ?, ?)")
        for value in trips {
            guard let day = StoredDay.text(for: value.lastViewed, timeZone: timeZone) else {
                throw DatabaseError(code: .mismatch, message: "the day of \(value.lastViewed) cannot be stored")
            }
            let id = value.id.uuidString
            try trip.bind([
                id, value.name, NameOrderKey.key(for: value.name), value.subtitle, value.photoName, value.collectionID, day,
                Data(TripSearchIndex.foldedText(of: value)),
            ])
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

    /// Every trip with its activities, each `lastViewed` at noon of its day in `timeZone`.
    ///
    /// - Throws: `DatabaseError` when a row holds what this app never writes (an id that is not a UUID, a day
    ///   that is not one), or SQLite's.
    static func all(from connection: DatabaseConnection, timeZone: TimeZone) throws -> Loaded {
        var activities: [String: [Activity]] = [:]
        let activityRows = try connection.prepare("SELECT trip, id, name, done FROM activity ORDER BY trip, position")
        while try activityRows.step() {
            let trip = try activityRows.column(0, as: String.self)
            let id = try activityRows.column(1, as: UUID.self)
            activities[trip, default: []].append(Activity(
                id: id, name: try activityRows.column(2, as: String.self), isComplete: try activityRows.column(3, as: Int.self) != 0))
        }
        let tripRows = try connection.prepare("SELECT id, name, name_key, subtitle, photo, collection, last_viewed, search_text FROM trip")
        var loaded = Loaded()
        // Trips share few days: each is turned into a date once (a calendar's work).
        var noons: [String: Date] = [:]
        while try tripRows.step() {
            let idText = try tripRows.column(0, as: String.self)
            let id = try tripRows.column(0, as: UUID.self)
            let day = try tripRows.column(6, as: String.self)
            guard let noon = noons[day] ?? StoredDay.noon(of: day, timeZone: timeZone) else {
                throw DatabaseError(code: .mismatch, message: "\"\(day)\" is not a day")
            }
            noons[day] = noon
            loaded.trips.append(Trip(
                id: id, name: try tripRows.column(1, as: String.self),
                subtitle: try tripRows.column(3, as: String.self), photoName: try tripRows.column(4, as: String?.self),
                collectionID: try tripRows.column(5, as: String.self), activities: activities[idText] ?? [],
                lastViewed: noon))
            loaded.nameKeys[id] = try tripRows.column(2, as: String.self)
            loaded.searchTexts[id] = Array(try tripRows.column(7, as: Data.self))
        }
        return loaded
    }
}
