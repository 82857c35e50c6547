import Foundation
import TermUI
import TravelModel

/// The budget's first screen: this month's expenses, newest first, with the month's total in the bar: one for
/// each currency the month's expenses are in ("$698.60 + ¥1,200"), the app's own first. New expenses are in
/// the app's currency. ← → (or h l, or [ ]) switch month, `+` adds an expense, `e` edits one, Enter opens one,
/// `d` deletes one, `i` imports a bank's CSV export (`ImportSheet`); `c` shows the month's spending by
/// category, then the last 12 months, as charts, then the list again; Tab and ⇧Tab (not ← or h) go back to the
/// sidebar. An expense added or edited is selected, in its month. While expenses deleted on one machine were
/// changed on another (sync deleted them, the deletion being later), a line above the list says so and `C` (the
/// toolbar's "Conflicts") lists them, each to bring back or leave deleted (`DeletedExpensesSheet`).
///
/// `/` searches every expense, in every month (the words of titles, categories, trips and amounts; a single
/// letter once typing pauses); `f` keeps one category (the next at each press, then all again), `t` the trip
/// of the selected expense (again: every trip), each across every month; `s` orders the list by date, amount,
/// title or category. Each of these selects the first expense of the new list. The bar says how many were
/// found, and Esc clears the filters, then the search. At 95 columns of content and wider (a
/// window of 120 beside the sidebar) the list is a table (date, title, category, trip, amount) whose column titles sort it when clicked.
///
/// Expenses that cannot be read are said above the list ("3 expenses in November 2026 could not be read and
/// are left out: …"), never shown as an empty month; while the store cannot read its expenses at all (a damaged
/// page) nothing can be added, edited or deleted (see `BudgetStore.readFailure`).
struct ExpensesView: View {
    @Environment(BudgetStore.self) private var store
    @Environment(\.calendar) private var calendar
    @Environment(\.localeCategories) private var locales
    @Environment(\.currencyCode) private var currencyCode
    @Environment(AppNavigation.self) private var navigation
    /// The month shown, remembered from one run to the next (the data directory's `AppStorage.plist`).
    @AppStorage("budget.month") private var month = Date.now
    /// The expense selected in the list: in a model of its own, read only by the list, so that a ↓ does not
    /// evaluate this body again (the month's title and totals formatted, the toolbar reconciled).
    @State private var selection = ExpenseSelection()
    @State private var isAddingExpense = false
    /// The date the new-expense sheet starts with (`dateForNewExpense()`, when it opens).
    @State private var newExpenseDate = Date.now
    /// The list, or one of the month's charts (`c`).
    @State private var presentation = BudgetPresentation.expenses
    /// The expense being edited, while its sheet shows.
    @State private var editing: Expense?
    /// A draft reopened into the expense sheet, while it shows.
    @State private var reopened: ExpenseDraft?
    @Environment(DraftKeeper.self) private var drafts: DraftKeeper?
    @Environment(TripStore.self) private var trips: TripStore?
    @Environment(\.announce) private var announce
    /// The words typed in the search field (`/`).
    @State private var searchText = ""
    /// The words the list is searched for, in every month: those typed, at once but for a single letter,
    /// which is searched for only once typing pauses (`oneLetterPause`): a first letter finds most of a
    /// million expenses, and is mostly followed by a second.
    @State private var searchedText = ""
    /// The one category kept (`f`), in every month.
    @State private var categoryFilter: TravelModel.Category?
    /// The one trip kept (`t`), in every month.
    @State private var tripFilter: Trip.ID?
    /// The order of the list (`s`, or a click on a column's title in the table), read by the list alone.
    @State private var ordering = ExpenseOrdering()
    /// Whether the import sheet shows (`i`).
    @State private var isImporting = false
    /// Whether the expenses deleted while changed elsewhere show (`C`).
    @State private var isReviewingDeleted = false

    /// The screen, showing the month of `month` (this month by default).
    init(month: Date = .now) {
        _month = AppStorage(wrappedValue: month, "budget.month")
    }

