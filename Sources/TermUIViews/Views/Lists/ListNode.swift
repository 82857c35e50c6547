import TermUIBase

/// The node of a `List`: builds nodes only for the rows on screen, lays them out and draws them.
///
/// Each concern of a list has its own home: the rows of the content (`LazyRows`), the selection and scroll
/// position (`ListSelectionState`, in ListSelectionAndScrolling.swift), the animated diff of the rows
/// (`ListRowAnimation`), the swipe-style delete (`ListSwipeToDelete`) and swipe actions (`ListSwipeActions`), and the keys and hints (ListKeys.swift).
/// This file holds the window of built rows, the layout and the drawing.
@MainActor
final class ListNode: Node, ScreenPreferenceBoundary, AnimationTarget, FocusTarget {
    override class var declaredRoles: NodeRoles { [.focus, .keys, .preferenceBoundary] }

    /// The rows of the content.
    private(set) var rows = LazyRows()
    /// The selected row, its binding and the scroll position.
    var selection = ListSelectionState()
    /// The animated change of the rows, while one runs.
    private let rowAnimation = ListRowAnimation()
    /// The Delete a row shows, if any.
    var swipeToDelete = ListSwipeToDelete() { didSet { invalidate(.drawing) } }
    /// The swipe actions a row shows, if any.
    var swipeActions = ListSwipeActions() { didSet { invalidate(.drawing) } }
    /// The rows on screen after the last layout, by row index.
    private var visibleRows: [Int: (id: RowID, node: Node)] = [:]
    /// The rows placed by the last layout: index, node, rectangle.
    private(set) var placedRows: [(index: Int, node: Node, rect: Rect)] = []
    /// Whether the content changed since the rows on screen were built.
    private var rowsAreStale = false
    /// The transaction of that change: rows are brought up to date at the next layout, with its animation.
    private var rowsTransaction: Transaction?
    /// The rows' environment, kept so that rows see no change when the list's own environment did not.
    private var rowEnvironment = DerivedEnvironment()
    /// How many row views were built (tests use it to prove laziness).
    private(set) var rowBuildCount = 0

    /// Horizontal room kept on each side of a row's content.
    private let rowInset = 1

    /// How many rows there are.
    var rowCount: Int { rows.count }
    /// The selected row.
    var selectedIndex: Int { selection.selectedIndex }
    /// The first row on screen.
    var scrollOffset: Int { selection.scrollOffset }

    /// A list's node, with no rows until it is given its view.
    init(context: NodeContext, viewType: ObjectIdentifier) {
        super.init(viewType: viewType, context: context)
    }

    override func forEachChild(_ body: (Node) -> Void) {
        for row in placedRows { body(row.node) }
        rowAnimation.forEachDepartingNode(body)
    }

    override func forEachVisibleChild(_ body: (Node) -> Void) {
        for row in placedRows { body(row.node) }
    }

    /// Rows are shown only inside the list.
    override var clipsContent: Bool { true }

    // MARK: Content

    override func update(with view: any View) {
        guard let list = view as? any ListContentView else { return }
        selection.binding = list.listSelection
        let selectedID = rows.id(at: selectedIndex)
        rowsTransaction = graph.currentTransaction
        let oldRows = placedRows.compactMap { row in visibleRows[row.index].map { (id: $0.id, node: row.node, rect: row.rect) } }
        setRows(of: list.listContent)
        let bound = boundSelection
        if let bound, bound != selection.lastBoundValue {
            // The app chose the selection along with the rows (`followSelectionBinding` goes to it), so the row
            // selected before is not looked for: in a list read in a new order, that read 128 rows for nothing.
            // Nothing chosen is the first row, at the top.
            if bound == nil { moveToFirstRow() }
        } else if bound != .some(nil) {
            // A row selected (or a list with no binding, whose highlight is its selection) stays selected where
            // the rows around it went; a highlight that selects nothing stays where it is.
            keepSelection(on: selectedID, near: selectedIndex)
        }
        if let animation = graph.currentAnimation {
            animateChange(from: oldRows, with: animation)
        } else if rowAnimation.diff.hasDeparturesOrArrivals {
            finishRowAnimation()
        }
        followSelectionBinding()
        selectHighlightedRowIfSelectedRowLeft(selectedID)
    }

