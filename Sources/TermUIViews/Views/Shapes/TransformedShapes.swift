import Foundation
import TermUIBase

/// A shape turned by an angle about a point of its frame, as SwiftUI's `RotatedShape`: its path's points are
/// turned in cell units (a cell is about twice as tall as it is wide, so a turned shape looks stretched where
/// SwiftUI's would not).
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far it turns, clockwise on screen.
    public var angle: Angle
    /// The point it turns about, as a fraction of its frame.
    public var anchor: UnitPoint

    /// A shape turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        let pivot = anchor.point(in: rect)
        let cosine = cos(angle.radians), sine = sin(angle.radians)
        return shape.path(in: rect).mapPoints { point in
            let dx = point.x - pivot.x, dy = point.y - pivot.y
            return CGPoint(x: pivot.x + dx * cosine - dy * sine, y: pivot.y + dx * sine + dy * cosine)
        }
    }
}

/// A shape scaled about a point of its frame, as SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The factor along each axis.
    public var scale: CGSize
    /// The point that stays where it is, as a fraction of the frame.
    public var anchor: UnitPoint

    /// A shape scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        let pivot = anchor.point(in: rect)
        return shape.path(in: rect).mapPoints { point in
            CGPoint(x: pivot.x + (point.x - pivot.x) * scale.width, y: pivot.y + (point.y - pivot.y) * scale.height)
        }
    }
}

/// A shape moved within its frame, as SwiftUI's `OffsetShape`: TermUI's own shapes keep their box
/// characters, moved by whole cells; others move their path.
public struct OffsetShape<Content: Shape>: Shape, CellShape {
    /// The shape moved.
    public var shape: Content
    /// How far across and down, in cells.
    public var offset: CGSize

    /// A shape moved by `offset`.
    nonisolated public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    var outline: ShapeOutline {
        ShapeOutline.of(shape).moved(by: ShapeMove(inset: 0, offset: offset))
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The shape inset, then moved.
    nonisolated public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape whose path goes through an affine transform, as SwiftUI's `TransformedShape`: drawn from its path
/// (braille dots stroked, eighth blocks filled), in cell units, so a turn looks stretched as `RotatedShape`'s.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform of its path, in cells.
    public var transform: CGAffineTransform

    /// A shape transformed by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

extension Path {
    /// The path with every point through an affine transform, as in SwiftUI.
    public func applying(_ transform: CGAffineTransform) -> Path {
        mapPoints { $0.applying(transform) }
    }
}

extension Shape {
    /// The shape moved by a size's width in columns and height in rows, as in SwiftUI.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by a point's coordinates, in cells, as in SwiftUI.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by `x` columns and `y` rows, as in SwiftUI.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape with its path through an affine transform, as in SwiftUI.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The shape turned by an angle about a point of its frame, as in SwiftUI (in cell units; see
    /// `RotatedShape`).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by factors along each axis about a point of its frame, as in SwiftUI.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by one factor about a point of its frame, as in SwiftUI.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
}

extension UnitPoint {
    /// The point of a rectangle this unit point names.
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
