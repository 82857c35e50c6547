import Foundation
import Testing
@testable import TravelModel

@Suite("TripStore.sample")
@MainActor
struct SampleTripsTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func now() throws -> Date { try moment(calendar(), 2026, 11, 29, 9, 30) }

    @Test("The same now gives the same trips, identifiers included")
    func deterministic() throws {
        let first = TripStore.sample(now: try Self.now(), calendar: try Self.calendar())
        let second = TripStore.sample(now: try Self.now(), calendar: try Self.calendar())
        #expect(first.trips == second.trips)
        #expect(first.sortedTrips == second.sortedTrips)
        let later = TripStore.sample(now: try Self.now().addingTimeInterval(86_400), calendar: try Self.calendar())
        #expect(later.sortedTrips.map(\.id) == first.sortedTrips.map(\.id))
        #expect(later.sortedTrips.map(\.lastViewed) != first.sortedTrips.map(\.lastViewed))
    }

    @Test("Twelve trips, three per collection, 3 to 7 activities each, some done, with unique ids")
    func shape() throws {
        let source = TripStore.sample(now: try Self.now(), calendar: try Self.calendar())
        #expect(source.trips.count == 12)
        for collection in TripCollection.all {
            #expect(source.trips(in: collection.id).count == 3, "\(collection.title)")
        }
        let activities = source.trips.keys.flatMap { source.activities(ofTrip: $0) }
        #expect(source.trips.values.allSatisfy { (3...8).contains($0.activityCount) })
        #expect(Set(activities.map(\.id)).count == activities.count)
        #expect(Set(source.trips.keys).isDisjoint(with: activities.map(\.id)))
        #expect(activities.contains { $0.isComplete })
        #expect(activities.contains { !$0.isComplete })
        #expect(source.completedActivityCount == 23)
    }

    @Test("Every sample trip has its own shipped picture")
    func pictures() throws {
        let source = TripStore.sample(now: try Self.now(), calendar: try Self.calendar())
        let names = source.sortedTrips.compactMap(\.photoName)
        #expect(names.count == 12)
        #expect(Set(names) == Set(Picture.sampleNames))
        for name in names {
            #expect(Picture.named(name) != nil, "\(name)")
        }
    }

    @Test("Viewed days lie in the six weeks before now, at noon, newest Kyōto")
    func days() throws {
        let calendar = try Self.calendar()
        let now = try Self.now()
        let source = TripStore.sample(now: now, calendar: calendar)
        let earliest = try #require(calendar.date(byAdding: .day, value: -42, to: calendar.startOfDay(for: now)))
        for trip in source.trips.values {
            #expect(trip.lastViewed >= earliest)
            #expect(calendar.startOfDay(for: trip.lastViewed) <= now)
            #expect(calendar.component(.hour, from: trip.lastViewed) == 12)
        }
        #expect(source.recentTrips(limit: 3).map(\.name) == ["Kyōto", "Santorini", "Tromsø"])
    }

    @Test("The sample starts with two badges and is one step from two more")
    func badges() throws {
        let source = TripStore.sample(now: try Self.now(), calendar: try Self.calendar())
        #expect(source.achievements.filter(\.isEarned).map(\.id) == ["activities-10", "four-seasons"])
        #expect(source.newlyEarned.isEmpty)

        let keukenhof = try #require(source.trips(matching: "keukenhof").first)
        let rijksmuseum = try #require(source.activities(ofTrip: keukenhof.id).first { !$0.isComplete })
        source.toggleActivity(id: rijksmuseum.id, inTrip: keukenhof.id)
        #expect(source.newlyEarned.map(\.id) == ["first-trip"])

        let kyoto = try #require(source.trips(matching: "kyoto").first)
        source.addActivity(named: "Ramen in Pontocho", toTrip: kyoto.id)
        #expect(source.newlyEarned.map(\.id) == ["first-trip", "planner"])
    }
}
