import Foundation
import TermUI
import TravelModel

/// One expense: its amount (in its own currency), category and date, with its title as the screen's title.
struct ExpenseDetailView: View {
    let expenseID: Expense.ID
    @Environment(BudgetStore.self) private var store

    var body: some View {
        if let expense = store.expense(id: expenseID) {
            Form {
                LabeledContent("Amount", value: expense.amount, format: .currency(code: expense.currencyCode))
                LabeledContent("Category") {
                    Label(expense.category.title, systemImage: expense.category.symbol)
                }
                LabeledContent("Date", value: expense.date, format: Date.FormatStyle(date: .long, time: .omitted))
            }
            .navigationTitle(expense.title)
            .navigationBarTitleDisplayMode(.inline)
        } else {
            ContentUnavailableView("Expense not found", systemImage: "questionmark.circle", description: Text("It was deleted."))
                .navigationTitle("Expense")
        }
    }
}
