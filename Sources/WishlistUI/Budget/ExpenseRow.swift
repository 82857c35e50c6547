import Foundation
import TermUI
import TravelModel

/// One expense in the list: category symbol, title, date, and the amount, in its own currency, at the right
/// edge.
struct ExpenseRow: View {
    let expense: Expense

    var body: some View {
        HStack {
            Image(systemName: expense.category.symbol)
                .foregroundStyle(.tint)
                .frame(width: 2, alignment: .leading)
            Text(expense.title)
                .lineLimit(1)
            Spacer()
            // Date and amount never wrap (a German date, "29. Nov.", is longer than an English one); the
            // minimum widths keep them in columns.
            Text(expense.date, format: .dateTime.month(.abbreviated).day())
                .foregroundStyle(.secondary)
                .fixedSize()
                .frame(minWidth: 8, alignment: .trailing)
            Text(expense.amount, format: .currency(code: expense.currencyCode))
                .fixedSize()
                .frame(minWidth: 11, alignment: .trailing)
        }
    }
}
