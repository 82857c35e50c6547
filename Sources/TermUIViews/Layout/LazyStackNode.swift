import TermUIBase

/// The node of a `LazyHStack` or `LazyVStack`.
///
/// Inside a scroll view along its axis it is lazy: it knows its children as `LazyRows` (counted, not built)
/// and their lengths as `LazyExtents` (the first child's length stands for those not measured yet), and at
/// each layout it builds the children that meet the scroll view's viewport, one more beyond each edge (so
/// that arrow keys can move focus there and the scroll view follows), and the one holding focus. Everything
/// else (focus search, hints, drawing) sees only those. Children keep their nodes, and their state, by id
/// while they stay built. Outside such a scroll view it reconciles all its content and lays it out as a stack.
@MainActor
final class LazyStackNode<V: LazyStackView>: PrimitiveNode<V> {
    private var layout = StackLayout(axis: .vertical, alignment: .center, spacing: 0)
    /// The scroll view it is lazy in, found when the node is made (a node's ancestors do not change).
    private weak var scroller: (any ScrollingNode)?
    /// Whether it builds only what is in view.
    private var isLazy = false

    /// The content as one node, when not lazy.
    private var content: Node?

    /// The children, counted and found by index.
    private var rows = LazyRows()
    /// The children's lengths along the axis.
    private var extents = LazyExtents(count: 0, estimate: 0)
    /// The children built, by index.
    private var built: [Int: (id: RowID, node: Node)] = [:]
    /// The indices of the built children, in order.
    private var builtOrder: [Int] = []
    /// Whether the content changed since the children were built (they are brought up to date by id).
    private var childrenAreStale = false
    /// The longest a measured child is across the axis.
    private var crossLength = 0
    /// The length across the axis the estimate was measured for; nil while there is none.
    private var estimatedForCross: Int??
    /// The length across the axis the stack was last offered (children are measured for it, as a stack's are).
    private var offeredCross: Int??

    override func forEachChild(_ body: (Node) -> Void) {
        if isLazy {
            for index in builtOrder { if let entry = built[index] { body(entry.node) } }
        } else if let content {
            body(content)
        }
    }

    override func update(_ view: V) {
        layout = view.layout
        if scroller == nil { scroller = enclosingScroller(along: layout.axis) }
        isLazy = scroller != nil
        guard isLazy else {
            content = reconcile(content, with: view.content)
            return
        }
        rows = LazyRows(of: view.content)
        // Children of the same kind keep the estimate; the lengths measured before are measured again.
        extents = LazyExtents(count: rows.count, estimate: extents.estimate)
        childrenAreStale = true
        invalidateLayout()
    }

    /// The nearest scroll view above that scrolls along an axis.
    private func enclosingScroller(along axis: Axis) -> (any ScrollingNode)? {
        var node = parent
        while let current = node {
            if let scroller = current as? any ScrollingNode, scroller.scrollAxes.contains(axis == .horizontal ? .horizontal : .vertical) {
                return scroller
            }
            node = current.parent
        }
        return nil
    }

    // MARK: Children

    /// The node of the child at an index: the one built for it, or for its id before the content changed
    /// (brought up to date), or a new one.
    private func child(at index: Int, reusing previous: [RowID: Node]) -> (id: RowID, node: Node)? {
        if !childrenAreStale, let entry = built[index] { return entry }
        guard let (segment, offset) = rows.locate(index) else { return nil }
        let id = segment.id(offset)
        return (id, reconcile(previous[id], with: segment.view(offset)))
    }

    /// The built children by id, to reuse when the content changed.
    private var builtByID: [RowID: Node] {
        Dictionary(built.values.map { ($0.id, $0.node) }, uniquingKeysWith: { first, _ in first })
    }

    /// Measures a child along and across the axis for the length across it is offered.
    private func measure(_ node: Node, cross: Int?) -> (main: Int, cross: Int) {
        node.stackAxis = layout.axis
        let size = node.measure(proposal(main: nil, cross: cross))
        return layout.axis == .horizontal ? (size.width, size.height) : (size.height, size.width)
    }

