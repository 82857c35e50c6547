import TermUIBase

/// Content shown only where another view draws, as `.mask(alignment:_:)` makes.
struct MaskView<Content: View, Mask: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let mask: Mask
    let alignment: Alignment

    func makeNode(context: NodeContext) -> Node {
        let node = MaskNode<Content, Mask>(context: context)
        node.update(self)
        return node
    }
}

/// The node of masked content. The mask is laid out as an overlay is (offered the content's size, aligned
/// on it) but never drawn on the screen, and takes no focus or clicks: it is drawn into a blank canvas of its
/// own, and every cell where it drew nothing is given back what was under the content.
@MainActor
final class MaskNode<Content: View, Mask: View>: ContentModifierNode<MaskView<Content, Mask>> {
    private var mask: Node?
    private var alignment = Alignment.center

    override func forEachChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
        if let mask { body(mask) }
    }

    override func forEachVisibleChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
    }

    override func configure(with view: MaskView<Content, Mask>) {
        alignment = view.alignment
        mask = reconcile(mask, with: view.mask)
    }

    override func place(in rect: Rect) {
        super.place(in: rect)
        mask?.place(offered: rect, alignment: alignment)
    }

    override func draw(in canvas: inout CellCanvas) {
        guard let content, let mask else { return }
        let earlier = canvas
        content.draw(in: &canvas)
        var shape = CellCanvas(columns: canvas.columns, rows: canvas.rows)
        mask.draw(in: &shape)
        // The whole screen: content drawn outside its frame (an offset) is cut too.
        canvas.restore(canvas.bounds, from: earlier, whereNothingShowsIn: shape)
    }
}

extension View {
    /// Shows the view only where a mask view draws, as in SwiftUI. The mask is offered this view's size and
    /// placed by `alignment`; a cell counts as drawn where the mask shows a character or a background colour
    /// (a cell is all or nothing: SwiftUI's partial opacity of a mask has no cell to show it). Where the mask
    /// draws nothing, what was under the view shows.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        MaskView(content: self, mask: mask(), alignment: alignment)
    }

    /// Shows the view only where a mask view draws (SwiftUI's older form); see `mask(alignment:_:)`.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        MaskView(content: self, mask: mask, alignment: .center)
    }
}
