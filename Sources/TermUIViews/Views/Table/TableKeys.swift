import TermUIBase

/// The keys of a table and the hints that name them: moving the selection, selecting several rows, Enter,
/// and choosing the sort column.
extension TableNode: KeyResponder {
    /// The table's keys: ↑ ↓ (k j) PgUp PgDn Home End (g G) move the cursor and select its row (Shift-↑↓ extend
    /// a `Set` selection), Space adds or takes out the cursor's row of a `Set` selection, Enter does what a
    /// list's Enter does, `s` sorts by the next sortable column and `S` reverses the order.
    var keyBindings: [KeyBinding] {
        let hasRows = rows.count > 0
        var moving = hasRows ? KeyHint.movingKeys : []
        if hasRows, allowsMultipleSelection { moving.append(.helpOnly("⇧↑↓", "select more", role: .movement)) }
        var bindings = [
            KeyBinding(.keys(.upArrow, "k", .downArrow, "j", .pageUp, .pageDown, .home, "g", .end, "G"), hints: moving) {
                [self] press in
                let extends = press.modifiers.contains(.shift) && allowsMultipleSelection
                switch press.key {
                case .upArrow, "k": moveCursor(to: cursor - 1, extending: extends)
                case .downArrow, "j": moveCursor(to: cursor + 1, extending: extends)
                case .pageUp: moveCursor(to: cursor - pageSize, extending: extends)
                case .pageDown: moveCursor(to: cursor + pageSize, extending: extends)
                case .home, "g": moveCursor(to: 0, extending: extends)
                default: moveCursor(to: rows.count - 1, extending: extends)
                }
            },
        ]
        if allowsMultipleSelection, let id = rows.id(at: cursor) {
            bindings.append(KeyBinding(.keys(.space), "Space", "select") { [self] _ in
                if selectedIDs.contains(id) { selectedIDs.remove(id) } else { selectedIDs.insert(id) }
                anchor = cursor
                publishSelection()
                graph.setNeedsFrame()
            })
        }
        if hasRows {
            let cells = placedRows.first { $0.index == cursor }?.cells ?? []
            let hint = cells.lazy.compactMap(\.rowActivationHint).first
            bindings.append(.trying(.keys(.return), hints: hint.map { [$0] } ?? [], takesKeys: cells.contains { $0.isRowActivatable }) {
                [self] _ in
                if placedRows.first(where: { $0.index == cursor })?.cells.contains(where: { $0.activateRow() }) == true { return true }
                // A row with nothing to activate is chosen: the key goes on to the container, as in a list.
                selectCursorRowIfNothingIs()
                return false
            })
        }
        bindings += sortingBindings
        return bindings
    }

    /// `s` sorts by the next sortable column ("s sort: " and its title with the way it will sort, ▲ or ▼ as its
    /// title then shows: "s sort: Amount ▲"), `S` reverses the order ("S reverse", while the rows are sorted).
    private var sortingBindings: [KeyBinding] {
        guard let sorting else { return [] }
        let next = nextSortColumn
        let named = next.map { $0 < columns.count } ?? false
        var bindings: [KeyBinding] = []
        if let next {
            // A new column sorts ascending; the column sorted already (the only sortable one) turns round.
            let reverses = sorting.primary().map { $0.column == next && !$0.reversed } ?? false
            let title = named ? columns[next].title.text(in: environment) + (reverses ? " ▼" : " ▲") : ""
            let hints = named ? [KeyHint("s", TermUIText.localized("sort: %@", title, in: environment))] : []
            bindings.append(KeyBinding(.keys("s"), hints: hints) { _ in sorting.sort(next) })
        }
        if let column = sorting.primary()?.column ?? sorting.sortableColumns.firstIndex(of: true) {
            bindings.append(KeyBinding(.keys("S"), hints: named && sorting.primary() != nil ? [KeyHint("S", "reverse")] : []) { _ in
                if sorting.primary() == nil { sorting.sort(column) }
                sorting.sort(column)
            })
        }
        return bindings
    }

    /// The sortable column after the one the rows are sorted by (the first when none is, or after the last).
    private var nextSortColumn: Int? {
        guard let sorting else { return nil }
        let sortable = sorting.sortableColumns.indices.filter { sorting.sortableColumns[$0] }
        guard let current = sorting.primary()?.column else { return sortable.first }
        return sortable.first { $0 > current } ?? sortable.first
    }

    /// Moves the cursor to a row (clamped); its row becomes the selection, or with `extending` the rows from
    /// the anchor to it.
    func moveCursor(to index: Int, extending: Bool) {
        guard rows.count > 0 else { return }
        let target = max(0, min(index, rows.count - 1))
        cursor = target
        if extending {
            let range = min(anchor, target)...max(anchor, target)
            // Only the rows between the anchor and the cursor are looked at, a page at a time at most per key
            // held, never the whole table.
            selectedIDs = Set(range.compactMap { rows.id(at: $0) })
        } else {
            anchor = target
            selectedIDs = rows.id(at: target).map { [$0] } ?? []
        }
        publishSelection()
        graph.setNeedsFrame()
    }

    /// Selects the cursor's row when no row is selected (Enter on a table that was never moved in).
    private func selectCursorRowIfNothingIs() {
        guard selectedIDs.isEmpty, let id = rows.id(at: cursor) else { return }
        selectedIDs = [id]
        publishSelection()
        graph.setNeedsFrame()
    }
}

/// The mouse over a table: a click on a column's title sorts by it (again: in reverse), a click on a row
/// selects it (Shift extends and Ctrl adds to a `Set` selection), a click on the selected row of the focused
/// table or a double click does what Enter does, and the wheel moves the selection a row a notch.
extension TableNode: MouseTarget {
    func handleMouse(_ event: MouseEvent, at point: Point, clickCount: Int) -> Bool {
        guard let layout else { return false }
        switch event.kind {
        case .scrollUp, .scrollDown:
            guard rows.count > 0 else { return false }
            graph.focus(self)
            moveCursor(to: cursor + (event.kind == .scrollDown ? 1 : -1), extending: false)
            return true
        case .press(.primary):
            graph.focus(self)
            if point.y == layout.headerY {
                guard let column = layout.column(at: point.x), let sorting, column < sorting.sortableColumns.count,
                    sorting.sortableColumns[column]
                else { return true }
                sorting.sort(column)
                return true
            }
            guard layout.body.contains(point.y), let row = placedRow(atLine: point.y - layout.body.lowerBound) else { return true }
            let wasChosen = row.index == cursor && selectedIDs.contains(row.id)
            if allowsMultipleSelection, event.modifiers.contains(.control) {
                cursor = row.index
                anchor = row.index
                if selectedIDs.contains(row.id) { selectedIDs.remove(row.id) } else { selectedIDs.insert(row.id) }
                publishSelection()
                graph.setNeedsFrame()
                return true
            }
            moveCursor(to: row.index, extending: allowsMultipleSelection && event.modifiers.contains(.shift))
            if wasChosen || clickCount >= 2 { _ = graph.dispatch(KeyPress(.return)) }
            return true
        default:
            return false
        }
    }

    /// The row placed on a line of the rows, counted from the first on screen.
    private func placedRow(atLine line: Int) -> (index: Int, id: AnyHashable, cells: [Node])? {
        line >= 0 && line < placedRows.count ? placedRows[line] : nil
    }
}
