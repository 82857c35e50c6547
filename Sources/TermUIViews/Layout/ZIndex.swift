import TermUIBase

/// Content drawn in front of or behind its siblings, as `.zIndex(_:)` makes.
struct ZIndexView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    /// Higher is drawn later, over the siblings with lower values.
    let value: Double

    func makeNode(context: NodeContext) -> Node {
        let node = ZIndexNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content with a z index: it lays out and draws as its content; the stack around it reads
/// `zIndex` to choose when to draw it.
@MainActor
final class ZIndexNode<Content: View>: ContentModifierNode<ZIndexView<Content>> {
    private var value = 0.0

    override var zIndex: Double { value }

    override func configure(with view: ZIndexView<Content>) {
        if value != view.value {
            value = view.value
            // The stack works out its drawing order when it places its children.
            invalidateLayout()
        }
    }
}

/// The order a stack draws its children in when one of them sets a z index: by `zIndex`, lowest first,
/// children with equal values in the order they are written. Nil when every child is at 0, so that a stack
/// without `zIndex(_:)` draws as it always did, paying one call a child as it places them.
@MainActor
func zOrder(of children: [Node]) -> [Node]? {
    guard children.contains(where: { $0.zIndex != 0 }) else { return nil }
    return children.enumerated()
        .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        .map(\.element)
}

extension View {
    /// Sets the order the view is drawn in among the views of its stack, as in SwiftUI: a higher value is
    /// drawn over a lower one, whatever order they are written in (0 by default; equal values keep the written
    /// order). A cell shows one thing, so the view in front covers the cells it draws in. It orders the
    /// children of `ZStack`, `HStack` and `VStack` (which overlap when one is offset or positioned).
    public func zIndex(_ value: Double) -> some View {
        ZIndexView(content: self, value: value)
    }
}
