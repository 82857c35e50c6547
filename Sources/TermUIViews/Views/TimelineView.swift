import Foundation

/// A view that makes its content again at the dates of a schedule, as in SwiftUI: a board of times that
/// must move on as the clock does, without any input.
///
/// ```swift
/// TimelineView(.everyMinute) { context in
///     Text(context.date, format: .dateTime.hour().minute())
/// }
/// ```
///
/// Between two dates nothing runs: the run loop sleeps on a timer set to the next date of the earliest
/// schedule on screen. Headless tests give `TestDriver` a date and move it with `advance(by:)`.
///
/// Differences from SwiftUI: the context has only `date` (no `cadence`; the terminal always updates at
/// every entry), and there is no `.animation` schedule.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is made with: the date of the schedule's entry that has come last.
    public typealias Context = TimelineViewDefaultContext

    private let schedule: Schedule
    private let content: (TimelineViewDefaultContext) -> Content
    private var clock = TimelineClock()

    /// A view whose content is made for each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the latest date of the schedule that has come (or now, before the first).
    public var body: some View {
        let now = clock.now
        var current: Date?
        var next: Date?
        // A schedule is a sequence that may not end; a bound keeps a schedule of past dates from running on.
        for entry in schedule.entries(from: now, mode: .normal).prefix(100_000) {
            if entry > now {
                next = entry
                break
            }
            current = entry
        }
        clock.wake(at: next)
        return content(TimelineViewDefaultContext(date: current ?? now))
    }
}

/// What a `TimelineView` makes its content with (its `Context`): the date of the schedule's entry that has
/// come last.
public struct TimelineViewDefaultContext: Sendable {
    /// The entry's date (for `.everyMinute`, the start of the current minute).
    public let date: Date
}

/// The `TimelineView`'s link to the graph's `TimelineScheduler`: the date it shows and its next wake-up.
@MainActor
struct TimelineClock: NodeBackedProperty {
    /// The node of the view that holds the property.
    private weak var node: Node?

    /// The date the graph's timelines show.
    var now: Date { node?.graph.timelines.now ?? Date() }

    /// Asks for the view to be made again at `date` (nil: never).
    func wake(at date: Date?) {
        guard let node else { return }
        node.graph.timelines.wake(node, at: date)
    }

    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node) {
        address.assumingMemoryBound(to: TimelineClock.self).pointee.node = node
    }
}
