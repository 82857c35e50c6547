import Foundation
import Testing
@testable import TravelModel

/// The conflicts of a trip and of its activities as the trip's screen offers them (`TripConflict`,
/// `TripStore.syncConflicts(of:)`): each field changed on both machines, with the trip as the other value would
/// make it; taking the other value is a change made here, kept on both machines; keeping this one settles it.
@MainActor
@Suite struct TripConflictTests {
    @Test("A trip renamed on both machines, an activity renamed on both, one deleted on one and done on the other: each offered on both machines")
    func conflictsOfATripAreOffered() throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            let walk = Activity(name: "Walk"), temple = Activity(name: "Temple"), tea = Activity(name: "Tea")
            let day = Date(timeIntervalSinceReferenceDate: 800_000_000)
            let trip = Trip(name: "Kyoto", collectionID: TripCollection.autumnColors.id, activities: [walk, temple, tea], lastViewed: day)
            a.save(trip)
            syncAll(machines)
            var onA = trip
            onA.name = "Kyōto"
            onA.activities = [walk, Activity(id: temple.id, name: "Kinkaku-ji")]
            a.save(onA)
            Thread.sleep(forTimeInterval: 0.01)
            var onB = trip
            onB.name = "Kyoto in autumn"
            onB.activities = [walk, Activity(id: temple.id, name: "Golden Pavilion"), Activity(id: tea.id, name: "Tea", isComplete: true)]
            b.save(onB)
            syncAll(machines)

            for machine in machines {
                let store = try TripStore(database: machine.database, calendar: Self.calendar)
                let here = try #require(store.trip(id: trip.id))
                // B's changes are later: they are kept on both machines, and A's are offered.
                #expect(here.name == "Kyoto in autumn")
                #expect(here.activities.map(\.name) == ["Walk", "Golden Pavilion", "Tea"])
                let conflicts = store.syncConflicts(of: here)
                // In the order sync kept them, which within one file is the order of its changes.
                #expect(conflicts.count == 3, "\(conflicts)")
                let other = { (field: TripConflict.Field) in conflicts.first { $0.field == field }?.other }
                #expect(other(.name)?.name == "Kyōto")
                #expect(other(.activityDeletedThere(tea.id))?.activities.map(\.name) == ["Walk", "Golden Pavilion"])
                #expect(other(.activityName(temple.id))?.activities.map(\.name) == ["Walk", "Kinkaku-ji", "Tea"])
            }
        }
    }

    @Test("Taking the other machine's name is a change made here, which reaches the other machine; keeping this one settles the other conflict; undo takes the name back")
    func takingAndKeeping() throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            let day = Date(timeIntervalSinceReferenceDate: 800_000_000)
            let trip = Trip(name: "Lisbon", subtitle: "Trams", collectionID: TripCollection.springBlossoms.id, lastViewed: day)
            a.save(trip)
            syncAll(machines)
            var onA = trip
            onA.name = "Lisboa"
            onA.subtitle = "Tram 28"
            a.save(onA)
            Thread.sleep(forTimeInterval: 0.01)
            var onB = trip
            onB.name = "Lisbon, Portugal"
            onB.subtitle = "Pastéis de nata"
            b.save(onB)
            syncAll(machines)

            let store = try TripStore(database: b.database, calendar: Self.calendar)
            let undo = RecordingUndo()
            store.undoRegistry = undo
            let here = try #require(store.trip(id: trip.id))
            let conflicts = store.syncConflicts(of: here)
            #expect(conflicts.map(\.field) == [.name, .subtitle])
            store.takeOther(try #require(conflicts.first), of: here)
            #expect(store.trip(id: trip.id)?.name == "Lisboa")
            let left = store.syncConflicts(of: try #require(store.trip(id: trip.id)))
            #expect(left.map(\.field) == [.subtitle], "the name is settled")
            store.keepThis(try #require(left.first))
            #expect(store.syncConflicts(of: try #require(store.trip(id: trip.id))).isEmpty)
            #expect(b.database.flush() == nil)
            syncAll(machines)
            let onAAfter = try TripStore(database: a.database, calendar: Self.calendar).trip(id: trip.id)
            #expect(onAAfter?.name == "Lisboa" && onAAfter?.subtitle == "Pastéis de nata", "the name taken here reaches the other machine")

            undo.undoLast()
            #expect(store.trip(id: trip.id)?.name == "Lisbon, Portugal")
        }
    }

    @Test("A store in memory has no conflicts")
    func inMemory() {
        let store = TripStore(trips: [Trip(name: "Oslo", collectionID: TripCollection.winterWonders.id, lastViewed: .now)])
        #expect(store.syncConflicts(of: store.sortedTrips[0]).isEmpty)
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()
}
