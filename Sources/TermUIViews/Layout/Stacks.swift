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
        layout.place(layoutChildren, in: rect)
    }
}

/// The node of a `ZStack`.
@MainActor
final class ZStackNode<Content: View>: PrimitiveNode<ZStack<Content>> {
    private var content: Node?
    private var alignment = Alignment.center

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func update(_ view: ZStack<Content>) {
        alignment = view.alignment
        content = reconcile(content, with: view.content)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        layoutChildren.reduce(Size.zero) { size, child in
            let childSize = child.measure(proposal)
            return Size(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.frame = rect
        for child in layoutChildren {
            child.stackAxis = nil
            child.place(in: alignment.place(child.measure(ProposedSize(rect.size)), in: rect))
        }
    }
}
