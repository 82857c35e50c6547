import TermUIBase

/// The node of a `LazyVGrid` or `LazyHGrid`.
///
/// Its cells are `LazyRows` (counted, not built), put in lines along the grid's axis, as many a line as there
/// are tracks across it; the lines' lengths are `LazyExtents` (the first line's stands for those not measured
/// yet). Inside a scroll view along its axis, each layout builds the lines that meet the viewport, one more
/// beyond each edge (so that arrow keys can move focus there and the scroll view follows) and the line holding
/// focus; outside one, every line. Cells keep their nodes, and their state, by id while they stay built.
@MainActor
final class LazyGridNode<V: LazyGridView>: PrimitiveNode<V>, KeyResponder {
    override class var declaredRoles: NodeRoles { [.keys] }

    private var items: [GridItem] = []
    private var alignment = Alignment.center
    private var spacing = 0
    private var axis = Axis.vertical
    private weak var scroller: (any ScrollingNode)?

    private var cells = LazyRows()
    private var extents = LazyExtents(count: 0, estimate: 0)
    private var built: [Int: (id: RowID, node: Node)] = [:]
    private var builtOrder: [Int] = []
    private var cellsAreStale = false
    /// The tracks across the grid for the length last laid out.
    private var tracks: [GridTrack] = []
    /// The length across the grid the tracks and the estimate are for.
    private var trackedCross: Int??

    override func forEachChild(_ body: (Node) -> Void) {
        for index in builtOrder { if let entry = built[index] { body(entry.node) } }
    }

    override func update(_ view: V) {
        items = view.items
        alignment = view.alignment
        spacing = view.spacing
        axis = view.axis
        if scroller == nil { scroller = enclosingScroller() }
        cells = LazyRows(of: view.content)
        cellsAreStale = true
        trackedCross = nil
        invalidateLayout()
    }

    private func enclosingScroller() -> (any ScrollingNode)? {
        var node = parent
        while let current = node {
            if let scroller = current as? any ScrollingNode, scroller.scrollAxes.contains(axis == .vertical ? .vertical : .horizontal) {
                return scroller
            }
            node = current.parent
        }
        return nil
    }

    private var perLine: Int { max(1, tracks.count) }
    private var lineCount: Int { (cells.count + perLine - 1) / perLine }

    // MARK: Cells

    private func cell(at index: Int, reusing previous: [RowID: Node]) -> (id: RowID, node: Node)? {
        if !cellsAreStale, let entry = built[index] { return entry }
        guard let (segment, offset) = cells.locate(index) else { return nil }
        let id = segment.id(offset)
        return (id, reconcile(previous[id] ?? built[index].flatMap { $0.id == id ? $0.node : nil }, with: segment.view(offset)))
    }

