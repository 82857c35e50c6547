import TermUIBase

/// Content at its ideal size in one or both dimensions, whatever it is offered, as SwiftUI's `.fixedSize`
/// modifiers make.
struct FixedSizeView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let horizontal: Bool
    let vertical: Bool

    func makeNode(context: NodeContext) -> Node {
        let node = FixedSizeNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content kept at its ideal size: it proposes no size in the fixed dimensions.
@MainActor
final class FixedSizeNode<Content: View>: ContentModifierNode<FixedSizeView<Content>> {
    private var horizontal = true
    private var vertical = true

    override func configure(with view: FixedSizeView<Content>) {
        horizontal = view.horizontal
        vertical = view.vertical
    }

    private func idealProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content?.measure(idealProposal(for: proposal)) ?? .zero
    }

    /// The content gets its ideal size in the fixed dimensions, centred on the room it was given. With less
    /// room than that it reaches past the room's trailing and bottom edges, so that its start is never cut off
    /// (SwiftUI centres it and lets it reach past both sides; a frame here also hands on no more room than it has).
    override func place(in rect: Rect) {
        frame = rect
        let size = content?.measure(idealProposal(for: ProposedSize(rect.size))) ?? .zero
        let width = horizontal ? size.width : rect.width
        let height = vertical ? size.height : rect.height
        content?.place(in: Rect(
            x: rect.minX + max(0, rect.width - width) / 2, y: rect.minY + max(0, rect.height - height) / 2,
            width: width, height: height))
    }
}

extension View {
    /// Keeps the view at its ideal size in both dimensions: a text never wraps or truncates.
    public func fixedSize() -> some View {
        FixedSizeView(content: self, horizontal: true, vertical: true)
    }

    /// Keeps the view at its ideal size in the dimensions asked for: `.fixedSize(horizontal: false,
    /// vertical: true)` lets a text wrap to the width it is offered and take every line it needs.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        FixedSizeView(content: self, horizontal: horizontal, vertical: vertical)
    }
}
