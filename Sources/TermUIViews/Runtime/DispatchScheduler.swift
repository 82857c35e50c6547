import Dispatch
import Foundation

/// The terminal's timers: dispatch timer sources on the main queue, so that a run loop asleep in
/// `dispatchMain()` wakes only when a timer is due or input arrives.
@MainActor
package final class DispatchScheduler: RunLoopScheduler {
    package init() {}

    package func makeTimer(_ fire: @escaping @MainActor () -> Void) -> any RunLoopTimer {
        DispatchRunLoopTimer(fire)
    }
}

/// A dispatch timer source, set on the uptime clock (`SystemClock.now`) or on the wall clock.
@MainActor
private final class DispatchRunLoopTimer: RunLoopTimer {
    private let source = DispatchSource.makeTimerSource(queue: .main)

    init(_ fire: @escaping @MainActor () -> Void) {
        source.setEventHandler { MainActor.assumeIsolated { fire() } }
        source.schedule(deadline: .distantFuture)
        source.resume()
    }

    func fire(at time: Double) {
        let nanoseconds = UInt64(max(1, time * 1_000_000_000))
        source.schedule(deadline: DispatchTime(uptimeNanoseconds: nanoseconds), leeway: .milliseconds(1))
    }

    func fire(at date: Date) {
        source.schedule(wallDeadline: .now() + max(0, date.timeIntervalSinceNow), leeway: .milliseconds(20))
    }

    func cancel() {
        source.schedule(deadline: .distantFuture)
    }
}
