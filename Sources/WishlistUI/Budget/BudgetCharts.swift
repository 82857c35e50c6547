import Charts
import Foundation
import TermUI
import TravelModel

/// What the budget shows: the month's expenses, or one of its charts; `c` goes from one to the next.
enum BudgetPresentation: CaseIterable {
    case expenses, spendingByCategory, lastTwelveMonths

    /// The one `c` shows next.
    var next: BudgetPresentation {
        switch self {
        case .expenses: .spendingByCategory
        case .spendingByCategory: .lastTwelveMonths
        case .lastTwelveMonths: .expenses
        }
    }
}

/// The budget's charts for a month, as `c` chooses: "Spending by category", a bar for each category in the
/// app's currency, largest first, with the monthly limits (`L` sets them, `LimitsSheet`); "Last 12 months", a
/// bar for each month up to the one shown (in orange). The sums are the store's, cached (summed by the database
/// once a month, then kept up to date).
struct BudgetChart: View {
    @Environment(BudgetStore.self) private var store
    @Environment(\.calendar) private var calendar
    @Environment(\.currencyCode) private var currencyCode
    @Environment(\.localeCategories) private var locales
    /// Which chart.
    let presentation: BudgetPresentation
    /// A day of the month shown.
    let month: Date
    /// Whether the sheet of the monthly limits shows.
    @State private var isSettingLimits = false

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            if presentation == .lastTwelveMonths {
                lastTwelveMonths
            } else {
                spendingByCategory
            }
        }
        .padding(.horizontal, 1)
        // Focusable, so that the screen's keys (c) reach it and are hinted while it shows.
        .focusable()
        // Nothing is changed while the store cannot read its data.
        .onKeyPress("L", hint: presentation == .spendingByCategory && store.readFailure == nil ? "limits" : nil) {
            guard presentation == .spendingByCategory, store.readFailure == nil else { return .ignored }
            isSettingLimits = true
            return .handled
        }
        .sheet(isPresented: $isSettingLimits) {
            let conflicts = store.limitConflicts()
            LimitsSheet(limits: store.limits, conflicts: conflicts, currencyCode: currencyCode) { changes in
                store.setLimits(changes)
                store.settle(conflicts)
            }
        }
    }

    @ViewBuilder
    private var spendingByCategory: some View {
        CategorySpendingChart(
            spending: store.spendingByCategory(inMonthOf: month, calendar: calendar), limits: store.limits,
            emptyDescription: Text("Expenses of this month in \(currencyCode) show here.", bundle: .module))
        let unreadable = store.unreadableExpenses(inMonthOf: month, calendar: calendar)
        ForEach(sentences(unreadable, place: locales.localized("of this month")), id: \.self) { Text($0).foregroundStyle(.yellow) }
    }

    @ViewBuilder
    private var lastTwelveMonths: some View {
        let months = store.monthlySpending(endingInMonthOf: month, count: 12, calendar: calendar)
        let shownMonth = months.last?.month
        Text("Last 12 months", bundle: .module).bold()
        if months.allSatisfy({ ($0.totals[currencyCode] ?? 0) == 0 }) {
            // Not an empty grid with axis labels of nothing ("$1 $1 $0").
            ContentUnavailableView {
                Label { Text("No spending in these months", bundle: .module) } icon: { Image(systemName: "chart.bar") }
            } description: {
                Text("Expenses in \(currencyCode) of the 12 months up to this one show here.", bundle: .module)
            }
        } else {
            Chart(months) { item in
                BarMark(x: .value("Month", item.month, unit: .month, calendar: calendar), y: .value("Spent", item.totals[currencyCode] ?? 0))
                    .foregroundStyle(item.month == shownMonth ? Color.orange : Color.blue)
            }
            .chartYAxis {
                AxisMarks(values: .automatic(desiredCount: 4)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: wholeAmounts)
                }
            }
            .environment(\.locale, locales.time)
        }
        Text("In \(currencyCode); ←→ moves the last month", bundle: .module).foregroundStyle(.secondary)
        let unreadable = months.reduce(into: UnreadableRows()) { $0.add($1.unreadable) }
        ForEach(sentences(unreadable, place: locales.localized("of these months")), id: \.self) { Text($0).foregroundStyle(.yellow) }
    }

    /// What the chart leaves out, in sentences: the expenses that could not be read, and whether they could not
    /// all be read (a damaged page).
    private func sentences(_ unreadable: UnreadableRows, place: String) -> [String] {
        [
            unreadable.failureSentence(place: place, in: locales),
            unreadable.leftOutSentence(of: .expenses, place: place, in: locales),
        ].compactMap { $0 }
    }

    /// Whole amounts of the app's currency in the locale of money, for the axes ("$1,200").
    private var wholeAmounts: FloatingPointFormatStyle<Double>.Currency {
        FloatingPointFormatStyle<Double>.Currency(code: currencyCode, locale: locales.monetary).precision(.fractionLength(0))
    }
}
