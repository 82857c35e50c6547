import Foundation

extension Decimal {
    /// The amount as `locale` writes money in the currency with `code`, without the fraction when it is whole
    /// ("$1,500", "$1,500.50"): how limits and their totals are said.
    func moneyText(code: String, locale: Locale) -> String {
        var value = self, whole = Decimal()
        NSDecimalRound(&whole, &value, 0, .plain)
        let style = Decimal.FormatStyle.Currency(code: code, locale: locale)
        return formatted(whole == self ? style.precision(.fractionLength(0)) : style)
    }
}
