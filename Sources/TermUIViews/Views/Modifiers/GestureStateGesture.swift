/// A gesture that sets a `@GestureState` while it goes on, as SwiftUI's `GestureStateGesture` that
/// `.updating(_:body:)` makes. Of the gestures a terminal recognises, a tap goes on from the press of the
/// mouse button on the view to its release: the body runs on the press, and the state is reset on the release.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    /// The gesture whose changes update the state.
    public var base: Base
    /// The state it sets.
    public var state: GestureState<State>
    /// What it does with each value of the gesture.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// A gesture that updates `state` with `body` as `base` goes on.
    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    public func _tap() -> (count: Int, action: @MainActor () -> Void)? { base._tap() }

    @MainActor public func _pressUpdates() -> [_GesturePressUpdate] {
        guard base._tap() != nil, let value = () as? Value else { return base._pressUpdates() }
        let state = state, body = body
        let update = _GesturePressUpdate(
            began: { state.update { current, transaction in body(value, &current, &transaction) } },
            ended: { state.resetToInitialValue() })
        return base._pressUpdates() + [update]
    }
}

extension Gesture {
    /// Sets `state` as the gesture goes on, as in SwiftUI; it is reset when the gesture ends. Only a tap goes on
    /// in a terminal: from the press of the button on the view to its release.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
