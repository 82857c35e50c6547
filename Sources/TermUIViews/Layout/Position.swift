import TermUIBase

/// Content placed with its centre at a point of the space it is offered, as `.position(x:y:)` makes.
struct PositionView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    /// The centre's column and row, from the top leading corner of the space offered.
    let x: Int
    let y: Int

    func makeNode(context: NodeContext) -> Node {
        let node = PositionNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content placed at a point: it takes all the space it is offered (the content's own size on an
/// axis offered none or unbounded space) and places the content at its size, centred on the point.
@MainActor
final class PositionNode<Content: View>: ContentModifierNode<PositionView<Content>> {
    private var point = (x: 0, y: 0)

    override func configure(with view: PositionView<Content>) {
        if point != (view.x, view.y) {
            point = (view.x, view.y)
            invalidateLayout()
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        func offered(_ length: Int?) -> Int? {
            guard let length, length < ProposedSize.unboundedLength else { return nil }
            return length
        }
        let width = offered(proposal.width)
        let height = offered(proposal.height)
        guard let width, let height else {
            let size = content?.measure(proposal) ?? .zero
            return Size(width: width ?? size.width, height: height ?? size.height)
        }
        return Size(width: width, height: height)
    }

    override func place(in rect: Rect) {
        frame = rect
        guard let content else { return }
        let size = content.measure(ProposedSize(rect.size))
        content.place(in: Rect(x: rect.minX + point.x - size.width / 2, y: rect.minY + point.y - size.height / 2,
                               width: size.width, height: size.height))
    }
}

extension View {
    /// Places the centre of the view at a point of its parent's space, `x` columns and `y` rows from the top
    /// leading corner (rounded to whole cells), as in SwiftUI: the view then takes all the space it is offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        PositionView(content: self, x: Int(x.rounded()), y: Int(y.rounded()))
    }

    /// Places the centre of the view at a point of its parent's space, in columns and rows, as in SwiftUI.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }
}
