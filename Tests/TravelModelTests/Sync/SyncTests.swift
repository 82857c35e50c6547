import Foundation
import Testing
@testable import TravelModel

/// Two (or three) data directories on one machine syncing both ways through one folder.
@Suite("Sync between machines")
struct SyncTests {
    @Test("Both add an expense (the same `entered` on each): both have both, each entered after its own, and an edit of one changes that one only")
    func bothAdd() throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            let lunch = syncExpense("Lunch"), taxi = syncExpense("Taxi", 25)
            a.add(lunch)
            b.add(taxi)
            let firstHere = try a.expenses()[lunch.id]?.entered, firstThere = try b.expenses()[taxi.id]?.entered
            #expect(firstHere == firstThere)
            syncAll(machines)
            #expect(try a.titles() == ["Lunch 10", "Taxi 25"])
            #expect(try b.titles() == ["Lunch 10", "Taxi 25"])
            #expect(try b.expenses()[lunch.id]?.entered == 2)
            var edited = lunch
            edited.title = "Long lunch"
            a.update(edited)
            syncAll(machines)
            #expect(try b.titles() == ["Long lunch 10", "Taxi 25"])
            #expect(try a.titles() == ["Long lunch 10", "Taxi 25"])
            #expect(try a.conflicts().isEmpty && b.conflicts().isEmpty)
        }
    }

    @Test("An expense from another machine is known to be readable here as it comes: the index of rows not known to be holds none of them")
    func appliedExpensesAreKnownReadable() throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            for index in 0..<5 { a.add(syncExpense("Lunch \(index)")) }
            syncAll(machines)
            let known = try b.database.read { try $0.prepare("SELECT known_readable FROM expense").rows { try $0.column(0, as: Int?.self) } }
            #expect(known == Array(repeating: 1, count: 5))
            let day = syncExpense("").date
            let unknown = try b.database.read { connection in
                try connection.prepare("SELECT count(*) FROM expense INDEXED BY \(ExpenseTable.unreadableIndex) WHERE \(ExpenseTable.notKnownReadable)")
                    .rows { try $0.column(0, as: Int.self) }
            }
            #expect(unknown == [0])
            #expect(try !b.database.read { try ExpenseTable.hasUnreadableRows(in: .dated(day..<day.addingTimeInterval(1)), from: $0) })
        }
    }

    @Test("Edits of different fields of one expense on each side both stay; deletions reach the other side")
    func editsAndDeletions() throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            let dinner = syncExpense("Dinner", 40), museum = syncExpense("Museum", 12)
            a.add(dinner)
            a.add(museum)
            syncAll(machines)
            var renamed = dinner
            renamed.title = "Dinner in Kyoto"
            a.update(renamed)
            var repriced = dinner
            repriced.amount = 42.5
            b.update(repriced)
            b.delete(museum.id)
            syncAll(machines)
            for machine in machines {
                #expect(try machine.titles() == ["Dinner in Kyoto 42.5"])
                #expect(try machine.conflicts().isEmpty)
            }
        }
    }

    @Test("Both edit the same field: the later edit wins on both, and the other value is kept on both")
    func conflictingEdits() throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            let hotel = syncExpense("Hotel", 100)
            a.add(hotel)
            syncAll(machines)
            var first = hotel
            first.title = "Hotel (A)"
            a.update(first)
            Thread.sleep(forTimeInterval: 0.01)
            var later = hotel
            later.title = "Hotel (B)"
            b.update(later)
            syncAll(machines)
            for machine in machines {
                #expect(try machine.titles() == ["Hotel (B) 100"])
                let conflicts = try machine.conflicts()
                #expect(conflicts.count == 1)
                #expect(conflicts.first?.field == "title")
                #expect(conflicts.first?.kept == .field(.text("Hotel (B)")))
                #expect(conflicts.first?.other == .field(.text("Hotel (A)")))
            }
        }
    }

    @Test("One deletes what the other edits: the later wins on both (the row stays, edited, or goes), the other side kept as a conflict",
          arguments: [true, false])
    func deleteAgainstEdit(deletesFirst: Bool) throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            let bus = syncExpense("Bus", 3)
            a.add(bus)
            syncAll(machines)
            var edited = bus
            edited.amount = 3.5
            if deletesFirst { a.delete(bus.id) } else { b.update(edited) }
            Thread.sleep(forTimeInterval: 0.01)
            if deletesFirst { b.update(edited) } else { a.delete(bus.id) }
            syncAll(machines)
            for machine in machines {
                #expect(try machine.titles() == (deletesFirst ? ["Bus 3.5"] : []))
                let conflicts = try machine.conflicts()
                #expect(conflicts.count == 1)
                let conflict = try #require(conflicts.first)
                #expect(conflict.field == "")
                let (row, deleted) = deletesFirst ? (conflict.kept, conflict.other) : (conflict.other, conflict.kept)
                #expect(deleted == .deleted)
                guard case .row(let values) = row else {
                    Issue.record("the edited row is not kept: \(row)")
                    return
                }
                #expect(values["amount"] == .text("3.5"))
            }
        }
    }

    @Test("A trip's activities: one removed on one side (the others move up) and one renamed on the other, both kept in order")
    func activities() throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            let walk = Activity(name: "Walk"), temple = Activity(name: "Temple"), tea = Activity(name: "Tea")
            var trip = Trip(name: "Kyoto", collectionID: TripCollection.autumnColors.id, activities: [walk, temple, tea], lastViewed: Date(timeIntervalSinceReferenceDate: 800_000_000))
            a.save(trip)
            syncAll(machines)
            #expect(try b.activities(of: trip.id) == ["Walk", "Temple", "Tea"])
            trip.activities = [walk, tea]
            a.save(trip)
            var there = trip
            there.activities = [walk, temple, Activity(id: tea.id, name: "Tea ceremony", isComplete: true)]
            b.save(there)
            syncAll(machines)
            for machine in machines {
                #expect(try machine.activities(of: trip.id) == ["Walk", "Tea ceremony (done)"])
            }
            // Moved: the last first.
            let ceremony = Activity(id: tea.id, name: "Tea ceremony", isComplete: true)
            trip.activities = [ceremony, walk]
            a.save(trip)
            syncAll(machines)
            #expect(try b.activities(of: trip.id) == ["Tea ceremony (done)", "Walk"])
        }
    }

    @Test("A machine that comes back after many changes on both sides gets them all, and they get its")
    func comesBackAfterManyChanges() throws {
        try withMachines(3) { _, machines throws in
            let (a, b, c) = (machines[0], machines[1], machines[2])
            syncAll(machines)
            var expected: [String] = []
            for round in 0..<60 {
                let expense = syncExpense("A \(round)", Decimal(round))
                a.add(expense)
                if round.isMultiple(of: 3) {
                    var edited = expense
                    edited.title = "A \(round) edited"
                    a.update(edited)
                    expected.append("A \(round) edited \(round)")
                } else {
                    expected.append("A \(round) \(round)")
                }
                let other = syncExpense("B \(round)", Decimal(round))
                b.add(other)
                expected.append("B \(round) \(round)")
                if round % 10 == 0 { b.sync() }
            }
            // C was away all that time.
            let own = syncExpense("C alone", 1)
            c.add(own)
            expected.append("C alone 1")
            syncAll(machines)
            for machine in machines {
                #expect(try machine.titles() == expected.sorted())
            }
        }
    }

    @Test("""
        A machine with data before it joins brings it all (its first file is its whole data); one that joins gets \
        everything from file 1; a row both had (the sample's ids are fixed) ends the same on both, as the later joiner had it
        """)
    func joiningWithData() throws {
        let folder = try TemporaryDirectory()
        let a = try SyncMachine(folder: folder, joining: false)
        let b = try SyncMachine(folder: folder, joining: false)
        a.add(syncExpense("Before A"))
        b.add(syncExpense("Before B"))
        let shared = UUID()
        a.add(syncExpense("Sample", 1, id: shared))
        b.add(syncExpense("Sample", 2, id: shared))
        try a.database.setUpSync(folder: folder.url)
        a.sync()
        a.add(syncExpense("After A"))
        a.sync()
        try b.database.setUpSync(folder: folder.url)
        b.sync()
        a.sync()
        for machine in [a, b] {
            #expect(try machine.titles() == ["After A 10", "Before A 10", "Before B 10", "Sample 2"])
        }
    }

    @Test("A file still being copied is left until it is whole; then it is applied")
    func halfCopied() throws {
        try withMachines { folder, machines throws in
            let (a, b) = (machines[0], machines[1])
            syncAll(machines)
            a.add(syncExpense("Ramen", 9))
            #expect(a.sync().filesWritten == 1)
            let file = try #require(try a.files(in: folder).last)
            let whole = try Data(contentsOf: file)
            try whole.prefix(whole.count / 2).write(to: file)
            let report = b.sync()
            #expect(report.incompleteFiles == 1)
            #expect(report.filesApplied == 0)
            #expect(try b.titles() == [])
            try whole.write(to: file)
            #expect(b.sync().filesApplied == 1)
            #expect(try b.titles() == ["Ramen 9"])
        }
    }

    @Test("A damaged file is kept aside with a message, the files after it are applied, and a whole copy of it later is applied")
    func damaged() throws {
        try withMachines { folder, machines throws in
            let (a, b) = (machines[0], machines[1])
            syncAll(machines)
            a.add(syncExpense("Ramen", 9))
            a.add(syncExpense("Gyoza", 5))
            a.sync()
            let file = try #require(try a.files(in: folder).first)
            let whole = try Data(contentsOf: file)
            var damaged = whole
            damaged[damaged.count - 5] ^= 0xFF
            try damaged.write(to: file)
            let report = b.database.sync()
            #expect(report.filesApplied == 1)
            #expect(report.problems.count == 1)
            #expect(report.problems.first?.description.contains("is damaged (its checksum does not match)") == true)
            #expect(try b.titles() == ["Gyoza 5"])
            let kept = b.directory.url.appendingPathComponent("sync-damaged", isDirectory: true)
            #expect(try FileManager.default.contentsOfDirectory(atPath: kept.path).count == 1)
            // Said again, not copied again, while it stays as it is.
            #expect(b.database.sync().problems.first?.description.contains("still damaged") == true)
            try whole.write(to: file)
            #expect(b.sync().filesApplied == 1)
            #expect(try b.titles() == ["Gyoza 5", "Ramen 9"])
        }
    }

    @Test("What is applied from another machine is not sent back, and a file is applied once")
    func noEcho() throws {
        try withMachines { folder, machines throws in
            let (a, b) = (machines[0], machines[1])
            syncAll(machines)
            a.add(syncExpense("Soba", 8))
            a.sync()
            #expect(b.sync().filesApplied == 1)
            #expect(b.sync().filesApplied == 0)
            #expect(b.database.sync().filesWritten == 0)
            _ = folder
        }
    }

    @Test("A change committed is in the outbox in the same transaction: a new connection (after a kill) finds it there")
    func outboxInTheSameCommit() throws {
        let folder = try TemporaryDirectory()
        let a = try SyncMachine(folder: folder)
        a.add(syncExpense("Udon", 7))
        let reopened = try DatabaseConnection(.file(path: a.directory.appending(AppDatabase.fileName).path))
        let outbox = try reopened.prepare("SELECT count(*) FROM sync_outbox").rows { try $0.column(0, as: Int.self) }.first
        #expect(outbox == 1)
    }
}

