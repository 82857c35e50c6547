import Foundation

/// Makes the timers a run loop waits on: dispatch timers in the terminal, timers a test fires by moving a
/// `ManualClock` (`ManualScheduler`).
@MainActor
package protocol RunLoopScheduler: AnyObject {
    /// A timer that calls `fire` on the main actor each time a time it was set to comes; it starts unset.
    func makeTimer(_ fire: @escaping @MainActor () -> Void) -> any RunLoopTimer
}

/// A one-shot timer that can be set again: setting it replaces the time it was set to.
@MainActor
package protocol RunLoopTimer: AnyObject {
    /// Fires once the run loop clock's monotonic `now` reaches `time` (soon, when it has passed).
    func fire(at time: Double)
    /// Fires once the wall clock reaches `date`, however the clock gets there (a suspended machine, a clock
    /// set forward).
    func fire(at date: Date)
    /// Unsets the timer.
    func cancel()
}
