import TermUIBase

/// An ellipse filling its frame, as in SwiftUI: drawn through the raster, braille dots stroked and eighth
/// blocks filled (a `Circle` is the largest circle that fits instead).
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}

    /// The ellipse that fills `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A type-erased shape, as in SwiftUI: drawn as the shape it holds.
public struct AnyShape: Shape, CellShape {
    private let makePath: @Sendable (CGRect) -> Path
    let outline: ShapeOutline

    /// Erases a shape's type.
    @MainActor
    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        outline = ShapeOutline.of(shape)
    }

    /// The held shape's path.
    public func path(in rect: CGRect) -> Path { makePath(rect) }
}
