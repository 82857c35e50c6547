import Foundation
import Observation
import Testing
@testable import TravelModel

@Suite("Achievements")
@MainActor
struct AchievementTests {
    static let day = Date(timeIntervalSinceReferenceDate: 786_000_000)

    /// A trip with `done` completed activities and `open` activities still to do.
    static func trip(_ collection: TripCollection = .springBlossoms, done: Int = 0, open: Int = 0) -> Trip {
        let activities = (0..<done).map { Activity(name: "Done \($0)", isComplete: true) }
            + (0..<open).map { Activity(name: "Open \($0)") }
        return Trip(name: "Trip", collectionID: collection.id, activities: activities, lastViewed: day)
    }

    static func badge(_ id: String, _ trips: [Trip]) throws -> Achievement {
        try #require(Achievement.all(for: trips).first { $0.id == id })
    }

    @Test("Every badge has a distinct id, a title, a description, a symbol and a target")
    func catalogue() {
        let all = Achievement.all(for: [])
        #expect(all.map(\.id) == ["first-trip", "activities-10", "activities-25", "activities-50", "four-seasons",
                                  "planner", "all-seasons-done", "dreamer"])
        for badge in all {
            #expect(!badge.title.isEmpty && !badge.description.isEmpty && !badge.symbolName.isEmpty)
            #expect(badge.progress == 0)
            #expect(!badge.isEarned)
        }
    }

    @Test("Progress is clamped to the target, and the target is at least 1")
    func clamping() {
        let over = Achievement(id: "x", title: "X", description: "X", symbolName: "star", target: 3, progress: 9)
        #expect(over.progress == 3)
        #expect(over.isEarned)
        #expect(over.fractionComplete == 1)
        let odd = Achievement(id: "x", title: "X", description: "X", symbolName: "star", target: 0, progress: -2)
        #expect(odd.target == 1)
        #expect(odd.progress == 0)
        #expect(odd.fractionComplete == 0)
    }

    @Test("First trip completed: every activity of a trip done; a trip without activities does not count")
    func firstTrip() throws {
        #expect(try !Self.badge("first-trip", [Self.trip(done: 3, open: 1), Self.trip()]).isEarned)
        #expect(try Self.badge("first-trip", [Self.trip(done: 4)]).isEarned)
        #expect(try Self.badge("first-trip", [Self.trip(done: 1), Self.trip(done: 2)]).progress == 1)
    }

    @Test("Activities completed across all trips earn at exactly 10, 25 and 50",
          arguments: [("activities-10", 10), ("activities-25", 25), ("activities-50", 50)])
    func activityCounts(id: String, target: Int) throws {
        // Split over two trips, each with one activity still open.
        let below = [Self.trip(done: target / 2, open: 1), Self.trip(.winterWonders, done: target - 1 - target / 2, open: 1)]
        let badgeBelow = try Self.badge(id, below)
        #expect(badgeBelow.progress == target - 1)
        #expect(!badgeBelow.isEarned)
        let reached = [Self.trip(done: target / 2, open: 1), Self.trip(.winterWonders, done: target - target / 2, open: 1)]
        #expect(try Self.badge(id, reached).isEarned)
    }

    @Test("Four seasons: a trip in a collection of every season; unknown collections count for none")
    func fourSeasons() throws {
        let unknown = TripCollection(id: "monsoon", title: "Monsoon", season: .summer, cardSize: .small)
        let three = [Self.trip(.springBlossoms), Self.trip(.summerEscapes), Self.trip(.autumnColors), Self.trip(unknown)]
        let badge = try Self.badge("four-seasons", three)
        #expect(badge.progress == 3)
        #expect(!badge.isEarned)
        #expect(try Self.badge("four-seasons", three + [Self.trip(.winterWonders)]).isEarned)
    }

    @Test("Planner: one trip with 8 activities, done or not")
    func planner() throws {
        #expect(try !Self.badge("planner", [Self.trip(done: 3, open: 4), Self.trip(open: 7)]).isEarned)
        #expect(try Self.badge("planner", [Self.trip(done: 3, open: 4)]).progress == 7)
        #expect(try Self.badge("planner", [Self.trip(done: 3, open: 5)]).isEarned)
    }

    @Test("All-season traveller: a completed trip in every season")
    func allSeasonsDone() throws {
        let three = [Self.trip(.springBlossoms, done: 1), Self.trip(.summerEscapes, done: 1),
                     Self.trip(.autumnColors, done: 2), Self.trip(.winterWonders, done: 1, open: 1)]
        let badge = try Self.badge("all-seasons-done", three)
        #expect(badge.progress == 3)
        #expect(!badge.isEarned)
        #expect(try Self.badge("all-seasons-done", three + [Self.trip(.winterWonders, done: 1)]).isEarned)
    }

    @Test("Big dreamer: 15 trips on the wishlist")
    func dreamer() throws {
        #expect(try !Self.badge("dreamer", Array(repeating: Self.trip(), count: 14)).isEarned)
        #expect(try Self.badge("dreamer", (0..<15).map { _ in Self.trip() }).isEarned)
    }

    // MARK: In the data source

    @Test("Badges already earned by the starting trips are not announced")
    func startingBadgesAreQuiet() {
        let source = TripStore(trips: [Self.trip(done: 12)])
        #expect(source.achievements.first { $0.id == "activities-10" }?.isEarned == true)
        #expect(source.newlyEarned.isEmpty)
        #expect(source.takeNewlyEarned() == nil)
    }

    @Test("A badge earned by a change is announced exactly once")
    func announcedOnce() throws {
        let trip = Self.trip(done: 9, open: 3)
        let source = TripStore(trips: [trip])
        let open = trip.activities!.filter { !$0.isComplete }.map(\.id)

        source.toggleActivity(id: open[0], inTrip: trip.id)
        #expect(source.newlyEarned.map(\.id) == ["activities-10"])
        #expect(source.achievements.first { $0.id == "activities-10" }?.isEarned == true)
        // More progress earns nothing new.
        source.toggleActivity(id: open[1], inTrip: trip.id)
        source.renameTrip(id: trip.id, to: "Renamed")
        #expect(source.newlyEarned.map(\.id) == ["activities-10"])

        let taken = try #require(source.takeNewlyEarned())
        #expect(taken.id == "activities-10")
        #expect(taken.title == "Getting Going")
        #expect(taken.isEarned)
        #expect(source.newlyEarned.isEmpty)
        #expect(source.takeNewlyEarned() == nil)
        source.addActivity(named: "More", toTrip: trip.id)
        #expect(source.newlyEarned.isEmpty)
    }

    @Test("Un-completing locks a badge again; earning it again announces it again")
    func unearnAndEarnAgain() throws {
        let trip = Self.trip(done: 1, open: 1)
        let source = TripStore(trips: [trip])
        let last = try #require(trip.activities!.last).id

        source.toggleActivity(id: last, inTrip: trip.id)
        #expect(source.newlyEarned.map(\.id) == ["first-trip"])
        // Locked again before it was announced: it leaves the queue.
        source.toggleActivity(id: last, inTrip: trip.id)
        #expect(source.achievements.first { $0.id == "first-trip" }?.isEarned == false)
        #expect(source.newlyEarned.isEmpty)

        source.toggleActivity(id: last, inTrip: trip.id)
        #expect(source.takeNewlyEarned()?.id == "first-trip")
        source.toggleActivity(id: last, inTrip: trip.id)
        source.toggleActivity(id: last, inTrip: trip.id)
        #expect(source.newlyEarned.map(\.id) == ["first-trip"])

        // Deleting the trip locks it too.
        source.removeTrip(id: trip.id)
        #expect(source.achievements.allSatisfy { !$0.isEarned })
        #expect(source.newlyEarned.isEmpty)
    }

    @Test("Badges earned by one change are queued in catalogue order")
    func severalAtOnce() throws {
        let source = TripStore(trips: [Self.trip(.springBlossoms), Self.trip(.summerEscapes), Self.trip(.autumnColors)])
        var winter = Self.trip(.winterWonders, done: 10)
        winter.activities!.append(contentsOf: (0..<5).map { Activity(name: "Plan \($0)") })
        source.add(winter)
        #expect(source.newlyEarned.map(\.id) == ["activities-10", "four-seasons", "planner"])
        #expect(source.takeNewlyEarned()?.id == "activities-10")
        #expect(source.newlyEarned.map(\.id) == ["four-seasons", "planner"])
    }

    @Test("newlyEarned and achievements are observable; an unrelated change does not touch them")
    func observable() throws {
        let trip = Self.trip(done: 0, open: 1)
        let source = TripStore(trips: [trip])
        let activity = try #require(trip.activities!.first).id

        let queueChanges = ChangeCounter { _ = source.newlyEarned }
        let achievementChanges = ChangeCounter { _ = source.achievements }
        source.renameTrip(id: trip.id, to: "New name")
        #expect(queueChanges.value == 0)
        #expect(achievementChanges.value == 0)

        source.toggleActivity(id: activity, inTrip: trip.id)
        #expect(queueChanges.value == 1)
        #expect(achievementChanges.value == 1)
    }
}
