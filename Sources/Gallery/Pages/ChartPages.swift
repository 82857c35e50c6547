import Charts
import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let chartPages = [
        GalleryPage("Charts", in: .drawing, code: """
            struct Spending: Identifiable {
                let id = UUID()
                let city: String
                let category: String
                let amount: Double
            }

            let spending = [
                Spending(city: "Kyōto", category: "Food", amount: 180),
                Spending(city: "Kyōto", category: "Rail", amount: 120),
                Spending(city: "Lisbon", category: "Food", amount: 140),
                Spending(city: "Lisbon", category: "Rail", amount: 40),
                Spending(city: "Oaxaca", category: "Food", amount: 90),
                Spending(city: "Oaxaca", category: "Rail", amount: 60),
            ]
            let temperatures = [(day: 1, high: 18.0), (day: 2, high: 21), (day: 3, high: 19), (day: 4, high: 24)]

            VStack(alignment: .leading) {
                Chart(spending) { item in
                    BarMark(x: .value("City", item.city), y: .value("Spent", item.amount))
                        .foregroundStyle(by: .value("Category", item.category))
                    RuleMark(y: .value("Budget", 200))
                        .foregroundStyle(.red)
                }
                .chartYAxis {
                    AxisMarks(position: .leading, values: .automatic(desiredCount: 3))
                }
                .frame(height: 10)
                Chart {
                    ForEach(temperatures, id: \\.day) { point in
                        LineMark(x: .value("Day", point.day), y: .value("High", point.high))
                        PointMark(x: .value("Day", point.day), y: .value("High", point.high))
                    }
                }
                .chartYScale(domain: 10...30)
                .frame(height: 8)
            }
            """) { ChartsExample() },
    ]
}

struct Spending: Identifiable {
    let id = UUID()
    let city: String
    let category: String
    let amount: Double
}

private struct ChartsExample: View {
    let spending = [
        Spending(city: "Kyōto", category: "Food", amount: 180),
        Spending(city: "Kyōto", category: "Rail", amount: 120),
        Spending(city: "Lisbon", category: "Food", amount: 140),
        Spending(city: "Lisbon", category: "Rail", amount: 40),
        Spending(city: "Oaxaca", category: "Food", amount: 90),
        Spending(city: "Oaxaca", category: "Rail", amount: 60),
    ]
    let temperatures = [(day: 1, high: 18.0), (day: 2, high: 21), (day: 3, high: 19), (day: 4, high: 24)]

    var body: some View {
        VStack(alignment: .leading) {
            Chart(spending) { item in
                BarMark(x: .value("City", item.city), y: .value("Spent", item.amount))
                    .foregroundStyle(by: .value("Category", item.category))
                RuleMark(y: .value("Budget", 200))
                    .foregroundStyle(.red)
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: .automatic(desiredCount: 3))
            }
            .frame(height: 10)
            Chart {
                ForEach(temperatures, id: \.day) { point in
                    LineMark(x: .value("Day", point.day), y: .value("High", point.high))
                    PointMark(x: .value("Day", point.day), y: .value("High", point.high))
                }
            }
            .chartYScale(domain: 10...30)
            .frame(height: 8)
        }
    }
}
