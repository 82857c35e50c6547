import Foundation
import TermUIBase

/// An effect on how a view is drawn that leaves its layout alone, as SwiftUI's `VisualEffect`: built from
/// `EmptyVisualEffect` by the methods below in `visualEffect(_:)` and `scrollTransition(_:axis:transition:)`.
/// In cells an offset moves the view by whole cells, an opacity dims it below one half and hides it at 0,
/// and the colour effects change each cell's colours; scales, turns and blurs draw it as it is (characters
/// cannot be scaled, turned or blurred).
public protocol VisualEffect: Sendable {}

/// The visual effect that changes nothing, which a `visualEffect(_:)` closure starts from.
public struct EmptyVisualEffect: VisualEffect, CellVisualEffect {
    /// No effect.
    public init() {}

    var steps: [VisualEffectStep] { [] }
}

/// Effects one after another, as the methods of `VisualEffect` make them (SwiftUI's are types of their own,
/// each behind `some VisualEffect`).
public struct _VisualEffectChain: VisualEffect, CellVisualEffect {
    let steps: [VisualEffectStep]
}

/// A visual effect TermUI draws: its steps in order.
protocol CellVisualEffect {
    var steps: [VisualEffectStep] { get }
}

/// One step of a visual effect that a terminal can draw.
enum VisualEffectStep: Hashable, Sendable {
    /// Moved by columns and rows.
    case offset(CGSize)
    /// At an opacity: dim below one half, hidden at 0.
    case opacity(Double)
    /// Each cell's colours changed.
    case color(ColorEffect)
}

extension VisualEffect {
    /// The steps of any visual effect (one of another kind than TermUI's has none it can draw).
    var cellSteps: [VisualEffectStep] { (self as? any CellVisualEffect)?.steps ?? [] }

    private func adding(_ step: VisualEffectStep?) -> _VisualEffectChain {
        _VisualEffectChain(steps: cellSteps + (step.map { [$0] } ?? []))
    }

    /// Moves the view by a size's width in columns and height in rows.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

    /// Moves the view by `x` columns and `y` rows.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }

    /// Draws the view at an opacity: dim below one half, hidden at 0.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// Brightens or darkens each cell's colours, as `brightness(_:)` on a view.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.color(.brightness(amount))) }

    /// Changes the contrast of each cell's colours, as `contrast(_:)` on a view.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.color(.contrast(amount))) }

    /// Changes how colourful each cell is, as `saturation(_:)` on a view.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.color(.saturation(amount))) }

    /// Takes colour out of each cell, as `grayscale(_:)` on a view.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.color(.saturation(1 - max(0, min(1, amount))))) }

    /// Turns the hues of each cell's colours, as `hueRotation(_:)` on a view.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.color(.hueRotation(angle.degrees))) }

    /// Scales the view, as in SwiftUI; drawn at its size (cells cannot be scaled).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(nil) }

    /// Scales the view by one factor, as in SwiftUI; drawn at its size.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { adding(nil) }

    /// Scales the view on each axis, as in SwiftUI; drawn at its size.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect { adding(nil) }

    /// Turns the view, as in SwiftUI; drawn upright (characters cannot be turned).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(nil) }

    /// Blurs the view, as in SwiftUI; drawn as it is (a cell cannot be blurred).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(nil) }
}

extension Node {
    /// Draws content with the steps of a visual effect: moved, dimmed or hidden, and its colours changed; its
    /// layout, focus and clicks stay where the content is.
    func draw(_ content: Node, with steps: [VisualEffectStep], in canvas: inout CellCanvas) {
        guard !steps.isEmpty else { return content.draw(in: &canvas) }
        var dx = 0.0, dy = 0.0, opacity = 1.0
        var colors: [ColorEffect] = []
        for step in steps {
            switch step {
            case .offset(let offset):
                dx += offset.width
                dy += offset.height
            case .opacity(let value): opacity *= value
            case .color(let effect): colors.append(effect)
            }
        }
        guard opacity > 0 else { return }
        func cells(_ value: Double) -> Int { value.isFinite ? Int(value.rounded()) : 0 }
        let columns = cells(dx), rows = cells(dy)
        content.draw(in: &canvas, offsetBy: columns, rows: rows)
        let drawn = Rect(x: frame.minX + columns, y: frame.minY + rows, width: frame.width, height: frame.height)
        if opacity < 0.5 { canvas.restyle(drawn) { $0.attributes.insert(.dim) } }
        for effect in colors { canvas.apply(effect, to: drawn) }
    }
}

/// Content drawn with a visual effect worked out from its geometry, as `.visualEffect(_:)` makes.
struct VisualEffectView<Content: View, Effect: VisualEffect>: ContentModifierView, PrimitiveView {
    let content: Content
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect

    func makeNode(context: NodeContext) -> Node {
        let node = VisualEffectNode<Content, Effect>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content with a visual effect: as it draws, it asks the closure for the effect with its frame,
/// so that the effect follows where layout put it (as the view scrolls) without building anything again.
@MainActor
final class VisualEffectNode<Content: View, Effect: VisualEffect>: ContentModifierNode<VisualEffectView<Content, Effect>> {
    private var effect: (@Sendable (EmptyVisualEffect, GeometryProxy) -> Effect)?

    override func configure(with view: VisualEffectView<Content, Effect>) {
        effect = view.effect
        invalidate(.drawing)
    }

    override func draw(in canvas: inout CellCanvas) {
        guard let content else { return }
        guard let effect else { return content.draw(in: &canvas) }
        let proxy = GeometryProxy(frame: frame, namedSpaces: namedSpaces)
        draw(content, with: effect(EmptyVisualEffect(), proxy).cellSteps, in: &canvas)
    }
}

extension View {
    /// Draws the view with an effect worked out from its geometry, as in SwiftUI: the closure is given the
    /// view's place (a `GeometryProxy`, in cells) each time it is drawn and returns the effect, which changes
    /// how it is drawn and never its layout. In cells: offsets by whole cells, opacity as dim or hidden, colour
    /// effects; scales, turns and blurs draw it as it is.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        VisualEffectView(content: self, effect: effect)
    }

    /// Draws the view moved by the translation of an affine transform, as `transformEffect(_:)` in SwiftUI: in
    /// whole cells; a scale, turn or skew draws it as it is (cells cannot be scaled or turned).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        offset(x: transform.tx, y: transform.ty)
    }

    /// Draws the view moved by where a projection puts its origin, as `projectionEffect(_:)` in SwiftUI: in
    /// whole cells; perspective, scale and turns draw it as it is.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        let offset = transform.cellOffset
        return self.offset(x: CGFloat(offset.x), y: CGFloat(offset.y))
    }
}
