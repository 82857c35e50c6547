import Foundation
import TermUI
import TravelModel

/// What a trip has cost and may cost: what was spent in each currency, and with a budget, how much of it (a bar)
/// and what is left, or by how much it is over (said in words, in the error colour, bold without colours).
/// Spending in a currency other than the budget's is shown apart and not counted against it: the app converts
/// no currency.
struct TripMoneySummary: View {
    let budget: Money?
    /// The trip's totals, one for each currency (`BudgetStore.totals(ofTrip:)`).
    let totals: [Money]
    @Environment(\.currencyCode) private var appCurrency

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let budget {
                let standing = BudgetStanding(budget: budget, totals: totals), code = budget.currencyCode
                Text("Spent \(standing.spent, format: .currency(code: code)) of \(budget.amount, format: .currency(code: code))", bundle: .module)
                ProgressView(value: min(Self.double(standing.spent), Self.double(budget.amount)), total: max(Self.double(budget.amount), 0.01))
                if standing.left >= 0 {
                    Text("\(standing.left, format: .currency(code: code)) left", bundle: .module).foregroundStyle(.secondary)
                } else {
                    Text("Over budget by \(-standing.left, format: .currency(code: code))", bundle: .module).bold().foregroundStyle(.red)
                }
                if !standing.others.isEmpty {
                    (Text("Also ", bundle: .module) + Self.joined(standing.others, appCurrency: appCurrency)
                        + Text(", not counted against the budget", bundle: .module)).foregroundStyle(.secondary)
                }
            } else if totals.isEmpty {
                Text("Nothing spent yet", bundle: .module).foregroundStyle(.secondary)
            } else {
                Text("Spent ", bundle: .module) + Self.joined(totals, appCurrency: appCurrency)
            }
        }
    }

    /// The amounts as one text, "$12.00 + ¥500", each in its currency, formatted in the environment's locale;
    /// the app's currency first, then by code.
    static func joined(_ amounts: [Money], appCurrency: String) -> Text {
        let ordered = amounts.filter { $0.currencyCode == appCurrency } + amounts.filter { $0.currencyCode != appCurrency }
        return ordered.enumerated().reduce(Text(verbatim: "")) { text, element in
            text + Text(verbatim: element.offset == 0 ? "" : " + ")
                + Text(element.element.amount, format: .currency(code: element.element.currencyCode))
        }
    }

    /// An amount as a bar's value (a bar needs no more than a Double's precision).
    private static func double(_ amount: Decimal) -> Double {
        NSDecimalNumber(decimal: amount).doubleValue
    }
}
