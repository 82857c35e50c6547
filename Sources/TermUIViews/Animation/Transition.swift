import TermUIBase

/// How a view comes and goes when it is inserted or removed in an animation, as SwiftUI's `AnyTransition`.
///
/// In a terminal: `.opacity` shows the view faint (dim) on its way in and out; `.move(edge:)` slides it in
/// from beyond an edge of the screen and out again; `.slide` comes from the leading edge and leaves by the
/// trailing one; `.scale` grows it from (and shrinks it to) its centre.
public struct AnyTransition: Sendable {
    enum Effect: Hashable, Sendable {
        case identity
        case opacity
        case move(Edge)
        case scale
    }

    let insertion: [Effect]
    let removal: [Effect]

    /// No visible transition.
    public static let identity = AnyTransition(insertion: [.identity], removal: [.identity])
    /// Fades in and out (dim in between).
    public static let opacity = AnyTransition(insertion: [.opacity], removal: [.opacity])
    /// Comes from the leading edge, leaves by the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// Grows from its centre and shrinks back.
    public static let scale = AnyTransition(insertion: [.scale], removal: [.scale])

    /// Comes from and leaves by an edge.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge)], removal: [.move(edge)])
    }

    /// Grows from its centre from a fraction of its size; the fraction is ignored (whole cells).
    public static func scale(scale: Double) -> AnyTransition { .scale }

    /// One transition in, another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
    }
}
