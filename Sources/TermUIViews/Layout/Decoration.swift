import TermUIBase

/// Content with a view behind or in front of it, as `.background` and `.overlay` make. The decoration is
/// offered the content's size and aligned on it; the content alone decides the size.
struct DecoratedView<Content: View, Decoration: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let decoration: Decoration
    let alignment: Alignment
    let isInFront: Bool

    func makeNode(context: NodeContext) -> Node {
        let node = DecoratedNode<Content, Decoration>(context: context)
        node.update(self)
        return node
    }
}

/// The node of decorated content.
@MainActor
final class DecoratedNode<Content: View, Decoration: View>: ContentModifierNode<DecoratedView<Content, Decoration>> {
    private var decoration: Node?
    private var alignment = Alignment.center
    private var isInFront = false

    override func forEachChild(_ body: (Node) -> Void) {
        if isInFront {
            super.forEachChild(body)
            if let decoration { body(decoration) }
        } else {
            if let decoration { body(decoration) }
            super.forEachChild(body)
        }
    }

    override func configure(with view: DecoratedView<Content, Decoration>) {
        alignment = view.alignment
        isInFront = view.isInFront
        decoration = reconcile(decoration, with: view.decoration)
    }

    override func place(in rect: Rect) {
        super.place(in: rect)
        decoration?.place(offered: rect, alignment: alignment)
    }

    override func draw(in canvas: inout CellCanvas) {
        forEachChild { $0.draw(in: &canvas) }
    }
}

extension Node {
    /// Places the node as a view laid over another is: offered the other's rectangle, at most that size, and
    /// aligned in it (a background, an overlay, a mask).
    func place(offered rect: Rect, alignment: Alignment) {
        stackAxis = nil
        let size = measure(ProposedSize(rect.size))
        place(in: alignment.place(Size(width: min(size.width, rect.width), height: min(size.height, rect.height)), in: rect))
    }
}

extension View {
    /// Puts a view behind this one, offered this view's size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), alignment: alignment, isInFront: false)
    }

    /// Puts a view behind this one (SwiftUI's older form).
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: background, alignment: alignment, isInFront: false)
    }

    /// Fills the area behind this view with a style.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        DecoratedView(content: self, decoration: StyleFill(style: style), alignment: .center, isInFront: false)
    }

    /// Puts a view in front of this one, offered this view's size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), alignment: alignment, isInFront: true)
    }

    /// Puts a view in front of this one (SwiftUI's older form).
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: overlay, alignment: alignment, isInFront: true)
    }
}
