/// The keyframes of a value, as SwiftUI's `Keyframes`: tracks, each moving a part of the value through its
/// keyframes over time, all starting together (`KeyframeAnimator`).
public protocol Keyframes<Value> {
    /// The value the keyframes move.
    associatedtype Value = Body.Value
    /// The keyframes these are made of.
    associatedtype Body: Keyframes where Body.Value == Value
    /// The keyframes.
    @KeyframesBuilder<Value> var body: Body { get }
    /// The tracks.
    func _tracks() -> [_KeyframeTrackPath<Value>]
}

extension Keyframes {
    public func _tracks() -> [_KeyframeTrackPath<Value>] { body._tracks() }
}

/// One track, erased: how long it runs, and how it sets its part of the value at a time from the start.
public struct _KeyframeTrackPath<Root> {
    let duration: Double
    let apply: (inout Root, _ start: Root, _ time: Double) -> Void
}

/// Several tracks, as a `KeyframesBuilder` block makes.
public struct _KeyframeTracks<Value>: Keyframes {
    let tracks: [_KeyframeTrackPath<Value>]

    /// The tracks themselves.
    public var body: _KeyframeTracks<Value> { self }

    public func _tracks() -> [_KeyframeTrackPath<Value>] { tracks }
}

extension _KeyframeTracks {
    /// How long the longest track runs.
    var duration: Double { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds after the start, from `start`.
    func value(from start: Value, at time: Double) -> Value {
        var value = start
        for track in tracks { track.apply(&value, start, time) }
        return value
    }
}

/// Builds keyframes, as SwiftUI's `KeyframesBuilder`: tracks, all run together.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A track of a part of the value.
    public static func buildExpression<V: Animatable, C: KeyframeTrackContent>(
        _ track: KeyframeTrack<Value, V, C>
    ) -> _KeyframeTracks<Value> {
        _KeyframeTracks(tracks: [track.path])
    }

    /// Keyframes made elsewhere.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: expression._tracks())
    }

    /// Tracks run together.
    public static func buildBlock(_ components: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(tracks: components.flatMap(\.tracks))
    }

    /// Tracks of an `if` without `else`.
    public static func buildOptional(_ component: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
        component ?? _KeyframeTracks(tracks: [])
    }

    /// Tracks of an `if`'s first branch.
    public static func buildEither(first component: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { component }

    /// Tracks of an `else`.
    public static func buildEither(second component: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { component }
}
