import Foundation

/// A keyframe reached at a steady rate, or along a timing curve, as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: _KeyframeSegment<Value>

    /// Moves to `to` in `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = _KeyframeSegment(target: to, duration: duration, motion: .linear(timingCurve))
    }

    /// The keyframe, as a sequence of one.
    public var body: _KeyframeSequence<Value> { self }

    public func _segments() -> [_KeyframeSegment<Value>] { [segment] }
}

/// A keyframe reached along a cubic curve, as SwiftUI's `CubicKeyframe`. TermUI's curve runs from the value
/// before to this one with the velocities given at its ends (at rest where none is given); SwiftUI's also
/// smooths through the keyframes around it.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: _KeyframeSegment<Value>

    /// Moves to `to` in `duration` seconds, starting and ending at the velocities given.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = _KeyframeSegment(
            target: to, duration: duration, motion: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }

    /// The keyframe, as a sequence of one.
    public var body: _KeyframeSequence<Value> { self }

    public func _segments() -> [_KeyframeSegment<Value>] { [segment] }
}

/// A keyframe reached by a spring, as SwiftUI's `SpringKeyframe`: without a duration, the spring's own. The start
/// velocity is accepted; TermUI's spring starts at rest.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: _KeyframeSegment<Value>

    /// Moves to `to` by `spring`, for `duration` seconds (the spring's duration when nil).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = _KeyframeSegment(target: to, duration: duration ?? spring.duration, motion: .spring(spring))
    }

    /// The keyframe, as a sequence of one.
    public var body: _KeyframeSequence<Value> { self }

    public func _segments() -> [_KeyframeSegment<Value>] { [segment] }
}

/// A keyframe that jumps to its value at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: _KeyframeSegment<Value>

    /// Jumps to `to`.
    public init(_ to: Value) {
        segment = _KeyframeSegment(target: to, duration: 0, motion: .move)
    }

    /// The keyframe, as a sequence of one.
    public var body: _KeyframeSequence<Value> { self }

    public func _segments() -> [_KeyframeSegment<Value>] { [segment] }
}
