import TermUIBase

/// Content cut to a shape, as `.clipShape` makes.
struct ClipShapeView<Content: View>: ContentModifierView, PrimitiveView {
    /// The content cut to the shape.
    let content: Content
    /// How the shape is drawn in cells.
    let outline: ShapeOutline

    func makeNode(context: NodeContext) -> Node {
        let node = ClipShapeNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content cut to a shape: drawing is clipped to the frame, and a rounded shape then replaces the
/// four corner cells with ╭╮╰╯ in the colour the content had there, over what was behind the content.
@MainActor
final class ClipShapeNode<Content: View>: ContentModifierNode<ClipShapeView<Content>> {
    /// The outline of the shape the content is cut to.
    private var outline = ShapeOutline.rectangle

    override func configure(with view: ClipShapeView<Content>) {
        outline = view.outline.resolved(in: environment)
    }

    override func draw(in canvas: inout CellCanvas) {
        let rounded = outline.roundedCorners
        let corners = rounded.isEmpty ? [] : rounded.lineCorners(of: frame)
        // What is behind each corner, before the content covers it.
        let behind = corners.map { corner in
            canvas.bounds.contains(corner.point) ? canvas[corner.point.x, corner.point.y].style.background : nil
        }
        canvas.withClip(frame) { canvas in
            content?.draw(in: &canvas)
        }
        for (corner, background) in zip(corners, behind) where canvas.bounds.contains(corner.point) {
            let style = Self.lineStyle(for: canvas[corner.point.x, corner.point.y])
            canvas.withClip(frame) { canvas in
                canvas.fill(Rect(origin: corner.point, size: Size(width: 1, height: 1)), style: CellStyle(background: background))
                canvas.put(Glyph(character: corner.character, width: 1), at: corner.point, style: style)
            }
        }
    }

    /// The style of a corner's line: the colour the content shows in that cell (its background; for reverse
    /// video, its text colour); for the corner of a box the content drew, the box's style; for a cell the
    /// content left without a background, a dim line (the corner of the card's frame).
    static func lineStyle(for cell: Cell) -> CellStyle {
        let style = cell.style
        if style.attributes.contains(.reverse) { return CellStyle(foreground: style.foreground) }
        if let background = style.background { return CellStyle(foreground: background) }
        guard boxCornerCharacters.contains(cell.character) else { return CellStyle(attributes: .dim) }
        return CellStyle(foreground: style.foreground, attributes: style.attributes.intersection([.dim, .bold]))
    }
}

/// The corners of boxes, square and rounded.
private let boxCornerCharacters: Set<Character> = ["┌", "┐", "└", "┘", "╭", "╮", "╰", "╯"]

extension View {
    /// Clips the view to a rounded rectangle, as SwiftUI's (deprecated) `cornerRadius(_:antialiased:)`: the same
    /// as `clipShape(RoundedRectangle(cornerRadius:))`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Cuts the view to a shape, as in SwiftUI. In cells: drawing is clipped to the view's frame, and a
    /// rounded shape (`.rect(cornerRadius:)` with a radius of half a cell or more, `RoundedRectangle`,
    /// `Capsule`, and `Circle`, which clips as a capsule does) then draws ╭╮╰╯ in its corner cells, in the
    /// colour the content had there (dim where the content has no background, so that a card of text gets
    /// the corners of a frame, which SwiftUI would not show), over what was behind it; the corners of a box
    /// the content drew (`.border`) become rounded; a single row gets ▐ and ▌ at its ends. A rectangle, or a
    /// radius of 0, only clips: no corners are drawn.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        ClipShapeView(content: self, outline: ShapeOutline.of(shape))
    }
}

extension View {
    /// Clips the view to its frame, as in SwiftUI: nothing it draws outside its frame (an offset, a wider
    /// child) shows. The same as `clipShape(Rectangle())`; `antialiased` has nothing to smooth in cells.
    public func clipped(antialiased: Bool = false) -> some View {
        ClipShapeView(content: self, outline: .rectangle)
    }
}
