import Foundation

/// An expense deleted on one machine and changed on another, where the deletion was the later change: sync
/// deleted it everywhere and kept it whole, as it was changed (`sync_conflict`). The budget offers it back
/// ("Deleted while changed elsewhere", `D`): bringing it back is a change made here now, so it wins on every
/// machine, and undo takes it back.
public struct DeletedExpense: Identifiable, Equatable, Sendable {
    /// The conflict's number in `sync_conflict`.
    public let id: Int64
    /// The expense as the change the deletion won over left it.
    public let expense: Expense
    /// When that change was made; nil when it was made before sync began.
    public let changedDate: Date?
    /// Whether that change was made on this machine (else the deletion was made here, or on a third machine, and
    /// the change on another).
    public let changedHere: Bool

    /// The expenses deleted while changed elsewhere, still open, oldest conflict first: each expense once (its
    /// latest), and none that is here again (brought back here or on another machine).
    static func open(in connection: DatabaseConnection) throws -> [DeletedExpense] {
        try SyncConflict.keptDeletions(of: .expense, in: connection).compactMap { deletion in
            guard let expense = try KeptRow.read(deletion.row, columns: ExpenseTable.columns, in: connection, as: ExpenseTable.expense)
            else { return nil }
            return DeletedExpense(id: deletion.number, expense: expense, changedDate: deletion.changedDate, changedHere: deletion.changedHere)
        }
    }
}

extension BudgetStore {
    /// The expenses deleted on one machine while changed on another (the deletion was later), which the user may
    /// bring back. Read from the database each time it is asked for (the sheet that lists them asks), and again
    /// after each change.
    public func deletedWhileChanged() -> [DeletedExpense] {
        _ = changesSoFar
        return (try? database.read { try DeletedExpense.open(in: $0) }) ?? []
    }

    /// Brings `deleted` back as it was changed: a change made here now (so it is the later one, on every
    /// machine), which undo takes back; the conflict is settled.
    /// Nothing while the store cannot read its expenses (`readFailure`): it could not add it.
    public func bringBack(_ deleted: DeletedExpense) {
        guard readFailure == nil else { return }
        add(deleted.expense)
        leaveDeleted(deleted)
    }

    /// Leaves `deleted` deleted: nothing changes but that the conflict (and any earlier one of the same
    /// deletion) is settled.
    public func leaveDeleted(_ deleted: DeletedExpense) {
        let key = deleted.expense.id.uuidString
        database.write { try SyncConflict.settleDeletion(of: .expense, key: .text(key), in: $0) }
        noteSettled()
    }
}
