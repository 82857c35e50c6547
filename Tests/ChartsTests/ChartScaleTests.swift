import Foundation
import Testing
@testable import Charts

/// Scales: bands for categories, round ticks for numbers, whole calendar units for dates.
struct ChartScaleTests {
    @Test func stepsAreOneTwoOrFiveTimesAPowerOfTen() {
        #expect(ChartScale.niceStep(0.7) == 1)
        #expect(ChartScale.niceStep(13) == 20)
        #expect(ChartScale.niceStep(230) == 250)
        #expect(ChartScale.niceStep(4_100) == 5_000)
    }

    @Test func numbersStartAtZeroAndEndOnARoundTick() {
        let scale = ChartScale(values: [.number(12), .number(87)], banded: false, domain: nil).rounded(toTicks: 4, domainGiven: false)
        guard case .linear(let lower, let upper, false) = scale.kind else { Issue.record("not linear"); return }
        #expect(lower == 0 && upper == 100)
        let ticks = scale.ticks(count: 4, values: nil, calendar: Calendar(identifier: .gregorian))
        #expect(ticks == [0, 25, 50, 75, 100].map { _PlotValue.number($0) })
        #expect(scale.fraction(of: .number(50)) == 0.5)
    }

    @Test func aGivenDomainIsKeptAsItIs() {
        let scale = ChartScale(values: [.number(3)], banded: false, domain: [.number(1), .number(7)]).rounded(toTicks: 4, domainGiven: true)
        #expect(scale.fraction(of: .number(4)) == 0.5)
    }

    @Test func categoriesAreBandsInTheOrderTheyCame() {
        let scale = ChartScale(values: [.category("Food"), .category("Hotel"), .category("Food")], banded: false, domain: nil)
        #expect(scale.fraction(of: .category("Food")) == 0.25)
        #expect(scale.fraction(of: .category("Hotel")) == 0.75)
        #expect(scale.bandWidth == 0.5)
        #expect(scale.fraction(of: .category("Taxi")) == nil)
    }

    @Test func dateTicksAreTheStartsOfMonths() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let start = calendar.date(from: DateComponents(year: 2026, month: 1, day: 15)) ?? Date()
        let end = calendar.date(from: DateComponents(year: 2026, month: 6, day: 10)) ?? Date()
        let scale = ChartScale(values: [.date(start), .date(end)], banded: false, domain: nil)
        let ticks = scale.ticks(count: 6, values: nil, calendar: calendar)
        let months = ticks.compactMap { tick -> Int? in
            guard case .date(let date) = tick else { return nil }
            return calendar.component(.month, from: date)
        }
        #expect(months == [2, 3, 4, 5, 6])
        let labels = ChartLabels(locale: Locale(identifier: "en_US"), calendar: calendar, timeZone: calendar.timeZone)
        #expect(labels.labels(of: ticks).first == "Feb")
    }

    @Test func labelsAreAsPreciseAsTheirStep() {
        let labels = ChartLabels(locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian), timeZone: .gmt)
        #expect(labels.labels(of: [0, 2.5, 5].map { _PlotValue.number($0) }) == ["0.0", "2.5", "5.0"])
        #expect(labels.labels(of: [0, 20_000, 40_000].map { _PlotValue.number($0) }) == ["0k", "20k", "40k"])
        #expect(labels.labels(of: [0, 50, 100].map { _PlotValue.number($0) }) == ["0", "50", "100"])
    }
}
