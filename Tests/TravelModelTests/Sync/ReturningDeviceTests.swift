import Foundation
import Testing
@testable import TravelModel

/// A machine that comes back after many changes on both sides, on a clock the test moves on by days: within the
/// half year sync keeps the versions of fields for, every field ends with its latest change on every machine; after
/// longer, nothing is lost (`Documentation/sync.md`, the rule for conflicts).
@Suite struct ReturningDeviceTests {
    @Test("""
        Away for 100 days while two others change, delete and prune: it comes back, and all three end the same, \
        each field as its latest change left it, the deletions later than a change won and the changes later than \
        a deletion kept, every other side kept as a conflict
        """)
    func backAfterManyChanges() throws {
        let clock = TestClock()
        let folder = try TemporaryDirectory()
        let machines = try (0..<3).map { _ in try SyncMachine(folder: folder, clock: clock) }
        let (a, b, away) = (machines[0], machines[1], machines[2])
        var shared = (1...5).map { syncExpense("Shared \($0)", Decimal($0)) }
        for expense in shared { a.add(expense) }
        syncAll(machines)
        // A hundred days later the third machine goes away for a hundred days.
        clock.advance(days: 100)
        var expected = Set(shared.map { "\($0.title) \($0.amount)" })
        func edit(_ machine: SyncMachine, _ index: Int, title: String? = nil, amount: Decimal? = nil) {
            var expense = shared[index]
            if let title { expense.title = title }
            if let amount { expense.amount = amount }
            machine.update(expense)
        }
        for day in 100..<200 {
            a.add(syncExpense("A \(day)", 1))
            b.add(syncExpense("B \(day)", 2))
            expected.formUnion(["A \(day) 1", "B \(day) 2"])
            switch day {
            case 110: a.delete(shared[4].id)
            case 120: edit(b, 1, amount: 20)
            case 125: edit(a, 2, title: "Shared 3 (A)")
            case 130: away.delete(shared[2].id)
            case 140: edit(away, 3, title: "Shared 4 (away)")
            case 150: edit(away, 0, title: "Shared 1 (away)")
            case 160: edit(a, 0, title: "Shared 1 (A)")
            case 170: edit(away, 1, amount: 21)
            case 180: b.delete(shared[3].id)
            case 190: edit(away, 4, title: "Shared 5 (away)")
            case 195:
                // A trip deleted on each that stayed: what is older than half a year is pruned.
                for machine in [a, b] {
                    let trip = Trip(name: "Oslo", collectionID: TripCollection.winterWonders.id, lastViewed: clock.now)
                    machine.save(trip)
                    machine.change { try TripTable.delete([trip.id], in: $0) }
                }
            default: break
            }
            if day.isMultiple(of: 10) { syncAll([a, b]) }
            clock.advance(days: 1)
        }
        syncAll(machines)

        shared[0].title = "Shared 1 (A)"
        shared[1].amount = 21
        shared[4].title = "Shared 5 (away)"
        expected.subtract(["Shared 1 1", "Shared 2 2", "Shared 3 3", "Shared 4 4", "Shared 5 5"])
        expected.formUnion(["Shared 1 (A) 1", "Shared 2 21", "Shared 5 (away) 5"])
        for machine in machines {
            #expect(Set(try machine.titles()) == expected)
            let conflicts = try machine.conflicts()
            let kept = conflicts.map { conflict in
                let index = shared.firstIndex { .text($0.id.uuidString) == conflict.key } ?? -1
                return "\(index + 1) \(conflict.field.isEmpty ? "row" : conflict.field)"
            }
            // The title and the amount changed on both; Shared 3 edited then deleted later, Shared 4 edited then
            // deleted later, Shared 5 deleted then edited later.
            #expect(Set(kept).isSuperset(of: ["1 title", "2 amount", "3 row", "4 row", "5 row"]), "\(kept)")
            let title = conflicts.first { $0.field == "title" && $0.key == .text(shared[0].id.uuidString) }
            #expect(title?.other == .field(.text("Shared 1 (away)")))
            let amount = conflicts.first { $0.field == "amount" && $0.key == .text(shared[1].id.uuidString) }
            #expect(amount?.other == .field(.text("20")))
        }
    }

