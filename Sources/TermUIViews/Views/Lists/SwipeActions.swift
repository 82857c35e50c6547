import TermUIBase

/// Content with swipe actions, as `.swipeActions(edge:allowsFullSwipe:content:)` makes.
struct SwipeActionsView<Content: View, Actions: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions

    func makeNode(context: NodeContext) -> Node {
        let node = SwipeActionsNode<Content, Actions>(context: context)
        node.update(self)
        return node
    }
}

/// A node that holds a row's swipe actions for one edge: the list shows them on its selected row.
@MainActor
protocol SwipeActionsSource: Node, SwipeActionsCarrier {
    /// The edge the actions are at.
    var edge: HorizontalEdge { get }
    /// Whether the full swipe (`d` again) runs the first action.
    var allowsFullSwipe: Bool { get }
    /// The actions' nodes (buttons), in order from the edge inwards; they are not drawn in the row.
    var actionNodes: [Node] { get }
}

/// The node of content with swipe actions: the content is laid out and drawn as it is; the actions' buttons
/// are kept (so that the list can run them and read their labels, roles and tints) but not shown in the row.
@MainActor
final class SwipeActionsNode<Content: View, Actions: View>: ContentModifierNode<SwipeActionsView<Content, Actions>>,
    SwipeActionsSource
{
    override class var declaredRoles: NodeRoles { [.swipeActions] }

    private(set) var edge = HorizontalEdge.trailing
    private(set) var allowsFullSwipe = true
    private(set) var actionNodes: [Node] = []

    override func forEachChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
        for node in actionNodes { body(node) }
    }

    override func forEachVisibleChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
    }

    override func configure(with view: SwipeActionsView<Content, Actions>) {
        edge = view.edge
        allowsFullSwipe = view.allowsFullSwipe
        var segments: [RowSegment] = []
        appendRows(of: view.actions, to: &segments)
        let views = segments.flatMap { segment in (0..<segment.count).map(segment.view) }
        var environment = self.environment
        environment.controlContext = .listRow
        var updated: [Node] = []
        for (index, action) in views.enumerated() {
            updated.append(reconcile(index < actionNodes.count ? actionNodes[index] : nil, with: action, environment: environment))
        }
        for stale in actionNodes.dropFirst(updated.count) { stale.unmount() }
        actionNodes = updated
    }
}

extension View {
    /// Adds actions a list row shows at one edge, as SwiftUI's swipe actions: `d` (or forward delete) on the
    /// selected row uncovers them (the row slides aside), ←→ pick one, Enter runs it, `d` again runs the first
    /// when `allowsFullSwipe` (SwiftUI's full swipe), Esc puts the row back; a click on an action runs it.
    /// Buttons with `role: .destructive` are red; `.tint(_:)` on a button colours it (else the list's tint).
    /// A row with swipe actions shows them instead of `onDelete`'s Delete, as in SwiftUI. Outside a list
    /// nothing shows them.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        SwipeActionsView(content: self, edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content())
    }
}
