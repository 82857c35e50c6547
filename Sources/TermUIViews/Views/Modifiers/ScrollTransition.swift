import TermUIBase

/// Where a view is against the visible part of its scroll view, as SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Mostly out before the visible part: above it, or before its leading edge.
    case topLeading
    /// Mostly in view.
    case identity
    /// Mostly out past the visible part: below it, or past its trailing edge.
    case bottomTrailing

    /// Whether the view is in view.
    public var isIdentity: Bool { self == .identity }

    /// -1 before, 0 in view, 1 past: a factor for an effect.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the view's place, as SwiftUI's `ScrollTransitionConfiguration`. In cells
/// a view's phase changes when half of it has crossed the edge of the visible part, at once: a terminal draws
/// the effect's steps in whole cells, with nothing between them to follow the scroll smoothly, so
/// `.interactive` and `.animated` draw alike; `.identity` keeps every view in the identity phase.
public struct ScrollTransitionConfiguration: Sendable {
    /// Whether the phase follows the view's place at all.
    let isEnabled: Bool

    /// The effect follows the scroll as it goes.
    public static let interactive = ScrollTransitionConfiguration(isEnabled: true)
    /// The effect animates when the view crosses the edge.
    public static let animated = ScrollTransitionConfiguration(isEnabled: true)
    /// No effect: the view stays in the identity phase.
    public static let identity = ScrollTransitionConfiguration(isEnabled: false)

    /// The effect animates with an animation when the view crosses the edge.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(isEnabled: true)
    }
}

/// Content drawn with an effect by its place in the visible part of its scroll view, as
/// `.scrollTransition(_:axis:transition:)` makes.
struct ScrollTransitionView<Content: View, Effect: VisualEffect>: ContentModifierView, PrimitiveView {
    let content: Content
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

    func makeNode(context: NodeContext) -> Node {
        let node = ScrollTransitionNode<Content, Effect>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content with a scroll transition: as it draws, it finds its phase from its frame and the part
/// of the screen drawing reaches (a scroll view's viewport while its content draws) and draws the effect's
/// steps, so scrolling changes the effect without building anything again.
@MainActor
final class ScrollTransitionNode<Content: View, Effect: VisualEffect>: ContentModifierNode<ScrollTransitionView<Content, Effect>> {
    private var view: ScrollTransitionView<Content, Effect>?

    override func configure(with view: ScrollTransitionView<Content, Effect>) {
        self.view = view
        invalidate(.drawing)
    }

    override func draw(in canvas: inout CellCanvas) {
        guard let content else { return }
        guard let view else { return content.draw(in: &canvas) }
        let phase = Self.phase(of: frame, in: canvas.visibleRect, axis: view.axis, view.topLeading, view.bottomTrailing)
        draw(content, with: view.transition(EmptyVisualEffect(), phase).cellSteps, in: &canvas)
    }

    /// The phase of a frame against the visible part: before it or past it once half of the frame is out on
    /// that side along the axis (without one, the axis on which the frame is out).
    static func phase(of frame: Rect, in visible: Rect, axis: Axis?, _ before: ScrollTransitionConfiguration,
                      _ past: ScrollTransitionConfiguration) -> ScrollTransitionPhase {
        func phase(start: Int, length: Int, visibleStart: Int, visibleEnd: Int) -> ScrollTransitionPhase {
            let half = max(1, length / 2 + length % 2)
            if before.isEnabled, visibleStart - start >= half { return .topLeading }
            if past.isEnabled, start + length - visibleEnd >= half { return .bottomTrailing }
            return .identity
        }
        let vertical = phase(start: frame.minY, length: frame.height, visibleStart: visible.minY, visibleEnd: visible.maxY)
        let horizontal = phase(start: frame.minX, length: frame.width, visibleStart: visible.minX, visibleEnd: visible.maxX)
        switch axis {
        case .vertical: return vertical
        case .horizontal: return horizontal
        case nil: return vertical.isIdentity ? horizontal : vertical
        }
    }
}

extension View {
    /// Draws the view with an effect by where it is in its scroll view, as in SwiftUI: the closure is given
    /// the phase (before the visible part, in it, past it) and returns the effect (offsets in whole cells,
    /// opacity as dim or hidden, colour effects). A view changes phase when half of it has crossed the edge.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        ScrollTransitionView(content: self, topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Draws the view with an effect by where it is in its scroll view, each side with a configuration of its
    /// own, as in SwiftUI (see `scrollTransition(_:axis:transition:)`).
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        ScrollTransitionView(content: self, topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition)
    }
}