    var body: some View {
        let search = ExpenseSearch(text: searchedText, category: categoryFilter, tripID: tripFilter)
        let isSearching = !search.isEmpty
        // In the list order: what is counted, and whether there are any; the list reads them in its own order.
        let expenses = isSearching ? store.expenses(matching: search) : store.expenses(inMonthOf: month, calendar: calendar)
        let unreadable = isSearching
            ? store.unreadableExpenses(matching: search) : store.unreadableExpenses(inMonthOf: month, calendar: calendar)
        @Bindable var navigation = navigation
        NavigationStack(path: $navigation.budgetPath) {
            presented(
                expenses, problem: isSearching ? searchProblem(unreadable) : readProblem(unreadable),
                isUnread: !unreadable.isEmpty || (!isSearching && store.readFailure != nil), search: isSearching ? search : nil)
            .navigationTitle(Text("Expenses", bundle: .module))
            .navigationDestination(for: Expense.ID.self) { id in
                ExpenseDetailView(expenseID: id) { show($0) }
            }
            .toolbar {
                ToolbarItem(placement: .status) {
                    if isSearching {
                        HStack(spacing: 0) {
                            Text(foundText(expenses.count, search: search)).lineLimit(1)
                            ExpenseOrderLabel(ordering: ordering, separator: " · ")
                        }
                    } else {
                        // The total wins over the month's name when the bar is narrow.
                        // Spaced by hand: the order's words take no room at all while there are none.
                        HStack(spacing: 0) {
                            // The month gives way whole ("December 2026", "Dec 2026", "Dec", then none), never a cut year.
                            ViewThatFits(in: .horizontal) {
                                Text(monthTitle(.wide, withYear: true))
                                Text(monthTitle(.abbreviated, withYear: true))
                                Text(monthTitle(.abbreviated, withYear: false))
                                // Nothing at all: an `EmptyView` would not be a candidate (it is no view in a list
                                // of views, as in SwiftUI), and "Dec" would be cut instead.
                                Color.clear.frame(width: 0, height: 0)
                            }
                            // The order is said before the month is: it is what the list shows now.
                            ExpenseOrderLabel(ordering: ordering).layoutPriority(1)
                            totals(unreadable.failure == nil ? totalTexts : [locales.localized("total not read")]).padding(.leading, 2).layoutPriority(1)
                        }
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        reopened = nil
                        newExpenseDate = dateForNewExpense()
                        isAddingExpense = true
                    } label: {
                        Label { Text("budget.add", bundle: .module) } icon: { Image(systemName: "plus") }
                    }
                    .keyboardShortcut("+", modifiers: [])
                    .disabled(store.readFailure != nil)
                }
                ToolbarItem(placement: .secondaryAction) {
                    DeletedWhileChangedButton<BudgetStore>(isReviewing: $isReviewingDeleted)
                }
            }
            // A search is of every month: there is no month to change.
            .onKeyPress(isSearching ? nil : KeyBinding(.keys([.leftArrow, .rightArrow, "h", "l", "[", "]"]), "←→", "month", also: ["h l"]) { press in
                changeMonth(by: [.leftArrow, "h", "["].contains(press.key) ? -1 : 1)
            })
            .onKeyPress(isSearching && searchText.isEmpty ? KeyBinding(.keys(.escape), "Esc", "all expenses") { _ in
                categoryFilter = nil
                tripFilter = nil
                selection.id = nil
            } : nil)
            // A search has no chart: it is of every month.
            .onKeyPress(isSearching ? nil : KeyBinding(.keys("c"), "c", presentation == .lastTwelveMonths ? "list" : "chart") { _ in
                presentation = presentation.next
            })
            // Nothing is imported while the store cannot read its expenses: it could not count them.
            .onKeyPress(store.readFailure != nil ? nil : KeyBinding(.keys("i"), "i", "import", role: .screen) { _ in
                isImporting = true
            })
            .sheet(isPresented: $isReviewingDeleted) {
                DeletedExpensesSheet()
            }
            .sheet(isPresented: $isImporting) {
                ImportSheet(database: store.database) { report, file in announceImport(report, from: file) }
            }
            .sheet(isPresented: $isAddingExpense) {
                if let reopened {
                    ExpenseSheet(draft: reopened, editing: nil) { add($0) }
                } else {
                    ExpenseSheet(date: newExpenseDate) { add($0) }
                }
            }
            .sheet(item: $editing) { expense in
                if let reopened {
                    ExpenseSheet(draft: reopened, editing: expense) { replace($0) }
                } else {
                    ExpenseSheet(editing: expense) { replace($0) }
                }
            }
            .onAppear { reopenDraft() }
            .onChange(of: drafts?.reopening) { _, _ in reopenDraft() }
            // Outermost, so that the bar offers `+ add` before `/ search` where it has room for one.
            .searchable(text: typedSearch, prompt: Text("Search all expenses", bundle: .module))
            .task(id: searchText) {
                guard searchedText != searchText else { return }
                try? await Task.sleep(for: Self.oneLetterPause)
                if !Task.isCancelled { searchedText = searchText }
            }
        }
    }

