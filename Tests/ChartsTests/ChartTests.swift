import Foundation
import Testing
import Charts
@testable import TermUITesting
@testable import TermUIViews

/// Charts drawn headless: bars with eighth-block ends, horizontal bars, lines in braille, axes, the legend,
/// and the modifiers that hide or fix them.
@MainActor
struct ChartTests {
    private struct Spend: Identifiable {
        let id: String
        let amount: Double
    }

    private let spending = [Spend(id: "Food", amount: 40), Spend(id: "Hotel", amount: 100), Spend(id: "Taxi", amount: 15)]

    private func draw<V: View>(_ view: V, columns: Int = 40, rows: Int = 12, usesColor: Bool = true) -> TestDriver {
        var environment = EnvironmentValues()
        environment.usesColor = usesColor
        environment.locale = Locale(identifier: "en_US")
        return TestDriver(view, size: TerminalSize(columns: columns, rows: rows), environment: environment)
    }

    @Test func barsRiseFromZeroWithTheirCategoriesBelow() {
        let screen = draw(Chart(spending) { item in
            BarMark(x: .value("Category", item.id), y: .value("Amount", item.amount))
        })
        let lines = screen.lines
        let labelRow = lines[lines.count - 2]
        #expect(labelRow.contains("Food") && labelRow.contains("Hotel") && labelRow.contains("Taxi"))
        #expect(lines.contains { $0.contains("100") }, "the top tick is the largest value rounded")
        // The hotel's bar reaches the top row, the taxi's only the bottom rows.
        let hotelColumn = labelRow.range(of: "Hotel").map { labelRow.distance(from: labelRow.startIndex, to: $0.lowerBound) + 2 } ?? 0
        let column = { (row: String) in Array(row)[hotelColumn] }
        #expect(column(lines[0]) == "█")
        #expect(lines.joined().contains { "▁▂▃▄▅▆▇".contains($0) }, "a bar that ends inside a cell ends in an eighth block")
    }

    @Test func aNumberOnXMakesTheBarsLieDown() {
        let screen = draw(Chart(spending) { item in
            BarMark(x: .value("Amount", item.amount), y: .value("Category", item.id))
        })
        let hotel = screen.lines.first { $0.contains("Hotel") } ?? ""
        let taxi = screen.lines.first { $0.contains("Taxi") } ?? ""
        #expect(hotel.filter { $0 == "█" }.count > taxi.filter { $0 == "█" }.count * 4)
        #expect(screen.text.contains { "▏▎▍▌▋▊▉".contains($0) } || taxi.contains("█"))
    }

    @Test func seriesGetColoursAndALegend() {
        let screen = draw(Chart {
            LineMark(x: .value("Day", 1), y: .value("Spent", 3)).foregroundStyle(by: .value("Who", "Ann"))
            LineMark(x: .value("Day", 2), y: .value("Spent", 9)).foregroundStyle(by: .value("Who", "Ann"))
            LineMark(x: .value("Day", 1), y: .value("Spent", 5)).foregroundStyle(by: .value("Who", "Bo"))
            LineMark(x: .value("Day", 2), y: .value("Spent", 1)).foregroundStyle(by: .value("Who", "Bo"))
        })
        let legend = screen.lines[screen.lines.count - 2]
        #expect(legend.contains("■ Ann") && legend.contains("■ Bo"))
        #expect(screen.text.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count > 20, "lines are braille")
        let ann = screen.lines.firstIndex { $0.contains("■ Ann") }.map { row in
            screen.terminal.screen[screen.lines[row].distance(from: screen.lines[row].startIndex, to: screen.lines[row].firstIndex(of: "■") ?? screen.lines[row].startIndex), row]
        }
        #expect(ann?.style.foreground != nil, "the legend's swatch is in the series' colour")
    }

    @Test func withoutColoursSeriesAreToldApartBySymbols() {
        let screen = draw(Chart {
            PointMark(x: .value("Day", 1), y: .value("Spent", 3)).foregroundStyle(by: .value("Who", "Ann"))
            PointMark(x: .value("Day", 2), y: .value("Spent", 8)).foregroundStyle(by: .value("Who", "Bo"))
        }, usesColor: false)
        let legend = screen.lines[screen.lines.count - 2]
        #expect(legend.contains("● Ann") && legend.contains("■ Bo"))
        #expect(screen.text.filter { $0 == "●" }.count == 2 && screen.text.filter { $0 == "■" }.count == 2)
    }

