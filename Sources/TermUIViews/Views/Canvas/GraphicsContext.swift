import Foundation
import TermUIBase

/// What a `Canvas` draws with, as in SwiftUI: paths filled and stroked, and text, in the canvas's
/// coordinates (cells: x to the right, y down, (1, 1) one cell from the top-left corner).
///
/// Fills are whole and eighth blocks (▁▂▃▄▅▆▇█, ▏▎▍▌▋▊▉), strokes braille dots (two by four a cell, one dot
/// wide whatever `lineWidth` is), text whole characters in the cell a point falls in. A copy of a context
/// draws on the same canvas with its own transform and clip, as in SwiftUI. `translateBy` and `scaleBy`
/// move and scale what is drawn after them; there is no rotation, `opacity` and `blendMode` are kept but
/// not shown (a cell has one colour), and a clip is the bounding rectangle of its path.
public struct GraphicsContext {
    /// The canvas drawn on, shared by the copies of a context.
    final class Target {
        /// The frame's cells (moved in for the drawing, and out again).
        var canvas: CellCanvas
        /// Where the canvas view's top-left cell is.
        let origin: Point
        /// The canvas view's size in cells.
        let size: Size

        init(canvas: CellCanvas, origin: Point, size: Size) {
            self.canvas = canvas
            self.origin = origin
            self.size = size
        }
    }

    /// The canvas drawn on.
    private let target: Target
    /// The environment of the canvas view, as in SwiftUI.
    public var environment: EnvironmentValues
    /// The opacity of what is drawn (kept, not shown: a cell's colour is whole).
    public var opacity: Double = 1
    /// How colours blend (kept, not shown).
    public var blendMode: BlendMode = .normal
    /// The scale and then the offset points are drawn at.
    private var scale = CGSize(width: 1, height: 1)
    private var offset = CGPoint.zero
    /// The clip in the canvas's coordinates (nil for the whole canvas).
    private var clipRect: CGRect?

    init(target: Target, environment: EnvironmentValues) {
        self.target = target
        self.environment = environment
    }

    /// How a blend mode combines colours, as in SwiftUI (TermUI shows every mode as `.normal`).
    public enum BlendMode: Hashable, Sendable {
        /// SwiftUI's separable blend modes; each draws as `.normal`.
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
        /// SwiftUI's other blend modes; each draws as `.normal`.
        case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
        /// SwiftUI's compositing blend modes; each draws as `.normal`.
        case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
    }

    /// What a shape is filled or stroked with, as in SwiftUI.
    public struct Shading: Sendable {
        /// The style, or nil for the context's foreground style.
        let style: AnyShapeStyle?

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }

        /// Any shape style (a gradient shows its first colour).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(style: nil) }
    }

    /// Moves what is drawn next by an offset, in cells.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        offset.x += x * scale.width
        offset.y += y * scale.height
    }

    /// Scales what is drawn next.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        scale.width *= x
        scale.height *= y
    }

    /// Cuts what is drawn next to a path's bounding rectangle (a terminal cell cannot be cut finer).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        let rect = transformed(path).boundingRect
        clipRect = clipRect.map { $0.intersection(rect) } ?? rect
    }

    /// Fills a path.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let cellStyle = self.cellStyle(of: shading)
        draw { canvas, origin, area in
            canvas.fill(transformed(path), at: origin, area: area, evenOdd: style.isEOFilled, style: cellStyle)
        }
    }

    /// Strokes a path with braille dots (`lineWidth` is ignored: a line is one dot wide).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes a path with braille dots in a stroke style, as in SwiftUI: its dashes are drawn (in cells of the
    /// screen, after the context's transform), its width, caps and joins are not (a line is one dot wide).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let cellStyle = self.cellStyle(of: shading)
        let dash = style.dashPattern
        draw { canvas, origin, area in
            canvas.stroke(transformed(path), at: origin, area: area, dash: dash, style: cellStyle)
        }
    }

    /// Draws text with its anchor (a unit point of the text's size; the centre unless told) at a point.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws text from the top-left corner of a rectangle, cut with "…" to its width.
    public func draw(_ text: Text, in rect: CGRect) {
        let resolved = resolve(text)
        let corner = transformed(CGPoint(x: rect.minX, y: rect.minY))
        let width = Int((rect.width * scale.width).rounded(.down))
        drawLine(resolved, at: Point(x: Int(corner.x.rounded()), y: Int(corner.y.rounded(.down))), maxWidth: width)
    }

    /// Text made ready to draw and measure, as in SwiftUI.
    public struct ResolvedText {
        /// Each run's characters and style.
        let runs: [(glyphs: [Glyph], style: CellStyle)]

        /// The characters of every run.
        var glyphs: [Glyph] { runs.flatMap(\.glyphs) }

        /// The text's size in cells: its width, one row (what it would need, not cut to `size`).
        public func measure(in size: CGSize) -> CGSize {
            CGSize(width: CGFloat(runs.reduce(0) { $0 + $1.glyphs.reduce(0) { $0 + $1.width } }), height: 1)
        }
    }

    /// Resolves text in the context's environment: its characters and style.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(runs: text.resolvingLocalization(in: environment).runs.map { run in
            let string = run.string(in: environment).replacingOccurrences(of: "\n", with: " ")
            return (Glyph.glyphs(of: string), run.cellStyle(in: environment))
        })
    }

    /// Draws resolved text with its anchor at a point.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: .zero)
        let at = transformed(point)
        let x = (at.x - anchor.x * size.width).rounded(), y = (at.y - anchor.y * size.height).rounded()
        guard abs(x) < 1e6, abs(y) < 1e6 else { return }
        drawLine(text, at: Point(x: Int(x), y: Int(y)), maxWidth: nil)
    }

    /// Draws one line of text from a cell of the canvas view.
    private func drawLine(_ text: ResolvedText, at point: Point, maxWidth: Int?) {
        draw { canvas, origin, _ in
            var x = origin.x + point.x
            var room = maxWidth ?? Int.max / 2
            for run in text.runs where room > 0 {
                let used = canvas.drawTruncated(run.glyphs, at: Point(x: x, y: origin.y + point.y), maxWidth: room, style: run.style)
                x += used
                room -= used
            }
        }
    }

    /// Runs a drawing on the canvas, clipped to the canvas view and the context's clip.
    private func draw(_ body: (inout CellCanvas, Point, Size) -> Void) {
        var area = Rect(origin: target.origin, size: target.size)
        if let clipRect, !clipRect.isNull {
            let minX = Int(clipRect.minX.rounded(.down)), minY = Int(clipRect.minY.rounded(.down))
            let maxX = Int(clipRect.maxX.rounded(.up)), maxY = Int(clipRect.maxY.rounded(.up))
            area = area.intersection(Rect(x: target.origin.x + minX, y: target.origin.y + minY, width: max(0, maxX - minX), height: max(0, maxY - minY)))
        }
        let origin = target.origin, size = target.size
        target.canvas.withClip(area) { canvas in body(&canvas, origin, size) }
    }

    /// The cell style of a shading in the context's environment.
    private func cellStyle(of shading: Shading) -> CellStyle {
        let style = shading.style ?? environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
        let resolved = style.resolved(in: environment)
        return CellStyle(foreground: resolved.color, attributes: resolved.attributes)
    }

    /// A point as the transform places it.
    private func transformed(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x * scale.width + offset.x, y: point.y * scale.height + offset.y)
    }

    /// A path as the transform places it.
    private func transformed(_ path: Path) -> Path {
        scale == CGSize(width: 1, height: 1) && offset == .zero ? path : path.mapPoints(transformed)
    }
}
