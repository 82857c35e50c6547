import TermUIBase

/// The shape of the container a view is in, as SwiftUI's: the shape that the nearest `containerShape(_:)`
/// around it set (a `RoundedRectangle` gives box corners ╭╮╰╯, a `Capsule` and a `Circle` the same), a
/// rectangle when none did. SwiftUI insets the container's corners by the view's distance from them; a
/// terminal's corner is one cell at any inset, so the shape's corners are the container's.
public struct ContainerRelativeShape: Shape, PrimitiveView, CellShape {
    /// The container's shape.
    public init() {}

    /// There is no body: the renderer draws the shape.
    public typealias Body = Never

    /// A rectangle: the shape's corners are known only where it is shown, from its environment.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    var outline: ShapeOutline { .containerRelative }

    func makeNode(context: NodeContext) -> Node {
        makeShapeNode(self, context: context)
    }
}

extension ContainerRelativeShape: ShapeDrawingView {
    var shapeDrawing: ShapeDrawing { ShapeDrawing(outline: outline, paint: .fill(nil)) }
}

private struct ContainerShapeKey: EnvironmentKey {
    static var defaultValue: ShapeOutline { .rectangle }
}

extension EnvironmentValues {
    /// The outline that `ContainerRelativeShape` takes inside, as `containerShape(_:)` set it.
    var containerShapeOutline: ShapeOutline {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension ShapeOutline {
    /// The outline as drawn in an environment: a container-relative one becomes the container's shape.
    func resolved(in environment: EnvironmentValues) -> ShapeOutline {
        switch self {
        case .containerRelative: environment.containerShapeOutline
        case .moved(let outline, let move): .moved(outline.resolved(in: environment), move)
        default: self
        }
    }
}

extension View {
    /// Sets the shape that `ContainerRelativeShape` takes inside this view, as in SwiftUI (which asks for an
    /// `InsettableShape`; any shape does here, since insets come to whole cells).
    public func containerShape<T: Shape>(_ shape: T) -> some View {
        let outline = ShapeOutline.of(shape)
        return transformEnvironment(\.containerShapeOutline) { current in
            // A container-relative shape as the container's own leaves the outer container's in place.
            if case .containerRelative = outline { return }
            current = outline
        }
    }
}
