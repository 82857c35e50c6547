import TermUIBase

/// Which parts of a view's geometry `matchedGeometryEffect` matches, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// A set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The place of the view's anchor.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both: the view's frame.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// The name of a matched geometry: an id in a namespace (a key of its own type in the graph's
/// `transitionSources`, apart from zoom transitions').
struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// Content whose geometry is matched with other views of the same id, as `.matchedGeometryEffect` makes.
struct MatchedGeometryView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func makeNode(context: NodeContext) -> Node {
        let node = MatchedGeometryNode<Content>(context: context)
        node.update(self)
        if isSource, let animation = context.graph.currentAnimation { node.beginMove(animation) }
        return node
    }
}

/// The node of content with a matched geometry. A source records its frame at each layout (and asks for
/// another layout when it moved, for the views placed on it before it); a view that is not the source keeps
/// its place in the layout, as an offset does, and its content is placed on the source's frame (its
/// position, size, or both). The frames stay recorded after their views go, for the next source of the id
/// to move from. A source inserted in an animation where another of its id was
/// before is drawn moving from that one's place to its own (at its own size: cells cannot be scaled).
@MainActor
final class MatchedGeometryNode<Content: View>: ContentModifierNode<MatchedGeometryView<Content>>, AnimationTarget {
    private var key: MatchedGeometryKey?
    private var properties = MatchedGeometryProperties.frame
    private var anchor = UnitPoint.center
    private var isSource = true
    /// The frame the source of the id had before this one came, while the move from it animates.
    private var movingFrom: Rect?

    override func configure(with view: MatchedGeometryView<Content>) {
        if (key, properties, anchor, isSource) != (view.key, view.properties, view.anchor, view.isSource) { invalidateLayout() }
        key = view.key
        properties = view.properties
        anchor = view.anchor
        isSource = view.isSource
    }

    /// Starts the move from where the last source of the id was, when there was one.
    func beginMove(_ animation: Animation) {
        guard let key, let earlier = graph.transitionSources[key],
              graph.animator.start(animation, for: self, key: "matchedGeometry") else { return }
        movingFrom = earlier
    }

    func animationDidFinish(key: String) {
        movingFrom = nil
        graph.setNeedsFrame()
    }

    override func place(in rect: Rect) {
        guard let key else { return super.place(in: rect) }
        if isSource {
            super.place(in: rect)
            if graph.transitionSources[key] != rect {
                graph.transitionSources[key] = rect
                // A view of the id placed before this one in the same layout used the frame before.
                graph.requestLayout()
            }
            return
        }
        frame = rect
        guard let source = graph.transitionSources[key] else { return content?.place(in: rect) ?? () }
        let size = properties.contains(.size) ? source.size : rect.size
        var origin = rect.origin
        if properties.contains(.position) {
            // This view's anchor on the source's.
            let sourceAnchor = anchor.cell(in: source), ownAnchor = anchor.cell(in: Rect(origin: .zero, size: size))
            origin = Point(x: sourceAnchor.x - ownAnchor.x, y: sourceAnchor.y - ownAnchor.y)
        }
        content?.place(in: Rect(origin: origin, size: size))
    }

    override func draw(in canvas: inout CellCanvas) {
        guard let content else { return }
        guard let movingFrom, let progress = animationProgress("matchedGeometry") else { return content.draw(in: &canvas) }
        let away = 1 - max(0, min(1, progress))
        let columns = Int((Double(movingFrom.minX - frame.minX) * away).rounded())
        let rows = Int((Double(movingFrom.minY - frame.minY) * away).rounded())
        content.draw(in: &canvas, offsetBy: columns, rows: rows)
    }
}

extension UnitPoint {
    /// The cell of a rectangle this unit point names, in whole cells.
    func cell(in rect: Rect) -> Point {
        Point(x: rect.minX + Int((Double(rect.width) * x).rounded(.down)), y: rect.minY + Int((Double(rect.height) * y).rounded(.down)))
    }
}

extension View {
    /// Matches the view's geometry with the views of the same id in a namespace, as in SwiftUI: the source
    /// (`isSource`, the default) records its frame as it is laid out; another view of the id is placed on it
    /// (its position by `anchor`, its size, or both, as `properties` says); and when a source comes in an
    /// animation as another of its id goes, it is drawn moving from that one's place to its own, in whole
    /// cells and at its own size (cells cannot be scaled).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        MatchedGeometryView(content: self, key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace),
                            properties: properties, anchor: anchor, isSource: isSource)
    }
}
