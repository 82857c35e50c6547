import Foundation
import TermUIBase

/// A gradient shape style as cells see it (TermUI's `LinearGradient`, `RadialGradient`, ...).
protocol GradientShapeStyle: ShapeStyle {
    /// The gradient and where it runs.
    var cellGradient: CellGradient { get }
}

extension GradientShapeStyle {
    /// A gradient where one colour is needed (a stroke's line characters in a terminal without per-cell
    /// styles): its middle colour.
    func resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(color: cellGradient.colors(in: environment).color(at: 0.5))
    }
}

/// A gradient's stops and its geometry: how far along the gradient each cell of a frame is.
struct CellGradient {
    /// Where the gradient runs in its frame.
    enum Geometry {
        /// Along the line between two unit points.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Out from a centre, between two radii in columns.
        case radial(center: UnitPoint, start: Double, end: Double)
        /// Out from a centre in ellipses that fit the frame, between two fractions of its size.
        case elliptical(center: UnitPoint, start: Double, end: Double)
        /// Around a centre, clockwise between two angles in radians.
        case angular(center: UnitPoint, start: Double, end: Double)
    }

    let gradient: Gradient
    let geometry: Geometry

    /// The gradient's colours in an environment.
    func colors(in environment: EnvironmentValues) -> GradientRamp {
        let fallback: TerminalColor = environment.colorScheme == .dark ? .rgb(255, 255, 255) : .rgb(0, 0, 0)
        let stops = gradient.stops.sorted { $0.location < $1.location }.map { stop in
            (location: Double(stop.location), color: OKLab((stop.color.resolve(in: environment).color ?? fallback).rgb))
        }
        return GradientRamp(stops: stops)
    }

    /// How far along the gradient, from 0 to 1, the centre of a cell is in a frame (a row counts as two
    /// columns).
    func fraction(column: Int, row: Int, in frame: Rect) -> Double {
        let width = Double(max(1, frame.width)), height = Double(max(1, frame.height)) * 2
        let x = Double(column - frame.minX) + 0.5, y = (Double(row - frame.minY) + 0.5) * 2
        let fraction: Double
        switch geometry {
        case .linear(let start, let end):
            let sx = start.x * width, sy = start.y * height
            let dx = end.x * width - sx, dy = end.y * height - sy
            let length = dx * dx + dy * dy
            fraction = length > 0 ? ((x - sx) * dx + (y - sy) * dy) / length : 0
        case .radial(let center, let start, let end):
            let distance = hypot(x - center.x * width, y - center.y * height)
            fraction = end != start ? (distance - start) / (end - start) : 0
        case .elliptical(let center, let start, let end):
            let distance = hypot(x / width - center.x, y / height - center.y)
            fraction = end != start ? (distance - start) / (end - start) : 0
        case .angular(let center, let start, let end):
            var angle = atan2(y - center.y * height, x - center.x * width) - start
            angle -= 2 * .pi * (angle / (2 * .pi)).rounded(.down)
            fraction = end != start ? angle / (end - start) : 0
        }
        return fraction.isFinite ? max(0, min(1, fraction)) : 0
    }
}

/// A gradient's colours at 64 steps from 0 to 1, mixed in OKLab, so that each cell only looks its colour up.
struct GradientRamp {
    private static let steps = 64
    private let colors: [TerminalColor]

    /// The ramp of stops at locations (in order).
    init(stops: [(location: Double, color: OKLab)]) {
        guard let first = stops.first, let last = stops.last else {
            colors = []
            return
        }
        colors = (0..<Self.steps).map { step in
            let location = Double(step) / Double(Self.steps - 1)
            guard location > first.location else { return TerminalColor(first.color.rgb) }
            guard let upper = stops.firstIndex(where: { $0.location >= location }) else { return TerminalColor(last.color.rgb) }
            let below = stops[upper - 1], above = stops[upper]
            let span = above.location - below.location
            let mixed = below.color.mixed(with: above.color, fraction: span > 0 ? (location - below.location) / span : 1)
            return TerminalColor(mixed.rgb)
        }
    }

