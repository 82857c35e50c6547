import Foundation
import Testing
@testable import TravelModel

/// The versions of fields (`sync_field`) are kept for `DeletedTripRows.keptFor`, and those older go when a trip's
/// deletion is kept: the table holds the changes of the last half year, not every change ever made. Within that
/// time a conflict is resolved field by field as before; a machine that comes back after longer loses nothing
/// (`Documentation/sync.md`).
@Suite struct FieldVersionPruningTests {
    private static let day = 86_400.0

    @Test("Deleting a trip drops the versions older than half a year (of fields and additions); newer ones and every deletion stay")
    func olderVersionsArePruned() throws {
        let clock = TestClock()
        let folder = try TemporaryDirectory()
        let machine = try SyncMachine(folder: folder, clock: clock)
        let start = clock.now.timeIntervalSince1970
        var old = syncExpense("Old", 1)
        var recent = syncExpense("Recent", 2)
        let gone = syncExpense("Gone", 3)
        for expense in [old, recent, gone] { machine.add(expense) }
        old.title = "Old, edited"
        machine.update(old)
        machine.delete(gone.id)
        clock.advance(days: 100)
        recent.amount = 2.5
        machine.update(recent)
        let trip = Self.trip("Oslo")
        machine.save(trip)
        clock.advance(days: 100)
        let cutoff = clock.now.timeIntervalSince1970 - DeletedTripRows.keptFor
        let before = try machine.fieldVersions().filter { $0.time < cutoff }
        #expect(before.contains { $0.key == .text(old.id.uuidString) && $0.field == "title" })
        #expect(before.contains { $0.key == .text(recent.id.uuidString) && $0.field == FieldVersions.addition })

        machine.change { try TripTable.delete([trip.id], in: $0) }

        let versions = try machine.fieldVersions()
        #expect(versions.filter { $0.time < cutoff }.map(\.field) == [FieldVersions.deletion],
                "of what is older than half a year only the deletion is left")
        #expect(versions.contains { $0.key == .text(gone.id.uuidString) && $0.field == FieldVersions.deletion && abs($0.time - start) < 1 })
        #expect(versions.contains { $0.key == .text(recent.id.uuidString) && $0.field == "amount" && abs($0.time - start - 100 * Self.day) < 1 })
        #expect(!versions.contains { $0.key == .text(old.id.uuidString) }, "the old expense's versions go")
        #expect(versions.contains { $0.key == .text(trip.id.uuidString) && $0.field == FieldVersions.deletion })
    }

    @Test("A conflict within half a year is resolved field by field after the older versions went: the later edit wins on both, the other kept")
    func conflictWithinTheWindow() throws {
        let clock = TestClock()
        let folder = try TemporaryDirectory()
        let (a, b) = (try SyncMachine(folder: folder, clock: clock), try SyncMachine(folder: folder, clock: clock))
        let hotel = syncExpense("Hotel", 100)
        a.add(hotel)
        syncAll([a, b])
        clock.advance(days: 200)
        var onA = hotel
        onA.title = "Hotel (A)"
        onA.amount = 120
        a.update(onA)
        clock.advance(days: 0.5)
        var onB = hotel
        onB.title = "Hotel (B)"
        b.update(onB)
        clock.advance(days: 0.5)
        // Each deletes a trip before the other's edit reaches it: both prune what is older than half a year.
        for (machine, name) in [(a, "Oslo"), (b, "Bergen")] {
            let trip = Self.trip(name)
            machine.save(trip)
            machine.change { try TripTable.delete([trip.id], in: $0) }
            let cutoff = clock.now.timeIntervalSince1970 - DeletedTripRows.keptFor
            #expect(try machine.fieldVersions().filter { $0.time < cutoff && $0.key == .text(hotel.id.uuidString) }.isEmpty,
                    "the hotel's addition, 201 days ago, is pruned")
        }
        syncAll([a, b])
        for machine in [a, b] {
            #expect(try machine.titles() == ["Hotel (B) 120"], "the later title (B's) and A's amount, changed on A alone")
            let conflicts = try machine.conflicts()
            #expect(conflicts.map(\.field) == ["title"])
            #expect(conflicts.first?.kept == .field(.text("Hotel (B)")))
            #expect(conflicts.first?.other == .field(.text("Hotel (A)")))
        }
    }

    /// A trip with an activity, to delete: what prunes.
    private static func trip(_ name: String) -> Trip {
        Trip(name: name, collectionID: TripCollection.winterWonders.id, activities: [Activity(name: "Walk")],
             lastViewed: Date(timeIntervalSinceReferenceDate: 800_000_000))
    }
}
