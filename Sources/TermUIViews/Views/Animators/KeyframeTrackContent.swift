/// The keyframes of one track, as SwiftUI's `KeyframeTrackContent`: `LinearKeyframe`, `CubicKeyframe`,
/// `SpringKeyframe`, `MoveKeyframe`, or several of them in a `KeyframeTrackContentBuilder` block.
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes move.
    associatedtype Value: Animatable = Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent where Body.Value == Value
    /// The content's keyframes.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
    /// The keyframes, in order.
    func _segments() -> [_KeyframeSegment<Value>]
}

extension KeyframeTrackContent {
    public func _segments() -> [_KeyframeSegment<Value>] { body._segments() }
}

/// One keyframe of a track: where it goes, in how long, and how.
public struct _KeyframeSegment<Value: Animatable> {
    /// How a keyframe moves from the value before it to its own.
    enum Motion {
        case linear(UnitCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring)
        case move
    }

    let target: Value
    let duration: Double
    let motion: Motion

    /// The value `time` seconds into the keyframe, coming from `start`.
    func value(from start: Value, at time: Double) -> Value {
        guard duration > 0, time < duration else { return target }
        let fraction = max(0, time) / duration
        let from = start.animatableData, to = target.animatableData
        var result = target
        switch motion {
        case .move:
            return target
        case .linear(let curve):
            result.animatableData = from + (to - from).scaled(by: curve.value(at: fraction))
        case .spring(let spring):
            result.animatableData = from + (to - from).scaled(by: spring.progress(at: time))
        case .cubic(let startVelocity, let endVelocity):
            // Cubic Hermite: the ends' values and velocities (none given: at rest there).
            let s = fraction, s2 = fraction * fraction, s3 = fraction * fraction * fraction
            let start = (startVelocity?.animatableData ?? .zero).scaled(by: duration)
            let end = (endVelocity?.animatableData ?? .zero).scaled(by: duration)
            result.animatableData = from.scaled(by: 2 * s3 - 3 * s2 + 1) + start.scaled(by: s3 - 2 * s2 + s)
                + to.scaled(by: 3 * s2 - 2 * s3) + end.scaled(by: s3 - s2)
        }
        return result
    }
}

/// Several keyframes one after another, as a `KeyframeTrackContentBuilder` block makes.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    let segments: [_KeyframeSegment<Value>]

    /// The keyframes themselves.
    public var body: _KeyframeSequence<Value> { self }

    public func _segments() -> [_KeyframeSegment<Value>] { segments }
}

/// Builds the keyframes of a track, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe, or content of several.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(segments: expression._segments())
    }

    /// Keyframes one after another.
    public static func buildBlock(_ components: _KeyframeSequence<Value>...) -> _KeyframeSequence<Value> {
        _KeyframeSequence(segments: components.flatMap(\.segments))
    }

    /// Keyframes of a `for` loop.
    public static func buildArray(_ components: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> {
        _KeyframeSequence(segments: components.flatMap(\.segments))
    }

    /// Keyframes of an `if` without `else`.
    public static func buildOptional(_ component: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> {
        component ?? _KeyframeSequence(segments: [])
    }

    /// Keyframes of an `if`'s first branch.
    public static func buildEither(first component: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { component }

    /// Keyframes of an `else`.
    public static func buildEither(second component: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { component }
}
