import Charts
import TermUI
import TermUITesting

/// Swift Charts code as a sample app writes it, with `import Charts` and `import TermUI` only.
struct Sale: Identifiable {
    let id: Int
    let month: Date
    let product: String
    let units: Int
}

/// A bar chart of categories with a series each, a rule at the target, and axes of its own.
struct SalesChart: View {
    let sales: [Sale]

    var body: some View {
        Chart(sales) { sale in
            BarMark(x: .value("Product", sale.product), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: .automatic(desiredCount: 3)) { _ in
                AxisGridLine()
                AxisValueLabel()
            }
        }
        .chartLegend(.hidden)
    }
}

/// A line and its points over dates, with a rule, as a dashboard writes it.
struct TrendChart: View {
    let points: [(day: Date, value: Double)]

    var body: some View {
        Chart {
            ForEach(points, id: \.day) { point in
                LineMark(x: .value("Day", point.day), y: .value("Value", point.value))
            }
            RuleMark(y: .value("Target", 5.0))
                .foregroundStyle(Color.red)
        }
        .chartYScale(domain: 0...10)
        .chartXAxis(.hidden)
    }
}
