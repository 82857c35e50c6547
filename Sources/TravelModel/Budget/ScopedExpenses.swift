import Foundation
import Observation

/// One month of the budget, as a screen shows it: how many expenses it has, their totals, what could not be
/// read, and its rows (`MonthExpenses`, read a page at a time); observed on its own, so that a change in another
/// month does not touch the screens showing this one.
///
/// Counted and summed by the database the first time it is asked for, then kept up to date by each change
/// (`BudgetStore` tells it), never counted or summed again on a key or a frame. A change makes new pages, read
/// again from the database when the list asks for its rows (a read sees every change queued before it).
@MainActor
@Observable
final class BudgetMonth {
    /// The month's dates.
    @ObservationIgnored let range: Range<Date>
    /// Where its rows are.
    @ObservationIgnored private let database: AppDatabase
    /// Its rows, in list order.
    private(set) var expenses: MonthExpenses
    /// The totals of its expenses, one for each currency.
    private(set) var totals: CurrencyTotals
    /// What could not be read of the month's rows.
    @ObservationIgnored let unreadable: UnreadableRows
    /// Told why a page of the month's rows could not be read, when one could not.
    @ObservationIgnored private let onFailure: @Sendable (String) -> Void

    /// The month of `range` in `database`: counted, summed, what cannot be read of it counted, and its first
    /// page read (the other rows are read as the list asks for them). `onFailure` is told why a later page
    /// could not be read (a damaged page of the table), when one cannot.
    init(range: Range<Date>, database: AppDatabase, onFailure: @escaping @Sendable (String) -> Void) {
        self.range = range
        self.database = database
        self.onFailure = onFailure
        var read = RowsRead<ListedExpense>()
        var totals = CurrencyTotals()
        var hasUnreadable = false
        do {
            (hasUnreadable, totals, read) = try database.read { connection in
                let hasUnreadable = try ExpenseTable.hasUnreadableRows(in: range, from: connection)
                let totals = try ExpenseTable.totals(in: range, readableOnly: hasUnreadable, from: connection)
                // The totals read an index alone: the first page reads the table, and finds it damaged.
                var read = ExpenseTable.page(
                    in: range, offset: 0, limit: ExpensePages.pageSize, total: totals.count, readableOnly: hasUnreadable,
                    from: connection)
                if hasUnreadable { read.unreadable.add(ExpenseTable.unreadableExpenses(in: range, from: connection)) }
                return (hasUnreadable, totals, read)
            }
        } catch {
            read.stop(because: error)
        }
        let failed = read.unreadable.failure != nil
        self.totals = failed ? CurrencyTotals() : totals
        unreadable = read.unreadable
        // The totals count exactly the rows the list shows (the readable ones), so their count is the list's.
        expenses = MonthExpenses(pages: ExpensePages(
            database: database, range: range, count: failed ? 0 : totals.count, readableOnly: hasUnreadable,
            firstPage: read.rows, onFailure: onFailure))
    }

    /// Counts the expenses that left the month (deleted, or edited out of it) and those that joined it (added,
    /// or edited into it), each only when dated in the month, and makes pages of the month as it is now, to be
    /// read again as the list asks for rows.
    func change(leaving: [Expense] = [], joining: [Expense] = []) {
        let leaving = leaving.filter { range.contains($0.date) }, joining = joining.filter { range.contains($0.date) }
        guard !leaving.isEmpty || !joining.isEmpty else { return }
        totals.remove(leaving)
        totals.add(joining)
        expenses = MonthExpenses(pages: ExpensePages(
            database: database, range: range, count: totals.count, readableOnly: expenses.pages.readableOnly,
            onFailure: onFailure))
    }
}
