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
@MainActor
final class ViewThatFitsNode<Content: View>: PrimitiveNode<ViewThatFits<Content>> {
    private var content: Node?
    private var axes: Axis.Set = [.horizontal, .vertical]
    /// The candidate chosen at the last placement.
    private var chosen = 0

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func forEachVisibleChild(_ body: (Node) -> Void) {
        let candidates = self.candidates
        if candidates.indices.contains(chosen) { body(candidates[chosen]) }
    }

    override func update(_ view: ViewThatFits<Content>) {
        axes = view.axes
        content = reconcile(content, with: view.content)
    }

    /// The views to choose from, in order.
    private var candidates: [Node] {
        var list: [Node] = []
        content?.appendLayoutChildren(to: &list)
        return list
    }

    /// The index of the first candidate whose ideal size fits the proposal along the axes, else the last.
    private func choice(among candidates: [Node], for proposal: ProposedSize) -> Int {
        let ideal = ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for (index, candidate) in candidates.enumerated() {
            let size = candidate.measure(ideal)
            let fitsWidth = !axes.contains(.horizontal) || size.width <= (proposal.width ?? Int.max)
            let fitsHeight = !axes.contains(.vertical) || size.height <= (proposal.height ?? Int.max)
            if fitsWidth && fitsHeight { return index }
        }
        return max(0, candidates.count - 1)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let candidates = self.candidates
        guard !candidates.isEmpty else { return .zero }
        return candidates[choice(among: candidates, for: proposal)].measure(proposal)
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.frame = rect
        let candidates = self.candidates
        chosen = choice(among: candidates, for: ProposedSize(rect.size))
        for (index, candidate) in candidates.enumerated() {
            candidate.stackAxis = nil
            candidate.place(in: index == chosen ? rect : Rect(x: rect.minX, y: rect.minY, width: 0, height: 0))
        }
    }
}
