import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
    ///
    /// `.date` and `.time` are fixed texts. `.relative`, `.offset` and `.timer` are worked out when the text is
    /// drawn; unlike SwiftUI they do not count on by themselves: put the text in a `TimelineView` to keep them
    /// current.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day, as "6:45 AM".
        public static let time = DateStyle(kind: .time)
        /// The day, as "December 1, 2026".
        public static let date = DateStyle(kind: .date)
        /// How long from now, as "in 2 hours" or "3 minutes ago".
        public static let relative = DateStyle(kind: .relative)
        /// The signed time from now, as "+2 hours" or "-3 minutes".
        public static let offset = DateStyle(kind: .offset)
        /// A count of the time from now, as "2:05:09".
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date shown in a style, in the environment's locale, calendar and time zone, as SwiftUI's
    /// `Text(_:style:)` (see `DateStyle` for how the relative styles differ).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: "")
        runs[0].formatted = { environment in
            Self.text(of: date, style: style, now: .now, in: environment ?? EnvironmentValues())
        }
    }

    /// The text of a date in a style at the moment `now`.
    static func text(of date: Date, style: DateStyle, now: Date, in environment: EnvironmentValues) -> String {
        let locale = environment.localeCategories.time
        var calendar = environment.calendar
        calendar.locale = locale
        switch style.kind {
        case .time:
            return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: calendar, timeZone: environment.timeZone))
        case .date:
            return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: environment.timeZone))
        case .relative:
            return date.formatted(Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide, locale: locale, calendar: calendar).locale(locale))
        case .offset:
            let seconds = date.timeIntervalSince(now)
            let magnitude = Duration.seconds(abs(seconds).rounded()).formatted(.units(allowed: [.hours, .minutes, .seconds], width: .wide, maximumUnitCount: 1).locale(locale))
            return (seconds < 0 ? "-" : "+") + magnitude
        case .timer:
            let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            let clock = hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
            return clock
        }
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
