import Foundation
import Observation

/// The expenses of a month or of a trip (`ExpenseScope`), as a screen shows them: how many there are, their
/// totals, what could not be read, and the rows (`ExpenseList`, read a page at a time); observed on its own, so
/// that a change elsewhere does not touch the screens showing these.
///
/// Counted and summed by the database the first time it is asked for, then kept up to date by each change
/// (`BudgetStore` tells it), never counted or summed again on a key or a frame. A change makes new pages, read
/// again from the database when the list asks for its rows (a read sees every change queued before it).
@MainActor
@Observable
final class ScopedExpenses {
    /// Which expenses.
    @ObservationIgnored let scope: ExpenseScope
    /// Where its rows are.
    @ObservationIgnored private let database: AppDatabase
    /// The rows, in list order.
    private(set) var expenses: ExpenseList
    /// The totals of its expenses, one for each currency.
    private(set) var totals: CurrencyTotals
    /// What could not be read of the rows.
    @ObservationIgnored let unreadable: UnreadableRows
    /// What puts the rows in order by amount (`AmountOrder`), kept from the pass that summed them, so that a
    /// sort by amount reads only its first page; a month's only (`ExpenseScope.keepsAmounts`), and nil after
    /// a change until a sort by amount reads them again.
    @ObservationIgnored private var amounts: [AmountOrder.Entry]?
    /// Told why a page of the rows could not be read, when one could not.
    @ObservationIgnored private let onFailure: @Sendable (FailureReason) -> Void

    /// The expenses of `scope` in `database`: counted, summed, what cannot be read of them counted, and their
    /// first page read (the other rows are read as the list asks for them). `onFailure` is told why a later page
    /// could not be read (a damaged page of the table), when one cannot.
    init(scope: ExpenseScope, database: AppDatabase, onFailure: @escaping @Sendable (FailureReason) -> Void) {
        self.scope = scope
        self.database = database
        self.onFailure = onFailure
        var read = RowsRead<ListedExpense>()
        var totals = CurrencyTotals()
        var hasUnreadable = false
        var amounts: [AmountOrder.Entry]?
        do {
            (hasUnreadable, totals, amounts, read) = try database.read { connection in
                // A search's rows that cannot be read are left out of their pages (`ExpenseSearchOrder`).
                let hasUnreadable = scope.isSummed ? try ExpenseTable.hasUnreadableRows(in: scope, from: connection) : false
                // A search is counted, not summed (`ExpenseScope.isSummed`).
                let (totals, amounts): (CurrencyTotals, [AmountOrder.Entry]?) = switch (scope.isSummed, scope.keepsAmounts) {
                case (true, true): try ExpenseTable.totalsAndAmounts(in: scope, readableOnly: hasUnreadable, from: connection)
                case (true, false): (try ExpenseTable.totals(in: scope, readableOnly: hasUnreadable, from: connection), nil)
                case (false, _): (CurrencyTotals(count: try ExpenseTable.count(in: scope, readableOnly: hasUnreadable, from: connection)), nil)
                }
                // The totals read an index alone: the first page reads the table, and finds it damaged.
                var read = ExpenseTable.page(
                    in: scope, offset: 0, limit: ExpensePages.pageSize, total: totals.count, readableOnly: hasUnreadable,
                    from: connection)
                if hasUnreadable { read.unreadable.add(ExpenseTable.unreadableExpenses(in: scope, from: connection)) }
                return (hasUnreadable, totals, amounts, read)
            }
        } catch {
            read.stop(because: error)
        }
        let failed = read.unreadable.failure != nil
        self.totals = failed ? CurrencyTotals() : totals
        self.amounts = failed ? nil : amounts
        unreadable = read.unreadable
        // The totals count exactly the rows the list shows (the readable ones), so their count is the list's.
        expenses = ExpenseList(pages: ExpensePages(
            database: database, scope: scope, count: failed ? 0 : totals.count, readableOnly: hasUnreadable,
            firstPage: read.rows, onFailure: onFailure))
    }

    /// The rows in the order `sort` gives: the list itself in the list order; in another, its first page read
    /// in that order now (by amount, picked from `amounts`, read again first when a change dropped them, then
    /// the page's rows by id; else `ExpenseTable.firstPage`: SQLite's sorter keeps only those), the ids of the
    /// rest when the list asks for a row past it (`ExpenseTable.rowIDs`), and their rows a page at a time. Read
    /// again only when asked again (the store keeps the last).
    func expenses(sortedBy sort: ExpenseSort) -> ExpenseList {
        guard sort != .newestFirst else { return expenses }
        let readableOnly = expenses.pages.readableOnly
        var amounts = sort.key == .amount ? self.amounts : nil
        let firstPage = RowsRead.reading { [scope] in
            try database.read { connection in
                guard sort.key == .amount else {
                    return ExpenseTable.firstPage(in: scope, sortedBy: sort, limit: ExpensePages.pageSize,
                                                  readableOnly: readableOnly, from: connection)
                }
                let kept = try amounts ?? ExpenseTable.amounts(in: scope, readableOnly: readableOnly, from: connection)
                amounts = kept
                let first = AmountOrder.first(ExpensePages.pageSize, of: kept, ascending: sort.isAscending)
                return ExpenseTable.expenses(rowIDs: first[...], from: connection)
            }
        }
        // Kept, for the next sort and the rest of this one, only where the totals keep them (a month's): a
        // search's may be most of the data.
        if !scope.keepsAmounts || firstPage.unreadable.failure != nil { amounts = nil }
        self.amounts = amounts ?? self.amounts
        if let failure = firstPage.unreadable.failure { onFailure(failure) }
        return ExpenseList(pages: ExpensePages(
            database: database, scope: scope, count: firstPage.unreadable.failure == nil ? expenses.count : 0,
            readableOnly: readableOnly, sort: sort,
            firstPage: firstPage.rows, amounts: amounts, onFailure: onFailure))
    }

    /// Counts the expenses that left (deleted, or edited out of the scope) and those that joined (added, or
    /// edited into it), each only when in the scope, and makes pages of the list as it is now, to be read again
    /// as the list asks for rows.
    func change(leaving: [Expense] = [], joining: [Expense] = []) {
        let leaving = leaving.filter(scope.contains), joining = joining.filter(scope.contains)
        guard !leaving.isEmpty || !joining.isEmpty else { return }
        totals.remove(leaving)
        totals.add(joining)
        amounts = nil
        expenses = ExpenseList(pages: ExpensePages(
            database: database, scope: scope, count: totals.count, readableOnly: expenses.pages.readableOnly,
            onFailure: onFailure))
    }
}
