import Foundation

/// How one axis places values: categories in bands, or numbers and dates on a line, with the values its
/// marks are at (round numbers, whole calendar units).
struct ChartScale {
    /// How values are placed.
    enum Kind {
        /// One band each, in order.
        case bands([_PlotValue])
        /// From `lower` to `upper` (dates as seconds since 1970).
        case linear(lower: Double, upper: Double, isDate: Bool)
    }

    let kind: Kind

    /// The scale of values: bands for categories (and for dates of bars that span a unit), else linear
    /// over the values (and zero, for numbers, as Swift Charts includes it), or over a given domain.
    init(values: [_PlotValue], banded: Bool, domain: [_PlotValue]?) {
        let source = domain ?? values
        let isCategory = source.contains { if case .category = $0 { true } else { false } }
        let isDate = source.contains { if case .date = $0 { true } else { false } }
        if isCategory || (banded && domain == nil) {
            var seen = Set<_PlotValue>(), order: [_PlotValue] = []
            for value in source where seen.insert(value).inserted { order.append(value) }
            if isDate { order.sort { ($0.number ?? 0) < ($1.number ?? 0) } }
            kind = .bands(order)
            return
        }
        let numbers = source.compactMap(\.number)
        var lower = numbers.min() ?? 0, upper = numbers.max() ?? 1
        if domain == nil, !isDate { lower = min(lower, 0); upper = max(upper, 0) }
        if upper <= lower { upper = lower + (isDate ? 86_400 : 1) }
        kind = .linear(lower: lower, upper: upper, isDate: isDate)
    }

    /// The scale with its ends widened to round ticks, for an axis with room for about `count` of them.
    func rounded(toTicks count: Int, domainGiven: Bool) -> ChartScale {
        guard case .linear(let lower, let upper, false) = kind, !domainGiven else { return self }
        let step = Self.niceStep((upper - lower) / Double(max(1, count)))
        return ChartScale(kind: .linear(lower: (lower / step).rounded(.down) * step, upper: (upper / step).rounded(.up) * step, isDate: false))
    }

    private init(kind: Kind) {
        self.kind = kind
    }

    /// A step of 1, 2, 2.5 or 5 times a power of ten, the smallest at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw.isFinite, raw > 0 else { return 1 }
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / magnitude
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// Where a value is, from 0 to 1 along the axis (a band's middle); nil for a value the scale lacks.
    func fraction(of value: _PlotValue) -> Double? {
        switch kind {
        case .bands(let bands):
            guard let index = bands.firstIndex(of: value) else { return nil }
            return (Double(index) + 0.5) / Double(bands.count)
        case .linear(let lower, let upper, _):
            guard let number = value.number else { return nil }
            return (number - lower) / (upper - lower)
        }
    }

    /// A band's share of the axis (1 for a linear scale's whole length).
    var bandWidth: Double {
        if case .bands(let bands) = kind { return 1 / Double(max(1, bands.count)) }
        return 1
    }

    /// Whether the scale has bands.
    var isBanded: Bool {
        if case .bands = kind { return true }
        return false
    }

    /// The values marked on the axis: every band, or round values (whole calendar units for dates) about
    /// `count` of them, or as `values` asks.
    func ticks(count: Int, values: AxisMarkValues?, calendar: Calendar) -> [_PlotValue] {
        switch kind {
        case .bands(let bands):
            if case .values(let chosen)? = values?.choice { return chosen.filter(bands.contains) }
            return bands
        case .linear(let lower, let upper, let isDate):
            var desired = max(1, count)
            switch values?.choice {
            case .values(let chosen)?:
                return chosen.filter { ($0.number.map { $0 >= lower && $0 <= upper }) ?? false }
            case .automatic(let wanted?)?:
                desired = max(1, min(wanted, count))
            case .stride(let step)? where step > 0 && !isDate:
                return Self.multiples(of: step, from: lower, to: upper).map { .number($0) }
            case .calendarStride(let unit, let stride)? where isDate:
                return Self.dates(every: stride, unit, from: lower, to: upper, calendar: calendar)
            default:
                break
            }
            if isDate { return Self.dateTicks(from: lower, to: upper, count: desired, calendar: calendar) }
            return Self.multiples(of: Self.niceStep((upper - lower) / Double(desired)), from: lower, to: upper).map { .number($0) }
        }
    }

    /// The multiples of a step from `lower` to `upper` (at most 200).
    private static func multiples(of step: Double, from lower: Double, to upper: Double) -> [Double] {
        var values: [Double] = []
        var value = (lower / step).rounded(.up) * step
        while value <= upper + step * 1e-9, values.count < 200 {
            values.append(abs(value) < step * 1e-9 ? 0 : value)
            value += step
        }
        return values
    }

    /// Round dates from `lower` to `upper`: days, months or years, as many as fit `count`.
    private static func dateTicks(from lower: Double, to upper: Double, count: Int, calendar: Calendar) -> [_PlotValue] {
        let span = upper - lower
        let day = 86_400.0
        let candidates: [(Calendar.Component, Int, Double)] = [
            (.hour, 1, 3_600), (.hour, 6, 21_600), (.day, 1, day), (.day, 7, 7 * day), (.month, 1, 30 * day),
            (.month, 3, 91 * day), (.year, 1, 365 * day), (.year, 5, 5 * 365 * day), (.year, 10, 3_650 * day),
        ]
        let (unit, stride, _) = candidates.first { span / $0.2 <= Double(count) } ?? (.year, 100, 0)
        return dates(every: stride, unit, from: lower, to: upper, calendar: calendar)
    }

    /// The starts of every `stride` units of the calendar from `lower` to `upper` (at most 200).
    private static func dates(every stride: Int, _ unit: Calendar.Component, from lower: Double, to upper: Double, calendar: Calendar) -> [_PlotValue] {
        let start = Date(timeIntervalSince1970: lower), end = Date(timeIntervalSince1970: upper)
        guard var date = calendar.dateInterval(of: unit, for: start)?.start else { return [] }
        if date < start, let next = calendar.date(byAdding: unit, value: 1, to: date) { date = next }
        var dates: [_PlotValue] = []
        while date <= end, dates.count < 200 {
            dates.append(.date(date))
            guard let next = calendar.date(byAdding: unit, value: stride, to: date), next > date else { break }
            date = next
        }
        return dates
    }
}
