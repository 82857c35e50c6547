import Foundation

/// The JSON document stored in `trips.json`, version 1:
///
///     {
///       "schemaVersion" : 1,
///       "trips" : [
///         {
///           "activities" : [
///             { "id" : "00000000-0000-4000-8002-000000000101", "isComplete" : true, "name" : "Hanami picnic" }
///           ],
///           "collection" : "spring-blossoms",
///           "id" : "00000000-0000-4000-8001-000000000001",
///           "lastViewed" : "2026-11-29",
///           "name" : "Kyōto",
///           "photoName" : "kyoto-pagoda",
///           "subtitle" : "Cherry blossoms along the Philosopher's Path"
///         }
///       ]
///     }
///
/// `photoName` is left out when the trip has no picture. Dates are calendar days, written in the writer's time
/// zone. Reading refuses a day that does not exist, a collection that is not built in, and an identifier used
/// twice (by two trips, or by two activities of one trip), so that no trip or activity is silently lost.
struct TripsDocument: StoredDocument {
    static let fileName = "trips.json"
    static let kind = "a trips file"
    static let currentSchemaVersion = 1

    /// The version of the layout of the document.
    var schemaVersion: Int
    /// The trips, in the order given when saving.
    var trips: [StoredTrip]

    init(_ content: [Trip], timeZone: TimeZone) throws {
        schemaVersion = Self.currentSchemaVersion
        trips = try content.map { try StoredTrip($0, timeZone: timeZone) }
    }

    func content(timeZone: TimeZone) -> Result<[Trip], StoredFieldError> {
        var content: [Trip] = []
        content.reserveCapacity(trips.count)
        var tripIDs: Set<UUID> = []
        for (index, stored) in trips.enumerated() {
            let place = "trips[\(index)]"
            guard tripIDs.insert(stored.id).inserted else {
                return .failure(StoredFieldError(description: "duplicate id in \(place)"))
            }
            switch stored.trip(timeZone: timeZone) {
            case let .success(trip):
                content.append(trip)
            case let .failure(error):
                return .failure(StoredFieldError(description: "\(error.description) in \(place)"))
            }
        }
        return .success(content)
    }
}
