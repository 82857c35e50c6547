import Foundation

/// Keeps a `TripStore` saved in `trips.json`: loads it at launch and saves after every change to the trips.
public typealias WishlistPersistence = StorePersistence<TripStore>

extension TripStore: PersistentStore {
    /// The trips in display order, which is the order of the trips file.
    public var savedContent: [Trip] {
        sortedTrips
    }

    /// A store holding the trips read from `trips.json`.
    public convenience init(savedContent: [Trip], calendar: Calendar) {
        self.init(trips: savedContent, calendar: calendar)
    }

    /// The trips file in `directory`.
    public nonisolated static func file(in directory: URL, calendar: Calendar) -> TripsFile {
        TripsFile(directory: directory, calendar: calendar)
    }
}
