import Foundation

/// When each `TimelineView` next wants its content made again, and the time they read.
///
/// The run loop keeps one wall-clock timer set to `nextDate`; a frame begins by waking the views whose date
/// has come (`wakeDueViews()`), so nothing runs between those dates and an idle window stays idle.
@MainActor
final class TimelineScheduler {
    private struct Wake {
        weak var node: Node?
        var date: Date
    }

    /// The clock whose date timeline views show: the system's, or in tests one moved by hand.
    private let clock: any FrameClock
    private var wakes: [ObjectIdentifier: Wake] = [:]

    /// A scheduler for the timeline views of a graph whose run loop keeps `clock`.
    init(clock: any FrameClock) {
        self.clock = clock
    }

    /// Whether any view waits for a date.
    var hasWakes: Bool { !wakes.isEmpty }

    /// The date timeline views show now.
    var now: Date { clock.date }

    /// Asks for `node` to be invalidated once `date` has come; nil cancels its request.
    func wake(_ node: Node, at date: Date?) {
        let id = ObjectIdentifier(node)
        if let date { wakes[id] = Wake(node: node, date: date) } else { wakes[id] = nil }
    }

    /// The earliest date a view still in the graph waits for.
    var nextDate: Date? {
        var next: Date?
        for wake in wakes.values where wake.node?.isMounted == true {
            if next.map({ wake.date < $0 }) ?? true { next = wake.date }
        }
        return next
    }

    /// Invalidates the views whose date has come (their bodies run before the next frame), and forgets the
    /// views that left the graph. Returns whether any view was woken.
    @discardableResult
    func wakeDueViews() -> Bool {
        guard !wakes.isEmpty else { return false }
        let date = now
        var due: [Node] = []
        var done: [ObjectIdentifier] = []
        for (id, wake) in wakes {
            guard let node = wake.node, node.isMounted else {
                done.append(id)
                continue
            }
            if wake.date <= date {
                done.append(id)
                due.append(node)
            }
        }
        for id in done { wakes[id] = nil }
        for node in due { node.invalidate() }
        return !due.isEmpty
    }
}
