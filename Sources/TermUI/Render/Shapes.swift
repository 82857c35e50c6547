import Foundation

/// A shape, as in SwiftUI, drawn with the characters a terminal has. As a view it fills the space it is
/// offered with the foreground style; `.fill(_:)` and `.stroke(_:)` draw it in a style, and
/// `.clipShape(_:)` cuts content to it.
///
/// TermUI has no `Path`: only its own shapes (`Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`) can be
/// drawn, and a shape of another type draws as a rectangle. Corner radii are in cells; any radius of at
/// least half a cell rounds the corners as much as a cell can show.
public protocol Shape: View, Sendable {}

/// How a shape is drawn in cells.
enum ShapeOutline: Hashable, Sendable {
    /// Square corners.
    case rectangle
    /// Rounded corners: ╭╮╰╯ on a stroke, quarter blocks (▗▖▝▘) on a fill.
    case rounded
    /// The largest circle that fits, drawn with half blocks (two square pixels a cell).
    case circle

    /// The outline of any shape (a shape TermUI cannot draw is a rectangle).
    @MainActor
    static func of<S: Shape>(_ shape: S) -> ShapeOutline {
        (shape as? any CellShape)?.outline ?? .rectangle
    }
}

/// A shape TermUI knows how to draw in cells.
@MainActor
protocol CellShape {
    var outline: ShapeOutline { get }
}

/// A rectangle, as in SwiftUI; stroked, it is a box with square corners (┌┐└┘).
public struct Rectangle: Shape, PrimitiveView, CellShape {
    /// A rectangle.
    public init() {}

    var outline: ShapeOutline { .rectangle }

    func makeNode(context: NodeContext) -> Node {
        makeShapeNode(self, context: context)
    }
}

/// How the corners of a rounded rectangle curve, as in SwiftUI; a terminal cannot tell them apart.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curves.
    case continuous
}

/// A rectangle with rounded corners, as in SwiftUI: stroked, a box with ╭╮╰╯ corners; filled, its corner cells
/// are quarter blocks (▗▖▝▘), or half blocks (▐▌) at the ends of a single row. A radius below half a cell
/// gives square corners.
public struct RoundedRectangle: Shape, PrimitiveView, CellShape {
    /// The corners' radius, in cells.
    public var cornerSize: CGSize
    /// How the corners curve (ignored).
    public var style: RoundedCornerStyle

    /// A rounded rectangle with a corner radius in cells.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// A rounded rectangle with a corner size in cells.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    var outline: ShapeOutline {
        min(cornerSize.width, cornerSize.height) >= 0.5 ? .rounded : .rectangle
    }

    func makeNode(context: NodeContext) -> Node {
        makeShapeNode(self, context: context)
    }
}

/// A capsule, as in SwiftUI: a rounded rectangle with ends as round as cells allow (in a terminal it looks
/// the same as `RoundedRectangle`).
public struct Capsule: Shape, PrimitiveView, CellShape {
    /// How the ends curve (ignored).
    public var style: RoundedCornerStyle

    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    var outline: ShapeOutline { .rounded }

    func makeNode(context: NodeContext) -> Node {
        makeShapeNode(self, context: context)
    }
}

/// A circle, as in SwiftUI: the largest circle that fits, centred, drawn with half blocks (▀▄█) as pixels
/// two to a cell. As a clip shape it rounds the corners as a capsule does.
public struct Circle: Shape, PrimitiveView, CellShape {
    /// A circle.
    public init() {}

    var outline: ShapeOutline { .circle }

    func makeNode(context: NodeContext) -> Node {
        makeShapeNode(self, context: context)
    }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners, the radius in cells.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

/// How a shape is filled, as in SwiftUI; a terminal draws whole cells, so neither option changes anything.
public struct FillStyle: Hashable, Sendable {
    /// The even-odd rule (ignored).
    public var isEOFilled: Bool
    /// Smoothed edges (ignored).
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Shape {
    /// The shape filled with a style; without one, with the foreground style.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        ShapeView(drawing: ShapeDrawing(outline: ShapeOutline.of(self), paint: .fill(AnyShapeStyle(content))))
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        ShapeView(drawing: ShapeDrawing(outline: ShapeOutline.of(self), paint: .fill(nil)))
    }

    /// The shape's outline drawn with line characters in a style; `lineWidth` is ignored (a line is one cell).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(drawing: ShapeDrawing(outline: ShapeOutline.of(self), paint: .stroke(AnyShapeStyle(content))))
    }

    /// The shape's outline drawn inside its frame; the same as `stroke` in cells.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, lineWidth: lineWidth)
    }
}

extension View {
    /// Fills the area behind this view with a style in the shape of a shape, as in SwiftUI.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }
}

// MARK: Drawing

/// What a shape view draws: an outline, filled or stroked.
struct ShapeDrawing {
    enum Paint {
        /// Filled with a style, or with the foreground style when nil.
        case fill(AnyShapeStyle?)
        /// Outlined in a style.
        case stroke(AnyShapeStyle)
    }

