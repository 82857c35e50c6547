import TermUIBase

/// What a shape view draws: an outline, filled or stroked.
struct ShapeDrawing {
    /// How the outline is painted.
    enum Paint {
        /// Filled with a style, or with the foreground style when nil.
        case fill(AnyShapeStyle?)
        /// Outlined in a style, or in the foreground style when nil.
        case stroke(AnyShapeStyle?)
    }

    /// The shape's outline in cells.
    let outline: ShapeOutline
    /// Filled or stroked, and in which style.
    let paint: Paint
    /// A stroke's dashes and the path they follow, nil for a whole line (`stroke(_:style:)`).
    var dash: DashedOutline? = nil
}

/// A shape filled or stroked, as `.fill` and `.stroke` make.
struct ShapeView: View, PrimitiveView {
    /// What to draw.
    let drawing: ShapeDrawing

    func makeNode(context: NodeContext) -> Node {
        makeShapeNode(self, context: context)
    }
}

/// A view that draws a shape.
@MainActor
protocol ShapeDrawingView: View {
    /// What to draw.
    var shapeDrawing: ShapeDrawing { get }
}

extension ShapeView: ShapeDrawingView {
    var shapeDrawing: ShapeDrawing { drawing }
}

extension Rectangle: ShapeDrawingView {
    var shapeDrawing: ShapeDrawing { ShapeDrawing(outline: outline, paint: .fill(nil)) }
}

extension RoundedRectangle: ShapeDrawingView {
    var shapeDrawing: ShapeDrawing { ShapeDrawing(outline: outline, paint: .fill(nil)) }
}

extension Capsule: ShapeDrawingView {
    var shapeDrawing: ShapeDrawing { ShapeDrawing(outline: outline, paint: .fill(nil)) }
}

extension Circle: ShapeDrawingView {
    var shapeDrawing: ShapeDrawing { ShapeDrawing(outline: outline, paint: .fill(nil)) }
}

/// Makes the node of a view that draws a shape (the shapes' and `ShapeView`'s `makeNode`).
@MainActor
func makeShapeNode<V: ShapeDrawingView>(_ view: V, context: NodeContext) -> Node {
    let node = ShapeNode<V>(context: context)
    node.update(with: view)
    return node
}

/// The node of a shape: it fills what it is offered and draws the shape there.
@MainActor
final class ShapeNode<V: ShapeDrawingView>: PrimitiveNode<V> {
    /// What the view last gave to draw (its outline without moves).
    private var drawing = ShapeDrawing(outline: .rectangle, paint: .fill(nil))
    /// How the outline's frame moves within the node's (`inset(by:)`, `offset(_:)` on a shape).
    private var move = ShapeMove.none
    /// Where the outline is drawn: the frame moved, worked out as drawing starts.
    private var area = Rect.zero
    /// The colours of its cells (one, or a gradient's).
    private var paint = ShapePaint.flat(nil)

    override func update(_ view: V) {
        let drawing = view.shapeDrawing
        let (outline, move) = drawing.outline.resolved(in: environment).unmoved
        self.drawing = ShapeDrawing(outline: outline, paint: drawing.paint, dash: drawing.dash)
        self.move = move
        switch drawing.paint {
        case .fill(let style), .stroke(let style):
            paint = ShapePaint(style ?? environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary), in: environment)
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    override func draw(in canvas: inout CellCanvas) {
        area = move.apply(to: frame)
        guard !area.isEmpty else { return }
        switch drawing.paint {
        case .fill:
            if paint.isBlank {
                // The terminal's own background: blank cells, which cannot be rounded.
                canvas.fill(area, style: CellStyle())
                return
            }
            // Without colours a background would not show: blocks instead (a gradient is flat there).
            fill(in: &canvas, color: environment.usesColor ? paint.color(column: area.minX, row: area.minY, in: area) : nil)
            canvas.recolorForeground(area, paint: paint, in: area)
        case .stroke(let style):
            let resolved = (style ?? environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)).resolved(in: environment)
            stroke(in: &canvas, style: CellStyle(foreground: resolved.color, attributes: resolved.attributes))
            canvas.recolorForeground(area, paint: paint, in: area)
        }
    }

    /// Fills the shape: with a background colour when the style has one, else with full blocks in the
    /// default text colour.
    private func fill(in canvas: inout CellCanvas, color: TerminalColor?) {
        switch drawing.outline {
        case .circle:
            drawCircle(in: &canvas, ring: false, style: CellStyle(foreground: color))
            return
        case .rectangle, .containerRelative, .moved:
            fillCells(area, in: &canvas, color: color)
        case .path(let shape):
            canvas.fill(shape.path(rectangle), at: area.origin, area: area.size, style: CellStyle(foreground: color))
        case .rounded, .uneven:
            fillCells(area, in: &canvas, color: color)
            let glyphStyle = CellStyle(foreground: color)
            for (point, character) in drawing.outline.roundedCorners.blockCorners(of: area) {
                // The corner cells show what is behind them, with a quarter (or half) block of the shape.
                canvas.fill(Rect(origin: point, size: Size(width: 1, height: 1)), style: CellStyle(background: behind[point]))
                canvas.put(Glyph(character: character, width: 1), at: point, style: glyphStyle)
            }
        }
    }

