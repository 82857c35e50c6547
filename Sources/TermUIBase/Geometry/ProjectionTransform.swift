import Foundation

/// A projective transform of the plane, as SwiftUI's `ProjectionTransform`: a 3x3 matrix whose last column
/// divides a point by its depth. `projectionEffect(_:)` takes one; a terminal moves a view by whole cells and
/// cannot draw it turned, scaled or in perspective, so TermUI uses only its move (`m31`, `m32`).
public struct ProjectionTransform: Hashable, Sendable {
    /// The first row.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row: the move, and the depth's factor.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The projection of an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether the transform leaves every point where it is.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        result.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        result.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        result.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        result.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        result.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        result.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        result.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        result.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return result
    }

    /// Where the origin goes, in whole cells: the part of the transform a terminal can draw.
    package var cellOffset: (x: Int, y: Int) {
        let depth = m33 == 0 ? 1 : m33
        let x = m31 / depth, y = m32 / depth
        guard x.isFinite, y.isFinite else { return (0, 0) }
        return (Int(x.rounded()), Int(y.rounded()))
    }
}