    /// `t`: keeps the trip of the selected expense of the list (the first, before one is selected), or says
    /// it is for none; once a trip is kept, every trip again. The selection and the list's order are read when
    /// the key comes, so that a move of the one or a new order evaluates nothing here.
    private func tripKey(listing hasExpenses: Bool, search: ExpenseSearch?) -> KeyBinding? {
        if tripFilter != nil {
            return KeyBinding(.keys("t"), "t", "all trips", role: .screen) { _ in
                tripFilter = nil
                selection.id = nil
            }
        }
        guard hasExpenses else { return nil }
        return KeyBinding(.keys("t"), "t", "its trip", role: .screen) { _ in
            guard let expense = selectedExpense(search: search) else { return }
            if let tripID = expense.tripID {
                tripFilter = tripID
                selection.id = nil
            } else {
                announce(locales.localized("\(expense.title.sanitizedForTerminal(maxLength: 40)) is for no trip."))
            }
        }
    }

    /// How long typing must pause before a single letter is searched for.
    static let oneLetterPause = Duration.milliseconds(300)

    /// The search field's text: a change other than to a single letter is searched for at once, and every
    /// change selects the first expense found (the one selected before may be anywhere in the new list).
    private var typedSearch: Binding<String> {
        Binding(
            get: { searchText },
            set: { text in
                guard text != searchText else { return }
                searchText = text
                if text.trimmingCharacters(in: .whitespaces).count != 1 { searchedText = text }
                selection.id = nil
            })
    }

    /// The selected expense of the list (`search`'s, or the month's), read from the database when a key asks
    /// for it: the first in the list's order before one is selected, or while the one selected is of another
    /// list (the selection stays on an expense another list showed).
    private func selectedExpense(search: ExpenseSearch?) -> Expense? {
        let list = ordering.expenses(of: store, search: search, month: month, calendar: calendar)
        let offset = selection.id.flatMap(list.offset(ofExpenseWithID:)) ?? 0
        guard offset < list.count else { return nil }
        return store.expense(id: list[offset].id)
    }

    /// The category `f` keeps after `category`: the next of the app's, then none (every category) after the last.
    private func nextCategory(after category: TravelModel.Category?) -> TravelModel.Category? {
        guard let category, let index = TravelModel.Category.all.firstIndex(of: category) else {
            return TravelModel.Category.all.first
        }
        return index + 1 < TravelModel.Category.all.count ? TravelModel.Category.all[index + 1] : nil
    }

    /// What the bar says of a search: how many it found, and what it keeps ("1,204 found · Food & Drink · Kyoto";
    /// the order follows, `ExpenseOrderLabel`).
    private func foundText(_ count: Int, search: ExpenseSearch) -> String {
        var parts = [locales.localized("\(count.formatted(.number.locale(locales.numeric))) found")]
        if let category = search.category { parts.append(locales.localized(name: category.title)) }
        if let tripID = search.tripID {
            parts.append((trips?.trip(id: tripID)?.name ?? locales.localized("a deleted trip")).sanitizedForTerminal(maxLength: 30))
        }
        return parts.joined(separator: " · ")
    }

    /// What a search could not read, in a sentence; nil when it read everything.
    private func searchProblem(_ unreadable: UnreadableRows) -> String? {
        if let failure = unreadable.failure { return locales.localized("The search failed: \(failure.description(in: locales)).") }
        return unreadable.leftOutSentence(of: .expenses, place: locales.localized("among those found"), in: locales)
    }

