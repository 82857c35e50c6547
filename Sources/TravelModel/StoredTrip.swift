import Foundation

/// One trip as it is stored: its collection by identifier and the day it was last viewed as "yyyy-MM-dd".
struct StoredTrip: Codable {
    var id: UUID
    var name: String
    var subtitle: String
    var photoName: String?
    var collection: TripCollection.ID
    var lastViewed: String
    var activities: [Activity]

    /// The stored form of `trip`, with its day taken in `timeZone`.
    init(_ trip: Trip, timeZone: TimeZone) throws {
        guard let day = StoredDay.text(for: trip.lastViewed, timeZone: timeZone) else {
            throw EncodingError.invalidValue(trip.lastViewed, EncodingError.Context(
                codingPath: [], debugDescription: "the date of \"\(trip.name)\" has no day"
            ))
        }
        id = trip.id
        name = trip.name
        subtitle = trip.subtitle
        photoName = trip.photoName
        collection = trip.collectionID
        lastViewed = day
        activities = trip.activities
    }

    /// The trip, viewed at noon of its day in `timeZone`, or what is wrong when a field does not fit; the place
    /// of an activity is given relative to the trip, such as "activities[2]".
    func value(timeZone: TimeZone) -> Result<Trip, StoredFieldError> {
        guard let date = StoredDay.noon(of: lastViewed, timeZone: timeZone) else {
            return .failure(StoredFieldError(description: "invalid date \"\(lastViewed)\""))
        }
        guard TripCollection.collection(id: collection) != nil else {
            return .failure(StoredFieldError(description: "unknown collection \"\(collection)\""))
        }
        var activityIDs: Set<UUID> = []
        for (index, activity) in activities.enumerated() where !activityIDs.insert(activity.id).inserted {
            return .failure(StoredFieldError(description: "duplicate id at activities[\(index)]"))
        }
        return .success(Trip(id: id, name: name, subtitle: subtitle, photoName: photoName, collectionID: collection,
                             activities: activities, lastViewed: date))
    }
}
