/// The keyframes of one part of a value, as SwiftUI's `KeyframeTrack`: the part at a key path (or the whole
/// value) goes through the keyframes one after another, from its value at the start.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent> where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let segments: [_KeyframeSegment<Value>]

    /// A track of the part of the value at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        segments = content()._segments()
    }

    /// A track of the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \.self
        segments = content()._segments()
    }

    /// The track erased, for the animator.
    var path: _KeyframeTrackPath<Root> {
        let keyPath = keyPath, segments = segments
        return _KeyframeTrackPath(duration: segments.reduce(0) { $0 + $1.duration }) { root, start, time in
            var from = start[keyPath: keyPath]
            var elapsed = time
            for segment in segments {
                if elapsed < segment.duration {
                    root[keyPath: keyPath] = segment.value(from: from, at: elapsed)
                    return
                }
                elapsed -= segment.duration
                from = segment.target
            }
            root[keyPath: keyPath] = from
        }
    }
}
