import TermUIBase

/// The first of its views whose ideal size fits the space offered, or the last one when none does, as in
/// SwiftUI. Only the chosen view is drawn, takes focus or is hit by the mouse; the others are laid out in
/// an empty rectangle. The choice is made again at every layout, so it follows the terminal's size.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Picks among the content's views by their ideal size along `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = ViewThatFitsNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of a `ViewThatFits`: measures each candidate's ideal size and shows the first that fits.
///
/// When the content is a tuple of views (the usual `@ViewBuilder` closure), a candidate's nodes are built only
/// once every candidate before it was measured and did not fit: a row of a list that shows its first choice
/// builds no other (a wide and a narrow form of the same text are most of such a row's cost otherwise). Other
/// content (one view, a `ForEach`) is built whole.
@MainActor
final class ViewThatFitsNode<Content: View>: PrimitiveNode<ViewThatFits<Content>> {
    /// The content's node, when it is not a tuple.
    private var content: Node?
    /// The tuple's views, when the content is a tuple: the candidates to build, in order.
    private var elementViews: [any View] = []
    /// The nodes of the first tuple views, built as the choice needed them.
    private var elements: [Node] = []
    private var axes: Axis.Set = [.horizontal, .vertical]
    /// The candidate chosen at the last placement.
    private var chosen = 0

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
        for element in elements { body(element) }
    }

    override func forEachVisibleChild(_ body: (Node) -> Void) {
        let candidates = builtCandidates
        if candidates.indices.contains(chosen) { body(candidates[chosen]) }
    }

    override func update(_ view: ViewThatFits<Content>) {
        axes = view.axes
        guard let tuple = view.content as? any ViewTuple else {
            content = reconcile(content, with: view.content)
            return
        }
        elementViews = tuple.elements
        // The candidates built so far are updated (the first is built at once: its focus and keys are there
        // before the first layout, as a whole content's would be); the others wait for a layout that needs them.
        let count = min(elementViews.count, max(1, elements.count))
        var updated: [Node] = []
        for (index, element) in elementViews.prefix(count).enumerated() {
            updated.append(reconcile(index < elements.count ? elements[index] : nil, with: element))
        }
        elements = updated
    }

    /// The candidates built so far, in order: the content's views, or those of the tuple's views built.
    private var builtCandidates: [Node] {
        var list: [Node] = []
        content?.appendLayoutChildren(to: &list)
        for element in elements { element.appendLayoutChildren(to: &list) }
        return list
    }

    /// The candidates up to the first whose ideal size fits the proposal along the axes (or all of them), and
    /// the index of the one chosen: that one, else the last. A tuple's views are built as they are reached.
    private func choice(for proposal: ProposedSize) -> (candidates: [Node], chosen: Int) {
        let ideal = ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        func fits(_ candidate: Node) -> Bool {
            let size = candidate.measure(ideal)
            return (!axes.contains(.horizontal) || size.width <= (proposal.width ?? Int.max))
                && (!axes.contains(.vertical) || size.height <= (proposal.height ?? Int.max))
        }
        var candidates: [Node] = []
        content?.appendLayoutChildren(to: &candidates)
        if let position = candidates.firstIndex(where: fits) { return (candidates, position) }
        for index in elementViews.indices {
            if index == elements.count {
                let view = elementViews[index]
                elements.append(reconcile(nil, with: view))
            }
            let start = candidates.count
            elements[index].appendLayoutChildren(to: &candidates)
            for position in start..<candidates.count where fits(candidates[position]) {
                return (candidates, position)
            }
        }
        return (candidates, max(0, candidates.count - 1))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let (candidates, chosen) = choice(for: proposal)
        guard !candidates.isEmpty else { return .zero }
        return candidates[chosen].measure(proposal)
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.frame = rect
        for element in elements { element.frame = rect }
        chosen = choice(for: ProposedSize(rect.size)).chosen
        for (index, candidate) in builtCandidates.enumerated() {
            candidate.stackAxis = nil
            candidate.place(in: index == chosen ? rect : Rect(x: rect.minX, y: rect.minY, width: 0, height: 0))
        }
    }
}
