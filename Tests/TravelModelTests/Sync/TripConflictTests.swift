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
                let here = try #require(store.tripWithActivities(id: trip.id))
                // B's changes are later: they are kept on both machines, and A's are offered.
                #expect(here.name == "Kyoto in autumn")
                #expect(here.activities!.map(\.name) == ["Walk", "Golden Pavilion", "Tea"])
                let conflicts = store.syncConflicts(of: here)
                // In the order sync kept them, which within one file is the order of its changes.
                #expect(conflicts.count == 3, "\(conflicts)")
                let other = { (field: TripConflict.Field) in conflicts.first { $0.field == field }?.other }
                #expect(other(.name)?.name == "Kyōto")
                #expect(other(.activityDeletedThere(tea.id))?.activities?.map(\.name) == ["Walk", "Golden Pavilion"])
                #expect(other(.activityName(temple.id))?.activities?.map(\.name) == ["Walk", "Kinkaku-ji", "Tea"])
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
            let here = try #require(store.tripWithActivities(id: trip.id))
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

    @Test("An activity done on one machine and deleted later on the other is offered on both as it was done; brought back, it is after the trip's last on both machines, and undo deletes it again; left deleted, the offer goes")
    func deletedActivityBroughtBack() throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            let walk = Activity(name: "Walk"), tea = Activity(name: "Tea"), bath = Activity(name: "Bath")
            let day = Date(timeIntervalSinceReferenceDate: 800_000_000)
            let trip = Trip(name: "Kyoto", collectionID: TripCollection.autumnColors.id, activities: [walk, tea, bath], lastViewed: day)
            a.save(trip)
            syncAll(machines)
            var onA = trip
            onA.activities = [walk, Activity(id: tea.id, name: "Tea", isComplete: true), Activity(id: bath.id, name: "Onsen")]
            a.save(onA)
            Thread.sleep(forTimeInterval: 0.01)
            var onB = trip
            onB.activities = [walk]
            b.save(onB)
            syncAll(machines)

            for machine in machines {
                let store = try TripStore(database: machine.database, calendar: Self.calendar)
                let here = try #require(store.tripWithActivities(id: trip.id))
                #expect(here.activities!.map(\.name) == ["Walk"], "the deletions are later")
                // Within one file sync may keep them in either order.
                #expect(Self.deletedActivities(store.syncConflicts(of: here)).sorted { $0.name < $1.name }
                    == [Activity(id: bath.id, name: "Onsen"), Activity(id: tea.id, name: "Tea", isComplete: true)])
            }
            let store = try TripStore(database: b.database, calendar: Self.calendar)
            let undo = RecordingUndo()
            store.undoRegistry = undo
            let here = try #require(store.tripWithActivities(id: trip.id))
            let teaBack = try #require(store.syncConflicts(of: here).first { Self.deletedActivities([$0]).first?.id == tea.id })
            store.takeOther(teaBack, of: here)
            let brought = try #require(store.tripWithActivities(id: trip.id))
            #expect(brought.activities?.map(\.name) == ["Walk", "Tea"])
            #expect(brought.activities?.last?.isComplete == true)
            #expect(store.syncConflicts(of: brought).map(\.field) == [.activityDeleted(Activity(id: bath.id, name: "Onsen"))])
            store.keepThis(try #require(store.syncConflicts(of: brought).first))
            #expect(store.syncConflicts(of: brought).isEmpty)
            #expect(b.database.flush() == nil)
            syncAll(machines)
            #expect(try a.activities(of: trip.id) == ["Walk", "Tea (done)"], "brought back here, it reaches the other machine")
            let onAStore = try TripStore(database: a.database, calendar: Self.calendar)
            #expect(Self.deletedActivities(onAStore.syncConflicts(of: try #require(onAStore.trip(id: trip.id)))).map(\.id) == [bath.id],
                    "left deleted on one machine, it is still offered on the other, where it was not settled")
            undo.undoLast()
            #expect(store.activities(ofTrip: trip.id).map(\.name) == ["Walk"])
        }
    }

    @Test("A trip renamed (and an activity of it done) on one machine and deleted later on the other is offered on both as it was changed, whole; brought back, it is there on both machines with all its activities, and undo deletes it again; left deleted, the offer goes")
    func deletedTripBroughtBack() throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            let walk = Activity(name: "Walk"), tea = Activity(name: "Tea")
            let day = Date(timeIntervalSinceReferenceDate: 800_000_000)
            let trip = Trip(name: "Kyoto", collectionID: TripCollection.autumnColors.id, activities: [walk, tea], lastViewed: day)
            a.save(trip)
            syncAll(machines)
            var onA = trip
            onA.name = "Kyōto"
            onA.activities = [walk, Activity(id: tea.id, name: "Tea", isComplete: true)]
            a.save(onA)
            Thread.sleep(forTimeInterval: 0.01)
            b.change { try TripTable.delete([trip.id], in: $0) }
            syncAll(machines)

            for (machine, changedHere) in [(a, true), (b, false)] {
                let store = try TripStore(database: machine.database, calendar: Self.calendar)
                #expect(store.trip(id: trip.id) == nil, "the deletion is later")
                let deleted = store.deletedWhileChanged()
                #expect(deleted.map(\.trip.name) == ["Kyōto"])
                #expect(deleted.first?.trip.activities == [walk, Activity(id: tea.id, name: "Tea", isComplete: true)],
                        "the activity changed is kept as it was changed, the one not changed as it was")
                #expect(deleted.first?.changedHere == changedHere)
            }
            let store = try TripStore(database: b.database, calendar: Self.calendar)
            let undo = RecordingUndo()
            store.undoRegistry = undo
            store.bringBack(try #require(store.deletedWhileChanged().first))
            #expect(store.trip(id: trip.id)?.name == "Kyōto")
            #expect(store.deletedWhileChanged().isEmpty)
            #expect(b.database.flush() == nil)
            syncAll(machines)
            let onAStore = try TripStore(database: a.database, calendar: Self.calendar)
            #expect(onAStore.trip(id: trip.id)?.name == "Kyōto", "brought back here, it reaches the other machine")
            #expect(try a.activities(of: trip.id) == ["Walk", "Tea (done)"])
            #expect(try b.activities(of: trip.id) == ["Walk", "Tea (done)"])
            #expect(onAStore.deletedWhileChanged().isEmpty, "it is there again")
            undo.undoLast()
            #expect(store.trip(id: trip.id) == nil)
            #expect(store.deletedWhileChanged().isEmpty, "undone, it is deleted, and not offered again")
        }
    }

    @Test("A trip changed only in its activities (one done, one added) on one machine and deleted later on the other is offered on both with every activity, in order, and none left without its trip; brought back where it was changed, both machines have it whole")
    func deletedTripChangedInItsActivities() throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            let walk = Activity(name: "Walk"), tea = Activity(name: "Tea"), bath = Activity(name: "Bath"), lake = Activity(name: "Lake")
            let trip = Trip(name: "Nikko", collectionID: TripCollection.autumnColors.id, activities: [walk, tea, bath],
                            lastViewed: Date(timeIntervalSinceReferenceDate: 800_000_000))
            a.save(trip)
            syncAll(machines)
            var onA = trip
            onA.activities = [walk, Activity(id: tea.id, name: "Tea", isComplete: true), bath, lake]
            a.save(onA)
            Thread.sleep(forTimeInterval: 0.01)
            b.change { try TripTable.delete([trip.id], in: $0) }
            syncAll(machines)

            for (machine, name) in [(a, "A, where it was changed"), (b, "B, where it was deleted")] {
                let store = try TripStore(database: machine.database, calendar: Self.calendar)
                #expect(store.trip(id: trip.id) == nil, "on \(name)")
                let deleted = store.deletedWhileChanged()
                #expect(deleted.map(\.trip.name) == ["Nikko"], "on \(name)")
                #expect(deleted.first?.trip.activities?.map(\.id) == [walk.id, tea.id, bath.id, lake.id], "on \(name)")
                #expect(deleted.first?.trip.activities?.map(\.isComplete) == [false, true, false, false], "on \(name)")
                #expect(try machine.activities(of: trip.id) == [], "on \(name): no activity is left without its trip")
            }
            let store = try TripStore(database: a.database, calendar: Self.calendar)
            store.bringBack(try #require(store.deletedWhileChanged().first))
            #expect(a.database.flush() == nil)
            syncAll(machines)
            for machine in [a, b] {
                #expect(try machine.activities(of: trip.id) == ["Walk", "Tea (done)", "Bath", "Lake"])
                #expect(try TripStore(database: machine.database, calendar: Self.calendar).deletedWhileChanged().isEmpty)
            }
        }
    }

    @Test("A trip deleted while changed elsewhere and brought back, on the machine that deleted it or the one that changed it: it is whole on both, and neither offers its deletion again",
          arguments: [true, false])
    func broughtBackTripIsNoConflict(onTheMachineThatDeletedIt: Bool) throws {
        try Self.withTripOnBoth(named: "Kyoto") { machines, trip in
            let (a, b) = (machines[0], machines[1])
            let activities = try #require(trip.activities)
            let (walk, tea, bath) = (activities[0], activities[1], activities[2])
            var onA = trip
            onA.name = "Kyōto"
            onA.activities = [walk, Activity(id: tea.id, name: "Tea", isComplete: true), bath]
            a.save(onA)
            Thread.sleep(forTimeInterval: 0.01)
            b.change { try TripTable.delete([trip.id], in: $0) }
            syncAll(machines)
            let bringing = onTheMachineThatDeletedIt ? b : a
            let store = try TripStore(database: bringing.database, calendar: Self.calendar)
            store.bringBack(try #require(store.deletedWhileChanged().first))
            #expect(bringing.database.flush() == nil)
            syncAll(machines)

            for (machine, name) in [(a, "A, where it was changed"), (b, "B, where it was deleted")] {
                let store = try TripStore(database: machine.database, calendar: Self.calendar)
                let here = try #require(store.tripWithActivities(id: trip.id), "on \(name)")
                #expect(here.name == "Kyōto", "on \(name)")
                #expect(try machine.activities(of: trip.id) == ["Walk", "Tea (done)", "Bath"], "on \(name)")
                #expect(store.syncConflicts(of: here).map(\.field) == [], "on \(name): brought back knowing of the deletion")
                #expect(store.deletedWhileChanged().isEmpty, "on \(name)")
            }
        }
    }

    /// What the other machine changes of a trip after it was deleted here: an activity of it, or its name.
    enum ChangeAfterDeletion: CaseIterable { case activity, name }

    @Test("A trip deleted on one machine and changed later on the other (an activity done, or its name) comes back whole on both, with every activity, and its deletion is offered on both; taken, the trip goes on both",
          arguments: ChangeAfterDeletion.allCases)
    func tripChangedAfterItsDeletionComesBackWhole(change: ChangeAfterDeletion) throws {
        try Self.withTripOnBoth(named: "Nikko") { machines, trip in
            let (a, b) = (machines[0], machines[1])
            let activities = try #require(trip.activities)
            let (walk, tea, bath) = (activities[0], activities[1], activities[2])
            a.change { try TripTable.delete([trip.id], in: $0) }
            Thread.sleep(forTimeInterval: 0.01)
            var onB = trip
            switch change {
            case .activity: onB.activities = [walk, Activity(id: tea.id, name: "Tea", isComplete: true), bath]
            case .name: onB.name = "Nikkō"
            }
            b.save(onB)
            syncAll(machines)

            let expected = change == .activity ? ["Walk", "Tea (done)", "Bath"] : ["Walk", "Tea", "Bath"]
            for (machine, name) in [(a, "A, where it was deleted"), (b, "B, where it was changed")] {
                let store = try TripStore(database: machine.database, calendar: Self.calendar)
                let here = try #require(store.tripWithActivities(id: trip.id), "on \(name): the change is later")
                #expect(here.name == onB.name, "on \(name)")
                #expect(try machine.activities(of: trip.id) == expected, "on \(name): whole")
                #expect(store.syncConflicts(of: here).map(\.field) == [.deletedThere], "on \(name)")
                #expect(store.deletedWhileChanged().isEmpty, "on \(name)")
            }
            let store = try TripStore(database: a.database, calendar: Self.calendar)
            let here = try #require(store.tripWithActivities(id: trip.id))
            store.takeOther(try #require(store.syncConflicts(of: here).first), of: here)
            #expect(a.database.flush() == nil)
            syncAll(machines)
            for machine in machines {
                #expect(try TripStore(database: machine.database, calendar: Self.calendar).trip(id: trip.id) == nil)
                #expect(try machine.activities(of: trip.id) == [])
            }
        }
    }

    @Test("A trip deleted while changed elsewhere, left deleted: the offer goes, with its activities', and nothing else changes")
    func deletedTripLeftDeleted() throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            let tea = Activity(name: "Tea")
            let trip = Trip(name: "Nara", collectionID: TripCollection.autumnColors.id, activities: [tea],
                            lastViewed: Date(timeIntervalSinceReferenceDate: 800_000_000))
            a.save(trip)
            syncAll(machines)
            var onA = trip
            onA.activities = [Activity(id: tea.id, name: "Tea", isComplete: true)]
            onA.subtitle = "Deer"
            a.save(onA)
            Thread.sleep(forTimeInterval: 0.01)
            b.change { try TripTable.delete([trip.id], in: $0) }
            syncAll(machines)
            let store = try TripStore(database: a.database, calendar: Self.calendar)
            store.leaveDeleted(try #require(store.deletedWhileChanged().first))
            #expect(store.deletedWhileChanged().isEmpty)
            #expect(a.database.flush() == nil)
            let conflicts = try a.conflicts()
            #expect(!conflicts.isEmpty)
            let open = try a.database.read { try $0.prepare("SELECT count(*) FROM sync_conflict WHERE resolved = 0").rows { try $0.column(0, as: Int.self) } }
            #expect(open == [0], "the trip's and its activity's deletions are settled")
            #expect(store.trip(id: trip.id) == nil)
        }
    }

    @Test("A store in memory has no conflicts")
    func inMemory() {
        let store = TripStore(trips: [Trip(name: "Oslo", collectionID: TripCollection.winterWonders.id, lastViewed: .now)])
        #expect(store.syncConflicts(of: store.sortedTrips[0]).isEmpty)
    }

    /// Two machines that both have a trip named `name` with three activities (Walk, Tea, Bath), made on the first.
    private static func withTripOnBoth(named name: String, _ body: ([SyncMachine], Trip) throws -> Void) throws {
        try withMachines { _, machines throws in
            let trip = Trip(name: name, collectionID: TripCollection.autumnColors.id,
                            activities: [Activity(name: "Walk"), Activity(name: "Tea"), Activity(name: "Bath")],
                            lastViewed: Date(timeIntervalSinceReferenceDate: 800_000_000))
            machines[0].save(trip)
            syncAll(machines)
            try body(machines, trip)
        }
    }

    /// The activities deleted while changed elsewhere that `conflicts` offer back.
    private static func deletedActivities(_ conflicts: [TripConflict]) -> [Activity] {
        conflicts.compactMap { if case .activityDeleted(let activity) = $0.field { activity } else { nil } }
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()
}
