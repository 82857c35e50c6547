import Foundation
import Observation

/// The expenses that the app shows and edits, kept in the app's database.
///
/// Screens ask for what they show: `expenses(inMonthOf:calendar:)` loads one month from the database the
/// first time it is asked for, sorts those rows only, and keeps them, with the month's totals in each currency
/// (`totals(inMonthOf:calendar:)`, summed from the month's rows); a change updates the months it falls in
/// and is written to the database a moment later (see `AppDatabase`). Each month is observed on its own, so
/// a change marks exactly the views showing its month; `expenses` (every expense) is for tests and tools.
///
/// A row that cannot be read (an amount that is not a number, an id that is not a UUID) is left out of its
/// month, its totals and its charts, and counted (`unreadableExpenses(inMonthOf:calendar:)`); one whose date
/// cannot be read is in no month, and counted at the start (`expensesInNoMonth`). Such rows are never
/// written: the store changes expenses by id, and only those it read. A query that fails as a whole (a
/// damaged page) is said as such (`readFailure`), and from then on the store makes no change at all, so that
/// nothing is written over what it could not read.
@MainActor
@Observable
public final class BudgetStore {
    /// Where the expenses are kept.
    @ObservationIgnored public let database: AppDatabase
    /// The months asked for so far, by their dates.
    @ObservationIgnored private var months: [Range<Date>: BudgetMonth] = [:]
    /// Counts changes, so that readers of every expense (or of one by id) are told of each.
    private var revision = 0
    /// Each month's spending by category asked for so far (for charts), kept up to date by every change.
    @ObservationIgnored private var spending: [Range<Date>: MonthSpending] = [:]
    /// Counts changes to the spending, so that charts are told of each.
    private var spendingRevision = 0
    /// The message of the last save when it failed; nil once one succeeds.
    public private(set) var lastSaveError: String?
    /// Why the expenses could not all be read, once a query of them failed as a whole (a damaged page, a
    /// damaged index): from then on the store makes no change (`add`, `replace` and `remove` do nothing), so
    /// that nothing is written over what it could not read.
    public private(set) var readFailure: String?
    /// The expenses whose date cannot be read (not a number), which are in no month, counted when the store
    /// was made.
    public let expensesInNoMonth: UnreadableRows
    /// Where each change registers how to undo it (the window's undo manager in the app); nil registers nothing.
    @ObservationIgnored public weak var undoRegistry: (any UndoRegistering)?

    /// A store of the expenses in `database`.
    public init(database: AppDatabase) {
        self.database = database
        let undated = (try? database.read { ExpenseTable.undated(from: $0) }) ?? UnreadableRows()
        expensesInNoMonth = undated
        readFailure = undated.failure
        // The status is read when the main actor runs the task, not when the commit ended: tasks from two
        // commits may run in either order, and the last to run must leave the last commit's status.
        // Weakly: the database keeps its observers, and a store's must not keep the database (nor the lock).
        database.addCommitObserver { [weak self, weak database] in
            Task { @MainActor in
                guard let self, let database else { return }
                let failure = database.lastFailure
                if self.lastSaveError != failure { self.lastSaveError = failure }
            }
        }
    }

    /// A store holding the given expenses, in a database in memory (the sample data, tests).
    public convenience init(expenses: [Expense] = []) {
        let database = AppDatabase.inMemory()
        // In memory nothing fails but an amount that is not a number, which such an expense would not keep.
        try? database.writeNow { try ExpenseTable.insert(expenses, in: $0) }
        self.init(database: database)
    }

    /// Every expense, in the order they were entered (loaded from the database on each read).
    public var expenses: [Expense] {
        _ = revision
        return (try? database.read { try ExpenseTable.all(from: $0) }) ?? []
    }

    /// Every expense ordered newest first; expenses of the same date by title.
    public var sortedExpenses: [Expense] {
        Self.sortedNewestFirst(expenses.reversed())
    }

    /// The expense with an id, if the store holds one.
    public func expense(id: Expense.ID) -> Expense? {
        _ = revision
        return try? database.read { try ExpenseTable.expense(id: id, from: $0) }
    }

    /// The expenses dated in the month of `date` in `calendar`, newest first, those of the same date by title.
    public func expenses(inMonthOf date: Date, calendar: Calendar) -> [Expense] {
        month(of: date, calendar: calendar).expenses
    }