    @Test func hiddenAxesAndLegendLeaveThePlotAlone() {
        let screen = draw(Chart(spending) { item in
            BarMark(x: .value("Category", item.id), y: .value("Amount", item.amount))
                .foregroundStyle(by: .value("Category", item.id))
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(.hidden))
        #expect(!screen.text.contains("Food") && !screen.text.contains("100") && !screen.text.contains("■"))
        #expect(screen.lines[screen.lines.count - 2].contains("█"), "the bars reach the bottom row")
    }

    @Test func aFixedDomainAndRulesAndAxisMarksOfYourOwn() {
        let screen = draw(Chart {
            RuleMark(y: .value("Limit", 50))
            BarMark(x: .value("Category", "Food"), y: .value("Amount", 25))
        }
        .chartYScale(domain: 0...100)
        .chartYAxis {
            AxisMarks(values: [0, 50, 100]) { value in
                AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1)))
            }
        })
        #expect(screen.text.contains("100.0") && screen.text.contains("50.0"))
        #expect(!screen.text.contains("┈"), "marks without grid lines draw none")
        #expect(screen.text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "the rule is a line of dots")
    }

    @Test func aRuleInOneCategorysBandMarksAValueBesideItsBarAlone() throws {
        let screen = draw(Chart {
            ForEach(spending) { item in
                BarMark(x: .value("Amount", item.amount), y: .value("Category", item.id))
                    .annotation(position: .trailing) { Text(verbatim: "\(Int(item.amount))") }
            }
            // Food's limit, beyond its bar and its amount; Taxi's, inside its bar.
            RuleMark(x: .value("Limit", 80), yStart: .value("Category", "Food"), yEnd: .value("Category", "Food"))
            RuleMark(x: .value("Limit", 10), yStart: .value("Category", "Taxi"), yEnd: .value("Category", "Taxi"))
            // Hotel's, where its amount is written: the amount stays whole.
            RuleMark(x: .value("Limit", 109), yStart: .value("Category", "Hotel"), yEnd: .value("Category", "Hotel"))
        }
        .chartXScale(domain: 0...125), rows: 10)
        let isBraille = { (character: Character) in character.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }
        let rows = screen.lines.enumerated().filter { $0.element.contains(where: isBraille) }.map(\.offset)
        let food = try #require(screen.lines.firstIndex { $0.contains("Food") })
        let hotel = try #require(screen.lines.firstIndex { $0.contains("Hotel") })
        let taxi = try #require(screen.lines.firstIndex { $0.contains("Taxi") })
        #expect(rows.contains(food) && rows.contains(taxi), "each rule is in its category's row")
        #expect(rows.contains(food - 1) && rows.contains(food + 1), "across its band, above and below the bar: \(screen.lines)")
        #expect(rows.allSatisfy { abs($0 - food) <= 1 || abs($0 - taxi) <= 1 || abs($0 - hotel) <= 1 }, "within the bands: \(rows)")
        #expect(screen.lines[taxi].contains("15") && screen.lines[food].contains("40"), "amounts whole")
        #expect(screen.lines[hotel].contains("100"), "a rule never cuts an amount: \(screen.lines[hotel])")
        let foodRule = try #require(screen.lines[food].firstIndex(where: isBraille))
        let foodBarEnd = try #require(screen.lines[food].lastIndex(of: "█"))
        #expect(foodRule > foodBarEnd, "Food's limit is past its bar")
        let column = screen.lines[food].distance(from: screen.lines[food].startIndex, to: foodRule)
        #expect(screen.lines[(hotel - 1)...].allSatisfy { !isBraille(Array($0)[column]) }, "not across the other categories")
        let taxiRule = try #require(screen.lines[taxi].firstIndex(where: isBraille))
        let taxiBarEnd = try #require(screen.lines[taxi].lastIndex { "█▏▎▍▌▋▊▉".contains($0) })
        #expect(taxiRule < taxiBarEnd, "Taxi's limit is drawn across its bar")
    }

    @Test func theSnippetsDraw() {
        let sales = [Sale(id: 1, month: Date(), product: "Tea", units: 30), Sale(id: 2, month: Date(), product: "Cake", units: 12)]
        let screen = draw(SalesChart(sales: sales))
        #expect(screen.text.contains("Tea") && screen.text.contains("Cake") && !screen.text.contains("■ Tea"))
        let day = Date(timeIntervalSince1970: 1_800_000_000)
        let trend = draw(TrendChart(points: (0..<5).map { (day.addingTimeInterval(Double($0) * 86_400), Double($0 * 2)) }))
        #expect(trend.text.contains("10") && trend.text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    }
}

/// Annotations: text beside a mark.
@MainActor
struct ChartAnnotationTests {
    @Test func aBarsAnnotationIsAboveAColumnAndAfterAHorizontalBar() {
        let columns = TestDriver(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 50)).annotation { Text("fifty") }
        }.chartYScale(domain: 0...100), size: TerminalSize(columns: 30, rows: 12))
        let labelRow = columns.row(containing: "fifty")
        let barTop = columns.lines.firstIndex { $0.contains("█") }
        #expect(labelRow != nil && barTop != nil && (labelRow ?? 0) < (barTop ?? 0), "above the column")
        let bars = TestDriver(Chart {
            BarMark(x: .value("Steps", 50), y: .value("Day", "Mon")).annotation(position: .trailing) { Text("fifty") }
        }.chartXScale(domain: 0...100), size: TerminalSize(columns: 40, rows: 6))
        let row = bars.lines.first { $0.contains("fifty") } ?? ""
        #expect(row.contains("█ fifty") || row.contains("▏ fifty") || row.range(of: #"[█▏▎▍▌▋▊▉] fifty"#, options: .regularExpression) != nil)
    }
}
