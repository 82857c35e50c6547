import Foundation

/// How the ends of a stroked line look, as Core Graphics' `CGLineCap` (which Foundation on Linux lacks); a
/// line of braille dots has no ends to shape, so each draws the same.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line stops at its end.
    case butt
    /// A half circle past the end.
    case round
    /// A half square past the end.
    case square
}

/// How the corners of a stroked line look, as Core Graphics' `CGLineJoin`; a line one dot wide has no
/// corners to shape, so each draws the same.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
}

/// How a shape's outline is stroked, as SwiftUI's `StrokeStyle`. In cells a stroke is one braille dot wide,
/// so the width, caps, joins and miter limit draw nothing different; the dash pattern is drawn: its lengths
/// are in cells along the path (a column across, a row down), the line drawn and left out by turns from
/// `dashPhase` cells into the pattern, each subpath starting it again. A dashed outline is drawn in braille
/// dots even for TermUI's own shapes, which are otherwise drawn with box characters.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width (ignored: a line is one dot).
    public var lineWidth: CGFloat
    /// The ends' look (ignored).
    public var lineCap: CGLineCap
    /// The corners' look (ignored).
    public var lineJoin: CGLineJoin
    /// How far a sharp corner may reach (ignored).
    public var miterLimit: CGFloat
    /// The lengths drawn and left out by turns, in cells; empty for a whole line.
    public var dash: [CGFloat]
    /// How far into the pattern the line starts, in cells.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The dash pattern as drawn, nil for a whole line (no pattern, or one that draws or leaves out nothing).
    var dashPattern: DashPattern? {
        DashPattern(lengths: dash, phase: dashPhase)
    }
}

/// A dash pattern that draws something: lengths in cells, drawn and left out by turns.
struct DashPattern: Hashable, Sendable {
    /// The lengths, each positive, an even number of them (an odd pattern is said twice, as Core Graphics does).
    let lengths: [CGFloat]
    /// Where the line starts in the pattern, within one period.
    let phase: CGFloat

    init?(lengths: [CGFloat], phase: CGFloat) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let even = lengths.count.isMultiple(of: 2) ? lengths : lengths + lengths
        let period = even.reduce(0, +)
        // All drawn or all left out: a whole line or nothing, which a pattern cannot make.
        guard period > 0, stride(from: 1, to: even.count, by: 2).contains(where: { even[$0] > 0 }) else { return nil }
        self.lengths = even
        let start = phase.truncatingRemainder(dividingBy: period)
        self.phase = phase.isFinite ? (start < 0 ? start + period : start) : 0
    }

    /// The drawn pieces of a line through `points`, the pattern starting again at its first point.
    func pieces(of points: [CGPoint]) -> [[CGPoint]] {
        var pieces: [[CGPoint]] = []
        var index = 0
        var left = lengths[0]
        // Skip into the pattern by the phase.
        var skip = phase
        while skip > 0 {
            if skip >= left {
                skip -= left
                index = (index + 1) % lengths.count
                left = lengths[index]
            } else {
                left -= skip
                skip = 0
            }
        }
        var current: [CGPoint] = index.isMultiple(of: 2) && !points.isEmpty ? [points[0]] : []
        for (start, end) in zip(points, points.dropFirst()) {
            var from = start
            var segment = hypot(end.x - from.x, end.y - from.y)
            while segment > left {
                let fraction = left / segment
                let cut = CGPoint(x: from.x + (end.x - from.x) * fraction, y: from.y + (end.y - from.y) * fraction)
                if index.isMultiple(of: 2) {
                    current.append(cut)
                    pieces.append(current)
                    current = []
                } else {
                    current = [cut]
                }
                segment -= left
                from = cut
                index = (index + 1) % lengths.count
                left = lengths[index]
            }
            left -= segment
            if index.isMultiple(of: 2) { current.append(end) }
        }
        if current.count > 1 { pieces.append(current) }
        return pieces
    }
}

extension Shape {
    /// The shape's outline drawn in a style with a stroke style, as in SwiftUI: its dash pattern is drawn in
    /// braille dots; its width, caps and joins are not (a line is one dot wide).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        ShapeView(drawing: ShapeDrawing(outline: ShapeOutline.of(self), paint: .stroke(AnyShapeStyle(content)),
                                        dash: dashedOutline(style)))
    }

    /// The shape's outline drawn in the foreground style with a stroke style, as in SwiftUI (see
    /// `stroke(_:style:antialiased:)`).
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> some View {
        ShapeView(drawing: ShapeDrawing(outline: ShapeOutline.of(self), paint: .stroke(nil), dash: dashedOutline(style)))
    }

    /// The shape's outline drawn inside its frame in a style with a stroke style, as in SwiftUI; in cells the
    /// same as `stroke(_:style:antialiased:)`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        stroke(content, style: style, antialiased: antialiased)
    }

    /// The shape's outline drawn inside its frame in the foreground style with a stroke style, as in SwiftUI.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        stroke(style: style, antialiased: antialiased)
    }

    /// The shape's path and a stroke style's pattern, nil when the style draws a whole line.
    private func dashedOutline(_ style: StrokeStyle) -> DashedOutline? {
        style.dashPattern.map { DashedOutline(path: ShapePath { path(in: $0) }, pattern: $0) }
    }
}

/// A shape's outline drawn in dashes: its path and the pattern.
struct DashedOutline: Sendable {
    /// The shape's path in a rectangle.
    let path: ShapePath
    /// The dashes.
    let pattern: DashPattern
}
