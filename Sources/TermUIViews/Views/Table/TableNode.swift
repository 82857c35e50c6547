import TermUIBase

/// The node of a `Table`: builds the cells of the rows on screen only, lays out the header and the columns,
/// and draws them with the selection. Its keys and the mouse are in TableKeys.swift.
@MainActor
final class TableNode<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>:
    PrimitiveNode<Table<Value, Rows, Columns>>, FocusTarget
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    override class var declaredRoles: NodeRoles { [.focus, .keys] }

    private(set) var rows = TableRows<Value>()
    private(set) var columns: [TableColumnModel<Value>] = []
    private(set) var selectionBinding: TableSelection?
    private(set) var sorting: TableSorting?
    /// The selected rows' ids (the binding's, or the table's own without one).
    var selectedIDs: Set<AnyHashable> = []
    /// The row the arrow keys move from.
    var cursor = 0
    /// Where Shift-↑↓ extend the selection from.
    var anchor = 0
    /// The first row on screen.
    private(set) var scrollOffset = 0
    /// How many rows PgUp and PgDn move.
    private(set) var pageSize = 1
    /// Whether the next layout brings the cursor to the middle (the app selected a row off screen).
    private var centersCursor = false
    /// The selection as last read from the binding, to tell the app's changes from the table's.
    private var lastBoundSelection: Set<AnyHashable>?

    /// The cells of the rows on screen, by row id.
    private var built: [AnyHashable: [Node]] = [:]
    /// The rows placed by the last layout, in order.
    private(set) var placedRows: [(index: Int, id: AnyHashable, cells: [Node])] = []
    /// Whether the content changed since the cells on screen were built.
    private var rowsAreStale = false
    /// The widest cell of each column measured so far.
    private var measuredWidths: [Int] = []
    /// The columns' titles the widths were measured for.
    private var measuredTitles: [String] = []
    /// The last layout.
    private(set) var layout: TableLayout?
    /// How many cell views were built (tests use it to prove laziness).
    private(set) var cellBuildCount = 0

    override func forEachChild(_ body: (Node) -> Void) {
        for row in placedRows { for cell in row.cells { body(cell) } }
    }

    override var clipsContent: Bool { true }

    var acceptsFocus: Bool { true }

    // MARK: Content

    override func update(_ view: Table<Value, Rows, Columns>) {
        // The cursor follows its row through a change only when that row is selected.
        let cursorID = rows.id(at: cursor).flatMap { selectedIDs.contains($0) ? $0 : nil }
        rows = TableRows(tableRowRuns(of: view.rows))
        columns = view.columns
        selectionBinding = view.selection
        sorting = view.sorting
        rowsAreStale = true
        let titles = columns.map { $0.title.text(in: environment) }
        if titles != measuredTitles {
            measuredTitles = titles
            measuredWidths = titles.map { _ in 0 }
        }
        // The cursor stays on its row when rows come, go or move (looked for near where it was).
        if let cursorID, rows.id(at: cursor) != cursorID {
            let window = max(0, cursor - 256)..<min(rows.count, cursor + 256)
            if let index = window.first(where: { rows.id(at: $0) == cursorID }) { cursor = index }
        }
        cursor = max(0, min(cursor, rows.count - 1))
        followSelectionBinding()
        invalidate(.layout)
    }

    override func invalidate() {
        scheduleRefresh()
    }

    override func updateIfInvalidated() {
        guard takeScheduledRefresh() else { return }
        followSelectionBinding()
    }

    /// Takes the bound selection when the app changed it: the cursor goes to a selected row.
    private func followSelectionBinding() {
        guard let binding = selectionBinding else { return }
        let value = readObserved { (binding.get(), sorting?.primary()?.column) }.0
        guard value != lastBoundSelection else { return }
        lastBoundSelection = value
        selectedIDs = value
        guard let id = rows.id(at: cursor), !value.isEmpty, !value.contains(id), let first = value.first,
            let index = rows.index(of: first)
        else { return }
        cursor = index
        anchor = index
        centersCursor = true
        graph.setNeedsFrame()
    }

    /// Tells the binding which rows are selected now.
    func publishSelection() {
        lastBoundSelection = selectedIDs
        guard let binding = selectionBinding, binding.get() != selectedIDs else { return }
        binding.set(selectedIDs)
    }

    /// Whether several rows can be selected.
    var allowsMultipleSelection: Bool { selectionBinding?.allowsMultiple ?? false }

    // MARK: Layout

    /// A table's size is its proposal's, or its count of rows': its cells, built as it is placed, change no
    /// size above it.
    override var sizeIgnoresChildren: Bool { true }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let look = environment.tableLook
        let chrome = look == .bordered ? 4 : 2
        return proposal.replacingUnspecified(with: Size(width: 40, height: min(rows.count, 10) + chrome))
    }

    override func place(in rect: Rect) {
        frame = rect
        let look = environment.tableLook
        var probe = TableLayout(frame: rect, look: look, widths: [])
        let visible = max(0, probe.body.count)
        scrollToCursor(visible: visible)
        pageSize = max(1, visible - 1)
        var kept: [AnyHashable: [Node]] = [:]
        var placed: [(index: Int, id: AnyHashable, cells: [Node])] = []
        let end = min(rows.count, scrollOffset + visible)
        if scrollOffset < end {
            for index in scrollOffset..<end {
                guard let value = rows.value(at: index) else { break }
                let id = AnyHashable(value.id)
                guard kept[id] == nil else { continue }  // a repeated id shows once
                let cells = cells(of: value, id: id)
                kept[id] = cells
                placed.append((index, id, cells))
            }
        }
        for (id, cells) in built where kept[id] == nil { for cell in cells { cell.unmount() } }
        built = kept
        placedRows = placed
        rowsAreStale = false
        for row in placed {
            for (column, cell) in row.cells.enumerated() where column < measuredWidths.count {
                measuredWidths[column] = max(measuredWidths[column], cell.measure(ProposedSize(width: nil, height: 1)).width)
            }
        }
        let sortable = sorting?.sortableColumns ?? []
        let needs = columns.indices.map { column in
            // A sortable column keeps room for its arrow.
            let title = Glyph.width(of: measuredTitles[column]) + (column < sortable.count && sortable[column] ? 2 : 0)
            return max(title, measuredWidths[column])
        }
        let widths = TableLayout.widths(
            needs: needs, columns: columns.map(\.width), room: TableLayout.contentWidth(in: rect, look: look),
            separatorWidth: TableLayout.separatorWidth(for: look))
        probe = TableLayout(frame: rect, look: look, widths: widths)
        layout = probe
        for (offset, row) in placed.enumerated() {
            let y = probe.body.lowerBound + offset
            for (cell, column) in zip(row.cells, probe.columns) {
                let size = cell.measure(ProposedSize(width: column.width, height: 1))
                cell.place(in: Rect(x: column.x, y: y, width: min(size.width, column.width), height: 1))
            }
        }
    }

    /// The cells of a row: those on screen already, or made (brought up to date by id after a change).
    private func cells(of value: Value, id: AnyHashable) -> [Node] {
        if !rowsAreStale, let cells = built[id], cells.count == columns.count { return cells }
        let previous = built[id] ?? []
        if previous.isEmpty { cellBuildCount += columns.count }
        return columns.enumerated().map { column, model in
            reconcile(column < previous.count ? previous[column] : nil, with: AnyView(model.cell(value)))
        }
    }

    /// Chooses the first row on screen: the cursor in view (in the middle when the app moved it off screen),
    /// and the screen filled to the last row.
    private func scrollToCursor(visible: Int) {
        guard visible > 0 else { return }
        if centersCursor, cursor < scrollOffset || cursor >= scrollOffset + visible {
            scrollOffset = cursor - visible / 2
        }
        centersCursor = false
        if cursor < scrollOffset { scrollOffset = cursor }
        if cursor >= scrollOffset + visible { scrollOffset = cursor - visible + 1 }
        scrollOffset = max(0, min(scrollOffset, rows.count - visible))
    }

    // MARK: Drawing

    override func draw(in canvas: inout CellCanvas) {
        guard let layout else { return }
        let look = layout.look
        let rule = CellStyle(attributes: .dim)
        if look == .bordered { drawBox(layout, in: &canvas, style: rule) }
        drawHeader(layout, in: &canvas)
        let ruleStart = look == .bordered ? frame.minX + 1 : frame.minX
        let ruleEnd = look == .bordered ? frame.maxX - 1 : frame.maxX - 1
        if layout.ruleY < frame.maxY, ruleStart < ruleEnd {
            for x in ruleStart..<ruleEnd { canvas.put(Glyph(character: "─", width: 1), at: Point(x: x, y: layout.ruleY), style: rule) }
            if look == .bordered { drawJoints(layout, y: layout.ruleY, glyph: "┼", in: &canvas, style: rule) }
        }
        drawRows(layout, in: &canvas)
        canvas.drawScrollIndicator(
            atColumn: frame.maxX - (look == .bordered ? 2 : 1), rows: layout.body, content: rows.count,
            visible: layout.body.count, offset: scrollOffset)
    }

    private func drawHeader(_ layout: TableLayout, in canvas: inout CellCanvas) {
        guard layout.headerY < frame.maxY else { return }
        let primary = sorting?.primary()
        for (index, column) in layout.columns.enumerated() where index < measuredTitles.count {
            var title = measuredTitles[index]
            if let primary, primary.column == index { title += primary.reversed ? " ▼" : " ▲" }
            let glyphs = Glyph.glyphs(of: title)
            _ = canvas.drawTruncated(glyphs, at: Point(x: column.x, y: layout.headerY), maxWidth: column.width, style: CellStyle(attributes: .bold))
        }
    }

    private func drawRows(_ layout: TableLayout, in canvas: inout CellCanvas) {
        let isFocused = graph.focused === self
        let surfaces = SurfaceColors(environment.colorScheme)
        let highlight = isFocused ? surfaces.selection(tint: environment.tint.backgroundColor(in: environment)) : surfaces.inactiveSelection
        let highlightText = isFocused ? surfaces.textOnAccent : nil
        let usesColor = environment.usesColor
        let inner = layout.look == .bordered ? frame.minX + 1 : frame.minX
        let width = max(0, (layout.look == .bordered ? frame.maxX - 1 : frame.maxX - 1) - inner)
        for (offset, row) in placedRows.enumerated() {
            let y = layout.body.lowerBound + offset
            let rowRect = Rect(x: inner, y: y, width: width, height: 1)
            // Before any row is selected, the focused table highlights the cursor's, as a list does: the row
            // Enter chooses.
            let isSelected = selectedIDs.contains(row.id)
                || (isFocused && selectionBinding != nil && !allowsMultipleSelection && selectedIDs.isEmpty && row.index == cursor)
            if isSelected { canvas.fill(rowRect, style: CellStyle(background: highlight)) }
            for (cell, column) in zip(row.cells, layout.columns) {
                canvas.withClip(Rect(x: column.x, y: y, width: column.width, height: 1)) { cell.draw(in: &$0) }
            }
            if layout.look == .bordered { drawJoints(layout, y: y, glyph: "│", in: &canvas, style: CellStyle(attributes: .dim)) }
            if isSelected {
                canvas.restyleText(rowRect) { style in
                    style.background = highlight
                    style.foreground = highlightText
                    style.attributes.remove(.dim)
                    if !usesColor { style.attributes.insert(isFocused ? .reverse : .underline) }
                }
            }
            // With several rows selectable, the cursor's row is marked in the gutter.
            if isFocused, allowsMultipleSelection, row.index == cursor {
                canvas.put(Glyph(character: "›", width: 1), at: Point(x: inner, y: y), style: CellStyle(attributes: .bold))
            }
        }
    }

    /// The lines between columns on a row.
    private func drawJoints(_ layout: TableLayout, y: Int, glyph: Character, in canvas: inout CellCanvas, style: CellStyle) {
        for column in layout.columns.dropLast() {
            let x = column.x + column.width + layout.separatorWidth / 2
            if x < frame.maxX - 1 { canvas.put(Glyph(character: glyph, width: 1), at: Point(x: x, y: y), style: style) }
        }
    }

    /// The box of a bordered table.
    private func drawBox(_ layout: TableLayout, in canvas: inout CellCanvas, style: CellStyle) {
        guard frame.width >= 2, frame.height >= 2 else { return }
        let bottom = frame.maxY - 1
        for x in (frame.minX + 1)..<(frame.maxX - 1) {
            canvas.put(Glyph(character: "─", width: 1), at: Point(x: x, y: frame.minY), style: style)
            canvas.put(Glyph(character: "─", width: 1), at: Point(x: x, y: bottom), style: style)
        }
        for y in (frame.minY + 1)..<bottom {
            canvas.put(Glyph(character: "│", width: 1), at: Point(x: frame.minX, y: y), style: style)
            canvas.put(Glyph(character: "│", width: 1), at: Point(x: frame.maxX - 1, y: y), style: style)
        }
        for (glyph, point) in [("┌", Point(x: frame.minX, y: frame.minY)), ("┐", Point(x: frame.maxX - 1, y: frame.minY)),
                               ("└", Point(x: frame.minX, y: bottom)), ("┘", Point(x: frame.maxX - 1, y: bottom)),
                               ("├", Point(x: frame.minX, y: layout.ruleY)), ("┤", Point(x: frame.maxX - 1, y: layout.ruleY))]
        where point.y <= bottom {
            canvas.put(Glyph(character: Character(glyph), width: 1), at: point, style: style)
        }
        drawJoints(layout, y: layout.headerY, glyph: "│", in: &canvas, style: style)
        drawJoints(layout, y: frame.minY, glyph: "┬", in: &canvas, style: style)
        drawJoints(layout, y: bottom, glyph: "┴", in: &canvas, style: style)
    }
}
