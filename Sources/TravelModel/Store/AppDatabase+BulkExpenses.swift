import Foundation

extension AppDatabase {
    /// Removes the expenses with these ids in one transaction, now, on the caller's thread: for the undo of an
    /// import (`BudgetStore`), on a connection of its own (`openedAgain()`), so that the app's reads do not wait
    /// for the seconds that 100,000 rows and their search index take. Ids that are not there are passed over.
    ///
    /// - Throws: `DatabaseError`; the transaction is then rolled back, and nothing was removed.
    func removeExpensesNow(ids: [Expense.ID]) throws {
        try writeNow { connection in
            try connection.withPageCache(kibibytes: CSVImport.cacheKiB) {
                try ExpenseTable.delete(ids, in: connection)
            }
        }
    }

    /// Adds `expenses` in one transaction, now, on the caller's thread, each entered after the one before: for
    /// the redo of an import undone (`BudgetStore`), as an import adds them (the search index filled once at the
    /// end). An expense whose id is there already (given back by sync meanwhile) makes the whole change fail,
    /// so that nothing is added twice.
    ///
    /// - Throws: `DatabaseError`; the transaction is then rolled back, and nothing was added.
    func addExpensesNow(_ expenses: [Expense]) throws {
        try writeNowThroughJournal { connection in
            try connection.withPageCache(kibibytes: CSVImport.cacheKiB) {
                let last = try ExpenseSearchIndex.suspendForImport(in: connection)
                var insertion = try ExpenseInsertion(in: connection, replacing: false)
                for expense in expenses { try insertion.insert(expense) }
                try ExpenseSearchIndex.resumeAfterImport(in: connection, after: last, onlyAdded: true)
            }
        }
    }
}
