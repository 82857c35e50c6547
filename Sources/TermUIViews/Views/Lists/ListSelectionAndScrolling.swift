/// A list's selected row, the value it is bound to, and the scroll position that keeps it in view.
///
/// The list node owns one; what needs the node (its rows, the graph) is in the extension of `ListNode` below.
@MainActor
struct ListSelectionState {
    /// The value the selection is bound to, if it is.
    var binding: ListSelection?
    /// The bound value last seen, to tell a change made by the app from one made here.
    var lastBoundValue: AnyHashable?
    /// The selected row.
    var selectedIndex = 0
    /// The first row on screen.
    var scrollOffset = 0
    /// How many rows PgUp and PgDn move: one less than were on screen.
    var pageSize = 1
    /// Whether the next layout brings the selected row to the middle when it is off screen (the app selected
    /// it, rather than the arrow keys).
    var centersSelection = false
}

extension ListNode {
    // MARK: The selection

    /// The bound selection's value now: nil without a binding, `.some(nil)` when nothing is selected.
    var boundSelection: AnyHashable?? {
        selection.binding.map { $0.get() }
    }

    /// Makes the highlighted row the selection when the bound value names no row (a split view moving focus
    /// into the list does this, so that what is highlighted is what the next column shows).
    func selectHighlightedRowIfUnselected() {
        guard highlightIsUnselected, rowCount > 0 else { return }
        publishSelection()
        graph.setNeedsFrame()
    }

    /// Whether the selection is bound to a value that is not the highlighted row's (nothing, or a row that is
    /// not in the list).
    var highlightIsUnselected: Bool {
        guard rows.isSelectable(selectedIndex) else { return true }
        guard let bound = boundSelection else { return false }
        return bound == nil || rows.id(at: selectedIndex)?.id != bound
    }

    /// Moves the selection to a row (clamped to the rows there are), or past a header or footer to the nearest
    /// row in the direction of the move.
    func select(_ index: Int) {
        let clamped = max(0, min(index, rowCount - 1))
        let target = rows.selectableIndex(near: clamped, forward: clamped >= selectedIndex)
        guard target != selectedIndex, rows.isSelectable(target) else { return }
        selection.selectedIndex = target
        publishSelection()
        graph.setNeedsFrame()
    }

    /// When the selected row left the list (deleted, filtered out) and the app did not choose another, the row
    /// highlighted in its place becomes the selection (none when the list is empty): the selection is always a
    /// row that exists, so that what the keys act on is what is highlighted. `id` is the row that was selected
    /// before the rows changed; a row not found near its old place counts as gone (a search of every row
    /// would cost a long list's delete as much as its length).
    func selectHighlightedRowIfSelectedRowLeft(_ id: RowID?) {
        guard let id, let bound = boundSelection, bound == id.id, rows.id(at: selectedIndex) != id else { return }
        publishSelection()
    }

    /// Highlights the first row that can be selected, scrolled to the top, without publishing it.
    func moveToFirstRow() {
        selection.selectedIndex = rowCount > 0 ? rows.selectableIndex(near: 0, forward: true) : 0
        selection.scrollOffset = 0
    }

    /// Keeps the selection on the same row when rows come or go around it (looking near where it was).
    func keepSelection(on id: RowID?, near index: Int) {
        guard let id, rows.id(at: index) != id else { return }
        let reach = max(64, selection.pageSize * 2)
        for distance in 1...reach {
            for candidate in [index - distance, index + distance] where candidate >= 0 && candidate < rowCount {
                if rows.id(at: candidate) == id {
                    selection.selectedIndex = candidate
                    return
                }
            }
        }
    }

    // MARK: The bound value

    /// Moves the highlight to the row the bound value names, when the app changed it.
    func followSelectionBinding() {
        guard let binding = selection.binding else { return }
        // Read under observation: when the value lives in an observable model and changes there, the list
        // follows it even if no view around it is evaluated again.
        let value = readObserved { binding.get() }
        guard value != selection.lastBoundValue else { return }
        selection.lastBoundValue = value
        selectionDidChangeInContainer()
        guard let value, rows.id(at: selectedIndex)?.id != value, let index = rows.index(ofRowWithID: value) else { return }
        selection.selectedIndex = index
        // A row the app selects off screen is brought into the middle, with the rows around it.
        selection.centersSelection = true
        graph.setNeedsFrame()
    }

    /// Tells the binding which row is selected now.
    func publishSelection() {
        guard let binding = selection.binding else { return }
        let value = rows.isSelectable(selectedIndex) ? rows.id(at: selectedIndex)?.id : nil
        selection.lastBoundValue = value
        if binding.get() != value {
            binding.set(value)
            selectionDidChangeInContainer()
        }
    }

    // MARK: Scrolling

    /// Chooses the first row on screen for a layout in a height: the selected row in view (in the middle when
    /// the app selected it off screen), with the header above it, and the screen filled to the end of the
    /// list. `rowHeight` gives a row's height, building it; nil when it cannot be built.
    func scrollToSelection(height: Int, selectionWasOnScreen: Bool, rowHeight: (Int) -> Int?) {
        selection.selectedIndex = max(0, min(selectedIndex, rowCount - 1))
        selection.scrollOffset = max(0, min(scrollOffset, rowCount - 1))
        if selection.centersSelection {
            selection.centersSelection = false
            if !selectionWasOnScreen {
                // Half the height above the selected row, in whole rows.
                var above = 0
                var first = selectedIndex
                while first > 0, let rowHeight = rowHeight(first - 1) {
                    above += rowHeight
                    if above > height / 2 { break }
                    first -= 1
                }
                selection.scrollOffset = first
            }
        }
        // The header above the selection comes into view with it.
        var revealed = selectedIndex
        while revealed > 0, revealed > selectedIndex - 2, !rows.isSelectable(revealed - 1) { revealed -= 1 }
        if revealed < scrollOffset { selection.scrollOffset = revealed }

        // Keep the selection in view: if it ends below the bottom, scroll so that it ends at the bottom.
        var used = 0
        var index = scrollOffset
        var selectionFits = false
        while index < rowCount, used < height {
            guard let rowHeight = rowHeight(index) else { break }
            used += rowHeight
            if index == selectedIndex {
                selectionFits = used <= height
                break
            }
            index += 1
        }
        if !selectionFits {
            var total = 0
            var first = selectedIndex
            while first >= 0, let rowHeight = rowHeight(first) {
                if total + rowHeight > height, first < selectedIndex { break }
                total += rowHeight
                first -= 1
            }
            selection.scrollOffset = first + 1
        }

        // Fill the screen: when the rows from the offset to the end leave room below (the list got shorter or
        // the screen taller), bring earlier rows into view. The selection stays in view: every row from the
        // offset to the end fits.
        var usedToEnd = 0
        index = scrollOffset
        while index < rowCount, usedToEnd < height, let rowHeight = rowHeight(index) {
            usedToEnd += rowHeight
            index += 1
        }
        if index == rowCount {
            while scrollOffset > 0, let rowHeight = rowHeight(scrollOffset - 1) {
                guard usedToEnd + rowHeight <= height else { break }
                usedToEnd += rowHeight
                selection.scrollOffset -= 1
            }
        }
    }
}