    private func proposal(main: Int?, cross: Int?) -> ProposedSize {
        layout.axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    /// Measures the first child, once for each length across the axis it is offered, so that its length stands
    /// for those of the children not measured yet.
    private func estimateLengths(cross: Int?) {
        guard rows.count > 0, estimatedForCross != .some(cross), let first = child(at: 0, reusing: builtByID) else { return }
        if childrenAreStale || built[0] == nil {
            // Kept among the built children until the next layout decides whether it stays.
            if let old = built[0], old.node !== first.node { old.node.unmount() }
            built[0] = first
            builtOrder = built.keys.sorted()
        }
        let length = measure(first.node, cross: cross)
        // The lengths measured so far stand while the first child keeps its length (fixed-size cards do).
        if length.main != extents.estimate || estimatedForCross == nil {
            extents = LazyExtents(count: rows.count, estimate: length.main)
            crossLength = length.cross
        }
        extents.setLength(length.main, of: 0)
        crossLength = max(crossLength, length.cross)
        estimatedForCross = .some(cross)
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard isLazy else { return layout.size(of: layoutChildren, for: proposal) }
        let cross = layout.axis == .horizontal ? proposal.height : proposal.width
        offeredCross = .some(cross)
        estimateLengths(cross: cross)
        let main = extents.total(spacing: layout.spacing)
        return layout.axis == .horizontal ? Size(width: main, height: crossLength) : Size(width: crossLength, height: main)
    }

    override func place(in rect: Rect) {
        frame = rect
        guard isLazy else {
            content?.frame = rect
            layout.place(layoutChildren, in: rect)
            return
        }
        let horizontal = layout.axis == .horizontal
        let crossSize = horizontal ? rect.height : rect.width
        let measureCross = offeredCross ?? crossSize
        estimateLengths(cross: measureCross)
        let start = horizontal ? rect.minX : rect.minY
        let viewport = scroller?.viewport ?? rect
        let shownStart = (horizontal ? viewport.minX : viewport.minY) - start
        let shownEnd = (horizontal ? viewport.maxX : viewport.maxY) - start
        var indices = Set<Int>()
        if rows.count > 0, shownEnd > shownStart {
            let first = max(0, extents.index(at: shownStart, spacing: layout.spacing) - 1)
            let last = min(rows.count - 1, extents.index(at: shownEnd - 1, spacing: layout.spacing) + 1)
            indices.formUnion(first...last)
        }
        // The child holding focus stays built, on screen or not, so that focus is not lost.
        if let focused = graph.focused, let entry = built.first(where: { $0.value.node.isAncestor(of: focused) }) {
            if entry.key < rows.count { indices.insert(entry.key) }
        }
        let previous = childrenAreStale ? builtByID : [:]
        var kept: [Int: (id: RowID, node: Node)] = [:]
        var lengthsChanged = false
        let oldCrossLength = crossLength
        var lengths: [Int: (main: Int, cross: Int)] = [:]
        for index in indices.sorted() {
            guard let entry = child(at: index, reusing: previous) else { continue }
            kept[index] = entry
            let length = measure(entry.node, cross: measureCross)
            lengths[index] = length
            if extents.setLength(length.main, of: index) { lengthsChanged = true }
            crossLength = max(crossLength, length.cross)
        }
        for (index, length) in lengths {
            guard let node = kept[index]?.node else { continue }
            let main = start + extents.start(of: index, spacing: layout.spacing)
            let cross = (horizontal ? rect.minY : rect.minX) + layout.crossAlignment.offset(of: length.cross, in: crossSize)
            node.place(in: horizontal
                ? Rect(x: main, y: cross, width: length.main, height: length.cross)
                : Rect(x: cross, y: main, width: length.cross, height: length.main))
        }
        let keptNodes = Set(kept.values.map { ObjectIdentifier($0.node) })
        for entry in built.values where !keptNodes.contains(ObjectIdentifier(entry.node)) { entry.node.unmount() }
        built = kept
        builtOrder = kept.keys.sorted()
        childrenAreStale = false
        // A child longer or shorter than estimated moves the ones after it, and a wider one widens the stack:
        // lay out again with what is known.
        if lengthsChanged || crossLength != oldCrossLength {
            invalidateLayout()
            graph.requestLayout()
        }
    }
}

/// A lazy stack knows where each of its rows is, built or not: a `ScrollViewProxy` scrolls to one it has not
/// built.
extension LazyStackNode: IdentifiedViewsHolder {
    func frame(ofViewWithID id: AnyHashable) -> Rect? {
        // Not lazy, its `ForEach` answers for itself.
        guard isLazy, let index = rows.index(ofRowWithID: id) else { return nil }
        let start = extents.start(of: index, spacing: layout.spacing), length = extents.length(of: index)
        return layout.axis == .horizontal
            ? Rect(x: frame.minX + start, y: frame.minY, width: length, height: frame.height)
            : Rect(x: frame.minX, y: frame.minY + start, width: frame.width, height: length)
    }

    var holdsIdentifiedViews: Bool { isLazy }

    /// Found by the lengths along the axis (a logarithm of the count), built or not.
    func viewID(at point: Point) -> AnyHashable? {
        guard isLazy, rows.count > 0 else { return nil }
        let position = layout.axis == .horizontal ? point.x - frame.minX : point.y - frame.minY
        return rows.id(at: extents.index(at: max(0, position), spacing: layout.spacing))?.id
    }
}
