import Foundation
import TermUIBase

/// A custom `Layout` used as a container, `MyLayout { ... }` (what `callAsFunction` makes).
///
/// Declared apart from its `View` conformance so that a layout, which is not isolated, can make it.
struct LayoutView<L: Layout, Content: View> {
    let layout: L
    let content: Content
}

extension LayoutView: View, PrimitiveView {
    func makeNode(context: NodeContext) -> Node {
        let node = LayoutNode<L, Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of a custom layout: it hands its children to the layout as `LayoutSubviews`, keeps the layout's
/// cache (made once, brought up to date when the layout or its subviews change), and centres the subviews
/// the layout did not place. Children stay in the order the content declares them, so focus moves through
/// them in that order whatever the layout does with their places.
@MainActor
final class LayoutNode<L: Layout, Content: View>: PrimitiveNode<LayoutView<L, Content>>, LayoutSpacingNode {
    private var content: Node?
    private var layout: L?
    private var cache: L.Cache?
    /// The subviews the cache was last made or brought up to date for.
    private var cachedSubviews: [ObjectIdentifier] = []

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func update(_ view: LayoutView<L, Content>) {
        layout = view.layout
        content = reconcile(content, with: view.content)
        if cache != nil { cachedSubviews = [] }  // the layout's values may have changed: update the cache
    }

    /// The subviews for a pass, with the cache brought up to date for them.
    private func subviews(for pass: LayoutPass) -> LayoutSubviews {
        let children = layoutChildren
        let orientation = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
        for child in children { child.stackAxis = orientation }
        let subviews = LayoutSubviews(children.map { LayoutSubview(node: $0, pass: pass) })
        let identities = children.map(ObjectIdentifier.init)
        if let layout, identities != cachedSubviews || cache == nil {
            if var existing = cache {
                cache = nil
                layout.updateCache(&existing, subviews: subviews)
                cache = existing
            } else {
                cache = layout.makeCache(subviews: subviews)
            }
            cachedSubviews = identities
        }
        return subviews
    }

    /// Runs one of the layout's methods with its cache.
    private func withLayout<T>(_ pass: LayoutPass, _ body: (L, LayoutSubviews, inout L.Cache) -> T) -> T? {
        let subviews = subviews(for: pass)
        guard let layout, var current = cache else { return nil }
        defer { cache = current }
        return body(layout, subviews, &current)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let size = withLayout(LayoutPass()) { layout, subviews, cache in
            layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        }
        return size?.cellSize ?? .zero
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.frame = rect
        let pass = LayoutPass()
        let proposal = ProposedViewSize(ProposedSize(rect.size))
        let subviews = withLayout(pass) { layout, subviews, cache in
            layout.placeSubviews(in: CGRect(rect), proposal: proposal, subviews: subviews, cache: &cache)
            return subviews
        }
        for subview in subviews ?? LayoutSubviews([]) where !pass.placed.contains(ObjectIdentifier(subview.node)) {
            let centre = CGPoint(x: CGFloat(rect.minX) + CGFloat(rect.width) / 2, y: CGFloat(rect.minY) + CGFloat(rect.height) / 2)
            subview.place(at: centre, anchor: .center, proposal: proposal)
        }
    }

    var viewSpacing: ViewSpacing {
        withLayout(LayoutPass()) { layout, subviews, cache in layout.spacing(subviews: subviews, cache: &cache) }
            ?? ViewSpacing()
    }
}
