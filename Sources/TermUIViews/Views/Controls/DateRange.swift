import Foundation

/// The dates a date picker may choose: a closed range, a range open at one end, or any date.
struct DateRange {
    /// The earliest date, if any.
    var lowerBound: Date?
    /// The latest date, if any.
    var upperBound: Date?

    /// Every date.
    static let unbounded = DateRange()

    /// A date moved into the range.
    func clamp(_ date: Date) -> Date {
        var result = date
        if let lowerBound, result < lowerBound { result = lowerBound }
        if let upperBound, result > upperBound { result = upperBound }
        return result
    }

    /// Whether some moment of the day that starts at `start` and ends before `end` is in the range.
    func overlapsDay(from start: Date, to end: Date) -> Bool {
        (upperBound.map { $0 >= start } ?? true) && (lowerBound.map { $0 < end } ?? true)
    }

    /// Whether some moment of a date's day (in a calendar) is in the range.
    func containsDay(of date: Date, in calendar: Calendar) -> Bool {
        guard let day = calendar.dateInterval(of: .day, for: date) else { return clamp(date) == date }
        return overlapsDay(from: day.start, to: day.end)
    }

    /// The date a number of calendar units from `date`, moved into the range; nil when that stays in the
    /// same `granularity` unit as `date` (the range stops the move).
    func step(
        from date: Date, by component: Calendar.Component, value: Int, granularity: Calendar.Component = .day,
        in calendar: Calendar
    ) -> Date? {
        guard let moved = calendar.date(byAdding: component, value: value, to: date) else { return nil }
        let clamped = clamp(moved)
        return calendar.isDate(clamped, equalTo: date, toGranularity: granularity) ? nil : clamped
    }
}
