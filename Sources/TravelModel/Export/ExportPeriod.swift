import Foundation

/// The days an export covers: from a first day to a last, both included, either of them open. A day is
/// "yyyy-MM-dd" text (ISO 8601, as the exports write days), in the calendar of the time zone the export is
/// made in: an expense is in the period when its day there is.
public struct ExportPeriod: Equatable, Sendable {
    /// The first day, or nil for no limit.
    public let first: String?
    /// The last day, or nil for no limit.
    public let last: String?

    /// Every day.
    public static let always = ExportPeriod(checkedFirst: nil, last: nil)

    private init(checkedFirst first: String?, last: String?) {
        self.first = first
        self.last = last
    }

    /// The period from `first` to `last`, each "yyyy-MM-dd" (a real day of the Gregorian calendar) or nil.
    ///
    /// - Throws: `Problem.notADay` for text that is not a day, `Problem.backwards` when the last day is
    ///   before the first.
    public init(first: String?, last: String?) throws(Problem) {
        for day in [first, last].compactMap(\.self) where StoredDay.noon(of: day, timeZone: .gmt) == nil {
            throw .notADay(day)
        }
        if let first, let last, last < first {
            // Days of this form compare as text in the order of time.
            throw .backwards(first: first, last: last)
        }
        self.init(checkedFirst: first, last: last)
    }

    /// Why text cannot make a period.
    public enum Problem: Error, Equatable, Sendable {
        /// The text is not a day written "yyyy-MM-dd".
        case notADay(String)
        /// The last day comes before the first.
        case backwards(first: String, last: String)
    }

    /// The moments the period holds in `calendar` (its time zone), as seconds since 2001 (the `date` column):
    /// from the start of the first day, and up to the start of the day after the last; nil for an open end.
    func bounds(in calendar: Calendar) -> (lower: Double?, upper: Double?) {
        func start(of day: String, addingDays days: Int) -> Double? {
            guard let noon = StoredDay.noon(of: day, timeZone: calendar.timeZone),
                  let moment = calendar.date(byAdding: .day, value: days, to: noon) else { return nil }
            return calendar.startOfDay(for: moment).timeIntervalSinceReferenceDate
        }
        return (first.flatMap { start(of: $0, addingDays: 0) }, last.flatMap { start(of: $0, addingDays: 1) })
    }
}
