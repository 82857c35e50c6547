import Foundation

/// Keeps a `DataSource` saved in `trips.json`: loads it at launch and saves after every change to the trips.
public typealias WishlistPersistence = StorePersistence<DataSource>

extension DataSource: PersistentStore {
    /// The trips in display order, which is the order of the trips file.
    public var savedContent: [Trip] {
        sortedTrips
    }

    /// A source holding the trips read from `trips.json`.
    public convenience init(savedContent: [Trip], calendar: Calendar) {
        self.init(trips: savedContent, calendar: calendar)
    }

    /// The trips file in `directory`.
    public nonisolated static func file(in directory: URL, calendar: Calendar) -> TripsFile {
        TripsFile(directory: directory, calendar: calendar)
    }
}
