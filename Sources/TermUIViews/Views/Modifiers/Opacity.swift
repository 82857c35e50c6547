import TermUIBase

/// Content drawn with an opacity, as `.opacity(_:)` makes. A cell is shown or not, so the terminal has three
/// steps: nothing at 0, dim below one half, as it is from one half up. The layout never changes.
struct OpacityView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let opacity: Double

    func makeNode(context: NodeContext) -> Node {
        let node = OpacityNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content drawn with an opacity. At 0 the content is kept (its nodes and their state) and keeps
/// its place, but is not a visible child: it is neither drawn nor placed, and focus, clicks, keys and the key
/// hints pass it by, as they pass a tab that is not shown.
@MainActor
final class OpacityNode<Content: View>: ContentModifierNode<OpacityView<Content>> {
    private var opacity = 1.0

    /// Whether nothing of the content shows (0, or not a number).
    private var isInvisible: Bool { !(opacity > 0) }

    override func configure(with view: OpacityView<Content>) {
        opacity = view.opacity
    }

    override func forEachVisibleChild(_ body: (Node) -> Void) {
        guard !isInvisible else { return }
        super.forEachVisibleChild(body)
    }

    /// Invisible content is measured (it keeps its place) but not placed: nothing reads where it would be, and
    /// it is placed again with everything else in the frame that shows it.
    override func place(in rect: Rect) {
        guard !isInvisible else {
            frame = rect
            return
        }
        super.place(in: rect)
    }

    override func draw(in canvas: inout CellCanvas) {
        guard !isInvisible else { return }
        content?.draw(in: &canvas)
        if opacity < 0.5 { canvas.restyle(frame) { $0.attributes.insert(.dim) } }
    }
}

extension View {
    /// The view drawn with an opacity from 0 to 1, as in SwiftUI, in the terminal's three steps: dim below 0.5,
    /// unchanged from 0.5 up, and at 0 not shown at all. At 0 it still takes its place and keeps its state
    /// (its views stay built, so showing it again costs no more than a frame), but it is out of reach: as in
    /// SwiftUI a click passes through it, and unlike SwiftUI (where keyboard focus may still reach a view at 0)
    /// it takes no focus and no keys, and the key-hint bar leaves its keys out, since a focus nobody can see
    /// would leave the keys going nowhere the user could tell. Content shown in turns over it (a search's
    /// results over the page it searches) can so keep the page built:
    ///
    ///     ZStack {
    ///         Page().opacity(isSearching ? 0 : 1)
    ///         if isSearching { Results() }
    ///     }
    public func opacity(_ opacity: Double) -> some View {
        OpacityView(content: self, opacity: opacity)
    }
}
