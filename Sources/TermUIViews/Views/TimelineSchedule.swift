import Foundation

/// The dates at which a `TimelineView` makes its content again, as in SwiftUI.
///
/// `entries(from:mode:)` lists dates in increasing order; the view shows the latest one that has come and
/// wakes at the next. The terminal draws every entry, so `mode` is only passed along.
@MainActor @preconcurrency
public protocol TimelineSchedule {
    /// The sequence of dates the schedule gives.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates from `startDate` on (a schedule may begin with the last date before it).
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a timeline may update, as in SwiftUI; the terminal always updates at every entry.
public enum TimelineScheduleMode: Sendable {
    /// Updates at every entry.
    case normal
    /// SwiftUI's mode for a dimmed display; treated as `normal`.
    case lowFrequency
}

/// Updates at the start of every minute: what a clock or a board of times needs.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The start of `startDate`'s minute, then one date a minute.
    public typealias Entries = UnfoldFirstSequence<Date>

    /// A schedule of every minute.
    public init() {}

    /// The start of the minute that holds `startDate`, then the start of each minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let start = Calendar.current.dateInterval(of: .minute, for: startDate)?.start ?? startDate
        return sequence(first: start) { $0.addingTimeInterval(60) }
    }
}

/// Updates at a fixed interval from a first date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// Dates `interval` apart.
    public typealias Entries = UnfoldFirstSequence<Date>

    private let startDate: Date
    private let interval: TimeInterval

    /// Dates `interval` seconds apart, from `startDate` on (an interval under a tenth of a second counts as a
    /// tenth: the terminal has no use for more).
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = max(interval, 0.1)
    }

    /// The latest date of the schedule at or before `date` (or the first one, if `date` is earlier), then
    /// every date after it.
    public func entries(from date: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = date.timeIntervalSince(startDate)
        let first = elapsed <= 0 ? startDate : startDate.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
        let interval = self.interval
        return sequence(first: first) { $0.addingTimeInterval(interval) }
    }
}

/// Updates at the dates given, and not after the last.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    private let dates: Dates

    /// The given dates, which should be in increasing order.
    public init(_ dates: Dates) {
        self.dates = dates
    }

    /// The given dates, whatever `startDate` is.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates {
        dates
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates every `interval` seconds from `startDate` on.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule {
    /// Updates at the given dates.
    public static func explicit<Dates: Sequence>(_ dates: Dates) -> ExplicitTimelineSchedule<Dates>
    where Self == ExplicitTimelineSchedule<Dates> {
        ExplicitTimelineSchedule(dates)
    }
}

/// Updates as often as animations are drawn, as SwiftUI's schedule for content that moves all the time: in a
/// terminal that is the run loop's animation tick, 60 times a second at most (a `minimumInterval` slows it),
/// and a paused schedule gives its first date only, so the content stays as it is until it runs again.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// A date every interval, or only the first while paused.
    public typealias Entries = UnfoldFirstSequence<Date>

    private let minimumInterval: Double?
    private let paused: Bool

    /// Updates at the animation tick, or every `minimumInterval` seconds when that is longer; none while
    /// `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// `startDate`, then one date an interval after it (none while paused).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard !paused else { return sequence(first: startDate) { _ in nil } }
        let interval = max(minimumInterval ?? 0, Self.tick)
        return sequence(first: startDate) { $0.addingTimeInterval(interval) }
    }

    /// The animation tick: the run loop draws animations this often (`TerminalRunLoop.animationFrameInterval`).
    static let tick = 1.0 / 60
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates at every animation frame (60 times a second at most in a terminal).
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Updates at every animation frame, at most once every `minimumInterval` seconds, and not while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
