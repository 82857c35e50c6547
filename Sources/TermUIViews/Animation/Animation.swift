import Foundation

/// How a change moves over time, as in SwiftUI: a timing curve, a duration, a delay and a speed.
///
/// In a terminal, animations step through whole cells and a few levels of emphasis (dim, normal, bold)
/// instead of fractional positions and opacity; the curves decide how far along each frame is.
public struct Animation: Hashable, Sendable {
    enum Curve: Hashable, Sendable {
        case linear
        case easeIn
        case easeOut
        case easeInOut
        /// A damped spring: 0 bounce is critically damped, more bounces overshoot.
        case spring(bounce: Double)
    }

    let curve: Curve
    /// Seconds the animation runs (before `speed`).
    let duration: Double
    /// Seconds before it starts.
    var delayTime: Double = 0
    /// How much faster than normal it runs.
    var speedFactor: Double = 1

    /// The default animation: ease in and out over 0.35 s.
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    /// Constant speed over 0.35 s.
    public static let linear = Animation(curve: .linear, duration: 0.35)
    /// Slow, then fast, over 0.35 s.
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    /// Fast, then slow, over 0.35 s.
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    /// Slow, fast, slow, over 0.35 s.
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    /// A spring without bounce, as SwiftUI's `.spring`.
    public static let spring = Animation(curve: .spring(bounce: 0), duration: 0.5)
    /// A quick spring with a little bounce.
    public static let snappy = Animation(curve: .spring(bounce: 0.15), duration: 0.4)
    /// A spring with a visible bounce.
    public static let bouncy = Animation(curve: .spring(bounce: 0.3), duration: 0.5)
    /// A smooth spring without bounce.
    public static let smooth = Animation(curve: .spring(bounce: 0), duration: 0.5)

    /// Constant speed over a duration.
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    /// Slow, then fast.
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    /// Fast, then slow.
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    /// Slow, fast, slow.
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }

    /// A spring that settles in `duration` seconds; `bounce` from 0 (none) towards 1 (a lot). Disfavoured, so
    /// that `.spring()` with no arguments picks the response form, as it compiles in SwiftUI (the two give the
    /// same spring here).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(bounce: max(0, min(0.9, bounce))), duration: duration)
    }

    /// A spring given SwiftUI's older way: response (seconds) and damping fraction (1 is no bounce).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(bounce: max(0, min(0.9, 1 - dampingFraction))), duration: response)
    }

    /// A quick spring with a little bounce.
    public static func snappy(duration: Double = 0.4, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a visible bounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// This animation after a delay.
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        animation.delayTime = delay
        return animation
    }

    /// This animation running `speed` times faster.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speedFactor = speed > 0 ? speed : 1
        return animation
    }

    /// Seconds from start to end, delay included.
    var totalDuration: Double { delayTime + duration / speedFactor }

    /// How far along the change is `elapsed` seconds after it started: 0 at the start, 1 at the end (a spring
    /// may pass 1 on the way). After `totalDuration` it is exactly 1.
    func progress(at elapsed: Double) -> Double {
        let active = (elapsed - delayTime) * speedFactor
        guard duration > 0, active < duration else { return active < 0 && duration > 0 ? 0 : 1 }
        guard active > 0 else { return 0 }
        let t = active / duration
        switch curve {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: return 1 - pow(1 - t, 3)
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        case .spring(let bounce): return Self.spring(t, bounce: bounce)
        }
    }

    /// A damped spring over normalised time 0...1, settled (within a hair of 1) at t = 1.
    private static func spring(_ t: Double, bounce: Double) -> Double {
        let damping = 1 - bounce
        // Chosen so that the spring is within 0.1% of rest at t = 1.
        let omega = 7.0 / max(0.2, damping)
        if damping >= 1 {
            return 1 - exp(-omega * t) * (1 + omega * t)
        }
        let damped = omega * sqrt(1 - damping * damping)
        return 1 - exp(-damping * omega * t) * (cos(damped * t) + damping * omega / damped * sin(damped * t))
    }
}
