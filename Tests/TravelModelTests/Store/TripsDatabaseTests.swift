import Foundation
import Glibc
import Synchronization
import Testing
@testable import TravelModel

/// The wishlist in `wishlist.sqlite`: the first run, the one-time import of a `trips.json`, a bad one, and
/// each kind of change committed exactly and found again after a restart.
@Suite("Trips database")
@MainActor
struct TripsDatabaseTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func now() throws -> Date { try moment(calendar(), 2026, 11, 29, 14, 15, 2) }

    /// Opens the data of `directory` as a start of the app does, without the lock (the tests reopen it).
    static func open(_ directory: TemporaryDirectory) throws -> TripsOpening {
        let (database, notices) = try DatabaseOpening.open(directory: directory.url, lock: nil, now: try now(), timeZone: try calendar().timeZone)
        #expect(notices.isEmpty)
        return try TripsOpening.open(database: database, directory: directory.url, now: try now(), calendar: try calendar())
    }

    static func sample() throws -> TripStore {
        TripStore.sample(now: try now(), calendar: try calendar())
    }

    // MARK: Opening

    @Test("The first run keeps the sample trips in the database, and a restart finds them equal")
    func firstRun() throws {
        let directory = try TemporaryDirectory()
        let opening = try Self.open(directory)
        #expect(opening.notice == nil)
        #expect(opening.store.trips == (try Self.sample()).trips)
        #expect(opening.store.newlyEarned.isEmpty, "the badges the sample starts with are not announced")
        #expect(!(try directory.names().contains("trips.json")))
        opening.store.database?.flush()
        #expect(try Self.open(directory).store.trips == (try Self.sample()).trips)
    }

    @Test("A trips.json of an earlier version is imported exactly, once, and kept aside")
    func importsTripsJSON() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(TripsDocument.self, directory: directory.url, calendar: try Self.calendar())
        let source = TripStore(calendar: try Self.calendar())
        let mine = source.addTrip(name: "Ünïcode ☕︎ \"quoted\"", subtitle: "", collectionID: "autumn-colors", now: try Self.now())
        source.addActivity(named: "First", toTrip: mine.id)
        source.addActivity(named: "Second", toTrip: mine.id)
        source.addActivity(named: "Third", toTrip: mine.id)
        let other = source.addTrip(name: "Elsewhere", subtitle: "A line", collectionID: "winter-wonders",
                                   photoName: "kyoto-pagoda", now: try Self.now())
        source.toggleActivity(id: try #require(source.activities(ofTrip: mine.id).dropFirst().first?.id), inTrip: mine.id)
        try file.save(source.sortedTripsWithActivities())

        let opening = try Self.open(directory)
        #expect(opening.store.trips == source.trips)
        #expect(opening.store.activities(ofTrip: mine.id).map(\.name) == ["First", "Second", "Third"])
        #expect(opening.store.activities(ofTrip: mine.id).map(\.isComplete) == [false, true, false])
        #expect(opening.store.trip(id: other.id)?.photoName == "kyoto-pagoda")
        #expect(opening.notice == "Your 2 trips were moved from trips.json into wishlist.sqlite; the old file is kept as trips.json.imported-20261129-141502.")
        #expect(!(try directory.names().contains("trips.json")))
        #expect(try directory.names().contains("trips.json.imported-20261129-141502"))

        // Once: the next start imports nothing, even with a new trips.json there.
        opening.store.database?.flush()
        try file.save([])
        let again = try Self.open(directory)
        #expect(again.notice == nil)
        #expect(again.store.trips == source.trips)
    }

    @Test("A bad trips.json is kept aside, never overwritten, and the sample trips are loaded",
          arguments: 0..<TripsFileTests.corruptFiles.count)
    func badFileIsKeptAside(index: Int) throws {
        let corrupt = TripsFileTests.corruptFiles[index]
        let directory = try TemporaryDirectory()
        try write(corrupt.text, to: directory.appending("trips.json"))

        let opening = try Self.open(directory)
        let kept = directory.appending("trips.json.corrupt-20261129-141502")
        #expect(opening.notice == "trips.json could not be read (\(corrupt.reason)); it was kept as "
            + "\(kept.path) and sample data was loaded.", "\(corrupt.name)")
        #expect(try contents(of: kept) == Data(corrupt.text.utf8))
        #expect(opening.store.trips == (try Self.sample()).trips)
    }

    @Test("A trip viewed on a day is viewed on that day when the app next opens in another time zone")
    func daysInAnyTimeZone() throws {
        let directory = try TemporaryDirectory()
        let tokyo = try gregorian("Asia/Tokyo"), honolulu = try gregorian("Pacific/Honolulu")
        let late = try moment(tokyo, 2026, 11, 29, 23, 30)
        do {
            let (database, _) = try DatabaseOpening.open(directory: directory.url, lock: nil, now: late, timeZone: tokyo.timeZone)
            let store = try TripsOpening.open(database: database, directory: directory.url, now: late, calendar: tokyo).store
            let kyoto = try #require(store.sortedTrips.first { $0.name == "Kyōto" })
            store.markTripViewed(id: kyoto.id, now: late)
            database.flush()
        }
        let (database, _) = try DatabaseOpening.open(directory: directory.url, lock: nil, now: late, timeZone: honolulu.timeZone)
        let store = try TripsOpening.open(database: database, directory: directory.url, now: late, calendar: honolulu).store
        let kyoto = try #require(store.sortedTrips.first { $0.name == "Kyōto" })
        #expect(honolulu.dateComponents([.year, .month, .day, .hour], from: kyoto.lastViewed)
            == DateComponents(year: 2026, month: 11, day: 29, hour: 12))
    }

    @Test("Removing every trip does not bring the sample back")
    func emptiedStaysEmpty() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory).store
        for id in store.trips.keys { store.removeTrip(id: id) }
        store.database?.flush()
        #expect(try Self.open(directory).store.trips.isEmpty)
    }

    // MARK: Changes

    @Test("A trip's activities stay in the database until asked for: the trips come with their counts, each list when read, and a change to a list never read writes it whole")
    func activitiesAreReadWhenAskedFor() throws {
        let directory = try TemporaryDirectory()
        let sample = try Self.sample()
        _ = try Self.open(directory).store.database?.flush()
        let store = try Self.open(directory).store
        #expect(store.trips.values.allSatisfy { $0.activities == nil })
        for trip in sample.sortedTrips {
            let stored = try #require(store.trip(id: trip.id))
            #expect(stored.activityCount == trip.activityCount && stored.completedActivityCount == trip.completedActivityCount)
            #expect(store.activities(ofTrip: trip.id) == sample.activities(ofTrip: trip.id))
        }

        // A list never read: ticked off from another store of the same file, and its trip renamed there.
        let other = try Self.open(directory).store
        let trip = try #require(other.sortedTrips.first { $0.activityCount > 0 })
        let first = try #require(other.activities(ofTrip: trip.id).first)
        other.toggleActivity(id: first.id, inTrip: trip.id)
        other.renameTrip(id: trip.id, to: "Zanzibar at last")
        #expect(other.database?.flush() == nil)
        let again = try Self.open(directory).store
        #expect(again.activities(ofTrip: trip.id).map(\.name) == sample.activities(ofTrip: trip.id).map(\.name))
        #expect(again.activities(ofTrip: trip.id).first?.isComplete == !first.isComplete)
        #expect(again.trip(id: trip.id)?.completedActivityCount == trip.completedActivityCount + (first.isComplete ? -1 : 1))
        #expect(again.trips(matching: "zanzibar").map(\.id) == [trip.id], "the folded text holds the new name")
        #expect(again.trips(matching: first.name).contains { $0.id == trip.id }, "and the activities' names")
    }

    @Test("Every kind of change is committed, and a restart finds the trips exactly as they were left")
    func changesSurviveARestart() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory).store
        let trips = store.sortedTrips
        let kyoto = trips[0], keukenhof = trips[1], cinque = trips[2], santorini = trips[3]
        store.renameTrip(id: kyoto.id, to: "Kyōto, again")
        store.toggleActivity(id: store.activities(ofTrip: kyoto.id)[3].id, inTrip: kyoto.id)
        store.addActivity(named: "Ramen in Pontochō", toTrip: kyoto.id)
        store.removeActivities(atOffsets: IndexSet([0, 2]), fromTrip: keukenhof.id)
        store.renameActivity(id: store.activities(ofTrip: cinque.id)[1].id, inTrip: cinque.id, to: "Swim at dawn")
        store.moveTrip(id: santorini.id, to: "winter-wonders")
        store.markTripViewed(id: santorini.id, now: try Self.now())
        store.removeTrip(id: trips[4].id)
        let added = store.addTrip(name: "New", subtitle: "", collectionID: "spring-blossoms", now: try Self.now())
        // From outside the store's methods: a whole new set of trips, found by comparing.
        store.trips[trips[5].id]?.subtitle = "Changed directly"
        store.database?.flush()

        let again = try Self.open(directory).store
        #expect(again.trips == store.trips)
        #expect(again.trip(id: added.id)?.name == "New")
        #expect(again.trip(id: trips[4].id) == nil)
        #expect(again.activities(ofTrip: kyoto.id).last?.name == "Ramen in Pontochō")
        #expect(again.trip(id: trips[5].id)?.subtitle == "Changed directly")
        #expect(again.achievements == store.achievements)
        // The text for search is kept with each trip, as it was folded when the trip changed.
        #expect(again.trips(matching: "pontocho").map(\.id) == [kyoto.id])
        #expect(again.trips(matching: "swim at dawn").map(\.id) == [cinque.id])
        #expect(again.trips(matching: "changed directly").map(\.id) == [trips[5].id])
        #expect(try again.database?.read { try TripTable.all(from: $0, timeZone: try Self.calendar().timeZone) }.searchTexts
            == Dictionary(uniqueKeysWithValues: store.sortedTripsWithActivities().map { ($0.id, TripSearchIndex.foldedText(of: $0)) }))
    }

    @Test("Only changes are written: searching and viewing a trip again the same day commit nothing")
    func onlyChangesAreWritten() async throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory).store
        let database = try #require(store.database)
        let commits = Counter()
        database.addCommitObserver { commits.increment() }
        let kyoto = try #require(store.sortedTrips.first)
        store.searchText = "kyo"
        _ = store.searchResults
        store.markTripViewed(id: kyoto.id, now: kyoto.lastViewed)
        database.flush()
        #expect(commits.value == 0)
        store.markTripViewed(id: kyoto.id, now: try #require(Self.calendar().date(byAdding: .day, value: 1, to: kyoto.lastViewed)))
        database.flush()
        #expect(commits.value == 1)
    }

    @Test("A change returns before it is committed, and a reader sees it a moment later")
    func aChangeIsCommittedLater() async throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory).store
        let added = store.addTrip(name: "Soon", collectionID: "summer-escapes", now: try Self.now())
        let url = directory.appending(AppDatabase.fileName)
        let deadline = ContinuousClock.now + .seconds(20)
        var found = false
        while !found, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
            let reader = try DatabaseConnection(.file(path: url.path), access: .readOnly)
            found = try TripTable.all(from: reader, timeZone: try Self.calendar().timeZone).trips.contains { $0.id == added.id }
        }
        #expect(found)
    }
}

/// A count that a commit observer, on the database's queue, can add to.
private final class Counter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}
