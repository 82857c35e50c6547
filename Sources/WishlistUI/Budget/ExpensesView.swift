import Foundation
import TermUI
import TravelModel

/// The budget's first screen: this month's expenses, newest first, with the month's total in the bar: one for
/// each currency the month's expenses are in ("$698.60 + ¥1,200"), the app's own first. New expenses are in
/// the app's currency. ← → (or h l, or [ ]) switch month, `+` adds an expense, `e` edits one, Enter opens one,
/// `d` deletes one; `c` shows the month's spending by category, then the last 12 months, as charts, then the
/// list again; Tab and ⇧Tab (not ← or h) go back to the sidebar. An expense added or edited is selected,
/// in its month.
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

    /// The screen, showing the month of `month` (this month by default).
    init(month: Date = .now) {
        _month = AppStorage(wrappedValue: month, "budget.month")
    }

    var body: some View {
        let expenses = store.expenses(inMonthOf: month, calendar: calendar)
        let unreadable = store.unreadableExpenses(inMonthOf: month, calendar: calendar)
        @Bindable var navigation = navigation
        NavigationStack(path: $navigation.budgetPath) {
            presented(expenses, problem: readProblem(unreadable), isUnread: !unreadable.isEmpty || store.readFailure != nil)
            .navigationTitle("Expenses")
            .navigationDestination(for: Expense.ID.self) { id in
                ExpenseDetailView(expenseID: id) { show($0) }
            }
            .toolbar {
                ToolbarItem(placement: .status) {
                    // The total wins over the month's name when the bar is narrow.
                    HStack(spacing: 2) {
                        // The month gives way whole ("December 2026", "Dec 2026", "Dec", then none), never a cut year.
                        ViewThatFits(in: .horizontal) {
                            Text(monthTitle(.wide, withYear: true))
                            Text(monthTitle(.abbreviated, withYear: true))
                            Text(monthTitle(.abbreviated, withYear: false))
                            // Nothing at all: an `EmptyView` would not be a candidate (it is no view in a list of
                            // views, as in SwiftUI), and "Dec" would be cut instead.
                            Color.clear.frame(width: 0, height: 0)
                        }
                        totals(unreadable.failure == nil ? totalTexts : ["total not read"]).layoutPriority(1)
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {
                        reopened = nil
                        newExpenseDate = dateForNewExpense()
                        isAddingExpense = true
                    }
                    .disabled(store.readFailure != nil)
                }
            }
            .onKeyPress(KeyBinding(.keys([.leftArrow, .rightArrow, "h", "l", "[", "]"]), "←→", "month", also: ["h l"]) { press in
                changeMonth(by: [.leftArrow, "h", "["].contains(press.key) ? -1 : 1)
            })
            .onKeyPress("c", hint: presentation == .lastTwelveMonths ? "list" : "chart") {
                presentation = presentation.next
                return .handled
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
        }
    }

    /// The month's expenses, or the chart `c` chose; `problem` says what could not be read, and `isUnread`
    /// whether that is of this month (then an empty list is not "No expenses yet").
    @ViewBuilder
    private func presented(_ expenses: ExpenseList, problem: String?, isUnread: Bool) -> some View {
        switch presentation {
        case .expenses:
            let list = VStack(alignment: .leading, spacing: 0) {
                if let problem, !expenses.isEmpty || !isUnread {
                    Text(problem).foregroundStyle(.yellow).lineLimit(3).padding(.horizontal, 1)
                }
                ExpenseRows(expenses: expenses, selection: selection, onDelete: store.readFailure != nil ? nil : { offsets in
                    for offset in offsets where offset < expenses.count { store.remove(id: expenses[offset].id) }
                })
                .overlay {
                    if expenses.isEmpty, isUnread, let problem {
                        ContentUnavailableView(
                            "Expenses not read", systemImage: "exclamationmark.triangle", description: Text(problem))
                    } else if expenses.isEmpty {
                        ContentUnavailableView(
                            "No expenses yet", systemImage: "creditcard",
                            description: Text("Press + to add your first one."))
                    }
                }
            }
            // On the list only: the charts have no expense to edit; nothing is edited while the store cannot read
            // its expenses, nor offered in an empty month.
            list.onKeyPress("e", hint: expenses.isEmpty || store.readFailure != nil ? nil : "edit") {
                // By id, from the database: never a walk through the month.
                guard store.readFailure == nil, let id = selection.id ?? expenses.first?.id,
                      let expense = store.expense(id: id) else {
                    return .ignored
                }
                reopened = nil
                editing = expense
                return .handled
            }
        case .spendingByCategory, .lastTwelveMonths:
            BudgetChart(presentation: presentation, month: month)
        }
    }

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
        let place = "in \(monthTitle(.wide, withYear: true))"
        var sentences: [String] = []
        if let failure = unreadable.failure ?? store.readFailure {
            let whose = unreadable.failure == nil ? "The expenses" : "The expenses \(place)"
            sentences.append("\(whose) could not all be read: \(failure). Nothing is added, edited or deleted while they cannot.")
        }
        sentences += [
            unreadable.leftOutSentence(one: "expense", many: "expenses", place: place),
            store.expensesInNoMonth.leftOutSentence(one: "expense", many: "expenses", place: "without a date"),
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
            return "\(text) of \(limit.amount.moneyText(code: currencyCode, locale: locales.monetary))"
        }
    }

    /// The totals, each whole: all of them ("$698.60 + ¥1,200 + €35.00") where they fit, else the first and how
    /// many others ("$698.60 + 2 more", "$698.60 +2"); never an amount cut short.
    private func totals(_ texts: [String]) -> some View {
        let first = texts.first ?? ""
        let others = texts.count - 1
        return ViewThatFits(in: .horizontal) {
            Text(texts.joined(separator: " + ")).lineLimit(1)
            Text(others > 0 ? "\(first) + \(others) more" : first).lineLimit(1)
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

/// The month's expenses as a list, newest first; Enter opens one, `d` deletes one (with `onDelete`).
private struct ExpenseRows: View {
    let expenses: ExpenseList
    let selection: ExpenseSelection
    let onDelete: ((IndexSet) -> Void)?

    var body: some View {
        @Bindable var selection = selection
        List(selection: $selection.id) {
            ForEach(expenses) { expense in
                NavigationLink(value: expense.id) {
                    ExpenseRow(expense: expense)
                }
            }
            .onDelete(perform: onDelete)
        }
    }
}
