import Foundation

/// One trip as it is stored: its collection by identifier and the day it was last viewed as "yyyy-MM-dd".
struct StoredTrip: Encodable {
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
                codingPath: [], debugDescription: "the date of \(quoted: trip.name) has no day"
            ))
        }
        id = trip.id
        name = trip.name
        subtitle = trip.subtitle
        photoName = trip.photoName
        collection = trip.collectionID
        lastViewed = day
        guard let activities = trip.activities else {
            throw EncodingError.invalidValue(trip.name, EncodingError.Context(
                codingPath: [], debugDescription: "the trip \(quoted: trip.name) was to be saved without its activities"
            ))
        }
        self.activities = activities
    }

    init(json: JSONValue, at place: JSONPlace) throws(EntryDecodingError) {
        let fields = try JSONFields(json, at: place)
        id = try fields.uuid("id")
        name = try fields.string("name")
        subtitle = try fields.string("subtitle")
        photoName = try fields.optionalString("photoName")
        collection = try fields.string("collection")
        lastViewed = try fields.string("lastViewed")
        var activities: [Activity] = []
        for (element, place) in try fields.array("activities") {
            let activity = try JSONFields(element, at: place)
            activities.append(Activity(
                id: try activity.uuid("id"), name: try activity.string("name"), isComplete: try activity.bool("isComplete")))
        }
        self.activities = activities
    }

    /// The trip, viewed at noon of its day in the memo's time zone, without the activities whose id an earlier activity
    /// of the trip has (said in `leftOut`: the first of them is kept).
    /// - Throws: `StoredFieldError` when the day is not one or the collection is not built in.
    func value(memo: inout ReadingMemo, leavingOut leftOut: inout [LeftOutEntry]) throws(StoredFieldError) -> Trip? {
        guard let date = memo.noon(of: lastViewed) else {
            throw StoredFieldError(field: .date(lastViewed))
        }
        guard TripCollection.collection(id: collection) != nil else {
            throw StoredFieldError(field: .collection(collection))
        }
        var activityIDs: Set<UUID> = []
        let kept = activities.filter { activity in
            guard activityIDs.insert(activity.id).inserted else {
                leftOut.append(LeftOutEntry(
                    kind: .activity, name: "\(quoted: activity.name)", trip: quotedName, reason: .sameIDAsEarlier))
                return false
            }
            return true
        }
        return Trip(id: id, name: name, subtitle: subtitle, photoName: photoName, collectionID: collection,
                    activities: kept, lastViewed: date)
    }

    /// Its name, short: `"Kyōto"`.
    var quotedName: String {
        MessageQuote.quoted(name)
    }
}
