import Foundation
import Testing
@testable import TravelModel

/// The trips the expense sheet offers.
@Suite("Trips offered to an expense")
@MainActor
struct TripsOfferedTests {
    @Test("A person's few dozen trips are all offered; of thousands, the chosen, those whose dates hold the day, and the recent")
    func everyTripWhileThereAreFew() throws {
        let calendar = try gregorian("Europe/Berlin")
        let day = try moment(calendar, 2026, 6, 10)
        func trips(_ count: Int) -> [Trip] {
            (0..<count).map { Trip(name: "Trip \($0)", collectionID: "spring", lastViewed: day.addingTimeInterval(-Double($0) * 86_400 * 30)) }
        }
        let few = TripStore(trips: trips(TripStore.tripsAllOffered), calendar: calendar)
        #expect(few.tripsToOffer(forExpenseOn: day, including: nil, calendar: calendar).count == TripStore.tripsAllOffered)
        var many = trips(500)
        let chosen = many[400].id
        many[300].dates = try moment(calendar, 2026, 6, 1)...moment(calendar, 2026, 6, 20)
        let store = TripStore(trips: many, calendar: calendar)
        let offered = store.tripsToOffer(forExpenseOn: day, including: chosen, calendar: calendar)
        #expect(offered.count < 50)
        #expect(offered.contains { $0.id == chosen } && offered.contains { $0.id == many[300].id })
        #expect(offered.contains { $0.id == many[0].id }, "the trip viewed last")
    }
}
