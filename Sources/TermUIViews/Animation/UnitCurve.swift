/// How progress goes from 0 to 1 over a unit of time, as SwiftUI's `UnitCurve` (a `LinearKeyframe`'s timing).
public struct UnitCurve: Hashable, Sendable {
    let curve: Animation.Curve

    /// Progress at a steady rate.
    public static let linear = UnitCurve(curve: .linear)
    /// Slow at first.
    public static let easeIn = UnitCurve(curve: .easeIn)
    /// Slow at the end.
    public static let easeOut = UnitCurve(curve: .easeOut)
    /// Slow at both ends.
    public static let easeInOut = UnitCurve(curve: .easeInOut)

    /// The progress at `time`, from 0 to 1.
    public func value(at time: Double) -> Double {
        Animation(curve: curve, duration: 1).progress(at: min(1, max(0, time)))
    }
}
