import Foundation
import TermUI
import TravelModel

/// One expense in the list: category symbol, title, date, and the amount, in its own currency, at the right
/// edge. When narrow, the amount stays whole, the title comes next, the date last.
struct ExpenseRow: View {
    let expense: Expense
    /// Whether the date shows its year ("Nov 3, 2024"), in a list of more than one month.
    var showsYear = false

    var body: some View {
        HStack {
            Image(systemName: expense.category.symbol)
                .foregroundStyle(.tint)
                .frame(width: 2, alignment: .leading)
            // What matters is cut last: the title gets the room first, but never the amount's (kept whole);
            // the date shows whole or not at all. Date and amount never wrap (a German date, "29. Nov.", is
            // longer than an English one); with the date, minimum widths keep both in columns.
            Text(expense.title)
                .lineLimit(1)
                .layoutPriority(1)
            Spacer()
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text(expense.date, format: Self.dateStyle(showsYear: showsYear))
                        .foregroundStyle(.secondary)
                        .fixedSize()
                        .frame(minWidth: showsYear ? 12 : 8, alignment: .trailing)
                    amount.frame(minWidth: 11, alignment: .trailing)
                }
                amount
            }
        }
    }

    private var amount: some View {
        Text(expense.amount, format: Self.amountStyle(currencyCode: expense.currencyCode))
            .fixedSize()
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
