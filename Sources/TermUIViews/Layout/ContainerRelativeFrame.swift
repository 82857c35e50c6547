import Foundation
import TermUIBase

extension View {
    /// Sizes the view along `axes` as a function of its container's length, as in SwiftUI; lengths are in
    /// cells. Unlike SwiftUI, the container is the nearest split-view column, else the window: scroll views
    /// are not containers, so a card in a horizontal scroll view measures against its column.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment, length: length)
    }

    /// Sizes the view along `axes` to `span` of `count` equal parts of its container, `spacing` cells between
    /// the parts, as in SwiftUI (the container is as in `containerRelativeFrame(_:alignment:_:)`).
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let parts = CGFloat(max(1, count))
            let part = (length - spacing * (parts - 1)) / parts
            return part * CGFloat(max(1, span)) + spacing * CGFloat(max(0, span - 1))
        }
    }
}

/// Content sized relative to its container.
struct ContainerRelativeFrameView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func makeNode(context: NodeContext) -> Node {
        let node = ContainerRelativeFrameNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content sized relative to its container: the container's size along each axis, through the
/// length function, replaces the proposal there.
@MainActor
final class ContainerRelativeFrameNode<Content: View>: ContentModifierNode<ContainerRelativeFrameView<Content>> {
    private var axes: Axis.Set = []
    private var alignment = Alignment.center
    private var length: (CGFloat, Axis) -> CGFloat = { length, _ in length }

    override func configure(with view: ContainerRelativeFrameView<Content>) {
        axes = view.axes
        alignment = view.alignment
        length = view.length
    }

    /// The lengths along the axes, from the container's size; nil along the other axes.
    private var lengths: (width: Int?, height: Int?) {
        guard let container = parent?.containerSize(of: self) ?? graph.root?.frame.size else { return (nil, nil) }
        func along(_ axis: Axis, _ containerLength: Int) -> Int {
            max(0, Int(length(CGFloat(containerLength), axis).rounded(.down)))
        }
        return (
            axes.contains(.horizontal) ? along(.horizontal, container.width) : nil,
            axes.contains(.vertical) ? along(.vertical, container.height) : nil)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let (width, height) = lengths
        let inner = content?.measure(ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)) ?? .zero
        return Size(width: width ?? inner.width, height: height ?? inner.height)
    }

    override func place(in rect: Rect) {
        frame = rect
        let inner = content?.measure(ProposedSize(rect.size)) ?? .zero
        let fitted = Size(width: min(inner.width, rect.width), height: min(inner.height, rect.height))
        content?.place(in: alignment.place(fitted, in: rect))
    }
}