    /// The month's expenses or those a search found (`search`), or the chart `c` chose; `problem` says what
    /// could not be read, and `isUnread` whether that is of this list (then an empty list is not "No expenses
    /// yet").
    @ViewBuilder
    private func presented(_ expenses: ExpenseList, problem: String?, isUnread: Bool, search: ExpenseSearch?) -> some View {
        switch search == nil ? presentation : .expenses {
        case .expenses:
            let list = VStack(alignment: .leading, spacing: 0) {
                DeletedWhileChangedLine<BudgetStore>()
                if let problem, !expenses.isEmpty || !isUnread {
                    Text(problem).foregroundStyle(.yellow).lineLimit(3).padding(.horizontal, 1)
                }
                // The list's keys (f, t, s), on the list: a chart has no order, and is of the month.
                OrderedExpenseList(
                    search: search, month: month, ordering: ordering, selection: selection,
                    categoryKey: KeyBinding(.keys("f"), "f", "category", role: .screen) { _ in
                        categoryFilter = nextCategory(after: categoryFilter)
                        selection.id = nil
                    },
                    tripKey: tripKey(listing: !expenses.isEmpty, search: search))
                .overlay {
                    if expenses.isEmpty, isUnread, let problem {
                        ContentUnavailableView {
                            Label { Text("Expenses not read", bundle: .module) } icon: { Image(systemName: "exclamationmark.triangle") }
                        } description: {
                            Text(problem)
                        }
                    } else if expenses.isEmpty, let search {
                        ContentUnavailableView {
                            Label { Text("No expenses found", bundle: .module) } icon: { Image(systemName: "magnifyingglass") }
                        } description: {
                            Text(nothingFound(search))
                        }
                    } else if expenses.isEmpty {
                        ContentUnavailableView {
                            Label { Text("No expenses yet", bundle: .module) } icon: { Image(systemName: "creditcard") }
                        } description: {
                            Text("Press + to add your first one.", bundle: .module)
                        }
                    }
                }
            }
            // On the list only: the charts have no expense to edit; nothing is edited while the store cannot read
            // its expenses, nor offered in an empty month.
            list.onKeyPress("e", hint: expenses.isEmpty || store.readFailure != nil ? nil : "edit") {
                // By id, from the database: never a walk through the month.
                guard store.readFailure == nil, let expense = selectedExpense(search: search) else { return .ignored }
                reopened = nil
                editing = expense
                return .handled
            }
        case .spendingByCategory, .lastTwelveMonths:
            BudgetChart(presentation: presentation, month: month)
        }
    }

    /// What a search that found nothing looked for: "Nothing matches “sushi” in Food & Drink."
    private func nothingFound(_ search: ExpenseSearch) -> String {
        var text = search.text.trimmingCharacters(in: .whitespaces).isEmpty
            ? locales.localized("No expense") : locales.localized("Nothing matches “\(search.text.sanitizedForTerminal(maxLength: 40))”")
        if let category = search.category { text += locales.localized(" in \(locales.localized(name: category.title))") }
        if search.tripID != nil { text += locales.localized(" for this trip") }
        return text + locales.localized(". Esc shows every expense again.")
    }

    /// Says what an import did, on the bottom row for a while: "Imported 3 expenses from umsaetze.csv; 2 rows
    /// skipped. u undoes it."
    private func announceImport(_ report: CSVImportReport, from file: String) {
        let number = { (count: Int) in count.formatted(.number.locale(locales.numeric)) }
        let expenses = report.imported == 1 ? locales.localized("1 expense") : locales.localized("\(number(report.imported)) expenses")
        let rows = report.skippedCount == 1 ? locales.localized("1 row") : locales.localized("\(number(report.skippedCount)) rows")
        let skipped = report.skippedCount == 0 ? "" : locales.localized("; \(rows) skipped")
        let undo = report.imported > 0 ? locales.localized(" u undoes it.") : ""
        announce(locales.localized("Imported \(expenses) from \(file)\(skipped).\(undo)"), duration: Self.importMessageDuration)
    }

    /// How long the message of an import stays, whatever keys come.
    static let importMessageDuration: TimeInterval = 8

    private func add(_ expense: Expense) {
        store.add(expense)
        show(expense)
    }

    private func replace(_ expense: Expense) {
        store.replace(expense)
        show(expense)
    }

    /// Shows an expense just added or edited: its month, with it selected.
    private func show(_ expense: Expense) {
        month = expense.date
        selection.id = expense.id
    }

    /// Shows the expense sheet with a draft that the user chose to reopen: the changes to the expense it
    /// edited, in that expense's month, or, when that expense is gone, a new expense (the sheet says so).
    private func reopenDraft() {
        guard let draft = drafts?.takeReopening({ draft -> ExpenseDraft? in
            if case .expense(let expense) = draft { return expense }
            return nil
        }) else { return }
        reopened = draft
        if let id = draft.editing, let expense = store.expense(id: id) {
            show(expense)
            editing = expense
        } else {
            isAddingExpense = true
        }
    }

