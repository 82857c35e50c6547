import Foundation
import TermUIBase

extension Path {
    /// The part of the path between two fractions of its length, as in SwiftUI: `trimmedPath(from: 0, to: 0.5)`
    /// is its first half. Curves are followed in short lines; each subpath's share is its length, a closed
    /// one's closing line included.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let from = max(0, min(1, start.isFinite ? start : 0)), to = max(0, min(1, end.isFinite ? end : 1))
        guard from < to else { return Path() }
        if from == 0, to == 1 { return self }
        let lines = subpaths(flatness: 0.05).map { $0.isClosed ? $0.points + $0.points.prefix(1) : $0.points }
        func length(_ points: [CGPoint]) -> CGFloat {
            zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        let total = lines.reduce(0) { $0 + length($1) }
        guard total > 0 else { return Path() }
        let first = from * total, last = to * total
        var trimmed = Path()
        var travelled: CGFloat = 0
        for points in lines {
            var drawing = false
            for (a, b) in zip(points, points.dropFirst()) {
                let piece = hypot(b.x - a.x, b.y - a.y)
                defer { travelled += piece }
                guard piece > 0, travelled + piece > first, travelled < last else { continue }
                func point(at distance: CGFloat) -> CGPoint {
                    let t = max(0, min(1, (distance - travelled) / piece))
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    trimmed.move(to: point(at: max(first, travelled)))
                    drawing = true
                }
                trimmed.addLine(to: point(at: min(last, travelled + piece)))
            }
        }
        return trimmed
    }
}

/// A part of a shape's outline, as `trim(from:to:)` gives (SwiftUI's `_TrimmedShape`): drawn from its path, so
/// TermUI's own shapes trimmed are drawn in braille dots, stroked, or in eighth blocks, filled.
public struct _TrimmedShape<Content: Shape>: Shape {
    /// The shape trimmed.
    public var shape: Content
    /// Where the part starts, as a fraction of the outline's length.
    public var startFraction: CGFloat
    /// Where it ends.
    public var endFraction: CGFloat

    /// A part of a shape's outline.
    public init(shape: Content, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

extension Shape {
    /// The part of the shape's outline between two fractions of its length, as in SwiftUI: a progress ring is
    /// `Circle().trim(from: 0, to: progress).stroke(…)`.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
