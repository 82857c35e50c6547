import Foundation
import TermUIBase

/// Children one below the other, as in SwiftUI. The default spacing is 0 rows.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// A vertical stack; `spacing` is in rows.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(cells) ?? 0
        self.content = content()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = StackNode<VStack<Content>>(context: context)
        node.update(self)
        return node
    }
}

extension VStack: StackView {
    var layout: StackLayout { StackLayout(axis: .vertical, alignment: .init(alignment), spacing: spacing) }
}

/// Children side by side, as in SwiftUI. The default spacing is 1 column.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Int
    let content: Content

    /// A horizontal stack; `spacing` is in columns.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(cells) ?? 1
        self.content = content()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = StackNode<HStack<Content>>(context: context)
        node.update(self)
        return node
    }
}

extension HStack: StackView {
    var layout: StackLayout { StackLayout(axis: .horizontal, alignment: .init(alignment), spacing: spacing) }
}

/// Children on top of each other, later ones in front, as in SwiftUI.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// An overlapping stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = ZStackNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// A stack view: its content and the layout that arranges it.
@MainActor
protocol StackView: View {
    associatedtype Content: View
    var content: Content { get }
    var layout: StackLayout { get }
}

/// The node of a `VStack` or `HStack`.
@MainActor
final class StackNode<V: StackView>: PrimitiveNode<V> {
    private var content: Node?
    private var layout = StackLayout(axis: .vertical, alignment: .center, spacing: 0)
    /// The children in the order they are drawn, when one sets a z index (`zOrder(of:)`).
    private var drawingOrder: [Node]?

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func update(_ view: V) {
        layout = view.layout
        content = reconcile(content, with: view.content)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        layout.size(of: layoutChildren, for: proposal)
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.frame = rect
        let children = layoutChildren
        layout.place(children, in: rect)
        drawingOrder = zOrder(of: children)
    }

    override func draw(in canvas: inout CellCanvas) {
        guard let drawingOrder else { return super.draw(in: &canvas) }
        for child in drawingOrder { child.draw(in: &canvas) }
    }
}

/// The node of a `ZStack`.
@MainActor
final class ZStackNode<Content: View>: PrimitiveNode<ZStack<Content>> {
    private var content: Node?
    private var alignment = Alignment.center
    /// The children in the order they are drawn, when one sets a z index (`zOrder(of:)`).
    private var drawingOrder: [Node]?

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func update(_ view: ZStack<Content>) {
        alignment = view.alignment
        content = reconcile(content, with: view.content)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let children = layoutChildren
        let sizes = children.map { $0.measure(proposal) }
        let (across, down) = guideAlignments(children, sizes: sizes)
        return Size(width: across?.length ?? sizes.map(\.width).max() ?? 0, height: down?.length ?? sizes.map(\.height).max() ?? 0)
    }

    /// The children lined up by their guides on each axis, nil on an axis where none sets one.
    private func guideAlignments(_ children: [Node], sizes: [Size]) -> (GuideAlignment?, GuideAlignment?) {
        (GuideAlignment(children, sizes: sizes, axis: .horizontal, guide: .init(alignment.horizontal)),
         GuideAlignment(children, sizes: sizes, axis: .vertical, guide: .init(alignment.vertical)))
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.frame = rect
        let children = layoutChildren
        for child in children { child.stackAxis = nil }
        let sizes = children.map { $0.measure(ProposedSize(rect.size)) }
        let (across, down) = guideAlignments(children, sizes: sizes)
        for (index, child) in children.enumerated() {
            var placed = alignment.place(sizes[index], in: rect)
            if let across { placed.origin.x = across.start(of: index, from: rect.minX, in: rect.width, guide: .init(alignment.horizontal)) }
            if let down { placed.origin.y = down.start(of: index, from: rect.minY, in: rect.height, guide: .init(alignment.vertical)) }
            child.place(in: placed)
        }
        drawingOrder = zOrder(of: children)
    }

    override func draw(in canvas: inout CellCanvas) {
        guard let drawingOrder else { return super.draw(in: &canvas) }
        for child in drawingOrder { child.draw(in: &canvas) }
    }
}