    /// What could not be read, in sentences: that the expenses could not all be read (then nothing is changed),
    /// the rows of the month left out, the expenses in no month; nil when everything was read.
    private func readProblem(_ unreadable: UnreadableRows) -> String? {
        let place = locales.localized("in \(monthTitle(.wide, withYear: true))")
        var sentences: [String] = []
        if let failure = unreadable.failure ?? store.readFailure {
            sentences.append(UnreadableRows.failureSentence(failure, place: unreadable.failure == nil ? nil : place, in: locales))
            sentences.append(locales.localized("Nothing is added, edited or deleted while they cannot."))
        }
        sentences += [
            unreadable.leftOutSentence(of: .expenses, place: place, in: locales),
            store.expensesInNoMonth.leftOutSentence(of: .expenses, place: locales.localized("without a date"), in: locales),
        ].compactMap { $0 }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    /// "November 2026" (or "Nov 2026", "Nov"), in the locale of dates.
    private func monthTitle(_ width: Date.FormatStyle.Symbol.Month, withYear: Bool) -> String {
        let style = Date.FormatStyle(calendar: calendar, timeZone: calendar.timeZone).month(width).locale(locales.time)
        return month.formatted(withYear ? style.year() : style)
    }

    /// The month's totals in the locale of money, one for each currency its expenses are in, the app's
    /// currency first, then the others by code: ["$698.60", "¥1,200"]; ["$0.00"] for a month without expenses.
    /// With monthly limits in the app's currency, its total says of how much ("$698.60 of $1,500"); a limit in
    /// another currency is never added to those.
    private var totalTexts: [String] {
        let totals = store.totals(inMonthOf: month, calendar: calendar)
        // A handful of currencies at most: the app's is moved to the front, with a total of none when it has none.
        let own = totals.first { $0.currencyCode == currencyCode }
        let limit = store.totalLimit(in: currencyCode)
        let shown = (own == nil && (totals.isEmpty || limit != nil) ? [Money(0, currencyCode: currencyCode)] : own.map { [$0] } ?? [])
            + totals.filter { $0.currencyCode != currencyCode }
        return shown.map { total in
            let text = total.amount.formatted(.currency(code: total.currencyCode).locale(locales.monetary))
            guard total.currencyCode == currencyCode, let limit else { return text }
            return locales.localized("\(text) of \(limit.amount.moneyText(code: currencyCode, locale: locales.monetary))")
        }
    }

    /// The totals, each whole: all of them ("$698.60 + ¥1,200 + €35.00") where they fit, else the first and how
    /// many others ("$698.60 + 2 more", "$698.60 +2"); never an amount cut short.
    private func totals(_ texts: [String]) -> some View {
        let first = texts.first ?? ""
        let others = texts.count - 1
        return ViewThatFits(in: .horizontal) {
            Text(texts.joined(separator: " + ")).lineLimit(1)
            Text(others > 0 ? locales.localized("\(first) + \(others) more") : first).lineLimit(1)
            Text(others > 0 ? "\(first) +\(others)" : first).lineLimit(1)
        }
    }

    /// The date a new expense starts with: now in this month; in another, the day of the expense selected there,
    /// else the month's last day (the top of its list), so that an expense added while October shows is
    /// October's unless the user says otherwise.
    private func dateForNewExpense() -> Date {
        guard !calendar.isDate(month, equalTo: .now, toGranularity: .month) else { return .now }
        if let id = selection.id, let selected = store.expense(id: id), calendar.isDate(selected.date, equalTo: month, toGranularity: .month) {
            return selected.date
        }
        guard let interval = calendar.dateInterval(of: .month, for: month),
              let lastDay = calendar.date(byAdding: .day, value: -1, to: interval.end) else { return .now }
        return calendar.date(bySettingHour: 12, minute: 0, second: 0, of: lastDay) ?? lastDay
    }

    /// Moves to the previous or next month, never past the current one (there are no future expenses).
    private func changeMonth(by months: Int) {
        guard let target = calendar.date(byAdding: .month, value: months, to: month) else { return }
        if months > 0, calendar.compare(target, to: .now, toGranularity: .month) == .orderedDescending { return }
        month = target
    }
}

/// The expense selected in the budget's list.
@Observable @MainActor
final class ExpenseSelection {
    var id: Expense.ID?
}

#Preview("Budget") {
    @Previewable @State var model = AppModel.sample()
    ExpensesView()
        .modifier(AppModelEnvironment(model: model))
}
