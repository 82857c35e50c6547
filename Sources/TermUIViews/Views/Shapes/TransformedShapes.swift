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

extension Shape {
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
