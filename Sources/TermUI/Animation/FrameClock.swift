import Dispatch

/// The time animations are measured against, in seconds. The run loop uses the system's monotonic clock;
/// tests use a `ManualFrameClock` they move forward by hand.
@MainActor
public protocol FrameClock: AnyObject {
    /// Seconds since some fixed moment.
    var now: Double { get }
}

/// The system's monotonic clock.
@MainActor
final class SystemFrameClock: FrameClock {
    var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000 }
}

/// A clock that stands still until moved: tests step animations frame by frame with it.
@MainActor
public final class ManualFrameClock: FrameClock {
    /// The current time.
    public private(set) var now: Double = 0

    /// A clock at time zero.
    public init() {}

    /// Moves the clock forward.
    public func advance(by seconds: Double) {
        now += max(0, seconds)
    }
}
