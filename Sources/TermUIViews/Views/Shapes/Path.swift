import Foundation
import TermUIBase

/// The outline of a 2D shape, as in SwiftUI: lines and curves in a view's coordinates, which in TermUI are
/// cells (x to the right, y down; (1, 1) is one cell from the origin, so a point can fall inside a cell).
///
/// Stroked, a path is drawn with braille dots, two by four a cell, one dot wide whatever the line width;
/// filled, with whole and eighth blocks (▁▂▃▄▅▆▇█, ▏▎▍▌▋▊▉) and braille for edges neither fits. Arcs and
/// ellipses are kept as cubic curves, as Core Graphics keeps them.
public struct Path: Equatable, Sendable {
    /// One part of a path, as in SwiftUI.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's first point, ending the subpath.
        case closeSubpath
    }

    /// The parts, in order.
    private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle's outline.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with rounded corners (the radius is cut to half the shorter side).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with rounded corners of a size (cut to half the rectangle's sides).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rect = rect.standardized
        let rx = max(0, min(cornerSize.width, rect.width / 2)), ry = max(0, min(cornerSize.height, rect.height / 2))
        guard rx > 0, ry > 0 else { addRect(rect); return }
        let k = 0.5522847498  // a quarter circle as a cubic curve: 4/3 tan(π/8)
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry),
                 control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY), control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY),
                 control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k), control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry),
                 control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY), control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY),
                 control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k), control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
        closeSubpath()
    }

    /// The ellipse that fits in a rectangle.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path made by a closure that adds to it.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Whether the path has no parts.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added, if any.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point): start = point; current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// Starts a new subpath at a point.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    /// Adds a straight line to a point (from the origin when nothing was added yet).
    public mutating func addLine(to point: CGPoint) {
        startIfNeeded()
        elements.append(.line(to: point))
    }

    /// Adds lines through points: a move to the first, lines to the others.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// Adds rectangles, each a closed subpath.
    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds a rounded rectangle as a closed subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements += Path(roundedRect: rect, cornerSize: cornerSize, style: style).elements
    }

    /// Adds the ellipse that fits in a rectangle as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) {
        let rect = rect.standardized
        let rx = rect.width / 2, ry = rect.height / 2
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        guard rx > 0, ry > 0 else { return }
        let k = 0.5522847498
        move(to: CGPoint(x: rect.maxX, y: centre.y))
        addCurve(to: CGPoint(x: centre.x, y: rect.maxY),
                 control1: CGPoint(x: rect.maxX, y: centre.y + ry * k), control2: CGPoint(x: centre.x + rx * k, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: centre.y),
                 control1: CGPoint(x: centre.x - rx * k, y: rect.maxY), control2: CGPoint(x: rect.minX, y: centre.y + ry * k))
        addCurve(to: CGPoint(x: centre.x, y: rect.minY),
                 control1: CGPoint(x: rect.minX, y: centre.y - ry * k), control2: CGPoint(x: centre.x - rx * k, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: centre.y),
                 control1: CGPoint(x: centre.x + rx * k, y: rect.minY), control2: CGPoint(x: rect.maxX, y: centre.y - ry * k))
        closeSubpath()
    }

    /// Adds a quadratic Bézier curve to a point.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        startIfNeeded()
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to a point.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        startIfNeeded()
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Adds an arc of a circle, as SwiftUI does: angles from the x axis towards the y axis (which points
    /// down, so `clockwise: false` turns clockwise on the screen, as in SwiftUI); a line joins the current
    /// point to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        let turn = 2 * Double.pi
        if clockwise {
            while sweep > 0 { sweep -= turn }
            sweep = max(sweep, -turn)
        } else {
            while sweep < 0 { sweep += turn }
            sweep = min(sweep, turn)
        }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = startAngle.radians
        if isEmpty || elements.last == .closeSubpath { move(to: point(start)) } else { addLine(to: point(start)) }
        // At most a quarter turn a curve: 4/3 tan(θ/4) puts the controls where the curve meets the circle.
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for piece in 0..<pieces {
            let a = start + step * Double(piece), b = a + step
            let from = point(a), to = point(b)
            addCurve(to: to,
                     control1: CGPoint(x: from.x - k * radius * sin(a), y: from.y + k * radius * cos(a)),
                     control2: CGPoint(x: to.x + k * radius * sin(b), y: to.y - k * radius * cos(b)))
        }
    }

    /// Adds another path's parts.
    public mutating func addPath(_ path: Path) {
        elements += path.elements
    }

    /// Closes the current subpath with a line to its first point.
    public mutating func closeSubpath() {
        guard !isEmpty else { return }
        elements.append(.closeSubpath)
    }

    /// Calls `body` with each part in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The path moved by an offset.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The path with every point (and control point) moved by a function.
    func mapPoints(_ move: (CGPoint) -> CGPoint) -> Path {
        var moved = Path()
        moved.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: move(point))
            case .line(let point): .line(to: move(point))
            case .quadCurve(let point, let control): .quadCurve(to: move(point), control: move(control))
            case .curve(let point, let c1, let c2): .curve(to: move(point), control1: move(c1), control2: move(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        return moved
    }

    /// The smallest rectangle holding every point of the path (curves followed, not their control points);
    /// `.null` for an empty path, as in SwiftUI.
    public var boundingRect: CGRect {
        let points = subpaths(flatness: 0.05).flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether a point is inside the path, by the non-zero rule or, with `eoFill`, the even-odd rule.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for subpath in subpaths(flatness: 0.05) {
            let points = subpath.points
            for (start, end) in zip(points, points.dropFirst() + points.prefix(1)) where (start.y <= point.y) != (end.y <= point.y) {
                let x = start.x + (point.y - start.y) / (end.y - start.y) * (end.x - start.x)
                if x > point.x { winding += end.y > start.y ? 1 : -1 }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Starts a subpath at the origin before a line or curve when there is none, as Core Graphics does not
    /// (it would drop the line); SwiftUI draws from the origin.
    private mutating func startIfNeeded() {
        if isEmpty { move(to: .zero) }
    }
}

extension Path: Shape, PrimitiveView, ShapeDrawingView {
    /// There is no body: the renderer draws the path.
    public typealias Body = Never

    /// The path itself, in its own coordinates (as in SwiftUI, the rectangle is not used).
    public func path(in rect: CGRect) -> Path { self }

    var shapeDrawing: ShapeDrawing {
        let path = self
        return ShapeDrawing(outline: .path(ShapePath { _ in path }), paint: .fill(nil))
    }

    func makeNode(context: NodeContext) -> Node {
        makeShapeNode(self, context: context)
    }
}