    override func invalidate() {
        scheduleRefresh()
    }

    override func updateIfInvalidated() {
        guard takeScheduledRefresh() else { return }
        followSelectionBinding()
    }

    /// Takes the rows of a content: the rows on screen are built again at the next layout.
    func setRows(of content: any View) {
        let newRows = LazyRows(of: content)
        if newRows.count != rowCount {
            swipeToDelete.revealedIndex = nil
            swipeActions.hide()
        }
        rows = newRows
        rowsAreStale = true
        selection.selectedIndex = rows.selectableIndex(near: max(0, min(selectedIndex, rowCount - 1)), forward: true)
        graph.setNeedsFrame()
    }

    /// Starts animating a change of the rows: compares the rows on screen before the change with those around
    /// the same place after it. Only rows near the screen are compared, so a long list costs the same.
    private func animateChange(from oldRows: [(id: RowID, node: Node, rect: Rect)], with animation: Animation) {
        finishRowAnimation()
        guard !oldRows.isEmpty else { return }
        let window = max(0, scrollOffset - 2)..<min(rowCount, scrollOffset + oldRows.count + 2)
        rowAnimation.diff(from: oldRows, to: window.compactMap { rows.id(at: $0) }, listTop: frame.minY)
        // Rows that left are no longer rows of the list: keep their nodes out of the visible set.
        var leaving = Set<ObjectIdentifier>()
        rowAnimation.forEachDepartingNode { leaving.insert(ObjectIdentifier($0)) }
        visibleRows = visibleRows.filter { !leaving.contains(ObjectIdentifier($0.value.node)) }
        if rowAnimation.diff.isEmpty { return }
        if !graph.animator.start(animation, for: self, key: ListRowAnimation.key) { finishRowAnimation() }
    }

    /// Ends the row animation: departing rows leave the graph.
    private func finishRowAnimation() {
        graph.animator.cancel(for: self, key: ListRowAnimation.key)
        rowAnimation.finish()
    }

    func animationDidFinish(key: String) {
        if key == ListRowAnimation.key {
            finishRowAnimation()
            invalidateLayout()
        }
        graph.setNeedsFrame()
    }

    // MARK: Rows

    /// The node of a row: the one on screen already, or one built (or brought up to date, keeping its state
    /// when its id was on screen before) from the content.
    private func rowNode(at index: Int, keeping kept: inout [Int: (id: RowID, node: Node)], previous: [RowID: Node]) -> Node? {
        if let entry = kept[index] { return entry.node }
        if !rowsAreStale, let entry = visibleRows[index] {
            kept[index] = entry
            return entry.node
        }
        guard let (segment, offset) = rows.locate(index) else { return nil }
        let id = segment.id(offset)
        let existing = previous[id]
        if existing == nil { rowBuildCount += 1 }
        let rowEnvironment = rowEnvironment.values(from: environment) { $0.controlContext = .listRow }
        let node = graph.withTransaction(rowsTransaction) {
            reconcile(existing, with: segment.view(offset), environment: rowEnvironment)
        }
        kept[index] = (id, node)
        return node
    }

    /// The height a row's node takes at a width (at least one line).
    private func height(of node: Node, width: Int) -> Int {
        max(1, node.measure(ProposedSize(width: width, height: nil)).height)
    }

    /// The node of the selected row, when it is built.
    var selectedRowNode: Node? {
        placedRows.first { $0.index == selectedIndex }?.node ?? visibleRows[selectedIndex]?.node
    }

    // MARK: Layout

