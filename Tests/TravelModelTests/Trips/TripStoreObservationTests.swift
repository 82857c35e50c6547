import Foundation
import Observation
import Testing
@testable import TravelModel

/// What a view reads through the store's orders (sorted, by collection, recent, search results) tells it of
/// every change to the trips, also when the order was worked out already and kept (by another view reading it
/// first): a trip deleted from its screen leaves the search results behind it.
@MainActor
struct TripStoreObservationTests {
    /// The store's reads that return an order it keeps until the trips change.
    private static let reads: [(name: String, read: @MainActor (TripStore) -> Void)] = [
        ("sortedTrips", { _ = $0.sortedTrips }),
        ("trips(in:)", { _ = $0.trips(in: TripCollection.springBlossoms.id) }),
        ("recentTrips", { _ = $0.recentTrips(limit: 3) }),
        ("trips(matching:)", { _ = $0.trips(matching: "e") }),
    ]

    @Test func aKeptOrderStillTellsItsReaderOfADelete() throws {
        for (name, read) in Self.reads {
            let store = TripStore.sample()
            read(store)  // worked out and kept, as by another view
            let changes = ChangeCounter { read(store) }
            let trip = try #require(store.sortedTrips.first)
            store.removeTrip(id: trip.id)
            #expect(changes.value == 1, "\(name) is told of the delete")
        }
    }
}
