import Foundation
import Observation
import Testing
@testable import TravelModel

@Suite("TripStore")
@MainActor
struct DataSourceTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func now() throws -> Date { try moment(calendar(), 2026, 11, 29, 9, 30) }

    static func trip(_ name: String, _ collection: TripCollection, daysAgo: Int = 0,
                     activities: [Activity] = []) throws -> Trip {
        let viewed = try #require(calendar().date(byAdding: .day, value: -daysAgo, to: now()))
        return Trip(name: name, collectionID: collection.id, activities: activities, lastViewed: viewed)
    }

    // MARK: Reading

    @Test("Trips are keyed by id; a later trip with the same id replaces an earlier one")
    func keyedByID() throws {
        var first = try Self.trip("Lisbon", .springBlossoms)
        let source = TripStore(trips: [first], calendar: try Self.calendar())
        #expect(source.trips[first.id]?.name == "Lisbon")
        #expect(source.trip(id: first.id)?.name == "Lisbon")
        first.name = "Porto"
        let replaced = TripStore(trips: [try Self.trip("Lisbon", .springBlossoms), first, first], calendar: try Self.calendar())
        #expect(replaced.trips.count == 2)
        #expect(replaced.trips[first.id]?.name == "Porto")
    }

    @Test("Trips of a collection are ordered by name, then id; unknown collections come last overall")
    func collectionOrder() throws {
        let trips = [
            try Self.trip("b", .autumnColors), try Self.trip("Zürich", .springBlossoms),
            try Self.trip("Äpfel", .springBlossoms), try Self.trip("apple", .springBlossoms),
            try Self.trip("Mars", TripCollection(id: "space", title: "Space", season: .summer, cardSize: .small)),
            try Self.trip("a", .autumnColors),
        ]
        let source = TripStore(trips: trips, calendar: try Self.calendar())
        #expect(source.trips(in: TripCollection.springBlossoms.id).map(\.name) == ["Äpfel", "apple", "Zürich"])
        #expect(source.trips(in: TripCollection.winterWonders.id).isEmpty)
        #expect(source.sortedTrips.map(\.name) == ["Äpfel", "apple", "Zürich", "a", "b", "Mars"])
        #expect(source.collections == TripCollection.all)

        // Same names: the identifier decides, so the order never depends on the dictionary.
        let twins = [try Self.trip("Twin", .summerEscapes), try Self.trip("Twin", .summerEscapes)]
        let byID = twins.sorted { $0.id.uuidString < $1.id.uuidString }.map(\.id)
        for _ in 0..<5 {
            #expect(TripStore(trips: twins.shuffled()).trips(in: TripCollection.summerEscapes.id).map(\.id) == byID)
        }
    }

    @Test("Names in display order: numbers by value, case and accents ignored, names equal so decided by the locale")
    func nameOrder() throws {
        let names = ["Banff 12", "banff 2", "Banff 02", "Banff", "Café", "Cafe", "CAFE 1", "Tromsø", "Troms 9", "Ω"]
        let source = TripStore(trips: try names.map { try Self.trip($0, .summerEscapes) }, calendar: try Self.calendar())
        #expect(source.sortedTrips.map(\.name) == [
            "Banff", "banff 2", "Banff 02", "Banff 12", "Cafe", "Café", "CAFE 1", "Troms 9", "Tromsø", "Ω",
        ])
        // The key is what the order compares: the same for names that differ only in case, accents and zeros.
        #expect(NameOrderKey.key(for: "Banff 02") == NameOrderKey.key(for: "BANFF 2"))
        #expect(NameOrderKey.key(for: "Café") == NameOrderKey.key(for: "cafe"))
        #expect(NameOrderKey.key(for: "Day 9") < NameOrderKey.key(for: "Day 10"))
        #expect(NameOrderKey.key(for: "x 123456789012345678901234") > NameOrderKey.key(for: "x 99"))
    }

    @Test("The recent trips picked from many are those a full sort by day, then display order, would give")
    func recentTripsOfMany() throws {
        var generator = SplitMix64(seed: 7)
        let trips = try (0..<400).map { index in
            try Self.trip("Trip \(generator.next() % 50)", TripCollection.all[index % 4], daysAgo: Int(generator.next() % 20))
        }
        let source = TripStore(trips: trips, calendar: try Self.calendar())
        let expected = source.sortedTrips.enumerated().sorted { lhs, rhs in
            lhs.element.lastViewed != rhs.element.lastViewed ? lhs.element.lastViewed > rhs.element.lastViewed : lhs.offset < rhs.offset
        }.map(\.element.id)
        for limit in [1, 5, 17, 400, 500] {
            #expect(source.recentTrips(limit: limit).map(\.id) == Array(expected.prefix(limit)), "limit \(limit)")
        }
    }

    @Test("Recent trips: most recently viewed day first, then display order, at most the limit")
    func recentTrips() throws {
        let source = TripStore(trips: [
            try Self.trip("Old", .springBlossoms, daysAgo: 30), try Self.trip("Today B", .winterWonders),
            try Self.trip("Yesterday", .autumnColors, daysAgo: 1), try Self.trip("Today A", .winterWonders),
        ], calendar: try Self.calendar())
        #expect(source.recentTrips().map(\.name) == ["Today A", "Today B", "Yesterday", "Old"])
        #expect(source.recentTrips(limit: 2).map(\.name) == ["Today A", "Today B"])
        #expect(source.recentTrips(limit: 0).isEmpty)
        #expect(source.recentTrips(limit: -1).isEmpty)
    }

    @Test("Dates are kept as noon of their day in the source's calendar")
    func datesAreDays() throws {
        let calendar = try Self.calendar()
        let late = try moment(calendar, 2026, 11, 29, 23, 59)
        let noon = try moment(calendar, 2026, 11, 29, 12)
        let trip = Trip(name: "Late", collectionID: "spring-blossoms", lastViewed: late)
        let source = TripStore(trips: [trip], calendar: calendar)
        #expect(source.trips[trip.id]?.lastViewed == noon)

        let added = source.addTrip(name: "New", collectionID: "summer-escapes", now: late)
        #expect(added.lastViewed == noon)
        var other = trip
        other.lastViewed = try moment(calendar, 2026, 11, 30, 0, 1)
        source.add(other)
        #expect(source.trips[trip.id]?.lastViewed == (try moment(calendar, 2026, 11, 30, 12)))
    }

    // MARK: Changing

    @Test("Adding, renaming, moving and removing trips")
    func tripMutations() throws {
        let source = TripStore(calendar: try Self.calendar())
        let trip = source.addTrip(name: "Lisbon", subtitle: "Trams and tiles", collectionID: "spring-blossoms",
                                  photoName: "cliff-village", now: try Self.now())
        #expect(source.trips[trip.id] == trip.withoutActivityList)
        #expect(trip.subtitle == "Trams and tiles")
        #expect(trip.photoName == "cliff-village")

        source.renameTrip(id: trip.id, to: "Lisboa")
        source.moveTrip(id: trip.id, to: "autumn-colors")
        #expect(source.trips[trip.id]?.name == "Lisboa")
        #expect(source.trips(in: "autumn-colors").map(\.id) == [trip.id])
        source.updateTrip(id: trip.id) { $0.subtitle = "Pastéis de nata" }
        #expect(source.trips[trip.id]?.subtitle == "Pastéis de nata")

        source.removeTrip(id: trip.id)
        #expect(source.trips.isEmpty)
        // Changing a trip that is gone does nothing.
        source.renameTrip(id: trip.id, to: "Ghost")
        #expect(source.addActivity(named: "Haunt", toTrip: trip.id) == nil)
        #expect(source.trips.isEmpty)
    }

    @Test("Adding, toggling, renaming and removing activities")
    func activityMutations() throws {
        let source = TripStore(trips: [try Self.trip("Kyōto", .springBlossoms)], calendar: try Self.calendar())
        let tripID = try #require(source.trips.keys.first)

        let tea = try #require(source.addActivity(named: "Tea ceremony", toTrip: tripID))
        let nara = Activity(name: "Nara", isComplete: true)
        source.addActivity(nara, toTrip: tripID)
        let bamboo = try #require(source.addActivity(named: "Bamboo grove", toTrip: tripID))
        #expect(source.activities(ofTrip: tripID) == [tea, nara, bamboo])
        #expect(!tea.isComplete)

        source.toggleActivity(id: tea.id, inTrip: tripID)
        #expect(source.activities(ofTrip: tripID)[0].isComplete == true)
        source.toggleActivity(id: tea.id, inTrip: tripID)
        #expect(source.activities(ofTrip: tripID)[0].isComplete == false)

        source.renameActivity(id: nara.id, inTrip: tripID, to: "Deer in Nara")
        #expect(source.activities(ofTrip: tripID)[1].name == "Deer in Nara")
        // Adding an activity that is there replaces it in place.
        source.addActivity(Activity(id: nara.id, name: "Nara again"), toTrip: tripID)
        #expect(source.activities(ofTrip: tripID).map(\.name) == ["Tea ceremony", "Nara again", "Bamboo grove"])

        source.removeActivity(id: nara.id, fromTrip: tripID)
        #expect(source.activities(ofTrip: tripID).map(\.id) == [tea.id, bamboo.id])
        source.removeActivities(atOffsets: IndexSet([0, 1, 7]), fromTrip: tripID)
        #expect(source.activities(ofTrip: tripID).isEmpty == true)
    }

    @Test("Viewing a trip moves it to the front of the recent trips; a second view the same day changes nothing")
    func markViewed() throws {
        let source = TripStore(trips: [
            try Self.trip("Recent", .springBlossoms, daysAgo: 1), try Self.trip("Forgotten", .summerEscapes, daysAgo: 90),
        ], calendar: try Self.calendar())
        let forgotten = try #require(source.trips.values.first { $0.name == "Forgotten" })
        source.markTripViewed(id: forgotten.id, now: try Self.now())
        #expect(source.recentTrips().map(\.name) == ["Forgotten", "Recent"])

        let changes = ChangeCounter { _ = source.trips }
        source.markTripViewed(id: forgotten.id, now: try moment(Self.calendar(), 2026, 11, 29, 22))
        #expect(changes.value == 0)
    }

    @Test("After a trip is viewed, done or renamed, the orders kept are those of the trips as they are now")
    func ordersKeptAreCurrent() throws {
        let calendar = try Self.calendar()
        let rome = try Self.trip("Rome", .springBlossoms, daysAgo: 30, activities: [Activity(name: "Forum")])
        let source = TripStore(trips: [
            try Self.trip("Oslo", .springBlossoms, daysAgo: 2), rome, try Self.trip("Kyoto", .autumnColors, daysAgo: 5),
        ], calendar: calendar)
        /// What a store made afresh from the same trips reads.
        func fresh() -> TripStore { TripStore(trips: Array(source.trips.values), calendar: calendar) }
        func expectSameAsFresh() {
            let other = fresh()
            #expect(source.sortedTrips == other.sortedTrips)
            #expect(source.trips(in: TripCollection.springBlossoms.id) == other.trips(in: TripCollection.springBlossoms.id))
            #expect(source.recentTrips() == other.recentTrips())
            #expect(source.achievements == other.achievements)
        }
        expectSameAsFresh()

        source.markTripViewed(id: rome.id, now: try Self.now())
        #expect(source.sortedTrips.first { $0.id == rome.id }?.lastViewed == source.trips[rome.id]?.lastViewed)
        #expect(source.recentTrips().first?.name == "Rome")
        expectSameAsFresh()

        let forum = try #require(rome.activities!.first)
        source.updateTrip(id: rome.id) { $0.activities![0].isComplete = true }
        #expect(source.activities(ofTrip: rome.id).first?.isComplete == true)
        #expect(source.trips(in: TripCollection.springBlossoms.id).first { $0.id == rome.id }?.completedActivityCount == 1)
        #expect(source.achievements.first { $0.id == "first-trip" }?.isEarned == true, "\(forum.name) done completes the trip")
        expectSameAsFresh()

        source.renameTrip(id: rome.id, to: "Athens")
        #expect(source.sortedTrips.map(\.name) == ["Athens", "Oslo", "Kyoto"])
        expectSameAsFresh()
    }

    @Test("Changing the trips notifies observers of the trips, and the search text is observable")
    func observable() throws {
        let source = TripStore(trips: [try Self.trip("Kyōto", .springBlossoms)], calendar: try Self.calendar())
        let tripChanges = ChangeCounter { _ = source.trips }
        let searchChanges = ChangeCounter { _ = source.searchResults }
        source.searchText = "kyo"
        #expect(searchChanges.value == 1)
        #expect(tripChanges.value == 0)
        source.addTrip(name: "Osaka", collectionID: "spring-blossoms", now: try Self.now())
        #expect(tripChanges.value == 1)
    }
}
