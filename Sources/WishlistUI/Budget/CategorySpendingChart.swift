import Charts
import Foundation
import TermUI
import TravelModel

/// "Spending by category": a bar for each category in the app's currency, largest first, its amount after it;
/// spending in other currencies is named below, not added (the app converts no currency). A month's in the
/// budget's charts, a trip's on its money screen.
struct CategorySpendingChart: View {
    /// Each category and currency spent in (`BudgetStore.spendingByCategory`).
    let spending: [CategorySpending]
    /// What the empty state says shows here.
    let emptyDescription: String
    @Environment(\.currencyCode) private var currencyCode
    @Environment(\.localeCategories) private var locales

    var body: some View {
        let shown = spending.filter { $0.currencyCode == currencyCode && $0.amount > 0 }
        let others = Set(spending.map(\.currencyCode)).subtracting([currencyCode]).sorted()
        Text("Spending by category").bold()
        if shown.isEmpty {
            ContentUnavailableView(
                "Nothing spent in \(currencyCode)", systemImage: "chart.bar", description: Text(emptyDescription))
        } else {
            let largest = shown.map(\.amount).max() ?? 0
            Chart(shown) { item in
                BarMark(x: .value("Spent", item.amount), y: .value("Category", item.category.title))
                    .foregroundStyle(by: .value("Category", item.category.title))
                    .annotation(position: .trailing) {
                        Text(item.amount, format: wholeAmounts).foregroundStyle(.secondary)
                    }
            }
            .chartLegend(.hidden)
            // Three rows a category at most, so that a tall window does not spread the bars apart.
            .frame(maxHeight: CGFloat(shown.count * 3 + 2), alignment: .top)
            // A quarter more than the largest, so that its amount has room after its bar.
            .chartXScale(domain: 0...(largest * 1.25))
            .chartXAxis {
                AxisMarks(values: .automatic(desiredCount: 4)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: wholeAmounts)
                }
            }
        }
        if !others.isEmpty {
            let codes = others.map { $0.sanitizedForTerminal(maxLength: 12) }
            Text("Not shown: spending in \(codes.joined(separator: ", "))").foregroundStyle(.secondary)
        }
    }

    /// Whole amounts of the app's currency in the locale of money, for the axis ("$1,200").
    private var wholeAmounts: FloatingPointFormatStyle<Double>.Currency {
        FloatingPointFormatStyle<Double>.Currency(code: currencyCode, locale: locales.monetary).precision(.fractionLength(0))
    }
}
