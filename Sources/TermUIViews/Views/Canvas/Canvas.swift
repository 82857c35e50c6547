import Foundation
import TermUIBase

/// How a canvas blends colours, as in SwiftUI (a terminal has one way: the option is kept, not used).
public enum ColorRenderingMode: Hashable, Sendable {
    /// The colour spaces SwiftUI blends in; a terminal cell takes one colour, so all three draw alike.
    case nonLinear, linear, extendedLinear
}

/// A view drawn by a closure with a `GraphicsContext`, as in SwiftUI: `Canvas { context, size in ... }`.
///
/// The size is in cells; paths fill with eighth blocks and stroke with braille dots (see `GraphicsContext`).
/// The closure runs each time the canvas is drawn, so its work should be proportional to what it draws.
/// It takes the space it is offered (none where the offer is unspecified: give it a `.frame`). Symbols
/// (`init(...symbols:)`) are not there: a terminal context cannot draw views as images.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// There is no body: the renderer runs the closure.
    public typealias Body = Never

    /// Draws the canvas.
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer` with a context and the canvas's size in cells; the other options are
    /// kept for SwiftUI's sake (a terminal draws each frame whole and at once).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
    }

    func makeNode(context: NodeContext) -> Node {
        let node = CanvasNode<Symbols>(context: context)
        node.update(with: self)
        return node
    }
}

/// The node of a canvas: takes the space offered and runs the closure when drawn.
@MainActor
final class CanvasNode<Symbols: View>: PrimitiveNode<Canvas<Symbols>> {
    /// The closure last given.
    private var renderer: (inout GraphicsContext, CGSize) -> Void = { _, _ in }

    override func update(_ view: Canvas<Symbols>) {
        renderer = view.renderer
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    override func draw(in canvas: inout CellCanvas) {
        guard !frame.isEmpty else { return }
        // The cells move into the context's target for the drawing and back (no copy: one owner at a time).
        let target = GraphicsContext.Target(canvas: canvas, origin: frame.origin, size: frame.size)
        canvas = CellCanvas(columns: 0, rows: 0)
        var context = GraphicsContext(target: target, environment: environment)
        renderer(&context, CGSize(width: CGFloat(frame.width), height: CGFloat(frame.height)))
        canvas = target.canvas
    }
}
