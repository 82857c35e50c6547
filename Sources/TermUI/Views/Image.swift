/// An image, as in SwiftUI. `Image(systemName:)` shows a Unicode stand-in for an SF Symbol (a fallback
/// mark for names it does not know), drawn in the foreground style like text.
public struct Image: View, PrimitiveView {
    /// The characters shown.
    let glyph: String

    /// A symbol by its SF Symbols name.
    public init(systemName: String) {
        glyph = SymbolGlyphs.glyph(for: systemName) ?? SymbolGlyphs.fallback
    }

    /// Resizing has no meaning for a symbol glyph; the image is returned as it is.
    public func resizable() -> Image { self }

    func makeNode(context: NodeContext) -> Node {
        let node = ImageNode(context: context)
        node.update(self)
        return node
    }
}

/// The node of an `Image`: its glyphs in the foreground style.
@MainActor
final class ImageNode: PrimitiveNode<Image> {
    private var glyphs: [StyledGlyph] = []
    private var width = 0

    override func update(_ view: Image) {
        let resolved = environment.foregroundStyle?.resolved(in: environment) ?? ResolvedShapeStyle()
        var attributes = (environment.font ?? .body).attributes
        attributes.formUnion(resolved.attributes)
        let style = CellStyle(foreground: resolved.color, attributes: attributes)
        glyphs = Glyph.glyphs(of: view.glyph).map { StyledGlyph(glyph: $0, style: style) }
        width = TextLayout.width(glyphs)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: width, height: glyphs.isEmpty ? 0 : 1)
    }

    override func draw(in canvas: inout Canvas) {
        guard frame.width >= width, frame.height >= 1 else { return }
        var x = frame.minX
        for styled in glyphs {
            canvas.put(styled.glyph, at: Point(x: x, y: frame.minY), style: styled.style)
            x += styled.glyph.width
        }
    }
}
