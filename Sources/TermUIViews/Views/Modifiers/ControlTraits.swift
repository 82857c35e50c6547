import TermUIBase

/// The size of controls, as SwiftUI's `ControlSize`. Controls are a row of cells at every size, so the size
/// draws nothing differently; it reaches `\.controlSize`, for a custom style to read.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The sizes SwiftUI names; all draw alike here.
    case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button's border, as SwiftUI's `ButtonBorderShape`; terminal buttons draw no
/// border shape, so it changes nothing.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    /// `.automatic`, as SwiftUI names it.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// `.capsule`, as SwiftUI names it.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// `.roundedRectangle`, as SwiftUI names it.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    /// `.circle`, as SwiftUI names it.
    public static let circle = ButtonBorderShape(name: "circle")
    /// A rounded rectangle of a radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

/// A haptic or sound feedback, as SwiftUI's `SensoryFeedback`. A terminal has neither, so feedback is
/// accepted and plays nothing.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    /// `.success`, as SwiftUI names it.
    public static let success = SensoryFeedback(name: "success")
    /// `.warning`, as SwiftUI names it.
    public static let warning = SensoryFeedback(name: "warning")
    /// `.error`, as SwiftUI names it.
    public static let error = SensoryFeedback(name: "error")
    /// `.selection`, as SwiftUI names it.
    public static let selection = SensoryFeedback(name: "selection")
    /// `.increase`, as SwiftUI names it.
    public static let increase = SensoryFeedback(name: "increase")
    /// `.decrease`, as SwiftUI names it.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// `.start`, as SwiftUI names it.
    public static let start = SensoryFeedback(name: "start")
    /// `.stop`, as SwiftUI names it.
    public static let stop = SensoryFeedback(name: "stop")
    /// `.alignment`, as SwiftUI names it.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// `.levelChange`, as SwiftUI names it.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// `.pathComplete`, as SwiftUI names it.
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// An impact.
    public static let impact = SensoryFeedback(name: "impact")
}

extension View {
    /// The size of the controls inside, as in SwiftUI: it sets `\.controlSize` for them. Terminal controls
    /// have one size, so the built-in ones draw the same at every size; a custom style may read it.
    public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }

    /// The border shape of bordered buttons inside, as in SwiftUI; this changes nothing in a terminal.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }

    /// Plays feedback when a value changes, as in SwiftUI; a terminal has no haptics, so nothing plays.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// A help text (a tooltip on macOS), as in SwiftUI. A terminal shows no tooltips; the text is accepted.
    public func help(_ text: LocalizedStringKey) -> some View { self }

    /// A help text (a tooltip on macOS), as in SwiftUI; a terminal shows no tooltips.
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// A help text (a tooltip on macOS), as in SwiftUI; a terminal shows no tooltips.
    public func help(_ text: Text) -> some View { self }

    /// Whether the background of a scrolling view shows, as in SwiftUI; terminal lists draw no background of
    /// their own, so this changes nothing.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size of controls, as in SwiftUI: `.regular` unless `.controlSize(_:)` sets another. The built-in
    /// controls draw the same at every size.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}
