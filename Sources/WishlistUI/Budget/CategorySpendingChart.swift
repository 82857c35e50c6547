import Charts
import Foundation
import TermUI
import TravelModel

/// "Spending by category": a bar for each category in the app's currency, largest first, its amount after it;
/// spending in other currencies is named below, not added (the app converts no currency). A month's in the
/// budget's charts, a trip's on its money screen.
///
/// Given monthly limits (a month's chart), each category with a limit in the app's currency has a rule at its
/// limit across its row, and the categories over their limit are said below in words ("Over the limit: Food &
/// Drink, $1,234.50 of $1,000"), in the error colour, bold without colours. A limit in another currency is
/// never held against spending in this one.
struct CategorySpendingChart: View {
    /// Each category and currency spent in (`BudgetStore.spendingByCategory`).
    let spending: [CategorySpending]
    /// The monthly limits to draw (`BudgetStore.limits`), for a month's spending; none for a trip's, which is
    /// not a month's.
    let limits: [Category.ID: Money]
    /// What the empty state says shows here.
    let emptyDescription: Text
    @Environment(\.currencyCode) private var currencyCode
    @Environment(\.localeCategories) private var locales

    var body: some View {
        let shown = spending.filter { $0.currencyCode == currencyCode && $0.amount > 0 }
        let others = Set(spending.map(\.currencyCode)).subtracting([currencyCode]).sorted()
        Text("Spending by category", bundle: .module).bold()
        if shown.isEmpty {
            ContentUnavailableView {
                Label { Text("Nothing spent in \(currencyCode)", bundle: .module) } icon: { Image(systemName: "chart.bar") }
            } description: {
                emptyDescription
            }
        } else {
            let ruled = shown.compactMap { item in limit(of: item).map { (locales.localized(name: item.category.title), $0) } }
            let largest = (shown.map(\.amount) + ruled.map(\.1)).max() ?? 0
            Chart {
                ForEach(shown) { item in
                    let title = locales.localized(name: item.category.title)
                    BarMark(x: .value("Spent", item.amount), y: .value("Category", title))
                        .foregroundStyle(by: .value("Category", title))
                        .annotation(position: .trailing) {
                            Text(item.amount, format: wholeAmounts).foregroundStyle(.secondary)
                        }
                }
                ForEach(ruled, id: \.0) { title, limit in
                    RuleMark(x: .value("Limit", limit), yStart: .value("Category", title), yEnd: .value("Category", title))
                        .foregroundStyle(.red)
                }
            }
            .chartLegend(.hidden)
            // Three rows a category at most, so that a tall window does not spread the bars apart; one at least
            // (and the axis), so that what is said below the chart never squeezes two bars into a row.
            .frame(minHeight: CGFloat(shown.count + 1), maxHeight: CGFloat(shown.count * 3 + 2), alignment: .top)
            // A quarter more than the largest, so that its amount has room after its bar.
            .chartXScale(domain: 0...(largest * 1.25))
            .chartXAxis {
                AxisMarks(values: .automatic(desiredCount: 4)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: wholeAmounts)
                }
            }
        }
        let over = CategoryOverLimit.find(in: spending.filter { $0.currencyCode == currencyCode }, limits: limits)
        if !over.isEmpty {
            // Each with its amounts where they fit, else the categories alone, else how many.
            ViewThatFits(in: .horizontal) {
                Text("Over the limit: \(over.map { $0.description(in: locales) }.joined(separator: "; "))", bundle: .module)
                Text("Over the limit: \(over.map { locales.localized(name: $0.category.title) }.joined(separator: ", "))", bundle: .module)
                    .lineLimit(1)
                Text("\(over.count) categories over their limits", bundle: .module).lineLimit(1)
            }
            .bold().foregroundStyle(.red)
        }
        if !others.isEmpty {
            let codes = others.map { $0.sanitizedForTerminal(maxLength: 12) }
            Text("Not shown: spending in \(codes.joined(separator: ", "))", bundle: .module).foregroundStyle(.secondary)
        }
    }

    /// The limit of a category's spending in the app's currency, to draw; nil when it has none in that currency.
    private func limit(of item: CategorySpending) -> Double? {
        limits[item.category.id].flatMap { $0.currencyCode == currencyCode ? NSDecimalNumber(decimal: $0.amount).doubleValue : nil }
    }

    /// Whole amounts of the app's currency in the locale of money, for the axis ("$1,200").
    private var wholeAmounts: FloatingPointFormatStyle<Double>.Currency {
        FloatingPointFormatStyle<Double>.Currency(code: currencyCode, locale: locales.monetary).precision(.fractionLength(0))
    }
}