    /// What could not be read of the expenses dated in the month of `date` in `calendar`: the rows left out
    /// of `expenses(inMonthOf:calendar:)`, its totals and its charts, and the failure of the query, if it
    /// failed (then `readFailure` says so too).
    public func unreadableExpenses(inMonthOf date: Date, calendar: Calendar) -> UnreadableRows {
        month(of: date, calendar: calendar).unreadable
    }

    /// The exact sums of the amounts of the expenses dated in the month of `date` in `calendar`, one for each
    /// currency they are in (never a sum of dollars and yen), ordered by currency code; none for a month
    /// without expenses.
    public func totals(inMonthOf date: Date, calendar: Calendar) -> [Money] {
        month(of: date, calendar: calendar).totals.amounts
    }

    /// What was spent in the month of `date` in each category and currency, largest first: summed by the
    /// database the first time a month is asked for, then kept up to date by each change (never summed again
    /// on a key or a frame).
    public func spendingByCategory(inMonthOf date: Date, calendar: Calendar) -> [CategorySpending] {
        _ = spendingRevision
        return spending(of: monthRange(of: date, calendar: calendar)).categories
    }

    /// The spending of `count` months up to the month of `date`, oldest first, each month's sums from
    /// `spendingByCategory(inMonthOf:calendar:)`'s cache.
    public func monthlySpending(endingInMonthOf date: Date, count: Int, calendar: Calendar) -> [MonthlySpending] {
        _ = spendingRevision
        return (0..<max(0, count)).reversed().compactMap { back in
            guard let day = calendar.date(byAdding: .month, value: -back, to: date) else { return nil }
            let range = monthRange(of: day, calendar: calendar)
            let month = spending(of: range)
            return MonthlySpending(month: range.lowerBound, totals: month.totals, unreadable: month.unreadable)
        }
    }

    /// The spending of a month, summed by the database the first time.
    private func spending(of range: Range<Date>) -> MonthSpending {
        if let month = spending[range] { return month }
        let read = (try? database.read { ExpenseTable.spending(in: range, from: $0) }) ?? RowsRead()
        noteFailure(of: read.unreadable)
        let month = MonthSpending(range: range, categories: read.rows, unreadable: read.unreadable)
        spending[range] = month
        return month
    }

    /// Counts expenses that joined (`sign` 1) or left (-1) in the spending of the months asked for.
    private func changeSpending(_ expenses: [Expense], by sign: Int) {
        guard !spending.isEmpty, !expenses.isEmpty else { return }
        for range in spending.keys {
            for expense in expenses where range.contains(expense.date) { spending[range]?.change(expense, by: sign) }
        }
        spendingRevision += 1
    }

    /// The dates of the month of `date` in `calendar`.
    private func monthRange(of date: Date, calendar: Calendar) -> Range<Date> {
        calendar.dateInterval(of: .month, for: date).map { $0.start..<$0.end } ?? date..<date
    }

    /// Adds an expense to the store.
    public func add(_ expense: Expense) {
        add(contentsOf: [expense])
    }

    /// Adds expenses to the store in one change, each entered after the one before.
    public func add(contentsOf expenses: [Expense]) {
        guard !expenses.isEmpty, readFailure == nil else { return }
        for month in months.values {
            let joining = expenses.filter { month.range.contains($0.date) }
            guard !joining.isEmpty else { continue }
            month.expenses = Self.sortedNewestFirst(joining.reversed() + month.expenses)
            month.totals.add(joining)
        }
        changeSpending(expenses, by: 1)
        revision += 1
        database.write { try ExpenseTable.insert(expenses, in: $0) }
        let ids = Set(expenses.map(\.id))
        undoRegistry?.registerUndo(named: expenses.count == 1 ? "Add \(excerpt: expenses[0].title)" : "Add \(expenses.count) expenses") {
            [weak self] in self?.remove(ids: ids)
        }
    }

    /// Replaces the expense with the identifier of `expense` (its title, amount, category or date edited),
    /// keeping its place in the order of entry; nothing when the store holds no such expense.
    public func replace(_ expense: Expense) {
        guard readFailure == nil, let old = loadedExpense(id: expense.id), old != expense else { return }
        for month in months.values {
            let had = month.expenses.contains { $0.id == expense.id }
            let has = month.range.contains(expense.date)
            guard had || has else { continue }
            var expenses = month.expenses
            if let index = expenses.firstIndex(where: { $0.id == expense.id }) {
                month.totals.remove([expenses[index]])
                if has { expenses[index] = expense } else { expenses.remove(at: index) }
            } else {
                expenses.insert(expense, at: 0)
            }
            if has { month.totals.add([expense]) }
            month.expenses = Self.sortedNewestFirst(expenses)
        }
        changeSpending([old], by: -1)
        changeSpending([expense], by: 1)
        revision += 1
        database.write { try ExpenseTable.update(expense, in: $0) }
        undoRegistry?.registerUndo(named: "Edit \(excerpt: old.title)") { [weak self] in self?.replace(old) }
    }