    /// The colour a fraction of the way along; nil for a gradient without stops.
    func color(at fraction: Double) -> TerminalColor? {
        guard !colors.isEmpty else { return nil }
        return colors[Int((max(0, min(1, fraction)) * Double(Self.steps - 1)).rounded())]
    }
}

/// What a shape style paints cells with: one colour, or a gradient's colour for each cell.
struct ShapePaint {
    /// One colour (nil: none), blank cells in the terminal's own colours, a gradient, or a picture.
    private enum Kind {
        case flat(TerminalColor?)
        case blank
        case gradient(CellGradient, GradientRamp)
        case picture(PicturePaint)
    }

    private let kind: Kind

    /// One colour everywhere.
    static func flat(_ color: TerminalColor?) -> ShapePaint { ShapePaint(kind: .flat(color)) }

    /// A style's paint in an environment: a gradient's colours where the terminal shows colours, else (and for
    /// other styles) its background colour.
    init(_ style: some ShapeStyle, in environment: EnvironmentValues) {
        let erased = AnyShapeStyle(style)
        if environment.usesColor, let gradient = erased.gradient {
            kind = .gradient(gradient, gradient.colors(in: environment))
        } else if environment.usesColor, !(erased.base is Color),
                  let picture = (erased.base as? any PictureShapeStyle)?.picturePaint(in: environment) {
            // A colour, the most common style, is no picture: only other styles pay the cast.
            kind = .picture(picture)
        } else if erased.base is BackgroundStyle {
            if let chosen = environment.chosenBackgroundStyle {
                self = ShapePaint(chosen, in: environment)
                return
            }
            kind = .blank
        } else {
            kind = .flat(style.backgroundColor(in: environment))
        }
    }

    private init(kind: Kind) {
        self.kind = kind
    }

    /// Whether the colour is the same in every cell.
    var isFlat: Bool {
        switch kind {
        case .gradient, .picture: false
        case .flat, .blank: true
        }
    }

    /// Whether it covers cells with blanks in the terminal's own colours (the `.background` style).
    var isBlank: Bool {
        if case .blank = kind { return true }
        return false
    }

    /// The colour of a cell of a frame.
    func color(column: Int, row: Int, in frame: Rect) -> TerminalColor? {
        switch kind {
        case .flat(let color): return color
        case .blank: return nil
        case .gradient(let gradient, let ramp): return ramp.color(at: gradient.fraction(column: column, row: row, in: frame))
        case .picture(let picture): return picture.color(column: column, row: row, in: frame)
        }
    }
}

extension CellCanvas {
    /// Fills a rectangle with blank cells whose background is a paint's colour there; a paint without a
    /// colour leaves the cells alone, unless it is blank (the terminal's own background).
    mutating func fill(_ rect: Rect, paint: ShapePaint, in frame: Rect) {
        if paint.isBlank {
            fill(rect, style: CellStyle())
        } else if paint.isFlat {
            if let color = paint.color(column: rect.minX, row: rect.minY, in: frame) { fill(rect, style: CellStyle(background: color)) }
        } else {
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX {
                    fill(Rect(x: x, y: y, width: 1, height: 1), style: CellStyle(background: paint.color(column: x, row: y, in: frame)))
                }
            }
        }
    }

    /// Gives the cells of a rectangle that hold something (not blanks) a paint's colour there as their
    /// foreground: a gradient over text and line characters.
    mutating func recolorForeground(_ rect: Rect, paint: ShapePaint, in frame: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty, !paint.isFlat else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where self[x, y].code != 0x20 {
                let color = paint.color(column: x, row: y, in: frame)
                restyle(Rect(x: x, y: y, width: 1, height: 1)) { $0.foreground = color }
            }
        }
    }
}

