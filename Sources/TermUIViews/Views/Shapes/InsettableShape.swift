import Foundation
import TermUIBase

/// A shape that can be drawn inset within its frame, as SwiftUI's `InsettableShape`: `inset(by:)` gives the
/// shape drawn that many cells in from each edge (TermUI's own shapes keep their box characters, moved in by
/// whole cells).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` cells in from each edge of its frame (out for a negative amount).
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape inset within its frame, which `inset(by:)` gives; SwiftUI has one such type nested in each of its
/// shapes (`Rectangle._Inset` and the others), TermUI one for all.
public struct _Inset<Content: Shape>: InsettableShape, CellShape {
    /// The shape inset.
    public var shape: Content
    /// How far in from each edge, in cells.
    public var amount: CGFloat

    /// A shape inset by `amount` cells.
    nonisolated public init(shape: Content, amount: CGFloat) {
        self.shape = shape
        self.amount = amount
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    nonisolated public func inset(by amount: CGFloat) -> _Inset<Content> {
        _Inset(shape: shape, amount: self.amount + amount)
    }

    var outline: ShapeOutline {
        ShapeOutline.of(shape).moved(by: ShapeMove(inset: amount, offset: .zero))
    }
}

extension Rectangle: InsettableShape {
    /// The rectangle drawn `amount` cells in from each edge.
    public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(shape: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle drawn `amount` cells in from each edge.
    public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> { _Inset(shape: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule drawn `amount` cells in from each edge.
    public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(shape: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// The circle drawn `amount` cells in from each edge of its frame.
    public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(shape: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse drawn `amount` cells in from each edge.
    public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(shape: self, amount: amount) }
}

extension ContainerRelativeShape: InsettableShape {
    /// The container's shape drawn `amount` cells in from each edge (its corners stay one cell).
    public func inset(by amount: CGFloat) -> _Inset<ContainerRelativeShape> { _Inset(shape: self, amount: amount) }
}

/// How a shape's frame is moved before it is drawn: in from each edge, then along each axis, in cells (what
/// `inset(by:)` and `offset(_:)` on a shape do).
struct ShapeMove: Hashable, Sendable {
    /// How far in from each edge.
    var inset: CGFloat
    /// How far across and down.
    var offset: CGSize

    /// Nothing moved.
    static let none = ShapeMove(inset: 0, offset: .zero)

    /// This move and then another.
    func then(_ other: ShapeMove) -> ShapeMove {
        ShapeMove(inset: inset + other.inset,
                  offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height))
    }

    /// A frame of cells moved: the inset and offset rounded to whole cells.
    func apply(to frame: Rect) -> Rect {
        func cells(_ value: CGFloat) -> Int { value.isFinite ? Int(value.rounded()) : 0 }
        let inset = cells(inset)
        return Rect(x: frame.minX + inset + cells(offset.width), y: frame.minY + inset + cells(offset.height),
                    width: max(0, frame.width - 2 * inset), height: max(0, frame.height - 2 * inset))
    }
}
