import Foundation

/// Timers for tests: they fire only when `fireDueTimers()` finds their time has come on a `ManualClock`, so a
/// test decides when time passes and sees exactly the frames the run loop would draw by then.
@MainActor
package final class ManualScheduler: RunLoopScheduler {
    /// The clock the timers' times are on.
    let clock: ManualClock
    private var timers: [WeakTimer] = []

    /// A scheduler on a clock.
    package init(clock: ManualClock) {
        self.clock = clock
    }

    package func makeTimer(_ fire: @escaping @MainActor () -> Void) -> any RunLoopTimer {
        let timer = ManualTimer(fire)
        timers.append(WeakTimer(timer: timer))
        return timer
    }

    /// Whether any timer is set.
    package var hasSetTimers: Bool {
        timers.contains { $0.timer?.deadline != nil }
    }

    /// Fires every timer whose time has come, earliest first, until none is due (a timer set again for a time
    /// that has already come fires again, up to a bound that stops a loop that never ends).
    package func fireDueTimers() {
        timers.removeAll { $0.timer == nil }
        for _ in 0..<1_000 {
            let due = timers.compactMap(\.timer).filter { $0.isDue(now: clock.now, date: clock.date) }
            guard let first = due.min(by: { $0.sortKey(clock) < $1.sortKey(clock) }) else { return }
            first.fireNow()
        }
    }
}

private struct WeakTimer {
    weak var timer: ManualTimer?
}

/// A timer of the manual scheduler: it remembers when it should fire.
@MainActor
private final class ManualTimer: RunLoopTimer {
    enum Deadline {
        case time(Double)
        case date(Date)
    }

    private let action: @MainActor () -> Void
    private(set) var deadline: Deadline?

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    func fire(at time: Double) { deadline = .time(time) }
    func fire(at date: Date) { deadline = .date(date) }
    func cancel() { deadline = nil }

    func isDue(now: Double, date: Date) -> Bool {
        switch deadline {
        case .time(let time): time <= now
        case .date(let due): due <= date
        case nil: false
        }
    }

    /// Where it stands among the due timers: how long ago its time came.
    func sortKey(_ clock: ManualClock) -> Double {
        switch deadline {
        case .time(let time): time - clock.now
        case .date(let due): due.timeIntervalSince(clock.date)
        case nil: 0
        }
    }

    /// Unsets the timer, then runs its action (which may set it again).
    func fireNow() {
        deadline = nil
        action()
    }
}