    /// Removes the expense with the given identifier, if the store holds one.
    public func remove(id: Expense.ID) {
        remove(ids: [id])
    }

    /// Removes, in one change, the expenses at `offsets` in `list`, a list shown to the user such as
    /// `expenses(inMonthOf:calendar:)`; offsets outside `list` are ignored.
    ///
    /// Expenses are matched by identifier, so `list` may be filtered and sorted in any way.
    public func remove(atOffsets offsets: IndexSet, in list: [Expense]) {
        remove(ids: Set(offsets.filter { list.indices.contains($0) }.map { list[$0].id }))
    }

    private func remove(ids: Set<Expense.ID>) {
        guard !ids.isEmpty, readFailure == nil else { return }
        // What goes, in the order it was entered, so that an undo puts it back as it was (and the charts'
        // sums lose it).
        let removed = undoRegistry == nil && spending.isEmpty ? [] : ids.compactMap(loadedExpense(id:))
        changeSpending(removed, by: -1)
        for month in months.values where month.expenses.contains(where: { ids.contains($0.id) }) {
            month.totals.remove(month.expenses.filter { ids.contains($0.id) })
            month.expenses.removeAll { ids.contains($0.id) }
        }
        revision += 1
        let list = Array(ids)
        database.write { try ExpenseTable.delete(list, in: $0) }
        guard !removed.isEmpty else { return }
        undoRegistry?.registerUndo(named: removed.count == 1 ? "Delete \(excerpt: removed[0].title)" : "Delete \(removed.count) expenses") {
            [weak self] in self?.add(contentsOf: removed)
        }
    }

    /// The expense with an id from the months loaded, where screens found it, else from the database.
    private func loadedExpense(id: Expense.ID) -> Expense? {
        for month in months.values {
            if let expense = month.expenses.first(where: { $0.id == id }) { return expense }
        }
        return expense(id: id)
    }

    /// The month of `date` in `calendar`, loaded from the database the first time: the rows that can be read,
    /// and what could not be.
    private func month(of date: Date, calendar: Calendar) -> BudgetMonth {
        let range = monthRange(of: date, calendar: calendar)
        if let month = months[range] { return month }
        var read = RowsRead<Expense>()
        var totals = CurrencyTotals()
        do {
            (read, totals) = try database.read { connection in
                let read = ExpenseTable.expenses(in: range, from: connection)
                var totals = CurrencyTotals()
                if read.failure == nil { totals = try ExpenseTable.totals(in: range, from: connection) }
                return (read, totals)
            }
        } catch {
            read.stop(because: error)
        }
        noteFailure(of: read.unreadable)
        let month = BudgetMonth(
            range: range, expenses: Self.sortedNewestFirst(read.rows), totals: totals, unreadable: read.unreadable)
        months[range] = month
        return month
    }

    /// Stops all changes once a query failed as a whole (see `readFailure`).
    private func noteFailure(of unreadable: UnreadableRows) {
        if readFailure == nil, let failure = unreadable.failure { readFailure = failure }
    }

    /// Expenses newest first, those of the same date by title (as people compare text), keeping the order
    /// they come in (the latest entered first) between equals.
    private static func sortedNewestFirst(_ expenses: some Collection<Expense>) -> [Expense] {
        expenses.enumerated().sorted { lhs, rhs in
            if lhs.element.date != rhs.element.date { return lhs.element.date > rhs.element.date }
            switch lhs.element.title.localizedStandardCompare(rhs.element.title) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}

/// The expenses of one month, as a budget screen shows them; observed on its own, so that a change in
/// another month does not touch the screens showing this one.
@MainActor
@Observable
final class BudgetMonth {
    /// The month's dates.
    @ObservationIgnored let range: Range<Date>
    /// Its expenses, newest first.
    var expenses: [Expense]
    /// The totals of its expenses, one for each currency.
    var totals: CurrencyTotals
    /// What could not be read of the month's rows.
    @ObservationIgnored let unreadable: UnreadableRows

    init(range: Range<Date>, expenses: [Expense], totals: CurrencyTotals, unreadable: UnreadableRows) {
        self.range = range
        self.expenses = expenses
        self.totals = totals
        self.unreadable = unreadable
    }
}
