import Foundation
import Testing
@testable import TravelModel

/// Expenses deleted on one machine while changed on another, the deletion later (`DeletedExpense`,
/// `BudgetStore.deletedWhileChanged()`): offered on both machines as they were changed; brought back, the
/// expense is a change made here, which reaches the other machine and which undo takes back; left deleted, the
/// offer goes.
@MainActor
@Suite struct DeletedExpenseTests {
    /// Two machines where `a` changed an expense (its amount to 3.5) and `b` deleted it later.
    private func withDeletionThatWon(_ body: (SyncMachine, SyncMachine, Expense) throws -> Void) throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            let bus = syncExpense("Bus", 3)
            a.add(bus)
            syncAll(machines)
            var edited = bus
            edited.amount = 3.5
            a.update(edited)
            Thread.sleep(forTimeInterval: 0.01)
            b.delete(bus.id)
            syncAll(machines)
            try body(a, b, edited)
        }
    }

    @Test("The expense changed on one machine and deleted later on the other is offered on both, as it was changed, and said where it was changed; added again by its id, it is not offered")
    func offeredOnBoth() throws {
        try withDeletionThatWon { a, b, edited throws in
            for (machine, changedHere) in [(a, true), (b, false)] {
                let store = BudgetStore(database: machine.database)
                #expect(try machine.titles() == [])
                let deleted = store.deletedWhileChanged()
                #expect(deleted.map(\.expense) == [edited])
                #expect(deleted.first?.changedHere == changedHere)
                #expect(deleted.first?.changedDate != nil)
                #expect(store.deletedWhileChanged().count == 1)
            }
            // Added again here by its id (not through the offer): it is here, so it is not offered any more.
            let store = BudgetStore(database: b.database)
            store.add(edited)
            #expect(store.deletedWhileChanged().isEmpty)
        }
    }

    @Test("Brought back on the machine that deleted it: it is there again on both machines, the offer goes on both, and undo deletes it again")
    func broughtBack() throws {
        try withDeletionThatWon { a, b, edited throws in
            let store = BudgetStore(database: b.database)
            let undo = RecordingUndo()
            store.undoRegistry = undo
            store.bringBack(try #require(store.deletedWhileChanged().first))
            #expect(store.deletedWhileChanged().isEmpty)
            #expect(store.deletedWhileChanged().isEmpty)
            #expect(b.database.flush() == nil)
            #expect(try b.titles() == ["Bus 3.5"])
            syncAll([a, b])
            #expect(try a.titles() == ["Bus 3.5"])
            #expect(BudgetStore(database: a.database).deletedWhileChanged().isEmpty, "it is here again")
            undo.undoLast()
            #expect(b.database.flush() == nil)
            #expect(try b.titles() == [])
            #expect(store.deletedWhileChanged().isEmpty, "undone, it is deleted, and not offered again")
        }
    }

    @Test("Left deleted: the offer goes, nothing else changes, and it is not offered again after more rounds")
    func leftDeleted() throws {
        try withDeletionThatWon { a, b, _ throws in
            let store = BudgetStore(database: a.database)
            store.leaveDeleted(try #require(store.deletedWhileChanged().first))
            #expect(store.deletedWhileChanged().isEmpty)
            #expect(a.database.flush() == nil)
            syncAll([a, b])
            #expect(try a.titles() == [] && b.titles() == [])
            #expect(BudgetStore(database: a.database).deletedWhileChanged().isEmpty)
        }
    }
}
