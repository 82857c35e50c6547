import Foundation
import TermUIBase

/// Content in a frame of fixed or flexible size, as SwiftUI's `.frame` modifiers make.
struct FrameView<Content: View>: ContentModifierView, PrimitiveView {
    /// The limits of one dimension; a fixed size is min = ideal = max.
    struct Limits: Equatable {
        var minimum: Int?
        var ideal: Int?
        var maximum: Int?
        var isFixed = false

        /// The frame's length for a proposal and the content's length.
        func length(proposed: Int?, content: Int) -> Int {
            if isFixed, let ideal { return ideal }
            guard minimum != nil || maximum != nil else { return content }
            let wanted = proposed ?? ideal ?? content
            return max(min(wanted, maximum ?? content), minimum ?? content)
        }

        /// What the content is offered.
        func proposal(for proposed: Int?) -> Int? {
            if isFixed, let ideal { return ideal }
            guard let proposed else { return ideal }
            return max(minimum ?? Int.min, min(maximum ?? Int.max, proposed))
        }
    }

    let content: Content
    let width: Limits
    let height: Limits
    let alignment: Alignment

    func makeNode(context: NodeContext) -> Node {
        let node = FrameNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content in a frame.
@MainActor
final class FrameNode<Content: View>: ContentModifierNode<FrameView<Content>> {
    private var width = FrameView<Content>.Limits()
    private var height = FrameView<Content>.Limits()
    private var alignment = Alignment.center

    override func configure(with view: FrameView<Content>) {
        width = view.width
        height = view.height
        alignment = view.alignment
    }

    private func contentSize(for proposal: ProposedSize) -> Size {
        content?.measure(ProposedSize(width: width.proposal(for: proposal.width), height: height.proposal(for: proposal.height))) ?? .zero
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = contentSize(for: proposal)
        return Size(
            width: width.length(proposed: proposal.width, content: inner.width),
            height: height.length(proposed: proposal.height, content: inner.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        let inner = contentSize(for: ProposedSize(rect.size))
        let fitted = Size(width: min(inner.width, rect.width), height: min(inner.height, rect.height))
        content?.place(in: alignment.place(fitted, in: rect))
    }
}

extension View {
    /// A frame of fixed width and/or height; the content is offered that size and aligned inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        FrameView(
            content: self,
            width: .init(ideal: width.map(cells), isFixed: width != nil),
            height: .init(ideal: height.map(cells), isFixed: height != nil),
            alignment: alignment)
    }

    /// A flexible frame: the proposal clamped between the limits (`.infinity` as maximum fills the space).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        FrameView(
            content: self,
            width: .init(minimum: minWidth.map(cells), ideal: idealWidth.map(cells), maximum: maxWidth.map(cells)),
            height: .init(minimum: minHeight.map(cells), ideal: idealHeight.map(cells), maximum: maxHeight.map(cells)),
            alignment: alignment)
    }

    /// Gives the content a layout priority: in a stack, higher priority children are sized first.
    public func layoutPriority(_ value: Double) -> some View {
        LayoutPriorityView(content: self, priority: value)
    }
}

/// Content with a layout priority.
struct LayoutPriorityView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let priority: Double

    func makeNode(context: NodeContext) -> Node {
        let node = LayoutPriorityNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content with a layout priority.
@MainActor
final class LayoutPriorityNode<Content: View>: ContentModifierNode<LayoutPriorityView<Content>> {
    private var priority = 0.0

    override func configure(with view: LayoutPriorityView<Content>) {
        priority = view.priority
    }

    override var layoutPriority: Double { priority }
}
