/// How a view's content changes when it changes in an animation, as in SwiftUI.
///
/// `.symbolEffect` steps a symbol through glyphs between the old and the new one: an empty circle fills
/// (○ ◔ ◑ ◕ ●) on its way to a checkmark, and empties on the way back.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case identity, opacity, interpolate, symbolEffect }
    let kind: Kind

    /// The content changes at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The content fades from old to new (old dimmed, then the new).
    public static let opacity = ContentTransition(kind: .opacity)
    /// As `.opacity` in a terminal.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Symbols step through intermediate glyphs.
    public static let symbolEffect = ContentTransition(kind: .symbolEffect)

    /// Digits that roll to their new values, as SwiftUI's numeric text transition; in a terminal the text
    /// changes in place, as with `.interpolate`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { .interpolate }

    /// Digits that roll towards a new value, as in SwiftUI; the text changes in place.
    public static func numericText(value: Double) -> ContentTransition { .interpolate }

    /// The glyphs shown from the old symbol to the new one, old first, new last.
    static func symbolFrames(from old: String, to new: String) -> [String] {
        let filling = ["○", "◔", "◑", "◕", "●"]
        if old == "○", new != "○" {
            return new == "●" ? filling : filling + [new]
        }
        if new == "○", old != "○" {
            return (old == "●" ? [] : [old]) + filling.reversed()
        }
        return [old, "•", new]
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .identity }
}

extension EnvironmentValues {
    /// How content inside changes in an animation.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Sets how the content inside changes when it changes in an animation.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
