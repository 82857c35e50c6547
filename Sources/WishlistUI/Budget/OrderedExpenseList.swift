import Foundation
import TermUI
import TravelModel

/// The budget's expenses, a month's or those a search found, in the order chosen (`ExpenseOrdering`): a table
/// at 95 columns of content and wider (a window of 120 beside the sidebar), else a list; `s` changes the order,
/// and a new order selects its first expense. It reads the order itself, so that a new order evaluates only
/// this view and the bar's words for it.
struct OrderedExpenseList: View {
    /// The search whose expenses these are; nil for the month of `month`.
    let search: ExpenseSearch?
    let month: Date
    let ordering: ExpenseOrdering
    let selection: ExpenseSelection
    /// The keys that keep a category (`f`) and a trip (`t`), the budget's: offered before `s`, in that order.
    let categoryKey: KeyBinding
    let tripKey: KeyBinding?
    @Environment(BudgetStore.self) private var store
    @Environment(\.calendar) private var calendar

    var body: some View {
        let expenses = ordering.expenses(of: store, search: search, month: month, calendar: calendar)
        GeometryReader { proxy in
            if proxy.size.width >= ExpenseTable.narrowestWidth {
                ExpenseTable(
                    expenses: expenses, selection: selection, sort: reordered,
                    onDelete: store.readFailure != nil ? nil : { store.remove(id: $0) })
            } else {
                ExpenseRows(
                    expenses: expenses, selection: selection, showsYear: search != nil || ordering.sort != .newestFirst,
                    onDelete: store.readFailure != nil ? nil : { offsets in
                        for offset in offsets where offset < expenses.count { store.remove(id: expenses[offset].id) }
                    })
            }
        }
        .onKeyPress(categoryKey)
        .onKeyPress(tripKey)
        .onKeyPress(KeyBinding(.keys("s"), "s", "sort: \(ExpenseOrdering.name(of: ordering.sort.next))", role: .screen) { _ in
            reordered.wrappedValue = ordering.sort.next
        })
    }

    /// The list's order, as `s` and the table's sorting change it: a new order selects its first expense.
    private var reordered: Binding<ExpenseSort> {
        Binding(
            get: { ordering.sort },
            set: { order in
                ordering.sort = order
                selection.id = nil
            })
    }
}

/// Expenses as a list; Enter opens one, `d` deletes one (with `onDelete`).
private struct ExpenseRows: View {
    let expenses: ExpenseList
    let selection: ExpenseSelection
    /// Whether rows show the year of their dates: a list of more than one month, or out of date order.
    let showsYear: Bool
    let onDelete: ((IndexSet) -> Void)?

    var body: some View {
        @Bindable var selection = selection
        List(selection: $selection.id) {
            ForEach(expenses) { expense in
                NavigationLink(value: expense.id) {
                    ExpenseRow(expense: expense, showsYear: showsYear)
                }
            }
            .onDelete(perform: onDelete)
        }
    }
}
