import TermUIBase

/// The node of a `NavigationSplitView`: one child per column, laid out side by side when they fit, else as a
/// stack of the columns up to the one on top.
///
/// Side by side, every column is mounted (hidden ones too). Collapsed, the columns up to the one on top are
/// mounted, as the screens of a navigation stack are, and the ones after it are not: they are made when
/// pushed, so that they appear (`.onAppear`) when the user opens them.
///
/// This file holds the columns' state, their making and their layout; the collapsed stack is in
/// NavigationSplitViewCollapsing.swift, focus and keys in NavigationSplitViewColumnFocus.swift, and how a list's
/// selection in a column chooses the columns after it in NavigationSplitViewColumnSelection.swift.
@MainActor
final class NavigationSplitViewNode: Node, NavigationContainer {
    override class var declaredRoles: NodeRoles { [.keys, .navigationContainer] }

    /// The split view, as last given.
    private(set) var view: (any SplitViewColumns)?
    /// The column nodes by position (nil: not mounted).
    private(set) var columns: [Node?] = [nil, nil, nil]
    /// The selections of the leading columns each column was made for: a new selection makes it afresh.
    private var columnKeys: [[AnyHashable?]] = [[], [], []]
    /// The environment each column was given, and the parent environment and back title it came from.
    var columnEnvironments = [DerivedEnvironment](repeating: DerivedEnvironment(), count: 3)
    /// Where focus was in each column when it last left it.
    let rememberedFocus: [WeakNode] = [WeakNode(), WeakNode(), WeakNode()]
    /// The titles of the columns as last seen (the back label of a collapsed column names the one before).
    private(set) var titles: [String?] = [nil, nil, nil]
    /// The size each column was last given (below its bar): the container of `containerRelativeFrame`.
    private var columnSizes: [Size?] = [nil, nil, nil]
    /// The widths the columns asked for when last mounted.
    private var requestedWidth: [SplitColumnWidth?] = [nil, nil, nil]
    /// Whether the columns are collapsed into one stack (the width does not hold them side by side).
    var isCollapsed = false
    /// The column on top while collapsed when the app does not bind `preferredCompactColumn`.
    var ownCompactPosition = 0
    /// The column rectangles, bars and dividers of the last layout.
    private var placed: [(position: Int, bar: (NavigationBar, Rect)?)] = []
    private var dividers: [Rect] = []
    /// Whether the mode was decided: by the screen's width when the split view is made after the first frame,
    /// else by its first layout.
    private var hasLaidOut = false
    /// Whether focus was put in the preferred column on the first layout side by side.
    private var didPlaceInitialFocus = false
    /// The column on top when the columns were last made while collapsed.
    private var mountedTop: Int?
    /// A link's destination shown in place of a column's own view (see `showLinkedDestination`).
    var linkedDestination: LinkedDestination?
    /// Counts the destinations links have shown, so that each one makes its column afresh.
    var linkCount = 0

    init(context: NodeContext, viewType: ObjectIdentifier) {
        super.init(viewType: viewType, context: context)
    }

    /// How many columns the split view has.
    var count: Int { view?.columnCount ?? 2 }

    // MARK: Structure

    override func forEachChild(_ body: (Node) -> Void) {
        for case let column? in columns { body(column) }
    }

    override func forEachVisibleChild(_ body: (Node) -> Void) {
        for position in visiblePositions {
            if let column = columns[position] { body(column) }
        }
    }

    /// The columns shown: side by side, those the visibility allows; collapsed, the one on top.
    var visiblePositions: [Int] {
        isCollapsed ? [compactPosition] : sideBySidePositions
    }

    /// The columns shown side by side: those the visibility allows.
    private var sideBySidePositions: [Int] {
        let first = view?.columnVisibility?.wrappedValue.firstVisibleColumn(among: count) ?? 0
        return Array(max(0, min(first, count - 1))..<count)
    }

    override func update(with view: any View) {
        guard let columns = view as? any SplitViewColumns else { return }
        self.view = columns
        syncColumns()
    }

    override func invalidate() {
        scheduleRefresh()
    }

    override func updateIfInvalidated() {
        guard takeScheduledRefresh() else { return }
        syncColumns()
    }

    /// Makes the mounted columns match the mode and the selections: a column whose leading selections changed
    /// is made afresh, a collapsed stack's columns after the top are taken down.
    func syncColumns() {
        _ = takeScheduledRefresh()
        guard let view else { return }
        // The app may move the column on top or the columns shown from a model: follow it even when no view
        // around the split view is evaluated again.
        readObserved {
            _ = view.preferredCompactColumn?.wrappedValue
            _ = view.columnVisibility?.wrappedValue
        }
        let topBefore = mountedTop
        if !hasLaidOut {
            // Which columns show depends on the width: a split view made after the screen's first layout takes
            // the screen's width; one made before waits for its own first layout to make any column.
            guard let width = graph.root?.frame.width, width > 0 else { return }
            hasLaidOut = true
            isCollapsed = SplitColumnLayout.widths(of: requestedWidths, in: width) == nil
        }
        let mounted = isCollapsed ? compactPosition : count - 1
        let focusedColumn = focusedPosition
        var chosen: [AnyHashable?] = []
        for position in 0..<3 {
            guard position <= mounted, position < count else {
                columns[position]?.unmount()
                columns[position] = nil
                continue
            }
            let linked = resolveLinkedDestination(at: position, chosen: chosen)
            let key = Array(chosen.prefix(position)) + (linked.map { [AnyHashable($0.generation)] } ?? [])
            var existing = columns[position]
            if let node = existing, columnKeys[position] != key {
                node.unmount()
                existing = nil
            }
            let node = linked.map { reconcile(existing, with: $0.view, environment: environment(forColumn: position)) }
                ?? view.reconcileColumn(position, existing, in: self, environment: environment(forColumn: position))
            columns[position] = node
            columnKeys[position] = key
            titles[position] = node.findNavigationTitle()
            chosen.append(node.boundListSelection ?? nil)
        }
        // A column made afresh while it had focus gives focus to its new content.
        if let focusedColumn, let column = columns[focusedColumn], graph.focused.map({ column.isAncestor(of: $0) }) != true,
            let first = column.preferredFocusNode
        {
            graph.focus(first)
        }
        // Collapsed, a column the app put on top (its compact column binding) takes focus, as a push does.
        if isCollapsed, let topBefore, compactPosition > topBefore, focusedColumn.map({ $0 < compactPosition }) ?? true,
            let first = columns[compactPosition]?.preferredFocusNode
        {
            if let focused = graph.focused, let current = focusedColumn { rememberedFocus[current].node = focused }
            graph.focus(first)
        }
        mountedTop = isCollapsed ? compactPosition : nil
        invalidate(.layout)
    }