    private func proposal(main: Int?, cross: Int?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: cross, height: main) : ProposedSize(width: main, height: cross)
    }

    /// A cell's length along the axis in its track.
    private func mainLength(of node: Node, track: GridTrack) -> Int {
        let size = node.measure(proposal(main: nil, cross: track.length))
        return axis == .vertical ? size.height : size.width
    }

    /// The tracks for a length across the grid, and the estimate of a line's length (the first line's).
    private func prepare(cross: Int?) {
        guard trackedCross != .some(cross) else { return }
        tracks = GridTrack.tracks(of: items, in: cross, defaultSpacing: axis == .vertical ? 1 : 0)
        var estimate = 0
        for (offset, track) in tracks.enumerated() where offset < cells.count {
            guard let entry = cell(at: offset, reusing: [:]) else { continue }
            if built[offset]?.node !== entry.node {
                built[offset]?.node.unmount()
                built[offset] = entry
            }
            estimate = max(estimate, mainLength(of: entry.node, track: track))
        }
        builtOrder = built.keys.sorted()
        extents = LazyExtents(count: lineCount, estimate: estimate)
        trackedCross = .some(cross)
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let cross = axis == .vertical ? proposal.width : proposal.height
        prepare(cross: cross)
        let crossLength = tracks.last.map { $0.start + $0.length } ?? 0
        let main = extents.total(spacing: spacing)
        return axis == .vertical ? Size(width: cross ?? crossLength, height: main) : Size(width: main, height: cross ?? crossLength)
    }

    override func place(in rect: Rect) {
        frame = rect
        let vertical = axis == .vertical
        prepare(cross: vertical ? rect.width : rect.height)
        let start = vertical ? rect.minY : rect.minX
        var lines = Set<Int>()
        if lineCount > 0 {
            if let viewport = scroller?.viewport {
                let shownStart = (vertical ? viewport.minY : viewport.minX) - start
                let shownEnd = (vertical ? viewport.maxY : viewport.maxX) - start
                if shownEnd > shownStart {
                    let first = max(0, extents.index(at: shownStart, spacing: spacing) - 1)
                    let last = min(lineCount - 1, extents.index(at: shownEnd - 1, spacing: spacing) + 1)
                    lines.formUnion(first...last)
                }
            } else {
                lines.formUnion(0..<lineCount)
            }
        }
        // The line holding focus stays built, on screen or not, so that focus is not lost.
        if let focused = graph.focused, let entry = built.first(where: { $0.value.node.isAncestor(of: focused) }) {
            if entry.key < cells.count { lines.insert(entry.key / perLine) }
        }
        let previous = cellsAreStale ? Dictionary(built.values.map { ($0.id, $0.node) }, uniquingKeysWith: { first, _ in first }) : [:]
        var kept: [Int: (id: RowID, node: Node)] = [:]
        var lengthsChanged = false
        for line in lines.sorted() {
            var lineCells: [(node: Node, track: GridTrack)] = []
            for (offset, track) in tracks.enumerated() {
                let index = line * perLine + offset
                guard index < cells.count, let entry = cell(at: index, reusing: previous) else { continue }
                kept[index] = entry
                lineCells.append((entry.node, track))
            }
            let length = lineCells.map { mainLength(of: $0.node, track: $0.track) }.max() ?? 0
            if extents.setLength(length, of: line) { lengthsChanged = true }
            let lineStart = start + extents.start(of: line, spacing: spacing)
            for (node, track) in lineCells {
                let crossStart = (vertical ? rect.minX : rect.minY) + track.start
                let room = vertical
                    ? Rect(x: crossStart, y: lineStart, width: track.length, height: length)
                    : Rect(x: lineStart, y: crossStart, width: length, height: track.length)
                let size = node.measure(ProposedSize(room.size))
                node.place(in: (track.alignment ?? alignment).place(
                    Size(width: min(size.width, room.width), height: min(size.height, room.height)), in: room))
            }
        }
        let keptNodes = Set(kept.values.map { ObjectIdentifier($0.node) })
        for entry in built.values where !keptNodes.contains(ObjectIdentifier(entry.node)) { entry.node.unmount() }
        built = kept
        builtOrder = kept.keys.sorted()
        cellsAreStale = false
        if lengthsChanged {
            invalidateLayout()
            graph.requestLayout()
        }
    }

    // MARK: Keys

    /// Arrow keys (h j k l) move focus to the nearest focusable cell in their direction, across the grid as
    /// well as along it ("←→ move" across a vertical grid of several tracks, "↑↓ move" across a horizontal
    /// one); at the edge of what is built the key goes on (to the scroll view, which scrolls).
    var keyBindings: [KeyBinding] {
        let across = tracks.count > 1 && focusableDescendants.count > 1 ? [KeyHint(axis == .vertical ? "←→" : "↑↓", "move")] : []
        let arrows: [KeyEquivalent] = [.upArrow, .downArrow, .leftArrow, .rightArrow, "k", "j", "h", "l"]
        return [.trying(.keys(arrows), hints: across, takesKeys: false) { [self] press in
            guard let direction = FocusDirection(key: press.key), let focused = focusedDescendant else { return false }
            let candidates = focusableDescendants.filter { $0 !== focused && !$0.isSecondaryFocusTarget }
            guard let next = DirectionalFocus.next(from: focused.frame, direction: direction, among: candidates) else { return false }
            graph.focus(next)
            return true
        }]
    }
}
