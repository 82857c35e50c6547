import Foundation

/// A path's subpath as straight lines, which the raster draws.
struct FlatSubpath: Equatable {
    /// The points in order (curves followed in short lines).
    var points: [CGPoint]
    /// Whether it ends with `closeSubpath`.
    var isClosed: Bool
}

extension Path {
    /// The subpaths as points joined by straight lines, curves cut into lines at most `flatness` cells long
    /// (measured along their control points, which bound them).
    func subpaths(flatness: Double) -> [FlatSubpath] {
        var subpaths: [FlatSubpath] = []
        var current = FlatSubpath(points: [], isClosed: false)
        func finish() {
            if !current.points.isEmpty { subpaths.append(current) }
            current = FlatSubpath(points: [], isClosed: false)
        }
        func pieces(_ points: CGPoint...) -> Int {
            let length = zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
            guard length.isFinite else { return 1 }
            return max(1, min(512, Int((length / max(flatness, 0.01)).rounded(.up))))
        }
        // Where a line after a close starts: the closed subpath's start, as in Core Graphics.
        var closedStart = CGPoint.zero
        for element in elements {
            let last = current.points.last ?? closedStart
            if current.points.isEmpty, element.drawsFromCurrentPoint { current.points = [last] }
            switch element {
            case .move(let point):
                finish()
                current.points = [point]
                closedStart = point
            case .line(let point):
                current.points.append(point)
            case .quadCurve(let point, let control):
                let count = pieces(last, control, point)
                for step in 1...count {
                    let t = Double(step) / Double(count), u = 1 - t
                    current.points.append(CGPoint(x: u * u * last.x + 2 * u * t * control.x + t * t * point.x,
                                                  y: u * u * last.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let control1, let control2):
                let count = pieces(last, control1, control2, point)
                for step in 1...count {
                    let t = Double(step) / Double(count), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.points.append(CGPoint(x: a * last.x + b * control1.x + c * control2.x + d * point.x,
                                                  y: a * last.y + b * control1.y + c * control2.y + d * point.y))
                }
            case .closeSubpath:
                guard !current.points.isEmpty else { continue }
                current.isClosed = true
                closedStart = current.points[0]
                finish()
            }
        }
        finish()
        return subpaths
    }
}

extension Path.Element {
    /// Whether the element draws from the point before it (a line or curve).
    fileprivate var drawsFromCurrentPoint: Bool {
        switch self {
        case .move, .closeSubpath: false
        case .line, .quadCurve, .curve: true
        }
    }
}
