/// The time animations are measured against, in seconds on a monotonic clock. The run loop's clock is one
/// (`RunLoopClock`): the system's in the terminal, a `ManualClock` that tests move by hand.
@MainActor
public protocol FrameClock: AnyObject {
    /// Seconds since some fixed moment.
    var now: Double { get }
}
