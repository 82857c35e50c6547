import Foundation
import TermUI
import TravelModel

/// The budget's list of expenses, newest first.
struct ExpenseListView: View {
    @Environment(BudgetStore.self) private var store

    var body: some View {
        NavigationStack {
            List(store.sortedExpenses) { expense in
                ExpenseRow(expense: expense)
            }
            .navigationTitle("Expenses")
        }
    }
}
