import Foundation

/// A view that moves a value through keyframes and draws `content` for it at each frame, as SwiftUI's
/// `KeyframeAnimator`: without a trigger it loops while on screen (or, with `repeating: false`, shows the value
/// at the start of the keyframes); with a trigger, each change plays the keyframes once from `initialValue`, and
/// the value stays where they end. In a terminal the frames come at the animation tick, 60 a second at most,
/// and what changes shows in cells.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let repeating: Bool
    let trigger: PhaseTrigger?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    /// When the keyframes started playing; nil while they do not.
    @State private var start: Date?
    /// The value where the last play ended, once one has.
    @State private var ended: Value?
    /// Counts the plays started: the end of an older one changes nothing.
    @State private var play = 0
    private var clock = TimelineClock()

    /// Keyframes that loop while the view is on screen, unless `repeating` is false.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.repeating = repeating
        trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    /// Keyframes played once each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        repeating = false
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.keyframes = keyframes
    }

    /// The content for the value now.
    public var body: some View {
        TimelineView(.animation(paused: start == nil)) { context in
            content(value(at: context.date))
        }
        .onAppear { if trigger == nil, repeating { begin() } }
        .onChange(of: trigger) { begin() }
        .onDisappear {
            play += 1
            start = nil
        }
    }

    private var tracks: _KeyframeTracks<Value> {
        _KeyframeTracks(tracks: keyframes(initialValue)._tracks())
    }

    /// The value at `date`: from the keyframes while they play (looping without a trigger), else where the
    /// last play ended, or the initial value.
    private func value(at date: Date) -> Value {
        guard let start else { return ended ?? initialValue }
        let tracks = tracks
        var elapsed = max(0, date.timeIntervalSince(start))
        if trigger == nil, tracks.duration > 0 { elapsed = elapsed.truncatingRemainder(dividingBy: tracks.duration) }
        return tracks.value(from: initialValue, at: elapsed)
    }

    /// Starts playing the keyframes; with a trigger, they stop at their end.
    private func begin() {
        play += 1
        let current = play
        start = clock.now
        guard trigger != nil else { return }
        let tracks = tracks
        withAnimation(.linear(duration: max(tracks.duration, 1.0 / 60)), {}) {
            guard current == play else { return }
            ended = tracks.value(from: initialValue, at: tracks.duration)
            start = nil
        }
    }
}

extension View {
    /// Moves a value through keyframes while this view is on screen and changes the view for it (see
    /// `KeyframeAnimator`).
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
    }

    /// Plays keyframes of a value each time `trigger` changes and changes the view for it (see
    /// `KeyframeAnimator`).
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
    }
}
