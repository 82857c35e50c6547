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
    @Environment(\.localeCategories) private var locales

    var body: some View {
        DeletedWhileChangedForm(
            items: store.deletedWhileChanged(),
            settled: Text("Nothing is left to settle: each expense is back or stays deleted.", bundle: .module),
            title: { $0.expense.title.isEmpty ? locales.localized("Untitled expense") : $0.expense.title },
            changed: { ($0.changedDate, $0.changedHere) },
            details: { deleted in
                let expense = deleted.expense
                LabeledContent {
                    Text(expense.amount, format: .currency(code: expense.currencyCode))
                } label: {
                    Text("Amount", bundle: .module)
                }
                LabeledContent {
                    Text(expense.date, format: Date.FormatStyle(date: .long, time: .omitted))
                } label: {
                    Text("Day", bundle: .module)
                }
                LabeledContent {
                    Label(name: expense.category.title, systemImage: expense.category.symbol)
                } label: {
                    Text("Category", bundle: .module)
                }
            },
            bringBack: { store.bringBack($0) }, leaveDeleted: { store.leaveDeleted($0) },
            canBringBack: store.readFailure == nil)
    }
}
