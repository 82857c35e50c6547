import Foundation

/// The undo and redo of an import of thousands of expenses: one transaction on a connection of its own
/// (`AppDatabase.openedAgain()`), off the main actor, from the expenses the store kept when they joined. Deleting
/// 100,000 rows and their search index takes seconds, which on the app's connection held its queue, and so every
/// read of the screens after it; on a connection of its own the app's reads see the expenses as they were until
/// the change commits (WAL), and then read them again.
extension BudgetStore {
    /// How many expenses one change may take in or out on the main actor's connection; more (an import's) are
    /// removed by its undo, and added back by its redo, as a bulk change.
    static let bulkChangeSize = 1_000

    /// Removes (`.removing`) or adds back `expenses` as one bulk change, after registering the opposite change
    /// under `name` (registered during an undo, it is the redo, and during a redo the undo). While it runs,
    /// `bulkChange` says so, and the store takes no other bulk change; when it is done, every list, total and
    /// chart is read again. When it fails, nothing changed, `bulkChangeFailure` says why, and the change
    /// registered does nothing. Nothing happens after an `earlier` change that did not finish.
    func changeInBulk(_ direction: BulkChange.Direction, _ expenses: [Expense], named name: UndoActionName, after earlier: BulkChangeOutcome? = nil) {
        guard readFailure == nil, bulkChange == nil else { return }
        guard earlier?.isDone ?? true else {
            bulkChangeFailure = .earlierUnfinished(direction, name: name)
            return
        }
        let outcome = BulkChangeOutcome()
        undoRegistry?.registerUndo(named: name) { [weak self] in
            self?.changeInBulk(direction.opposite, expenses, named: name, after: outcome)
        }
        bulkChange = BulkChange(direction: direction, count: expenses.count, name: name)
        bulkChangeFailure = nil
        // The app's own changes first: the other connection's transaction must not wait for them, nor they for it.
        _ = database.flush()
        let database = database
        bulkChangeWork = Task {
            let failure = await offMainThread { () -> FailureReason? in
                do {
                    let own = try database.openedAgain() ?? database
                    switch direction {
                    case .removing: try own.removeExpensesNow(ids: expenses.map(\.id))
                    case .adding: try own.addExpensesNow(expenses)
                    }
                    return nil
                } catch {
                    return FailureReason(error)
                }
            }
            bulkChange = nil
            if let failure {
                bulkChangeFailure = .failed(direction, name: name, reason: failure)
                return
            }
            outcome.isDone = true
            forgetWhatWasRead()
        }
    }
}

/// Whether a bulk change finished: the change registered as its opposite does nothing until it has.
@MainActor
final class BulkChangeOutcome {
    var isDone = false
}
