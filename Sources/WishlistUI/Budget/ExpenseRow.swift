import Foundation
import TermUI
import TravelModel

/// One expense in the list: category symbol, title, date, and the amount at the right edge.
struct ExpenseRow: View {
    let expense: Expense
    @Environment(\.currencyCode) private var currencyCode
    @Environment(\.locale) private var locale

    var body: some View {
        HStack {
            Image(systemName: expense.category.symbol)
                .foregroundStyle(.tint)
                .frame(width: 2, alignment: .leading)
            Text(expense.title)
                .lineLimit(1)
            Spacer()
            Text(expense.date, format: .dateTime.month(.abbreviated).day().locale(locale))
                .foregroundStyle(.secondary)
                .frame(width: 7, alignment: .trailing)
            Text(expense.amount, format: .currency(code: currencyCode).locale(locale))
                .frame(minWidth: 11, alignment: .trailing)
        }
    }
}
