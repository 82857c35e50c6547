import Foundation
import TermUI
import TravelModel

/// One expense in the list: category symbol, title, date, and the amount, in its own currency, at the right
/// edge. When narrow, the amount stays whole, the title comes next, the date last (`ExpenseRowLayout`).
struct ExpenseRow: View {
    let expense: Expense
    /// Whether the date shows its year ("Nov 3, 2024"), in a list of more than one month.
    var showsYear = false

    var body: some View {
        ExpenseRowLayout(dateColumn: showsYear ? 12 : 8) {
            Image(systemName: expense.category.symbol)
                .foregroundStyle(.tint)
            Text(expense.title)
                .lineLimit(1)
            Text(expense.date, format: Self.dateStyle(showsYear: showsYear))
                .foregroundStyle(.secondary)
            Text(expense.amount, format: Self.amountStyle(currencyCode: expense.currencyCode))
        }
    }

    /// How a row shows its date: "Nov 3", or "Nov 3, 2024" with the year (`FormatWarmUp` builds both early).
    static func dateStyle(showsYear: Bool) -> Date.FormatStyle {
        showsYear ? .dateTime.year().month(.abbreviated).day() : .dateTime.month(.abbreviated).day()
    }

    /// How a row shows its amount: in its currency.
    static func amountStyle(currencyCode: String) -> Decimal.FormatStyle.Currency {
        .currency(code: currencyCode)
    }
}
