import Foundation
import Observation

/// The expenses that the app shows and edits, kept in the app's database.
///
/// Screens ask for what they show: `expenses(inMonthOf:calendar:)` is one month in list order (and
/// `expenses(ofTrip:)` one trip's, with `totals(ofTrip:)`, the same way), counted and
/// summed by the database the first time it is asked for (`totals(inMonthOf:calendar:)`, exact, in each
/// currency) and read a page at a time as the list shows its rows, in the order an index of the database keeps
/// (never loaded whole, never sorted here); a change updates the counts and totals of the months it falls in
/// and is written to the database a moment later (see `AppDatabase`), where the next page read finds it. Each
/// month is observed on its own, so a change marks exactly the views showing its month; `expenses` (every
/// expense) is for tests and tools.
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
    /// The months and the trips asked for so far, by their scopes.
    @ObservationIgnored private var lists: [ExpenseScope: ScopedExpenses] = [:]
    /// Counts changes, so that readers of every expense (or of one by id) are told of each.
    private var revision = 0
    /// How many times the store forgot what it read (`readAgainAfterSync()`): what a body that asked for a list
    /// depends on, beside the list's own changes.
    private var readings = 0
    /// Each month's and trip's spending by category asked for so far (for charts), kept up to date by every
    /// change.
    @ObservationIgnored private var spending: [ExpenseScope: ScopeSpending] = [:]
    /// Counts changes to the spending, so that charts are told of each.
    private var spendingRevision = 0
    /// The message of the last save when it failed; nil once one succeeds.
    public private(set) var lastSaveError: FailureReason?
    /// Why the expenses could not all be read, once a query of them failed as a whole (a damaged page, a
    /// damaged index): from then on the store makes no change (`add`, `replace` and `remove` do nothing), so
    /// that nothing is written over what it could not read.
    public private(set) var readFailure: FailureReason?
    /// The expenses whose date cannot be read (not a number), which are in no month, counted when the store
    /// was made.
    public let expensesInNoMonth: UnreadableRows
    /// Where each change registers how to undo it (the window's undo manager in the app); nil registers nothing.
    @ObservationIgnored public weak var undoRegistry: (any UndoRegistering)?
    /// Each category's monthly limit, by the category's id: loaded once when the store is made, then kept by
    /// `setLimits(_:)` (see `BudgetStore+Limits.swift`).
    public internal(set) var limits: [Category.ID: Money] = [:]
    /// The limits that could not be read, left out of `limits`, counted when the store was made.
    public internal(set) var unreadableLimits = UnreadableRows()
    /// The change of many expenses at once under way off the main actor (an import undone or redone: see
    /// `BudgetStore+BulkChanges.swift`), while it runs; the window shows it, and takes no other change meanwhile.
    public internal(set) var bulkChange: BulkChange?
    /// Why the last change of many expenses at once could not be made (it changed nothing), until the next one.
    public internal(set) var bulkChangeFailure: BulkChangeFailure?
    /// The work of the bulk change under way, to wait for (tests do).
    @ObservationIgnored var bulkChangeWork: Task<Void, Never>?

    /// A store of the expenses in `database`.
    public init(database: AppDatabase) {
        self.database = database
        let undated = (try? database.read { ExpenseTable.undated(from: $0) }) ?? UnreadableRows()
        expensesInNoMonth = undated
        (limits, unreadableLimits) = Self.loadLimits(from: database)
        readFailure = undated.failure ?? unreadableLimits.failure
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


    /// Every expense in list order (newest first; expenses of the same date by title, see `ExpenseList`),
    /// loaded from the database on each read: for tests and tools.
    public var sortedExpenses: [Expense] {
        _ = revision
        return (try? database.read { try ExpenseTable.allInListOrder(from: $0) }) ?? []
    }

    /// The expense with an id, if the store holds one.
    public func expense(id: Expense.ID) -> Expense? {
        _ = revision
        return try? database.read { try ExpenseTable.expense(id: id, from: $0) }
    }

    /// The expenses dated in the month of `date` in `calendar`, newest first, those of the same date by title
    /// (see `ExpenseList`), read from the database a page at a time.
    public func expenses(inMonthOf date: Date, calendar: Calendar) -> ExpenseList {
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

    /// The expenses for the trip with `id`, newest first, those of the same date by title (see `ExpenseList`),
    /// read from the database a page at a time; counted and summed the first time a trip is asked for, then
    /// kept up to date by each change. A trip deleted keeps its expenses, and their links to it.
    public func expenses(ofTrip id: Trip.ID) -> ExpenseList {
        list(of: .trip(id)).expenses
    }

    /// The expenses dated in the month of `date` in `calendar` in the order `sort` gives (see
    /// `expenses(inMonthOf:calendar:)` for the list order): in another order, the month's ids are read in it
    /// when asked for (the last order asked for is kept until the month changes), then its rows a page at a
    /// time.
    public func expenses(inMonthOf date: Date, calendar: Calendar, sortedBy sort: ExpenseSort) -> ExpenseList {
        sorted(month(of: date, calendar: calendar), by: sort)
    }

    /// The expenses `search` finds, in the order `sort` gives (see `expenses(matching:)`).
    public func expenses(matching search: ExpenseSearch, sortedBy sort: ExpenseSort) -> ExpenseList {
        sorted(found(by: search), by: sort)
    }

    /// The last list read in an order other than the list order: the list it was read from (as it was), the
    /// order, and the list in that order.
    @ObservationIgnored private var lastSorted: (from: ExpensePages, sort: ExpenseSort, list: ExpenseList)?

    /// `list` in the order `sort` gives: the last one read when it is of the same list, unchanged since, and
    /// the same order.
    private func sorted(_ list: ScopedExpenses, by sort: ExpenseSort) -> ExpenseList {
        let unsorted = list.expenses
        guard sort != .newestFirst else { return unsorted }
        if let lastSorted, lastSorted.from === unsorted.pages, lastSorted.sort == sort { return lastSorted.list }
        let sortedList = list.expenses(sortedBy: sort)
        lastSorted = (unsorted.pages, sort, sortedList)
        return sortedList
    }

    /// The expenses `search` finds in every month, newest first, those of the same date by title (see
    /// `ExpenseList`), read from the database a page at a time: counted by the database when asked for, and
    /// again when asked for after any change (a search is not summed, nor counted one change at a time). Only
    /// the last search is kept.
    public func expenses(matching search: ExpenseSearch) -> ExpenseList {
        found(by: search).expenses
    }

    /// What could not be read of the expenses `search` finds; its failure is the search's alone (it stops no
    /// change, as `readFailure` does).
    public func unreadableExpenses(matching search: ExpenseSearch) -> UnreadableRows {
        found(by: search).unreadable
    }

    /// The last search's list, and the revision of the store it was read at.
    @ObservationIgnored private var lastSearch: (list: ScopedExpenses, revision: Int)?

    /// The list of `search`: the last one when it is of the same search and no change came since.
    private func found(by search: ExpenseSearch) -> ScopedExpenses {
        _ = revision
        if let lastSearch, lastSearch.list.scope == .search(search), lastSearch.revision == revision { return lastSearch.list }
        let list = ScopedExpenses(scope: .search(search), database: database) { _ in }
        lastSearch = (list, revision)
        return list
    }

    /// The exact sums of the amounts of the expenses for the trip with `id`, one for each currency they are in
    /// (never a sum of dollars and yen), ordered by currency code; none for a trip without expenses.
    public func totals(ofTrip id: Trip.ID) -> [Money] {
        list(of: .trip(id)).totals.amounts
    }

    /// What could not be read of the expenses for the trip with `id` (see `unreadableExpenses(inMonthOf:calendar:)`).
    public func unreadableExpenses(ofTrip id: Trip.ID) -> UnreadableRows {
        list(of: .trip(id)).unreadable
    }

    /// What was spent in the month of `date` in each category and currency, largest first: summed by the
    /// database the first time a month is asked for, then kept up to date by each change (never summed again
    /// on a key or a frame).
    public func spendingByCategory(inMonthOf date: Date, calendar: Calendar) -> [CategorySpending] {
        _ = spendingRevision
        return spending(of: .dated(monthRange(of: date, calendar: calendar))).categories
    }

    /// What was spent for the trip with `id` in each category and currency, largest first, summed and kept up to
    /// date as a month's is (`spendingByCategory(inMonthOf:calendar:)`).
    public func spendingByCategory(ofTrip id: Trip.ID) -> [CategorySpending] {
        _ = spendingRevision
        return spending(of: .trip(id)).categories
    }

    /// The spending of `count` months up to the month of `date`, oldest first, each month's sums from
    /// `spendingByCategory(inMonthOf:calendar:)`'s cache.
    public func monthlySpending(endingInMonthOf date: Date, count: Int, calendar: Calendar) -> [MonthlySpending] {
        _ = spendingRevision
        return (0..<max(0, count)).reversed().compactMap { back in
            guard let day = calendar.date(byAdding: .month, value: -back, to: date) else { return nil }
            let range = monthRange(of: day, calendar: calendar)
            let month = spending(of: .dated(range))
            return MonthlySpending(month: range.lowerBound, totals: month.totals, unreadable: month.unreadable)
        }
    }

    /// The spending of a month or a trip, summed by the database the first time.
    private func spending(of scope: ExpenseScope) -> ScopeSpending {
        if let month = spending[scope] { return month }
        let read = (try? database.read { ExpenseTable.spending(in: scope, from: $0) }) ?? RowsRead()
        noteFailure(of: read.unreadable)
        let month = ScopeSpending(scope: scope, categories: read.rows, unreadable: read.unreadable)
        spending[scope] = month
        return month
    }

    /// Counts expenses that joined (`sign` 1) or left (-1) in the spending of the months and trips asked for.
    private func changeSpending(_ expenses: [Expense], by sign: Int) {
        guard !spending.isEmpty, !expenses.isEmpty else { return }
        for scope in spending.keys {
            for expense in expenses where scope.contains(expense) { spending[scope]?.change(expense, by: sign) }
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
        // Queued before the months are told, so that the pages they read next find it.
        database.write { try ExpenseTable.insert(expenses, in: $0) }
        takeIn(expenses, importing: false)
    }

    /// Tells the months, trips and charts asked for of `expenses`, which joined the database, and registers
    /// the undo that removes them, named for what joined and whether an import brought it ("Add 3 expenses",
    /// "Import Gelato").
    private func takeIn(_ expenses: [Expense], importing: Bool) {
        for list in lists.values { list.change(joining: expenses) }
        changeSpending(expenses, by: 1)
        revision += 1
        let name: UndoActionName = switch (expenses.count == 1, importing) {
        case (true, false): .add(expenses[0].title)
        case (true, true): .importExpense(expenses[0].title)
        case (false, false): .addExpenses(count: expenses.count)
        case (false, true): .importExpenses(count: expenses.count)
        }
        guard expenses.count <= Self.bulkChangeSize else {
            // An import's thousands: removed off the main actor, from the expenses kept here (reading them back
            // took the main actor 2 s for 100,000, and deleting them held the database's queue for seconds).
            undoRegistry?.registerUndo(named: name) { [weak self] in self?.changeInBulk(.removing, expenses, named: name) }
            return
        }
        let ids = Set(expenses.map(\.id))
        undoRegistry?.registerUndo(named: name) { [weak self] in self?.remove(ids: ids) }
    }

    /// Takes in the expenses an import has just written to the database (`CSVImport.run(into:…)`, which commits
    /// them itself, off the main actor), as one change the user can undo: the months, trips and charts asked
    /// for count them, and undoing it removes them all (redoing adds them back).
    ///
    /// Call it as soon as the import returns, before any other change: the lists asked for are told the
    /// expenses joined, so a list first asked for after the import's commit (which counts them already) would
    /// count them twice; the sheet that imports keeps the budget behind it from asking for new ones meanwhile.
    public func didImport(_ batch: ImportedBatch) {
        guard readFailure == nil, let expenses = try? batch.expenses(in: database) else { return }
        didImport(expenses)
    }

    /// `didImport(_:)` of the batch's expenses as they were read back already (`ImportedBatch.expenses(in:)`, by
    /// the import's own connection on its own thread, so that the main actor does not read them: 100,000 rows).
    public func didImport(_ expenses: [Expense]) {
        guard readFailure == nil, !expenses.isEmpty else { return }
        takeIn(expenses, importing: true)
    }

    /// Tells the readers of an expense (its conflicts among them) that a conflict of sync was settled.
    func noteSettled() {
        revision += 1
    }

    /// The count of changes so far, for a reader of the database that must be told of each (it observes it).
    var changesSoFar: Int { revision }

    /// Forgets what it read of the database, after sync applied another machine's changes there: each list,
    /// total and chart is read again when next asked for, and the limits now. Nothing is written.
    public func readAgainAfterSync() {
        (limits, unreadableLimits) = Self.loadLimits(from: database)
        forgetWhatWasRead()
    }

    /// Forgets every list, total and chart read, and the last search, so that each is read again from the
    /// database when next asked for (after another connection changed the expenses there).
    func forgetWhatWasRead() {
        readings += 1
        lists = [:]
        spending = [:]
        lastSearch = nil
        revision += 1
        spendingRevision += 1
    }

    /// Replaces the expense with the identifier of `expense` (its title, amount, category or date edited),
    /// keeping its place in the order of entry; nothing when the store holds no such expense.
    public func replace(_ expense: Expense) {
        guard readFailure == nil, let old = loadedExpense(id: expense.id), old != expense else { return }
        database.write { try ExpenseTable.update(expense, in: $0) }
        for list in lists.values { list.change(leaving: [old], joining: [expense]) }
        changeSpending([old], by: -1)
        changeSpending([expense], by: 1)
        revision += 1
        undoRegistry?.registerUndo(named: .edit(old.title)) { [weak self] in self?.replace(old) }
    }

    /// Removes the expense with the given identifier, if the store holds one.
    public func remove(id: Expense.ID) {
        remove(ids: [id])
    }

    /// Removes, in one change, the expenses at `offsets` in `list`, a list shown to the user such as
    /// `expenses(inMonthOf:calendar:)`; offsets outside `list` are ignored.
    ///
    /// Expenses are matched by identifier, so `list` may be filtered and sorted in any way.
    public func remove(atOffsets offsets: IndexSet, in list: some RandomAccessCollection<Expense>) {
        remove(ids: Set(offsets.filter { $0 >= 0 && $0 < list.count }.map { list[list.index(list.startIndex, offsetBy: $0)].id }))
    }

    private func remove(ids: Set<Expense.ID>) {
        guard !ids.isEmpty, readFailure == nil else { return }
        // What goes, so that an undo puts it back as it was, and the months and the charts' sums lose it.
        let removed = ids.count > Self.idsReadOneByOne
            ? (try? database.read { try ExpenseTable.expenses(ids: Array(ids), from: $0) }) ?? []
            : ids.compactMap(loadedExpense(id:))
        let list = Array(ids)
        database.write { try ExpenseTable.delete(list, in: $0) }
        changeSpending(removed, by: -1)
        for list in lists.values { list.change(leaving: removed) }
        revision += 1
        guard !removed.isEmpty else { return }
        undoRegistry?.registerUndo(named: removed.count == 1 ? .delete(removed[0].title) : .deleteExpenses(count: removed.count)) {
            [weak self] in self?.add(contentsOf: removed)
        }
    }

    /// How many expenses a removal looks for one by one, in the pages read and then the database; more (an
    /// import undone) are read from the database 500 at a time.
    private static let idsReadOneByOne = 64

    /// The expense with an id from the pages read, where screens found it, else from the database.
    private func loadedExpense(id: Expense.ID) -> Expense? {
        for list in lists.values {
            if let expense = list.expenses.pages.readExpense(id: id) { return expense }
        }
        return expense(id: id)
    }

    /// The month of `date` in `calendar`, counted and summed by the database the first time.
    private func month(of date: Date, calendar: Calendar) -> ScopedExpenses {
        list(of: .dated(monthRange(of: date, calendar: calendar)))
    }

    /// The expenses of `scope`, counted and summed by the database the first time.
    private func list(of scope: ExpenseScope) -> ScopedExpenses {
        // A body that asks for a list asks again once sync had the store forget them all.
        _ = readings
        if let list = lists[scope] { return list }
        // Weakly: the pages outlive no store, but must not keep it.
        let list = ScopedExpenses(scope: scope, database: database) { [weak self] failure in
            Task { @MainActor in self?.noteFailure(failure) }
        }
        noteFailure(of: list.unreadable)
        lists[scope] = list
        return list
    }

    /// Stops all changes once a query failed as a whole (see `readFailure`).
    private func noteFailure(of unreadable: UnreadableRows) {
        if let failure = unreadable.failure { noteFailure(failure) }
    }

    /// Stops all changes, for `failure`, a query that failed as a whole (see `readFailure`).
    private func noteFailure(_ failure: FailureReason) {
        if readFailure == nil { readFailure = failure }
    }
}
