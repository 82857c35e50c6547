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
/// zone. Reading refuses a day that does not exist and a collection that is not built in; it leaves out (and
/// says) a trip whose id an earlier trip has, and an activity whose id an earlier activity of its trip has, so
/// that no trip or activity is silently lost or merged into another.
typealias TripsDocument = ListDocument<StoredTrip>

extension StoredTrip: StoredEntry {
    /// `trips.json`.
    static let layout = ListLayout(fileName: "trips.json", kind: "a trips file", listKey: "trips", schemaVersion: 1)

    static var entryKind: LeftOutEntry.Kind { .trip }
}
