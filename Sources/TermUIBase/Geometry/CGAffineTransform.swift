import Foundation

/// An affine transform of the plane, as Core Graphics' `CGAffineTransform`, which SwiftUI takes in
/// `transformEffect(_:)`, `Shape.transform(_:)` and `Path.applying(_:)`. Foundation on Linux has `CGPoint`,
/// `CGSize` and `CGRect` but not this type, so TermUI declares it with Core Graphics' names and meaning: a
/// point `(x, y)` goes to `(a·x + c·y + tx, b·x + d·y + ty)`. In TermUI the units are cells.
public struct CGAffineTransform: Hashable, Sendable {
    /// The factor of x in the new x.
    public var a: CGFloat
    /// The factor of x in the new y.
    public var b: CGFloat
    /// The factor of y in the new x.
    public var c: CGFloat
    /// The factor of y in the new y.
    public var d: CGFloat
    /// The move along x.
    public var tx: CGFloat
    /// The move along y.
    public var ty: CGFloat

    /// A transform from its six values.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity: every point stays.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// A move by `tx` along x and `ty` along y.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` along x and `sy` along y, about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A turn by `angle` radians about the origin (clockwise on a screen, whose y grows downwards).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether the transform leaves every point where it is.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A move by `tx`, `ty` followed by this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by `sx`, `sy` followed by this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A turn by `angle` radians followed by this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; the transform itself when it cannot be undone (it flattens the
    /// plane), as Core Graphics returns.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    /// The point moved by a transform, as Core Graphics' `applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size as a vector through a transform (its move left out), as Core Graphics' `applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that holds the rectangle's corners moved by a transform, as Core Graphics'
    /// `applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min() ?? 0, top = ys.min() ?? 0
        return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }
}
