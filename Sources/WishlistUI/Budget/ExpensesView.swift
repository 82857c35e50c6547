import Foundation
import TermUI
import TravelModel

/// The budget's first screen: this month's expenses, newest first, with the month's total in the bar: one for
/// each currency the month's expenses are in ("$698.60 + ¥1,200"), the app's own first. New expenses are in
/// the app's currency. ← → (or [ ]) switch month, `+` adds an expense, Enter opens one, `d` deletes one.
struct ExpensesView: View {
    @Environment(BudgetStore.self) private var store
    @Environment(\.calendar) private var calendar
    @Environment(\.localeCategories) private var locales
    @Environment(\.currencyCode) private var currencyCode
    @Environment(AppNavigation.self) private var navigation
    @State private var month = Date.now
    @State private var selection: Expense.ID?
    @State private var isAddingExpense = false

    /// The screen, showing the month of `month` (this month by default).
    init(month: Date = .now) {
        _month = State(initialValue: month)
    }

    var body: some View {
        let expenses = store.expenses(inMonthOf: month, calendar: calendar)
        @Bindable var navigation = navigation
        NavigationStack(path: $navigation.budgetPath) {
            List(selection: $selection) {
                ForEach(expenses) { expense in
                    NavigationLink(value: expense.id) {
                        ExpenseRow(expense: expense)
                    }
                }
                .onDelete { offsets in
                    for offset in offsets where offset < expenses.count { store.remove(id: expenses[offset].id) }
                }
            }
            .overlay {
                if expenses.isEmpty {
                    ContentUnavailableView(
                        "No expenses yet", systemImage: "creditcard",
                        description: Text("Press + to add your first one."))
                }
            }
            .navigationTitle("Expenses")
            .navigationDestination(for: Expense.ID.self) { id in
                ExpenseDetailView(expenseID: id)
            }
            .toolbar {
                ToolbarItem(placement: .status) {
                    Text("\(monthTitle)  \(totalText)")
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { isAddingExpense = true }
                }
            }
            .onKeyPress(keys: [.leftArrow, .rightArrow, "[", "]"]) { press in
                changeMonth(by: press.key == .leftArrow || press.key == "[" ? -1 : 1)
                return .handled
            }
            .keyHint("←→", "month")
            .sheet(isPresented: $isAddingExpense) {
                NewExpenseSheet { expense in
                    var expense = expense
                    expense.currencyCode = currencyCode
                    store.add(expense)
                    month = expense.date
                    selection = expense.id
                }
            }
        }
    }

    /// "November 2026", in the locale of dates.
    private var monthTitle: String {
        month.formatted(Date.FormatStyle(calendar: calendar, timeZone: calendar.timeZone).month(.wide).year().locale(locales.time))
    }

    /// The month's totals in the locale of money, one for each currency its expenses are in, the app's
    /// currency first, then the others by code: "$698.60 + ¥1,200"; "$0.00" for a month without expenses.
    private var totalText: String {
        let totals = store.totals(inMonthOf: month, calendar: calendar)
        // A handful of currencies at most: the app's is moved to the front.
        let shown = totals.isEmpty
            ? [Money(0, currencyCode: currencyCode)]
            : totals.filter { $0.currencyCode == currencyCode } + totals.filter { $0.currencyCode != currencyCode }
        return shown.map { $0.amount.formatted(.currency(code: $0.currencyCode).locale(locales.monetary)) }.joined(separator: " + ")
    }

    /// Moves to the previous or next month, never past the current one (there are no future expenses).
    private func changeMonth(by months: Int) {
        guard let target = calendar.date(byAdding: .month, value: months, to: month) else { return }
        if months > 0, calendar.compare(target, to: .now, toGranularity: .month) == .orderedDescending { return }
        month = target
    }
}
