import TermUIBase

/// Content drawn moved by whole cells, as `.offset(x:y:)` makes: its layout is where it was (the views around
/// it do not move), only where it is drawn changes.
struct OffsetView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let x: Int
    let y: Int

    func makeNode(context: NodeContext) -> Node {
        let node = OffsetNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content drawn moved.
@MainActor
final class OffsetNode<Content: View>: ContentModifierNode<OffsetView<Content>> {
    private var offset = (x: 0, y: 0)

    override func configure(with view: OffsetView<Content>) {
        if offset != (view.x, view.y) {
            offset = (view.x, view.y)
            invalidateLayout()
        }
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.place(in: Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: rect.width, height: rect.height))
    }
}

extension View {
    /// Draws the view moved by `x` columns and `y` rows (rounded to whole cells), leaving its place in the
    /// layout where it was, as in SwiftUI.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        OffsetView(content: self, x: Int(x.rounded()), y: Int(y.rounded()))
    }

    /// Draws the view moved by a size's width in columns and height in rows, as in SwiftUI.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }
}
