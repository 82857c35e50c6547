import Foundation
import TermUI

/// The text of an axis's labels: categories as named, numbers as precise as the ticks' spacing needs
/// (thousands as "12k", millions as "1.5M"), dates in the unit the ticks step by (hours, days, months,
/// years), in the environment's locale, calendar and time zone.
struct ChartLabels {
    let locale: Locale
    let calendar: Calendar
    let timeZone: TimeZone

    /// The label of each tick, with the custom format of each where its axis mark has one.
    func labels(of ticks: [_PlotValue]) -> [String] {
        let spacing = zip(ticks, ticks.dropFirst()).compactMap { pair -> Double? in
            guard let a = pair.0.number, let b = pair.1.number else { return nil }
            return abs(b - a)
        }.min()
        let largest = ticks.compactMap { $0.number.map(abs) }.max() ?? 0
        return ticks.map { label(of: $0, spacing: spacing, largest: largest) }
    }

    private func label(of value: _PlotValue, spacing: Double?, largest: Double) -> String {
        switch value {
        case .category(let name):
            return name
        case .number(let number):
            let step = spacing ?? max(1, abs(number))
            if largest >= 10_000, step >= 1_000 {
                let (divisor, suffix) = largest >= 1_000_000 && step >= 100_000 ? (1_000_000.0, "M") : (1_000.0, "k")
                return short(number / divisor, step: step / divisor) + suffix
            }
            return short(number, step: step)
        case .date(let date):
            var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
            let step = spacing ?? 30 * 86_400
            if step < 86_400 {
                style = style.hour().minute()
            } else if step < 28 * 86_400 {
                style = style.day().month(.abbreviated)
            } else if step < 365 * 86_400 {
                style = style.month(.abbreviated)
            } else {
                style = style.year()
            }
            return date.formatted(style)
        }
    }

    /// A number with as many decimals as a step between ticks needs.
    private func short(_ number: Double, step: Double) -> String {
        let decimals = (0...6).first { digits in
            let scaled = step * pow(10, Double(digits))
            return abs(scaled.rounded() - scaled) < 1e-6
        } ?? 6
        return number.formatted(.number.precision(.fractionLength(decimals)).locale(locale))
    }
}
