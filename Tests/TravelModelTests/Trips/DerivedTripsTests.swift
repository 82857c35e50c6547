import Foundation
import Testing
@testable import TravelModel

/// The trips of each collection as `TripStore.trips(in:)` keeps them: in display order, each collection's array
/// at its size (grown one trip at a time, 10,000 trips' arrays kept 2.9 MB for 1.7 MB of trips).
struct DerivedTripsTests {
    @Test func eachCollectionKeepsItsTripsInOrderInAnArrayOfTheirSize() {
        let collections = TripCollection.all.map(\.id) + ["someone else's"]
        let sorted = (0..<300).map { index in
            Trip(name: "Trip \(index)", collectionID: collections[(index * 7) % collections.count],
                 lastViewed: Date(timeIntervalSinceReferenceDate: 0))
        }
        let grouped = DerivedTrips.grouped(sorted)
        #expect(grouped.mapValues { $0.map(\.id) } == Dictionary(grouping: sorted, by: \.collectionID).mapValues { $0.map(\.id) })
        #expect(Set(grouped.keys) == Set(collections))
        for (collection, trips) in grouped {
            #expect(trips.capacity <= trips.count + 1, "\(collection): \(trips.capacity) for \(trips.count)")
        }
        #expect(DerivedTrips.grouped([]).isEmpty)
    }
}
