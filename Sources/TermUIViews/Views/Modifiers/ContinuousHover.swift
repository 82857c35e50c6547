import Foundation
import TermUIBase

/// Where the pointer is over a view, as SwiftUI's `HoverPhase`: on it at a point, or gone.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this point of the coordinate space asked for (in cells).
    case active(CGPoint)
    /// The pointer has left the view.
    case ended
}

/// Content that follows the pointer, as `.onHover` and `.onContinuousHover` make.
struct HoverView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let space: CoordinateSpace
    let action: (HoverPhase) -> Void
    /// Whether the action runs only as the pointer comes and goes (`.onHover`), not at each move.
    var reportsEntryOnly = false

    func makeNode(context: NodeContext) -> Node {
        let node = HoverNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content that follows the pointer: each move over it runs the action with the point, in the
/// coordinate space asked for, and leaving it runs it with `.ended`.
@MainActor
final class HoverNode<Content: View>: ContentModifierNode<HoverView<Content>>, HoverTarget {
    override class var declaredRoles: NodeRoles { [.pointerHover] }

    private var space = CoordinateSpace.local
    private var action: (HoverPhase) -> Void = { _ in }
    private var reportsEntryOnly = false
    /// Whether the pointer is over the view.
    private var isInside = false

    override func configure(with view: HoverView<Content>) {
        space = view.space
        action = view.action
        reportsEntryOnly = view.reportsEntryOnly
    }

    func pointerMoved(to point: Point?) {
        let wasInside = isInside
        isInside = point != nil
        guard let point else {
            if wasInside { action(.ended) }
            return
        }
        if reportsEntryOnly, wasInside { return }
        let origin: Point
        switch space {
        case .global:
            origin = .zero
        case .local:
            origin = frame.origin
        case .named(let name):
            origin = namedSpace(name)?.frame.origin ?? .zero
        }
        action(.active(CGPoint(x: CGFloat(point.x - origin.x), y: CGFloat(point.y - origin.y))))
    }

    /// The nearest view above with the name.
    private func namedSpace(_ name: AnyHashable) -> (any NamedSpaceNode)? {
        var node = parent
        while let current = node {
            if let named = current as? any NamedSpaceNode, named.spaceName == name { return named }
            node = current.parent
        }
        return nil
    }
}

extension View {
    /// Runs an action as the pointer moves over the view and when it leaves, as SwiftUI's (iOS 17): with
    /// `.active(point)`, the pointer's cell in `coordinateSpace` (`.local` by default, from the view's top
    /// leading cell), and `.ended` once it has left.
    ///
    /// In a terminal: while such a view is in the window, TermUI asks for mouse motion reports (xterm's
    /// any-event mode, 1003, which xterm, kitty, iTerm2, WezTerm, foot, GNOME's and KDE's terminals and tmux
    /// report; without such a view it asks for clicks and the wheel only, so that the pointer's motion costs
    /// nothing), and a point is a whole cell; a terminal without the mode reports no motion, and the action
    /// then never runs.
    public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        HoverView(content: self, space: coordinateSpace.coordinateSpace, action: action)
    }

    /// Runs an action when the pointer comes onto the view (true) or leaves it (false), as SwiftUI's; from the
    /// terminal's mouse motion reports, as `onContinuousHover(coordinateSpace:perform:)` says.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        HoverView(content: self, space: .local, action: { phase in action(phase != .ended) }, reportsEntryOnly: true)
    }
}
