import Foundation
import TermUI
import TravelModel

/// The budget's first screen: this month's expenses, newest first, with the month's total in the bar.
/// ← → (or [ ]) switch month, `+` adds an expense, Enter opens one, `d` deletes one.
struct ExpensesView: View {
    @Environment(BudgetStore.self) private var store
    @Environment(\.calendar) private var calendar
    @Environment(\.locale) private var locale
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
                    Text("\(monthTitle)  \(total(of: expenses))")
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
                    store.add(expense)
                    month = expense.date
                    selection = expense.id
                }
            }
        }
    }

    /// "November 2026".
    private var monthTitle: String {
        month.formatted(Date.FormatStyle(calendar: calendar, timeZone: calendar.timeZone).month(.wide).year().locale(locale))
    }

    private func total(of expenses: [Expense]) -> String {
        BudgetStore.total(of: expenses).formatted(.currency(code: currencyCode).locale(locale))
    }

    /// Moves to the previous or next month, never past the current one (there are no future expenses).
    private func changeMonth(by months: Int) {
        guard let target = calendar.date(byAdding: .month, value: months, to: month) else { return }
        if months > 0, calendar.compare(target, to: .now, toGranularity: .month) == .orderedDescending { return }
        month = target
    }
}
