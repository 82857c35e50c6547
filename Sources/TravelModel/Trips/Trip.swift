import Foundation

/// A trip on the wishlist: where to go, in which seasonal collection, and the activities to do there.
public struct Trip: Identifiable, Hashable, Codable, Sendable {
    /// The stable identity of the trip.
    public let id: UUID
    /// The name of the place, such as "Kyōto".
    public var name: String
    /// A line under the name, such as "Cherry blossoms along the Philosopher's Path".
    public var subtitle: String
    /// The name of the trip's picture: a shipped one (see `Picture.named(_:)`), one of the user's own,
    /// `user:<uuid>` (see `UserPictures`), or nil for a generated gradient.
    public var photoName: String?
    /// The identifier of the collection the trip belongs to (see `TripCollection.all`).
    public var collectionID: TripCollection.ID
    /// The things to do, in the order they are shown; nil in a trip as `TripStore` hands it out, which keeps
    /// each trip's activities apart and reads them from its database only when asked
    /// (`TripStore.activities(ofTrip:)`). Setting a list sets `activityCount` and `completedActivityCount`;
    /// setting nil keeps them.
    public var activities: [Activity]? {
        didSet {
            guard let activities else { return }
            (activityCount, completedActivityCount) = Self.counts(of: activities)
        }
    }
    /// The number of activities, whether or not `activities` holds them.
    public internal(set) var activityCount: Int
    /// The number of activities that are done, whether or not `activities` holds them.
    public internal(set) var completedActivityCount: Int
    /// The day the trip was added or last viewed, for the recent trips; kept as a day (noon of that day, as
    /// `TripStore` stores it), as the trips file does.
    public var lastViewed: Date
    /// The trip's first and last days, when it has dates; each a day, kept as `lastViewed` is (noon of that day).
    public var dates: ClosedRange<Date>?
    /// What the trip may cost, in one currency, when it has a budget.
    public var budget: Money?

    /// Creates a trip, with a new random identifier unless one is given, without dates or a budget unless
    /// they are given.
    public init(
        id: UUID = UUID(),
        name: String,
        subtitle: String = "",
        photoName: String? = nil,
        collectionID: TripCollection.ID,
        activities: [Activity] = [],
        lastViewed: Date,
        dates: ClosedRange<Date>? = nil,
        budget: Money? = nil
    ) {
        self.id = id
        self.name = name
        self.subtitle = subtitle
        self.photoName = photoName
        self.collectionID = collectionID
        self.activities = activities
        (activityCount, completedActivityCount) = Self.counts(of: activities)
        self.lastViewed = lastViewed
        self.dates = dates
        self.budget = budget
    }

    /// Whether the trip's dates hold the day of `date` in `calendar` (its first and last days whole); false
    /// for a trip without dates.
    public func holds(_ date: Date, calendar: Calendar) -> Bool {
        guard let dates else { return false }
        let day = calendar.startOfDay(for: date)
        return calendar.startOfDay(for: dates.lowerBound) <= day && day <= calendar.startOfDay(for: dates.upperBound)
    }

    /// The built-in collection the trip belongs to, or nil when `collectionID` names none.
    public var collection: TripCollection? {
        TripCollection.collection(id: collectionID)
    }

    /// The same trip without its list of activities (`activities` nil), its counts kept: as `TripStore` keeps it.
    var withoutActivityList: Trip {
        var trip = self
        trip.activities = nil
        return trip
    }

    /// The numbers of `activities` and of those done.
    private static func counts(of activities: [Activity]) -> (all: Int, done: Int) {
        (activities.count, activities.count(where: \.isComplete))
    }

    /// Whether the trip has activities and all of them are done.
    public var isComplete: Bool {
        activityCount > 0 && completedActivityCount == activityCount
    }

    /// The fraction of activities done, from 0 to 1; 0 when there are none.
    public var progress: Double {
        activityCount == 0 ? 0 : Double(completedActivityCount) / Double(activityCount)
    }

    /// Whether every word of `query` is found in the name, the subtitle or an activity's name (of those
    /// `activities` holds), ignoring case and accents ("kyo" finds "Kyōto"); a blank query matches every trip.
    public func matches(_ query: String) -> Bool {
        let query = SearchQuery(query)
        return query.isEmpty || query.matchesAll(in: [name, subtitle] + (activities ?? []).map(\.name))
    }

    /// A seed for `Picture.gradient(seed:width:height:)` that is the same in every run: a hash of the
    /// identifier's bytes (FNV-1a), unlike `hashValue`, which changes from run to run.
    public var pictureSeed: UInt64 {
        let bytes = withUnsafeBytes(of: id.uuid) { Array($0) }
        return bytes.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { hash, byte in
            (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
    }

    /// The trip's picture: the shipped picture named `photoName`, or, when there is none, a gradient of the
    /// standard size made from `pictureSeed`. A picture of the user's own (`user:<uuid>`) is found with
    /// `picture(in:)`.
    public var picture: Picture {
        photoName.flatMap(Picture.named) ?? generatedPicture
    }

    /// The gradient of the standard size made from `pictureSeed`, for a trip without a picture.
    var generatedPicture: Picture {
        Picture.gradient(seed: pictureSeed, width: Picture.standardWidth, height: Picture.standardHeight)
    }
}
