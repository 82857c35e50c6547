import Foundation
import TermUI
import TravelModel

/// A category whose spending in a month is over its monthly limit, both in one currency: "Food & Drink,
/// $1,234.50 of $1,000". Spending in another currency than the limit's is never held against it.
struct CategoryOverLimit: Equatable, Identifiable {
    /// The category.
    let category: Category
    /// What was spent in the limit's currency (the chart's sum, `CategorySpending.amount`).
    let spent: Decimal
    /// The limit.
    let limit: Money

    /// The category.
    var id: Category.ID { category.id }

    /// The categories of `spending` over their limit in `limits`, largest spending first (the chart's order):
    /// each category's spending in its limit's currency only. The chart's sums are `Double`s, whose error is
    /// far below a millionth: rounded to millionths, a month that spent exactly its limit is not over it.
    static func find(in spending: [CategorySpending], limits: [Category.ID: Money]) -> [CategoryOverLimit] {
        spending.compactMap { item in
            guard let limit = limits[item.category.id], limit.currencyCode == item.currencyCode else { return nil }
            var exact = Decimal(item.amount), spent = Decimal()
            NSDecimalRound(&spent, &exact, 6, .plain)
            return spent > limit.amount ? CategoryOverLimit(category: item.category, spent: spent, limit: limit) : nil
        }
    }

    /// "Food & Drink, $1,234.50 of $1,000", in the language of messages and the locale of money.
    func description(in locales: LocaleCategories) -> String {
        let code = limit.currencyCode, locale = locales.monetary
        let spent = spent.moneyText(code: code, locale: locale), limit = limit.amount.moneyText(code: code, locale: locale)
        return locales.localized("\(locales.localized(name: category.title)), \(spent) of \(limit)")
    }
}
