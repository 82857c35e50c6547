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

    /// The date timeline views show: the system's, or in tests a fixed one moved by hand.
    var now: () -> Date = { Date() }
    private var wakes: [ObjectIdentifier: Wake] = [:]

    /// Asks for `node` to be invalidated once `date` has come; nil cancels its request.
    func wake(_ node: Node, at date: Date?) {
        let id = ObjectIdentifier(node)
        if let date { wakes[id] = Wake(node: node, date: date) } else { wakes[id] = nil }
    }

    /// The earliest date a view waits for, once views that left the graph are forgotten.
    var nextDate: Date? {
        var next: Date?
        var gone: [ObjectIdentifier] = []
        for (id, wake) in wakes {
            guard wake.node?.isMounted == true else {
                gone.append(id)
                continue
            }
            if next.map({ wake.date < $0 }) ?? true { next = wake.date }
        }
        for id in gone { wakes[id] = nil }
        return next
    }

    /// Invalidates the views whose date has come (their bodies run before the next frame). Returns whether any
    /// did.
    @discardableResult
    func wakeDueViews() -> Bool {
        guard !wakes.isEmpty else { return false }
        let date = now()
        var due: [(id: ObjectIdentifier, node: Node?)] = []
        for (id, wake) in wakes where wake.date <= date { due.append((id, wake.node)) }
        for wake in due {
            wakes[wake.id] = nil
            wake.node?.invalidate()
        }
        return !due.isEmpty
    }
}
