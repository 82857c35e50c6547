import Foundation
import TravelModel

/// A trip's spending against its budget: what was spent in the budget's currency, what is left (below zero, how
/// far over), and what was spent in other currencies, never counted against it (the app converts no currency).
/// What `TripMoneySummary` and `TripMoneyLine` say, worked out once.
struct BudgetStanding {
    let budget: Money
    /// The spending in the budget's currency.
    let spent: Decimal
    /// The spending in other currencies.
    let others: [Money]

    /// The standing of a trip's totals (one for each currency) against `budget`.
    init(budget: Money, totals: [Money]) {
        self.budget = budget
        spent = totals.first { $0.currencyCode == budget.currencyCode }?.amount ?? 0
        others = totals.filter { $0.currencyCode != budget.currencyCode }
    }

    /// What is left of the budget; below zero when it is spent past.
    var left: Decimal { budget.amount - spent }
}
