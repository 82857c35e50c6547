import Dispatch
import Foundation

/// The time a run loop and its view graph keep: a monotonic clock that animations and frame ticks are
/// measured against (`now`), and the wall-clock date that timeline views show (`date`).
///
/// The terminal uses the system's clocks; tests and benchmarks give a `ManualClock` and move it by hand.
@MainActor
public protocol FrameClock: AnyObject {
    /// Seconds since some fixed moment, on a monotonic clock.
    var now: Double { get }
    /// The date and time now, on the wall clock.
    var date: Date { get }
}

/// The system's clocks: uptime in seconds (the clock dispatch deadlines are on) and the system date.
@MainActor
package final class SystemClock: FrameClock {
    package init() {}

    package var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000 }
    package var date: Date { Date() }
}

/// A clock that stands still until moved: tests step animations frame by frame with it, and move the date
/// that timeline views show along with it.
@MainActor
public final class ManualClock: FrameClock {
    /// Seconds since the clock was made.
    public private(set) var now: Double = 0
    /// The date it shows: the one it was made with, moved by `advance(by:)`.
    public private(set) var date: Date

    /// A clock at time zero showing a date (the moment it is made by default).
    public init(date: Date = Date()) {
        self.date = date
    }

    /// Moves the clock and its date forward (a negative amount does nothing).
    public func advance(by seconds: Double) {
        let seconds = max(0, seconds)
        now += seconds
        date = date.addingTimeInterval(seconds)
    }
}