extension SyncTests {
    @Test("A restored backup syncs as a new device: its values win on both machines, what was added since stays, and the other values are kept")
    func restoredBackup() throws {
        let folder = try TemporaryDirectory()
        let backups = try TemporaryDirectory()
        var a = try SyncMachine(folder: folder)
        let b = try SyncMachine(folder: folder)
        let hotel = syncExpense("Hotel", 100)
        a.add(hotel)
        syncAll([a, b])
        let oldDevice = a.database.syncDevice
        let file = backups.appending("backup.sqlite")
        try DatabaseBackup.write(from: a.directory.url, to: file)
        var edited = hotel
        edited.amount = 120
        a.update(edited)
        a.add(syncExpense("Dinner after the backup", 30))
        syncAll([a, b])
        #expect(try b.titles() == ["Dinner after the backup 30", "Hotel 120"])

        try DatabaseRestore.restore(file, into: a.directory.url, check: .quick)
        a = try SyncMachine(reopening: a.directory)
        #expect(a.database.syncDevice == nil)
        #expect(a.database.syncFolder?.path == folder.url.path)
        syncAll([a, b])
        #expect(a.database.syncDevice != nil && a.database.syncDevice != oldDevice)
        for machine in [a, b] {
            let titles = try machine.titles(), conflicts = try machine.conflicts()
            #expect(titles == ["Dinner after the backup 30", "Hotel 100"], "\(titles) \(conflicts)")
        }
        #expect(try a.conflicts().contains { $0.field == "amount" && $0.other == .field(.text("120")) })
    }

    @Test("The sheet left open on one machine stays there; the last flight viewed travels")
    func aDraftIsThisMachinesOwn() throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            a.database.setSetting("expense: Coffee", for: AppDatabase.sheetDraftSetting)
            a.database.setSetting("UA 837", for: "last_flight")
            #expect(a.database.flush() == nil)
            syncAll(machines)
            #expect(b.database.setting("last_flight") == "UA 837")
            #expect(b.database.setting(AppDatabase.sheetDraftSetting) == nil)
            #expect(a.database.setting(AppDatabase.sheetDraftSetting) == "expense: Coffee")
        }
    }
}
