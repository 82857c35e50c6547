import Foundation
import TermUIBase

/// Content with space around it.
struct PaddingView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let insets: CellInsets

    func makeNode(context: NodeContext) -> Node {
        let node = PaddingNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of padded content.
@MainActor
final class PaddingNode<Content: View>: ContentModifierNode<PaddingView<Content>> {
    private var insets = CellInsets()

    override func configure(with view: PaddingView<Content>) {
        insets = view.insets
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
        let size = content?.measure(inner) ?? .zero
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.place(in: rect.inset(by: insets))
    }
}

extension View {
    /// Adds one cell of space on every edge (SwiftUI's default padding is larger, in points).
    public func padding() -> some View {
        padding(.all, nil)
    }

    /// Adds space on the given edges; `length` in cells (1 when nil).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = length.map(cells) ?? 1
        return PaddingView(
            content: self,
            insets: CellInsets(
                top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
                bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0))
    }

    /// Adds `length` cells of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds space given per edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        PaddingView(content: self, insets: insets.cellInsets)
    }
}