    let outline: ShapeOutline
    let paint: Paint
}

/// A shape filled or stroked, as `.fill` and `.stroke` make.
struct ShapeView: View, PrimitiveView {
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

@MainActor
private func makeShapeNode<V: ShapeDrawingView>(_ view: V, context: NodeContext) -> Node {
    let node = ShapeNode<V>(context: context)
    node.update(with: view)
    return node
}

/// The node of a shape: it fills what it is offered and draws the shape there.
@MainActor
final class ShapeNode<V: ShapeDrawingView>: PrimitiveNode<V> {
    private var drawing = ShapeDrawing(outline: .rectangle, paint: .fill(nil))

    override func update(_ view: V) {
        drawing = view.shapeDrawing
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    override func draw(in canvas: inout Canvas) {
        guard !frame.isEmpty else { return }
        switch drawing.paint {
        case .fill(let style):
            let resolved = style ?? environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
            fill(in: &canvas, color: resolved.backgroundColor(in: environment))
        case .stroke(let style):
            let resolved = style.resolved(in: environment)
            stroke(in: &canvas, style: CellStyle(foreground: resolved.color, attributes: resolved.attributes))
        }
    }

    /// Fills the shape: with a background colour when the style has one, else with full blocks in the
    /// default text colour.
    private func fill(in canvas: inout Canvas, color: TerminalColor?) {
        switch drawing.outline {
        case .circle:
            drawCircle(in: &canvas, ring: false, style: CellStyle(foreground: color))
            return
        case .rectangle:
            fillCells(frame, in: &canvas, color: color)
        case .rounded:
            fillCells(frame, in: &canvas, color: color)
            let glyphStyle = CellStyle(foreground: color)
            for (point, character) in Self.roundedFillCorners(of: frame) {
                // The corner cells show what is behind them, with a quarter (or half) block of the shape.
                canvas.fill(Rect(origin: point, size: Size(width: 1, height: 1)), style: CellStyle(background: behind[point]))
                canvas.put(Glyph(character: character, width: 1), at: point, style: glyphStyle)
            }
        }
    }

    /// The backgrounds of the corner cells before the shape was drawn.
    private var behind: [Point: TerminalColor] = [:]

    private func fillCells(_ rect: Rect, in canvas: inout Canvas, color: TerminalColor?) {
        behind.removeAll()
        for point in Self.roundedFillCorners(of: rect).map(\.0) where canvas.bounds.contains(point) {
            behind[point] = canvas[point.x, point.y].style.background
        }
        if let color {
            canvas.fill(rect, style: CellStyle(background: color))
        } else {
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX {
                    canvas.put(Glyph(character: "█", width: 1), at: Point(x: x, y: y), style: .plain)
                }
            }
        }
    }

    /// The corner cells of a filled rounded shape and their blocks: quarter blocks at the four corners, or
    /// half blocks at the ends of a single row.
    static func roundedFillCorners(of rect: Rect) -> [(Point, Character)] {
        guard rect.width >= 2 else { return [] }
        if rect.height == 1 {
            return [(Point(x: rect.minX, y: rect.minY), "▐"), (Point(x: rect.maxX - 1, y: rect.minY), "▌")]
        }
        return [
            (Point(x: rect.minX, y: rect.minY), "▗"), (Point(x: rect.maxX - 1, y: rect.minY), "▖"),
            (Point(x: rect.minX, y: rect.maxY - 1), "▝"), (Point(x: rect.maxX - 1, y: rect.maxY - 1), "▘"),
        ]
    }

    /// Draws the outline with line characters; a single row gets brackets at its ends.
    private func stroke(in canvas: inout Canvas, style: CellStyle) {
        if drawing.outline == .circle {
            drawCircle(in: &canvas, ring: true, style: style)
            return
        }
        let rounded = drawing.outline == .rounded
        if frame.height >= 2 {
            canvas.drawBox(frame, characters: rounded ? .rounded : .square, style: style)
        } else if frame.width >= 2 {
            let ends: (Character, Character) = rounded ? ("(", ")") : ("[", "]")
            canvas.put(Glyph(character: ends.0, width: 1), at: frame.origin, style: style)
            canvas.put(Glyph(character: ends.1, width: 1), at: Point(x: frame.maxX - 1, y: frame.minY), style: style)
        }
    }

    /// Draws the largest circle that fits, centred, as pixels of half a cell: filled, or only its ring.
    private func drawCircle(in canvas: inout Canvas, ring: Bool, style: CellStyle) {
        let pixels = Self.circlePixels(width: frame.width, height: frame.height * 2, ring: ring)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let top = pixels(x, 2 * y), bottom = pixels(x, 2 * y + 1)
                let character: Character
                switch (top, bottom) {
                case (true, true): character = "█"
                case (true, false): character = "▀"
                case (false, true): character = "▄"
                case (false, false): continue
                }
                canvas.put(Glyph(character: character, width: 1), at: Point(x: frame.minX + x, y: frame.minY + y), style: style)
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
