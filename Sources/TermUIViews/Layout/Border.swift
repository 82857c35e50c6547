import Foundation
import TermUIBase

/// Content inside a box of line characters.
struct BorderView<Content: View, Style: ShapeStyle>: ContentModifierView, PrimitiveView {
    /// The content inside the box.
    let content: Content
    /// The style the box's lines are drawn in.
    let style: Style

    func makeNode(context: NodeContext) -> Node {
        let node = BorderNode<Content, Style>(context: context)
        node.update(self)
        return node
    }
}

/// The node of bordered content: the box takes one cell on each side.
@MainActor
final class BorderNode<Content: View, Style: ShapeStyle>: ContentModifierNode<BorderView<Content, Style>> {
    /// The box's lines' style, resolved in the environment.
    private var style = CellStyle()
    /// The cell the box takes on each side.
    private let insets = CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1)

    override func configure(with view: BorderView<Content, Style>) {
        let resolved = view.style.resolved(in: environment)
        style = CellStyle(foreground: resolved.color, attributes: resolved.attributes)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height.map { max(0, $0 - 2) })
        let size = content?.measure(inner) ?? .zero
        return Size(width: size.width + 2, height: size.height + 2)
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.place(in: rect.inset(by: insets))
    }

    override func draw(in canvas: inout CellCanvas) {
        canvas.drawBox(frame, characters: .square, style: style)
        super.draw(in: &canvas)
    }
}

extension View {
    /// Draws a box of line characters around the view. Unlike SwiftUI, where the border is drawn over the
    /// view's edge, the box takes one cell on each side (a terminal cannot draw between cells); `width` is
    /// ignored.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        BorderView(content: self, style: content)
    }
}
