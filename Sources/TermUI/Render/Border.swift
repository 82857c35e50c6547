import Foundation

/// The characters of a box drawn around content.
struct BoxCharacters: Sendable {
    let topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
    let horizontal: Character, vertical: Character

    /// Square corners: ┌─┐.
    static let square = BoxCharacters(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// Rounded corners: ╭─╮.
    static let rounded = BoxCharacters(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
}

extension Canvas {
    /// Draws a box along the edges of a rectangle.
    mutating func drawBox(_ rect: Rect, characters: BoxCharacters, style: CellStyle) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        func mark(_ character: Character, _ x: Int, _ y: Int) {
            put(Glyph(character: character, width: 1), at: Point(x: x, y: y), style: style)
        }
        mark(characters.topLeft, rect.minX, rect.minY)
        mark(characters.topRight, rect.maxX - 1, rect.minY)
        mark(characters.bottomLeft, rect.minX, rect.maxY - 1)
        mark(characters.bottomRight, rect.maxX - 1, rect.maxY - 1)
        for x in (rect.minX + 1)..<(rect.maxX - 1) {
            mark(characters.horizontal, x, rect.minY)
            mark(characters.horizontal, x, rect.maxY - 1)
        }
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            mark(characters.vertical, rect.minX, y)
            mark(characters.vertical, rect.maxX - 1, y)
        }
    }
}

/// Content inside a box of line characters.
struct BorderView<Content: View, Style: ShapeStyle>: ContentModifierView, PrimitiveView {
    let content: Content
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
    private var style = CellStyle()
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

    override func draw(in canvas: inout Canvas) {
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
