import Foundation
import TermUIBase

/// How a view comes and goes when it is inserted or removed in an animation, as SwiftUI's `AnyTransition`.
///
/// In a terminal: `.opacity` shows the view faint (dim) on its way in and out; `.move(edge:)` slides it in
/// from beyond an edge of the screen and out again; `.slide` comes from the leading edge and leaves by the
/// trailing one; `.scale` grows it from (and shrinks it to) its centre, or the anchor `.scale(scale:anchor:)`
/// names, showing the part of it that has grown; `.push(from:)` comes from an edge and leaves by the other;
/// `.offset(x:y:)` comes from and goes to a place that many cells away, in whole cells.
public struct AnyTransition: Sendable {
    enum Effect: Hashable, Sendable {
        case identity
        case opacity
        case move(Edge)
        /// Grows from a fraction of its size (0: nothing) at an anchor.
        case scale(from: Double, anchor: UnitPoint)
        /// Comes from and goes to a place this many columns and rows away.
        case offset(CGSize)
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
    public static let scale = AnyTransition.scale(scale: 0)

    /// Comes from and leaves by an edge.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge)], removal: [.move(edge)])
    }

    /// Grows from a fraction of its size at an anchor (a point of its frame, `.center` by default) and shrinks
    /// back to it, as in SwiftUI; in whole cells, the part of the view that has grown is shown.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        let effect = Effect.scale(from: max(0, min(1, scale)), anchor: anchor)
        return AnyTransition(insertion: [effect], removal: [effect])
    }

    /// Comes in from an edge and leaves by the opposite one, faint on the way, as SwiftUI's push.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
        return AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(opposite), .opacity])
    }

    /// Comes from a place `offset` away (columns across, rows down) and goes back to it, as in SwiftUI.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(insertion: [.offset(offset)], removal: [.offset(offset)])
    }

    /// Comes from a place `x` columns and `y` rows away and goes back to it, as in SwiftUI.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// One transition in, another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
    }
}