    /// The area as the rectangle a path is made in: its own coordinates, in cells.
    private var rectangle: CGRect {
        CGRect(x: 0, y: 0, width: CGFloat(area.width), height: CGFloat(area.height))
    }

    /// The backgrounds of the corner cells before the shape was drawn.
    private var behind: [Point: TerminalColor] = [:]

    /// Fills a rectangle's cells with a background colour, or with full blocks without one, first keeping
    /// what is behind the corner cells of a rounded fill.
    private func fillCells(_ rect: Rect, in canvas: inout CellCanvas, color: TerminalColor?) {
        behind.removeAll()
        for point in RoundedCorners.all.blockCorners(of: rect).map(\.0) where canvas.bounds.contains(point) {
            behind[point] = canvas[point.x, point.y].style.background
        }
        if !paint.isFlat {
            canvas.fill(rect, paint: paint, in: area)
        } else if let color {
            canvas.fill(rect, style: CellStyle(background: color))
        } else {
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX {
                    canvas.put(Glyph(character: "█", width: 1), at: Point(x: x, y: y), style: .plain)
                }
            }
        }
    }

    /// Draws the outline with line characters; a single row gets brackets at its ends.
    private func stroke(in canvas: inout CellCanvas, style: CellStyle) {
        if let dash = drawing.dash {
            // The dashes follow the whole shape's path in the node's frame (an inset or offset is in that path).
            canvas.stroke(dash.path.path(CGRect(x: 0, y: 0, width: CGFloat(frame.width), height: CGFloat(frame.height))),
                          at: frame.origin, area: frame.size, dash: dash.pattern, style: style)
            return
        }
        let corners: RoundedCorners
        switch drawing.outline {
        case .circle:
            drawCircle(in: &canvas, ring: true, style: style)
            return
        case .path(let shape):
            canvas.stroke(shape.path(rectangle), at: area.origin, area: area.size, style: style)
            return
        case .rectangle, .containerRelative, .moved: corners = []
        case .rounded: corners = .all
        case .uneven(let some): corners = some
        }
        if area.height >= 2 {
            canvas.drawBox(area, characters: corners == .all ? .rounded : .square, style: style)
            if corners != .all {
                for (point, character) in corners.lineCorners(of: area) {
                    canvas.put(Glyph(character: character, width: 1), at: point, style: style)
                }
            }
        } else if area.width >= 2 {
            let ends: (Character, Character) = (corners.isDisjoint(with: [.topLeading, .bottomLeading]) ? "[" : "(",
                                                corners.isDisjoint(with: [.topTrailing, .bottomTrailing]) ? "]" : ")")
            canvas.put(Glyph(character: ends.0, width: 1), at: area.origin, style: style)
            canvas.put(Glyph(character: ends.1, width: 1), at: Point(x: area.maxX - 1, y: area.minY), style: style)
        }
    }

    /// Draws the largest circle that fits, centred, as pixels of half a cell: filled, or only its ring.
    private func drawCircle(in canvas: inout CellCanvas, ring: Bool, style: CellStyle) {
        let pixels = Self.circlePixels(width: area.width, height: area.height * 2, ring: ring)
        for y in 0..<area.height {
            for x in 0..<area.width {
                let top = pixels(x, 2 * y), bottom = pixels(x, 2 * y + 1)
                let character: Character
                switch (top, bottom) {
                case (true, true): character = "█"
                case (true, false): character = "▀"
                case (false, true): character = "▄"
                case (false, false): continue
                }
                canvas.put(Glyph(character: character, width: 1), at: Point(x: area.minX + x, y: area.minY + y), style: style)
            }
        }
    }

    /// Which pixels of a grid a centred circle covers (a ring one pixel wide when `ring` is set).
    static func circlePixels(width: Int, height: Int, ring: Bool) -> (Int, Int) -> Bool {
        let radius = Double(min(width, height)) / 2
        let centreX = Double(width) / 2, centreY = Double(height) / 2
        return { x, y in
            let dx = Double(x) + 0.5 - centreX, dy = Double(y) + 0.5 - centreY
            let distance = (dx * dx + dy * dy).squareRoot()
            return distance <= radius && (!ring || distance > radius - 1)
        }
    }
}
