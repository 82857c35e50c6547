import Foundation
import Testing
@testable import TravelModel

@Suite("Trip, Activity, TripCollection")
struct TripModelTests {
    static let day = Date(timeIntervalSinceReferenceDate: 786_000_000)

    static func trip(_ activities: [Activity], collection: TripCollection = .springBlossoms) -> Trip {
        Trip(name: "Kyōto", subtitle: "Blossoms", photoName: "kyoto-pagoda", collectionID: collection.id,
             activities: activities, lastViewed: day)
    }

    @Test("Every model type survives a JSON round trip")
    func codableRoundTrips() throws {
        let activity = Activity(name: "Tea ceremony in Gion", isComplete: true)
        let trip = Self.trip([activity, Activity(name: "Nara")])
        let withoutPhoto = Trip(name: "Lisbon", collectionID: TripCollection.autumnColors.id, lastViewed: Self.day)
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()

        #expect(try decoder.decode(Activity.self, from: encoder.encode(activity)) == activity)
        #expect(try decoder.decode(Trip.self, from: encoder.encode(trip)) == trip)
        #expect(try decoder.decode(Trip.self, from: encoder.encode(withoutPhoto)) == withoutPhoto)
        #expect(try decoder.decode([TripCollection].self, from: encoder.encode(TripCollection.all)) == TripCollection.all)
        #expect(try decoder.decode([Season].self, from: encoder.encode(Season.allCases)) == Season.allCases)
        #expect(try decoder.decode([CardSize].self, from: encoder.encode(CardSize.allCases)) == CardSize.allCases)
        let badge = Achievement.all(for: [trip])[0]
        #expect(try decoder.decode(Achievement.self, from: encoder.encode(badge)) == badge)
    }

    @Test("New activities and trips get their own identifiers and start not done")
    func defaults() {
        let first = Activity(name: "A")
        let second = Activity(name: "A")
        #expect(first.id != second.id)
        #expect(!first.isComplete)
        let trip = Trip(name: "Somewhere", collectionID: "spring-blossoms", lastViewed: Self.day)
        #expect(trip.subtitle.isEmpty)
        #expect(trip.photoName == nil)
        #expect(trip.activities!.isEmpty)
    }

    @Test("Progress counts done activities; a trip is complete only with activities, all done")
    func progress() {
        let empty = Self.trip([])
        #expect(empty.completedActivityCount == 0)
        #expect(empty.progress == 0)
        #expect(!empty.isComplete)

        var trip = Self.trip([Activity(name: "A", isComplete: true), Activity(name: "B"), Activity(name: "C"),
                              Activity(name: "D", isComplete: true)])
        #expect(trip.completedActivityCount == 2)
        #expect(trip.progress == 0.5)
        #expect(!trip.isComplete)
        for index in trip.activities!.indices {
            trip.activities![index].isComplete = true
        }
        #expect(trip.progress == 1)
        #expect(trip.isComplete)
    }

    @Test("Four seasonal collections in season order, one per season, using every card size")
    func collections() {
        #expect(TripCollection.all.map(\.season) == Season.allCases)
        #expect(TripCollection.all.map(\.title) == ["Spring Blossoms", "Summer Escapes", "Autumn Colors", "Winter Wonders"])
        #expect(Set(TripCollection.all.map(\.id)).count == 4)
        #expect(Set(TripCollection.all.map(\.cardSize)) == Set(CardSize.allCases))
        #expect(TripCollection.collection(id: "autumn-colors") == .autumnColors)
        #expect(TripCollection.collection(id: "monsoon") == nil)
        #expect(Self.trip([], collection: .winterWonders).collection == .winterWonders)
        #expect(Season.allCases.map(\.title) == ["Spring", "Summer", "Autumn", "Winter"])
    }

    @Test("The picture seed depends only on the identifier, and differs between trips")
    func pictureSeed() throws {
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let trip = Trip(id: id, name: "A", collectionID: "spring-blossoms", lastViewed: Self.day)
        var renamed = trip
        renamed.name = "B"
        #expect(trip.pictureSeed == renamed.pictureSeed)
        // FNV-1a of the 16 bytes, computed independently: stable across runs and machines.
        #expect(trip.pictureSeed == 0xDB5E_9644_F784_F521)
        #expect(Self.trip([]).pictureSeed != Self.trip([]).pictureSeed)
    }

    @Test("A trip's picture is its shipped picture, or a gradient when it has none or an unknown name")
    func tripPicture() throws {
        let trip = Self.trip([])
        #expect(trip.picture == Picture.named("kyoto-pagoda"))
        var plain = trip
        plain.photoName = nil
        let gradient = Picture.gradient(seed: trip.pictureSeed, width: 32, height: 20)
        #expect(plain.picture == gradient)
        plain.photoName = "no-such-picture"
        #expect(plain.picture == gradient)
    }
}
