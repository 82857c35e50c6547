import Foundation
import TermUI
import TravelModel

/// The expenses deleted on one machine while changed on another (`C` on the budget, the toolbar's "Conflicts",
/// while there are any): sync deleted each everywhere, the deletion being the later change, and kept it as it
/// was changed. For each, what it was (title, amount, day, category), where and when it was changed, a button
/// that brings it back (a change made here, which undo takes back) and one that leaves it deleted
/// (`DeletedWhileChangedForm`).
struct DeletedExpensesSheet: View {
    @Environment(BudgetStore.self) private var store

    var body: some View {
        DeletedWhileChangedForm(
            items: store.deletedWhileChanged(), itemName: "expense",
            title: { $0.expense.title.isEmpty ? "Untitled expense" : $0.expense.title },
            changed: { ($0.changedDate, $0.changedHere) },
            details: { deleted in
                let expense = deleted.expense
                LabeledContent("Amount", value: expense.amount, format: .currency(code: expense.currencyCode))
                LabeledContent("Day", value: expense.date, format: Date.FormatStyle(date: .long, time: .omitted))
                LabeledContent("Category") { Label(expense.category.title, systemImage: expense.category.symbol) }
            },
            bringBack: { store.bringBack($0) }, leaveDeleted: { store.leaveDeleted($0) },
            canBringBack: store.readFailure == nil)
    }
}