    // MARK: Layout and drawing

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: SplitColumnLayout.collapseWidth, height: 24))
    }

    /// The widths the columns shown side by side ask for (as last seen for columns not mounted now, so that
    /// collapsing does not change the answer).
    private var requestedWidths: [SplitColumnWidth] {
        sideBySidePositions.map { position in
            if let column = columns[position] {
                requestedWidth[position] = column.screenPreference(SplitColumnWidthKey.self)
            }
            return requestedWidth[position] ?? .standard(forColumn: position, of: count)
        }
    }

    override func place(in rect: Rect) {
        frame = rect
        var widths = SplitColumnLayout.widths(of: requestedWidths, in: rect.width)
        if !hasLaidOut {
            hasLaidOut = true
            isCollapsed = widths == nil
            syncColumns()
            // The columns made now may ask for widths of their own.
            widths = SplitColumnLayout.widths(of: requestedWidths, in: rect.width)
        }
        if (widths == nil) != isCollapsed { setCollapsed(widths == nil) }
        placed.removeAll()
        dividers.removeAll()
        if isCollapsed {
            placeColumn(compactPosition, in: rect)
            return
        }
        if !didPlaceInitialFocus {
            // Side by side from the start, focus begins in the column the app prefers (its compact column),
            // unless it is on a view outside the split view (a split view in a preview leaves it in the preview
            // browser's sidebar).
            didPlaceInitialFocus = true
            let focusIsOutside = focusedPosition == nil && graph.focused != nil
            if compactPosition > 0, focusedPosition != compactPosition, !focusIsOutside {
                focusColumn(compactPosition)
            }
        }
        var x = rect.minX
        for (position, width) in zip(sideBySidePositions, widths ?? []) {
            placeColumn(position, in: Rect(x: x, y: rect.minY, width: width, height: rect.height))
            x += width
            if position < count - 1 {
                dividers.append(Rect(x: x, y: rect.minY, width: 1, height: rect.height))
                x += 1
            }
        }
    }

    /// Places a column, under a bar of its own unless it holds a navigation stack (which has its bar).
    private func placeColumn(_ position: Int, in rect: Rect) {
        guard let column = columns[position] else { return }
        column.stackAxis = nil
        var content = rect
        var bar: (NavigationBar, Rect)?
        if !column.containsNode(where: { $0 is any NavigationStackNodeProtocol }), rect.height > 1 {
            let barRect = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
            var items: [(placement: ToolbarItemPlacement, node: Node)] = []
            column.collectToolbarItems(into: &items)
            titles[position] = column.findNavigationTitle()
            let navigationBar = NavigationBar(
                title: titles[position] ?? "", isLargeTitle: true,
                backTitle: isCollapsed && position > 0 ? (titles[position - 1] ?? "Back") : nil, items: items,
                tint: environment.tint.backgroundColor(in: environment), colorScheme: environment.colorScheme,
                usesColor: environment.usesColor)
            navigationBar.place(in: barRect)
            bar = (navigationBar, barRect)
            content = Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: rect.height - 1)
        }
        if columnSizes[position] != content.size {
            columnSizes[position] = content.size
            column.forgetMeasuredSizesBelow()
        }
        let size = column.measure(ProposedSize(content.size))
        column.place(in: Alignment.topLeading.place(
            Size(width: min(size.width, content.width), height: min(size.height, content.height)), in: content))
        placed.append((position, bar))
    }

    /// A view in a column measures against the column, as in SwiftUI.
    override func containerSize(of descendant: Node) -> Size? {
        for position in columns.indices where columns[position] === descendant {
            return columnSizes[position] ?? super.containerSize(of: descendant)
        }
        return super.containerSize(of: descendant)
    }

    override func draw(in canvas: inout CellCanvas) {
        for (position, bar) in placed {
            columns[position]?.draw(in: &canvas)
            if let (navigationBar, rect) = bar { navigationBar.draw(in: &canvas, bar: rect) }
        }
        let style = CellStyle(foreground: SurfaceColors(environment.colorScheme).separator)
        for divider in dividers {
            for row in divider.minY..<divider.maxY {
                canvas.put(Glyph(character: "│", width: 1), at: Point(x: divider.minX, y: row), style: style)
            }
        }
    }

    // Keys: NavigationSplitViewColumnFocus.swift.
}
