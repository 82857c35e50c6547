import Foundation
import Testing
@testable import TravelModel

/// The rows of the trips deleted here (`sync_deleted_row`), kept so that a deletion that meets a change made
/// elsewhere keeps or brings back the trip whole, are not kept for ever: those of a trip that is here again, and
/// of one deleted longer ago than `DeletedTripRows.keptFor`, go when another trip's rows are kept.
@MainActor
@Suite struct DeletedTripRowsTests {
    @Test("Deleting a trip drops the rows kept of a trip deleted longer ago than they are kept, and of one that is here again; a recent deletion's stay")
    func keptRowsArePruned() throws {
        try withMachines(1) { _, machines throws in
            let machine = machines[0]
            let day = Date(timeIntervalSinceReferenceDate: 800_000_000)
            let old = Trip(name: "Oslo", collectionID: TripCollection.winterWonders.id,
                           activities: [Activity(name: "Fjord"), Activity(name: "Museum")], lastViewed: day)
            let back = Trip(name: "Bergen", collectionID: TripCollection.winterWonders.id, activities: [Activity(name: "Fish market")], lastViewed: day)
            let recent = Trip(name: "Tromsø", collectionID: TripCollection.winterWonders.id, activities: [Activity(name: "Lights")], lastViewed: day)
            let later = Trip(name: "Lofoten", collectionID: TripCollection.winterWonders.id, activities: [Activity(name: "Hike")], lastViewed: day)
            for trip in [old, back, recent, later] { machine.save(trip) }
            machine.change { try TripTable.delete([old.id], in: $0) }
            machine.change { try TripTable.delete([back.id], in: $0) }
            machine.save(back)
            // Deleted longer ago than the rows are kept.
            machine.change { connection in
                let statement = try connection.prepare("UPDATE sync_field SET time = time - ? WHERE tbl = 'trip' AND key = ? AND field = ''")
                try statement.bind([DeletedTripRows.keptFor + 86_400, old.id.uuidString])
                try statement.execute()
            }
            #expect(try Self.keptRows(in: machine) == [old.id: 3, back.id: 2])

            machine.change { try TripTable.delete([recent.id], in: $0) }
            #expect(try Self.keptRows(in: machine) == [recent.id: 2], "the rows of a trip here again, and of one deleted long ago, go")
            machine.change { try TripTable.delete([later.id], in: $0) }
            #expect(try Self.keptRows(in: machine) == [recent.id: 2, later.id: 2], "a recent deletion's rows stay")
            let kept = try machine.database.read { try DeletedTripRows.activities(ofTrip: .text(recent.id.uuidString), in: $0) }
            #expect(kept.map { $0.row["name"] } == [.text("Lights")])
        }
    }

    /// How many rows are kept of each trip (its own and its activities').
    private static func keptRows(in machine: SyncMachine) throws -> [UUID: Int] {
        try machine.database.read { connection in
            var counts: [UUID: Int] = [:]
            let rows = try connection.prepare("SELECT CASE WHEN tbl = 'trip' THEN key ELSE trip END, count(*) FROM sync_deleted_row GROUP BY 1")
                .rows { (try $0.column(0, as: UUID.self), try $0.column(1, as: Int.self)) }
            for (trip, count) in rows { counts[trip] = count }
            return counts
        }
    }
}
