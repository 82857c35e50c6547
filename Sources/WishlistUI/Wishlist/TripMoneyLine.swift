import Foundation
import TermUI
import TravelModel

/// One line on a trip's screen that sums up its money, cut to the width: what was spent of the budget and what
/// is left (or how far over it is, in the error colour, bold without colours), where narrow only what is left or
/// how far over, or what was spent, or that nothing was; `$` opens the rest (`TripMoneyView`).
struct TripMoneyLine: View {
    let budget: Money?
    /// The trip's totals, one for each currency (`BudgetStore.totals(ofTrip:)`).
    let totals: [Money]
    @Environment(\.currencyCode) private var appCurrency
    @Environment(\.localeCategories) private var locales
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        Group {
            if let budget {
                let standing = BudgetStanding(budget: budget, totals: totals), code = budget.currencyCode
                let spentText = Text("\(standing.spent, format: .currency(code: code)) of \(budget.amount, format: .currency(code: code)) spent", bundle: .module)
                let (whole, narrow) = standing.left >= 0
                    ? (spentText + Text(", \(standing.left, format: .currency(code: code)) left", bundle: .module).foregroundStyle(.secondary),
                       Text("\(standing.left, format: .currency(code: code)) left", bundle: .module))
                    : (spentText + Text(", over by \(-standing.left, format: .currency(code: code))", bundle: .module).bold().foregroundStyle(.red),
                       Text("Over budget by \(-standing.left, format: .currency(code: code))", bundle: .module).bold().foregroundStyle(.red))
                // Where the whole sentence does not fit (40 columns), what is left or how far over is what stays.
                ViewThatFits(in: .horizontal) {
                    whole
                    narrow
                }
            } else if !totals.isEmpty {
                Text("Spent ", bundle: .module) + TripMoneySummary.joined(totals, appCurrency: appCurrency)
            } else {
                Text("Nothing spent yet", bundle: .module).foregroundStyle(.secondary)
            }
        }
        .lineLimit(1)
        // The trip's money is one key away: its amounts' formatters are built meanwhile.
        .onChange(of: currencyCodes, initial: true) { _, _ in warmUpFormats() }
    }

    /// The currencies of the budget and of what was spent.
    private var currencyCodes: [String] {
        (budget.map { [$0.currencyCode] } ?? []) + totals.map(\.currencyCode)
    }

    private func warmUpFormats() {
        FormatWarmUp.start(
            currencies: currencyCodes, includingDates: false,
            in: FormatWarmUp.environment(locales: locales, calendar: calendar, timeZone: timeZone))
    }
}
