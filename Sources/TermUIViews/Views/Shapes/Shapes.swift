import Foundation
import TermUIBase

/// A shape, as in SwiftUI, drawn with the characters a terminal has. As a view it fills the space it is
/// offered with the foreground style; `.fill(_:)` and `.stroke(_:)` draw it in a style, and
/// `.clipShape(_:)` cuts content to it.
///
/// TermUI's own shapes (`Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`) draw with box and block
/// characters; any other shape draws its `path(in:)` as `Path` does: filled with eighth blocks, stroked with
/// braille dots. Corner radii are in cells; any radius of at least half a cell rounds the corners as much as
/// a cell can show. `clipShape(_:)` with a shape of your own cuts to its frame.
public protocol Shape: View, Sendable {
    /// The shape's outline in a rectangle (in cells, its origin the view's top-left corner).
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape where Body == _ShapeView<Self> {
    /// A shape of your own is drawn from its `path(in:)`, filled with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self) }
}

/// The body of a shape of your own, as SwiftUI's `_ShapeView`: its path filled in the foreground style.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    /// The shape.
    let shape: Content
    /// There is no body: the renderer draws the shape.
    public typealias Body = Never

    func makeNode(context: NodeContext) -> Node {
        makeShapeNode(ShapeView(drawing: ShapeDrawing(outline: ShapeOutline.of(shape), paint: .fill(nil))), context: context)
    }
}

/// A shape's outline in any rectangle, for shapes drawn from their path.
struct ShapePath: Sendable {
    /// The outline in a rectangle.
    let path: @Sendable (CGRect) -> Path
}

/// How a shape is drawn in cells.
enum ShapeOutline: Sendable {
    /// Square corners.
    case rectangle
    /// Rounded corners: ╭╮╰╯ on a stroke, quarter blocks (▗▖▝▘) on a fill.
    case rounded
    /// The largest circle that fits, drawn with half blocks (two square pixels a cell).
    case circle
    /// A path in the frame, drawn through the raster: eighth blocks filled, braille stroked.
    case path(ShapePath)
    /// The shape of the container, as `containerShape(_:)` sets it (`resolved(in:)`): a rectangle unless set.
    case containerRelative
    /// A rectangle with some corners rounded and the others square (`UnevenRoundedRectangle`).
    case uneven(RoundedCorners)
    /// An outline drawn in its frame moved in and along (`inset(by:)`, `offset(_:)` on a shape).
    indirect case moved(ShapeOutline, ShapeMove)

    /// The corners a clip to the outline draws rounded: none for square corners, all four for round ones.
    var roundedCorners: RoundedCorners {
        switch self {
        case .rectangle, .path, .containerRelative: []
        case .rounded, .circle: .all
        case .uneven(let corners): corners
        case .moved(let outline, _): outline.roundedCorners
        }
    }

    /// The outline moved in and along within its frame.
    func moved(by move: ShapeMove) -> ShapeOutline {
        if case .moved(let outline, let earlier) = self { return .moved(outline, earlier.then(move)) }
        return .moved(self, move)
    }

    /// The outline without its moves, and the moves together.
    var unmoved: (outline: ShapeOutline, move: ShapeMove) {
        if case .moved(let outline, let move) = self { return (outline, move) }
        return (self, .none)
    }

    /// The outline of any shape (TermUI's own, or a path).
    @MainActor
    static func of<S: Shape>(_ shape: S) -> ShapeOutline {
        (shape as? any CellShape)?.outline ?? .path(ShapePath { shape.path(in: $0) })
    }
}

/// A shape TermUI knows how to draw in cells.
@MainActor
protocol CellShape {
    /// How the shape is drawn in cells.
    var outline: ShapeOutline { get }
}

/// A rectangle, as in SwiftUI; stroked, it is a box with square corners (┌┐└┘).
public struct Rectangle: Shape, PrimitiveView, CellShape {
    /// A rectangle.
    public init() {}

    /// There is no body: the renderer draws the shape.
    public typealias Body = Never

    /// The rectangle itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }

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

    /// There is no body: the renderer draws the shape.
    public typealias Body = Never

    /// The rounded rectangle in a rectangle.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

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

    /// There is no body: the renderer draws the shape.
    public typealias Body = Never

    /// The capsule in a rectangle: ends of half its shorter side.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
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

    /// There is no body: the renderer draws the shape.
    public typealias Body = Never

    /// The largest circle that fits, centred.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

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

    /// The shape's outline drawn in a style, with line characters (TermUI's shapes) or braille dots (paths);
    /// `lineWidth` is ignored (a line is one cell, or one dot).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(drawing: ShapeDrawing(outline: ShapeOutline.of(self), paint: .stroke(AnyShapeStyle(content))))
    }

    /// The shape's outline drawn with line characters in the foreground style; `lineWidth` is ignored.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        ShapeView(drawing: ShapeDrawing(outline: ShapeOutline.of(self), paint: .stroke(nil)))
    }

    /// The shape's outline drawn inside its frame, as in SwiftUI; the same as `stroke` in cells, where a
    /// line is one cell wide whatever `lineWidth` says.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, lineWidth: lineWidth)
    }

    /// The shape's outline drawn inside its frame in the foreground style, as in SwiftUI; `lineWidth` is
    /// ignored.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(lineWidth: lineWidth)
    }
}

extension View {
    /// Fills the area behind this view with a style in the shape of a shape, as in SwiftUI.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Covers the area behind this view with the terminal's own background in the shape of a shape, as in
    /// SwiftUI: blank cells in the default colours (a terminal cannot round them).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(BackgroundStyle(), style: fillStyle))
    }

    /// Covers the area behind this view with the terminal's own background, as SwiftUI's `.background()`:
    /// blank cells in the default colours hide what is drawn under it. `ignoresSafeAreaEdges` is ignored (a
    /// terminal has no safe area).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle())
    }
}
