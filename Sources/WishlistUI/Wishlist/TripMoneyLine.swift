import Foundation
import TermUI
import TravelModel

/// One line on a trip's screen that sums up its money, cut to the width: what was spent of the budget and what
/// is left (or how far over it is, in the error colour, bold without colours), or what was spent, or that
/// nothing was; `$` opens the rest (`TripMoneyView`).
struct TripMoneyLine: View {
    let budget: Money?
    /// The trip's totals, one for each currency (`BudgetStore.totals(ofTrip:)`).
    let totals: [Money]
    @Environment(\.currencyCode) private var appCurrency

    var body: some View {
        Group {
            if let budget {
                let spent = totals.first { $0.currencyCode == budget.currencyCode }?.amount ?? 0
                let left = budget.amount - spent
                let spentText = Text("\(spent, format: .currency(code: budget.currencyCode)) of \(budget.amount, format: .currency(code: budget.currencyCode)) spent")
                if left >= 0 {
                    spentText + Text(", \(left, format: .currency(code: budget.currencyCode)) left").foregroundStyle(.secondary)
                } else {
                    spentText + Text(", over by \(-left, format: .currency(code: budget.currencyCode))").bold().foregroundStyle(.red)
                }
            } else if !totals.isEmpty {
                Text("Spent ") + TripMoneySummary.joined(totals, appCurrency: appCurrency)
            } else {
                Text("Nothing spent yet").foregroundStyle(.secondary)
            }
        }
        .lineLimit(1)
    }
}
