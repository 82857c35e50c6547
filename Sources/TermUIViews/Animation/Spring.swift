/// A spring, as SwiftUI's `Spring`: how long it takes to settle and how far it bounces (a `SpringKeyframe`'s
/// motion). TermUI's springs are the curve its spring animations follow, settled at their duration.
public struct Spring: Hashable, Sendable {
    /// How long the spring takes to settle, in seconds.
    public var duration: Double
    /// How far it bounces past its target: 0 none, up to 1.
    public var bounce: Double

    /// A spring that settles in `duration` seconds, bouncing by `bounce`.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// A smooth spring without a bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A quick spring with a little bounce.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A spring with a clear bounce.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// The progress towards the target at `time` seconds (it may pass 1 on the way).
    func progress(at time: Double) -> Double {
        Animation(curve: .spring(bounce: bounce), duration: duration).progress(at: time)
    }
}