    @Test("""
        A machine away for longer than half a year comes back: what only one side changed is taken on both, a deletion \
        later than its change wins on both with the change offered back, an edit of both sides' keeps each value on \
        each machine (one in the field, the other as a conflict), and taking one settles it on both
        """)
    func deviceBackAfterTheWindow() throws {
        let clock = TestClock()
        let folder = try TemporaryDirectory()
        let (home, away) = (try SyncMachine(folder: folder, clock: clock), try SyncMachine(folder: folder, clock: clock))
        var lunch = syncExpense("Lunch", 10)
        var museum = syncExpense("Museum", 8)
        var bus = syncExpense("Bus", 3)
        let taxi = syncExpense("Taxi", 20)
        for expense in [lunch, museum, bus, taxi] { home.add(expense) }
        syncAll([home, away])

        // Away from here on: its changes stay in its outbox.
        clock.advance(days: 10)
        var awayLunch = lunch
        awayLunch.title = "Lunch (away)"
        away.update(awayLunch)
        museum.amount = 12
        away.update(museum)
        bus.title = "Bus (away)"
        away.update(bus)
        clock.advance(days: 10)
        lunch.title = "Lunch (home)"
        home.update(lunch)
        clock.advance(days: 10)
        home.delete(bus.id)
        clock.advance(days: 10)
        home.add(syncExpense("Dinner (home)", 30))
        away.add(syncExpense("Hotel (away)", 90))
        // Both delete a trip more than half a year later: each prunes its versions of the changes above.
        clock.advance(days: 205)
        for (machine, name) in [(home, "Oslo"), (away, "Bergen")] {
            let trip = Trip(name: name, collectionID: TripCollection.winterWonders.id, lastViewed: clock.now)
            machine.save(trip)
            machine.change { try TripTable.delete([trip.id], in: $0) }
            clock.advance(days: 5)
        }
        let cutoff = clock.now.timeIntervalSince1970 - 5 * 86_400.0 - DeletedTripRows.keptFor
        for machine in [home, away] {
            #expect(try machine.fieldVersions().filter { $0.time < cutoff }.allSatisfy { $0.field == FieldVersions.deletion })
        }

        clock.advance(days: 10)
        syncAll([away, home])

        for machine in [home, away] {
            let titles = try machine.titles()
            #expect(titles.contains("Museum 12"), "a change of one side only is taken")
            #expect(titles.contains("Dinner (home) 30") && titles.contains("Hotel (away) 90") && titles.contains("Taxi 20"))
            #expect(!titles.contains { $0.hasPrefix("Bus") }, "the deletion, later than the edit, wins on both")
            let conflicts = try machine.conflicts()
            let busConflict = conflicts.first { $0.key == .text(bus.id.uuidString) }
            guard case .row(let row)? = busConflict?.other else {
                Issue.record("the edited bus is not kept as the deletion's other side: \(String(describing: busConflict))")
                continue
            }
            #expect(busConflict?.kept == .deleted && row["title"] == .text("Bus (away)"))
            // Both changes older than half a year: each machine keeps both values, one of them in the field.
            let lunchTitle = try #require(titles.first { $0.hasPrefix("Lunch") })
            let lunchConflicts = conflicts.filter { $0.key == .text(lunch.id.uuidString) && $0.field == "title" }
            #expect(lunchConflicts.count == 1)
            let kept = Set([lunchTitle] + lunchConflicts.compactMap {
                guard case .field(.text(let title)) = $0.other else { return nil }
                return "\(title) 10"
            })
            #expect(kept == ["Lunch (home) 10", "Lunch (away) 10"], "nothing lost of the title changed on both")
        }

        // Taking a value is a change made now: it ends the same on both.
        clock.advance(days: 1)
        lunch.title = "Lunch (away)"
        let taking = try home.titles().contains("Lunch (away) 10") ? away : home
        taking.update(lunch)
        syncAll([home, away])
        #expect(try home.titles() == away.titles())
        #expect(try home.titles().contains("Lunch (away) 10"))
    }
}