    /// A list's size is its proposal's, or its count of rows': its rows, built as it is placed, change no size
    /// above it.
    override var sizeIgnoresChildren: Bool { true }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 20, height: min(rowCount, 10)))
    }

    override func place(in rect: Rect) {
        frame = rect
        let width = max(0, rect.width - 2 * rowInset - 1)
        var kept: [Int: (id: RowID, node: Node)] = [:]
        // Rows built to find the scroll offset but not placed on screen leave the graph with the rows scrolled
        // away.
        var offScreen: [Node] = []
        // After a content change, rows keep their nodes (and state) by id.
        let previous = rowsAreStale ? Dictionary(visibleRows.values.map { ($0.id, $0.node) }, uniquingKeysWith: { first, _ in first }) : [:]
        let wasOnScreen = placedRows.contains { $0.index == selectedIndex }
        placedRows.removeAll(keepingCapacity: true)
        defer {
            rowsAreStale = false
            rowsTransaction = nil
            let keptNodes = Set(kept.values.map { ObjectIdentifier($0.node) })
            for node in visibleRows.values.map(\.node) + offScreen where !keptNodes.contains(ObjectIdentifier(node)) {
                node.unmount()
            }
            visibleRows = kept
        }
        guard rowCount > 0, rect.height > 0 else { return }
        scrollToSelection(height: rect.height, selectionWasOnScreen: wasOnScreen) { index in
            rowNode(at: index, keeping: &kept, previous: previous).map { height(of: $0, width: width) }
        }

        /// Places a row's node at a top with its full height; the row takes its shown height on screen.
        func placeRow(_ node: Node, y: Int, height: Int, shownHeight: Int) -> Rect {
            node.place(in: Rect(x: rect.minX + rowInset, y: y, width: width, height: height))
            return Rect(x: rect.minX, y: y, width: rect.width - 1, height: shownHeight)
        }
        var y = rect.minY
        var index = scrollOffset
        var onScreen: [Int: (id: RowID, node: Node)] = [:]
        let progress = animationProgress(ListRowAnimation.key)
        rowAnimation.beginLayout()
        while index < rowCount, y < rect.maxY {
            guard let node = rowNode(at: index, keeping: &kept, previous: previous), let entry = kept[index] else { break }
            if let progress { rowAnimation.placeDepartingRows(before: entry.id, progress: progress, y: &y, place: placeRow) }
            onScreen[index] = entry
            let rowHeight = height(of: node, width: width)
            var shownHeight = rowHeight
            var drawnY = y
            if let progress {
                shownHeight = rowAnimation.diff.shownHeight(of: entry.id, height: rowHeight, progress: progress)
                drawnY = rowAnimation.diff.top(of: entry.id, placedAt: y, listTop: rect.minY, progress: progress)
            }
            placedRows.append((index, node, placeRow(node, y: drawnY, height: rowHeight, shownHeight: shownHeight)))
            y += shownHeight
            index += 1
        }
        if let progress { rowAnimation.placeRemainingDepartingRows(progress: progress, y: &y, place: placeRow) }
        selection.pageSize = max(1, placedRows.count - 1)
        offScreen = kept.compactMap { index, entry in onScreen[index] == nil ? entry.node : nil }
        kept = onScreen
    }

    // MARK: Drawing

    override func draw(in canvas: inout CellCanvas) {
        let isFocused = graph.focused === self
        let surfaces = SurfaceColors(environment.colorScheme)
        let highlight = isFocused ? surfaces.selection(tint: environment.tint.backgroundColor(in: environment)) : surfaces.inactiveSelection
        let highlightText = isFocused ? surfaces.textOnAccent : nil
        let usesColor = environment.usesColor
        // A bound selection naming no row shows no highlight until the list has focus; a list with no row to
        // select (only section headers) never does.
        let highlightedIndex = !rows.isSelectable(selectedIndex) || (!isFocused && highlightIsUnselected) ? -1 : selectedIndex
        let rowsProgress = animationProgress(ListRowAnimation.key)
        let revealProgress = min(1, animationProgress(ListSwipeToDelete.revealAnimationKey) ?? 1)
        // Rows sliding to a new place are drawn last, over the rows they pass.
        let sliding = rowsProgress == nil || !rowAnimation.diff.hasMoves ? [] : placedRows.filter { row in
            visibleRows[row.index].map { rowAnimation.diff.isMoving($0.id) } ?? false
        }
        let settled = sliding.isEmpty ? placedRows : placedRows.filter { row in !sliding.contains { $0.index == row.index } }
        for row in settled + sliding {
            var arrivingFlash = false
            if let progress = rowsProgress, let id = visibleRows[row.index]?.id {
                // An arriving row is blank while it grows, then shows with a brief highlight.
                if rowAnimation.diff.isGrowing(id, progress: progress) { continue }
                arrivingFlash = rowAnimation.diff.flashes(id, progress: progress)
            }
            // With Delete showing, the row is drawn slid left and the red Delete fills the room it left; the
            // slide takes a moment.
            // Swipe actions take the row's ends the same way; leading ones slide the row right (its end is cut).
            let actionWidths = swipeActions.widths(forRow: row.index, rowWidth: row.rect.width, progress: revealProgress)
            let deleteWidth = actionWidths.map { $0.leading > 0 ? -$0.leading : $0.trailing }
                ?? swipeToDelete.actionWidth(forRow: row.index, rowWidth: row.rect.width, progress: revealProgress)
            let leadingWidth = actionWidths?.leading ?? 0
            let rowRect = Rect(
                x: row.rect.minX + leadingWidth, y: row.rect.minY,
                width: max(0, row.rect.width - leadingWidth - (actionWidths?.trailing ?? deleteWidth ?? 0)), height: row.rect.height)
            let isSliding = !sliding.isEmpty && sliding.contains { $0.index == row.index }
            canvas.withClip(rowRect) { canvas in
                if row.index == highlightedIndex {
                    canvas.fill(rowRect, style: CellStyle(background: highlight))
                } else if isSliding {
                    canvas.fill(rowRect, style: .plain)
                }
                if let deleteWidth {
                    row.node.draw(in: &canvas, offsetBy: -deleteWidth, rows: 0)
                } else {
                    row.node.draw(in: &canvas)
                }
                if row.index == highlightedIndex {
                    // Pictures and bars in the row keep their colours (and are never reversed); without colours,
                    // the row with focus is reversed and one without underlined, unlike the bar (bold).
                    canvas.restyleText(rowRect) { style in
                        style.background = highlight
                        style.foreground = highlightText
                        style.attributes.remove(.dim)
                        if !usesColor { style.attributes.insert(isFocused ? .reverse : .underline) }
                    }
                } else if arrivingFlash {
                    rowAnimation.drawArrivalFlash(over: rowRect, in: &canvas, colorScheme: environment.colorScheme)
                }
            }
            if let actionWidths {
                swipeActions.drawActions(in: row.rect, widths: actionWidths, on: &canvas, environment: environment)
            } else if let deleteWidth {
                let actionRect = Rect(x: rowRect.maxX, y: row.rect.minY, width: deleteWidth, height: row.rect.height)
                swipeToDelete.drawAction(in: actionRect, on: &canvas, environment: environment)
            }
        }
        if let rowsProgress { rowAnimation.drawDepartingRows(in: &canvas, progress: rowsProgress, colorScheme: environment.colorScheme) }
        drawScrollIndicator(in: &canvas)
    }

    /// A scroll thumb in the last column when the rows do not all fit. Only the thumb is drawn, not a track,
    /// so that the other rows end in blanks and the terminal can clear them cheaply.
    private func drawScrollIndicator(in canvas: inout CellCanvas) {
        guard frame.height > 1, frame.width > 2 else { return }
        canvas.drawScrollIndicator(
            atColumn: frame.maxX - 1, rows: frame.minY..<frame.maxY, content: rowCount, visible: placedRows.count,
            offset: scrollOffset)
    }

    // MARK: Focus (keys are in ListKeys.swift)

    /// A list takes focus even when empty, so that focus stays where the user is (a list that gets its first
    /// row keeps it).
    var acceptsFocus: Bool { true }
}
