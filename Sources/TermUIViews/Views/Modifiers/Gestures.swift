import Foundation
import TermUIBase

/// A gesture, as SwiftUI's: a value it reports while it goes on, and actions for its changes and its end.
/// In TermUI only a `TapGesture` is recognised (a click, or as many as its count asks); drags, long presses,
/// pinches and rotations cannot be made with a terminal's mouse reports, so those gestures are accepted and
/// never fire.
public protocol Gesture {
    /// What the gesture reports.
    associatedtype Value
    /// The clicks that make the gesture (nil: none a terminal can make), and what to run then.
    func _tap() -> (count: Int, action: @MainActor () -> Void)?
    /// What `.updating` asks of a tap: run as the button is pressed on the view (the gesture goes on) and as it
    /// is released (the gesture ends: its `@GestureState` is reset).
    @MainActor func _pressUpdates() -> [_GesturePressUpdate]
}

/// What a gesture's `.updating(_:body:)` does as a press on the view begins and ends.
public struct _GesturePressUpdate {
    let began: @MainActor () -> Void
    let ended: @MainActor () -> Void
}

extension Gesture {
    /// Runs `action` as the gesture changes, as in SwiftUI.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(gesture: self)
    }

    /// Runs `action` when the gesture ends, as in SwiftUI.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(gesture: self, action: action)
    }

    public func _tap() -> (count: Int, action: @MainActor () -> Void)? { nil }

    @MainActor public func _pressUpdates() -> [_GesturePressUpdate] { [] }
}

/// A gesture with an action for its changes.
public struct _ChangedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let gesture: Base

    public func _tap() -> (count: Int, action: @MainActor () -> Void)? { gesture._tap() }

    @MainActor public func _pressUpdates() -> [_GesturePressUpdate] { gesture._pressUpdates() }
}

/// A gesture with an action for its end: a tap's runs on the clicks.
public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let gesture: Base
    let action: @MainActor (Base.Value) -> Void

    public func _tap() -> (count: Int, action: @MainActor () -> Void)? {
        guard let tap = gesture._tap() else { return nil }
        let action = action
        return (tap.count, {
            tap.action()
            if let value = () as? Base.Value { action(value) }
        })
    }

    @MainActor public func _pressUpdates() -> [_GesturePressUpdate] { gesture._pressUpdates() }
}

/// One or more clicks, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// How many clicks make it.
    public var count: Int

    /// A gesture of `count` clicks.
    public init(count: Int = 1) {
        self.count = count
    }

    public func _tap() -> (count: Int, action: @MainActor () -> Void)? { (count, {}) }
}

/// A drag, as SwiftUI's `DragGesture`; it never fires in a terminal (see `Gesture`).
public struct DragGesture: Gesture {
    /// Where a drag is, as in SwiftUI.
    public struct Value: Equatable, Sendable {
        /// Where it is now.
        public var location: CGPoint
        /// Where it started.
        public var startLocation: CGPoint
        /// How far it has gone.
        public var translation: CGSize
        /// Where it would end if it stopped now.
        public var predictedEndLocation: CGPoint
        /// How far it would have gone if it stopped now.
        public var predictedEndTranslation: CGSize
    }

    /// A drag that starts after `minimumDistance`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A long press, as SwiftUI's `LongPressGesture`; it never fires in a terminal.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool

    /// A press held for `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A pinch, as SwiftUI's `MagnificationGesture`; it never fires in a terminal.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat

    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A pinch, as SwiftUI's `MagnifyGesture`; it never fires in a terminal.
public struct MagnifyGesture: Gesture {
    /// How far a pinch has scaled, as in SwiftUI.
    public struct Value: Equatable, Sendable {
        /// The scale since it started.
        public var magnification: CGFloat
    }

    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A turn of two fingers, as SwiftUI's `RotationGesture`; it never fires in a terminal.
public struct RotationGesture: Gesture {
    public typealias Value = Angle

    /// A turn that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// What the view's gesture does where a terminal can make it: a tap's clicks, else nothing.
struct GestureModifier<Content: View, G: Gesture>: View {
    let content: Content
    let gesture: G

    var body: some View {
        if let tap = gesture._tap() {
            TapGestureView(content: content, count: tap.count, action: tap.action, pressUpdates: gesture._pressUpdates())
        } else {
            content
        }
    }
}

extension View {
    /// Attaches a gesture, as in SwiftUI: a tap fires on clicks; other gestures never fire (see `Gesture`).
    public func gesture<G: Gesture>(_ gesture: G) -> some View {
        GestureModifier(content: self, gesture: gesture)
    }

    /// Attaches a gesture that runs beside the view's others, as in SwiftUI (see `gesture(_:)`).
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View {
        GestureModifier(content: self, gesture: gesture)
    }

    /// Attaches a gesture that goes before the view's others, as in SwiftUI (see `gesture(_:)`).
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View {
        GestureModifier(content: self, gesture: gesture)
    }

    /// Runs an action on a long press, as in SwiftUI; a terminal's mouse cannot hold a press that it
    /// reports, so it never runs.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        self
    }
}
