import Foundation
import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `List`: keyboard selection shown as a highlighted row, scrolling that keeps the selection in view, and
/// laziness (only rows on screen are built).
@MainActor
struct ListTests {
    private func driver<V: View>(_ view: V, columns: Int = 40, rows: Int = 10) -> TestDriver {
        TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: columns, rows: rows), showsKeyHints: false)
    }

    private func numberedList(_ count: Int) -> some View {
        List(0..<count, id: \.self) { Text("Row \($0)") }
    }

    /// The text of the one highlighted row; records an issue when not exactly one screen row is highlighted.
    private func selectedText(_ screen: TestDriver) -> String? {
        let rows = screen.highlightedRows
        #expect(rows.count == 1, "highlighted rows: \(rows)")
        return rows.first.map(screen.rowText)
    }

    /// The row number shown on the highlighted row ("Row 12" gives 12).
    private func selectedNumber(_ screen: TestDriver) -> Int? {
        selectedText(screen).flatMap { Int($0.dropFirst("Row ".count)) }
    }

    /// The screen rows' texts, without the scroll bar.
    private func visibleTexts(_ screen: TestDriver) -> [String] {
        (0..<screen.lines.count).map(screen.rowText)
    }

    // MARK: Moving the selection

    @Test func arrowsAndVimKeysMoveTheHighlight() {
        let screen = driver(numberedList(20))
        #expect(selectedText(screen) == "Row 0")
        screen.press(.downArrow)
        #expect(selectedText(screen) == "Row 1")
        screen.press("j")
        #expect(selectedText(screen) == "Row 2")
        screen.press("k")
        #expect(selectedText(screen) == "Row 1")
        screen.press(.upArrow)
        #expect(selectedText(screen) == "Row 0")
        // At the top, ↑ stays.
        screen.press(.upArrow)
        #expect(selectedText(screen) == "Row 0")
        #expect(screen.listNode?.selectedIndex == 0)
    }

    @Test func theHighlightIsABackgroundOnTheWholeRow() {
        let screen = driver(numberedList(20))
        screen.press(.downArrow, .downArrow)
        let row = screen.row(containing: "Row 2")
        #expect(row == 2)
        guard let row else { return }
        let highlight = screen.style(atColumn: 0, row: row).background
        #expect(highlight != nil)
        // Every cell of the row but the scroll bar's has it, text and blanks alike.
        for column in 0..<39 {
            #expect(screen.style(atColumn: column, row: row).background == highlight, "column \(column)")
        }
        for other in [0, 1, 3, 9] {
            #expect(screen.style(atColumn: 5, row: other).background == nil, "row \(other)")
        }
    }

    @Test func pageDownAndPageUpMoveByAboutAScreen() {
        let screen = driver(numberedList(100))
        screen.press(.pageDown)
        let first = selectedNumber(screen) ?? 0
        #expect(first >= 5 && first <= 10, "one page from the top went to \(first)")
        screen.press(.pageDown)
        let second = selectedNumber(screen) ?? 0
        #expect(second == 2 * first)
        #expect(!visibleTexts(screen).contains("Row 0"))
        screen.press(.pageUp)
        #expect(selectedNumber(screen) == first)
        screen.press(.pageUp, .pageUp)
        #expect(selectedNumber(screen) == 0)
        #expect(screen.rowText(0) == "Row 0")
    }

    @Test func homeEndAndGJump() {
        let screen = driver(numberedList(100))
        screen.press(.end)
        #expect(selectedText(screen) == "Row 99")
        #expect(screen.highlightedRows == [9])
        screen.press(.home)
        #expect(selectedText(screen) == "Row 0")
        #expect(screen.highlightedRows == [0])
        screen.press("G")
        #expect(selectedText(screen) == "Row 99")
        screen.press("g")
        #expect(selectedText(screen) == "Row 0")
        // At the end, ↓ stays.
        screen.press(.end, .downArrow)
        #expect(selectedText(screen) == "Row 99")
    }

    @Test func theSelectionIsKeptInViewByScrolling() {
        let screen = driver(numberedList(50))
        screen.press(.downArrow, times: 15)
        #expect(selectedText(screen) == "Row 15")
        // Scrolled just enough: the selection is on the bottom row.
        #expect(screen.highlightedRows == [9])
        #expect(screen.rowText(0) == "Row 6")
        #expect(!visibleTexts(screen).contains("Row 0"))
        #expect(screen.listNode?.scrollOffset == 6)

        // Going back up scrolls only when the selection would leave the top.
        screen.press(.upArrow, times: 5)
        #expect(selectedText(screen) == "Row 10")
        #expect(screen.rowText(0) == "Row 6")
        screen.press(.upArrow, times: 10)
        #expect(selectedText(screen) == "Row 0")
        #expect(screen.highlightedRows == [0])
    }

    @Test func keysMoveThroughStaticAndForEachRows() {
        let screen = driver(List {
            Text("Header")
            ForEach(0..<3, id: \.self) { Text("Item \($0)") }
            Text("Footer")
        })
        #expect(visibleTexts(screen).prefix(5) == ["Header", "Item 0", "Item 1", "Item 2", "Footer"])
        #expect(selectedText(screen) == "Header")
        screen.press(.downArrow)
        #expect(selectedText(screen) == "Item 0")
        screen.press(.end)
        #expect(selectedText(screen) == "Footer")
    }

    // MARK: A million rows

    @Test(arguments: [true, false])
    func aMillionRowsBuildOnlyAScreenful(usesForEach: Bool) {
        let visibleRows = 10
        let screen = usesForEach
            ? driver(List { ForEach(0..<1_000_000, id: \.self) { Text("Row \($0)") } }, rows: visibleRows)
            : driver(List(0..<1_000_000, id: \.self) { Text("Row \($0)") }, rows: visibleRows)
        guard let list = screen.listNode else { return }
        #expect(list.rowCount == 1_000_000)
        #expect(screen.rowText(0) == "Row 0")
        var built = list.rowBuildCount
        #expect(built > 0 && built < 3 * visibleRows, "opening built \(built) rows")

        func expectFewBuilt(_ step: String) {
            let now = list.rowBuildCount
            #expect(now - built < 3 * visibleRows, "\(step) built \(now - built) rows")
            built = now
        }

        screen.press(.end)
        #expect(selectedText(screen) == "Row 999999")
        expectFewBuilt("End")
        screen.press(.home)
        #expect(selectedText(screen) == "Row 0")
        expectFewBuilt("Home")
        screen.press(.pageDown)
        #expect((selectedNumber(screen) ?? 0) >= 5)
        expectFewBuilt("PgDn")
        screen.press("G")
        screen.press(.pageUp)
        #expect((selectedNumber(screen) ?? 0) < 999_999)
        #expect((selectedNumber(screen) ?? 0) > 999_980)
        expectFewBuilt("G, PgUp")
        // Only the rows on screen keep nodes.
        #expect(screen.nodes(of: TextNode.self).count <= visibleRows)
    }

    // MARK: Multi-line rows

    @Test func multiLineRowsAreHighlightedAndScrolledWhole() {
        let screen = driver(List(0..<20, id: \.self) { index in
            VStack(alignment: .leading) {
                Text("Title \(index)")
                Text("Detail \(index)")
            }
        })
        #expect(screen.highlightedRows == [0, 1])
        #expect(screen.rowText(2) == "Title 1")
        screen.press(.downArrow)
        #expect(screen.highlightedRows == [2, 3])
        screen.press(.downArrow, times: 5)
        // Row 6 needs two lines: the list scrolls so that both are on screen, at the bottom.
        #expect(screen.highlightedRows == [8, 9])
        #expect(screen.rowText(8) == "Title 6")
        #expect(screen.rowText(9) == "Detail 6")
        #expect(screen.rowText(0) == "Title 2")
    }

    @Test func rowsOfDifferentHeights() {
        let screen = driver(List(0..<30, id: \.self) { index in
            Text(index % 3 == 0 ? "Tall \(index)\nsecond line" : "Short \(index)")
        }, rows: 6)
        screen.press(.downArrow, times: 6)
        let rows = screen.highlightedRows
        #expect(rows == [4, 5])
        #expect(screen.rowText(4) == "Tall 6")
        screen.press(.downArrow)
        #expect(selectedText(screen) == "Short 7")
        #expect(screen.highlightedRows == [4])
    }

    // MARK: Resizing

    @Test func resizeKeepsTheSelectionVisible() {
        let screen = driver(numberedList(100), rows: 20)
        screen.press(.downArrow, times: 15)
        #expect(screen.highlightedRows == [15])
        screen.resize(to: TerminalSize(columns: 40, rows: 8))
        #expect(screen.lines.count == 8)
        #expect(selectedText(screen) == "Row 15")
        screen.resize(to: TerminalSize(columns: 30, rows: 4))
        #expect(selectedText(screen) == "Row 15")
        screen.resize(to: TerminalSize(columns: 40, rows: 20))
        #expect(selectedText(screen) == "Row 15")
        screen.press(.downArrow)
        #expect(selectedText(screen) == "Row 16")
    }

    @Test func growingTheScreenAtTheEndShowsEarlierRowsInsteadOfBlankSpace() {
        let screen = driver(numberedList(100), rows: 10)
        screen.press(.end)
        #expect(screen.rowText(0) == "Row 90")
        screen.resize(to: TerminalSize(columns: 40, rows: 20))
        #expect(selectedText(screen) == "Row 99")
        #expect(screen.highlightedRows == [19])
        #expect(screen.rowText(0) == "Row 80")
    }

    @Test func rowsAreNotMadeAgainWhenTheListIsGivenTheSameRows() {
        let model = ListModel()
        let counter = RowBodyCounter()
        let screen = driver(HeaderAndRows(model: model, counter: counter))
        let first = counter.count
        #expect(first > 0)
        // Only the header changes: the list gets a new value with the same rows, which keep their bodies.
        model.title = "Renamed"
        screen.update()
        #expect(screen.text.contains("Renamed"))
        #expect(counter.count == first, "rows evaluated again: \(counter.count - first)")
    }

    @Test func aRowTheAppSelectsOffScreenIsBroughtToTheMiddle() {
        let selection = Bound<Int?>(500)
        let screen = driver(List(0..<1_000, id: \.self, selection: selection.binding) { Text("Row \($0)") }, rows: 11)
        // Opened on row 500: it is in the middle, with the rows before and after it around it.
        #expect(selectedNumber(screen) == 500)
        #expect(screen.highlightedRows == [5])
        // Selected by the app on screen: nothing scrolls.
        selection.value = 502
        screen.update()
        #expect(screen.highlightedRows == [7])
        // Selected by the app off screen: to the middle again.
        selection.value = 40
        screen.update()
        #expect(screen.highlightedRows == [5])
        #expect(screen.rowText(0) == "Row 35")
        // The arrow keys scroll only as far as they must.
        screen.press(.downArrow, .downArrow, .downArrow, .downArrow, .downArrow, .downArrow)
        #expect(screen.highlightedRows == [10])
    }

    @Test func aShrinkingListKeepsTheSelectionOnARow() {
        let model = ListModel()
        let screen = driver(ModelList(model: model))
        screen.press(.end)
        #expect(selectedText(screen) == "Item 29")
        model.count = 5
        screen.update()
        #expect(selectedText(screen) == "Item 4")
        #expect(screen.rowText(0) == "Item 0")
    }

    // MARK: Sizes above a list

    @Test func rowsBuiltAsTheListScrollsLeaveTheSizesAboveItAsMeasured() {
        // A list's size is its proposal's: the rows a page down builds change nothing above it, so a layout
        // around it is not asked its size again (it was once for each key when each new row forgot the sizes
        // of every node up to the root).
        let counter = SizeQuestionCounter()
        let screen = driver(SizeCountingLayout(counter: counter) { numberedList(200) })
        screen.press(.pageDown)
        let asked = counter.count
        screen.press(.pageDown)
        screen.press(.downArrow)
        #expect(selectedNumber(screen) ?? 0 > 10)
        #expect(counter.count == asked)
    }
}

// MARK: - Views and models

@Observable @MainActor
private final class ListModel {
    var count = 30
    var title = "Items"
}

/// Counts the bodies of `CountedRow`s evaluated.
@MainActor
private final class RowBodyCounter {
    var count = 0
}

private struct CountedRow: View {
    let number: Int
    let counter: RowBodyCounter

    var body: some View {
        let _ = counter.count += 1
        Text("Item \(number)")
    }
}

/// A title above a list: the whole view is evaluated again when the title changes.
private struct HeaderAndRows: View {
    let model: ListModel
    let counter: RowBodyCounter

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(model.title)
            List(0..<model.count, id: \.self) { CountedRow(number: $0, counter: counter) }
        }
    }
}

private struct ModelList: View {
    let model: ListModel

    var body: some View {
        List(0..<model.count, id: \.self) { Text("Item \($0)") }
    }
}

/// How often a `SizeCountingLayout` was asked its size. Only read and written on the main actor, where the
/// test driver runs the layout.
private final class SizeQuestionCounter: @unchecked Sendable {
    var count = 0
}

/// A layout that gives its one subview all of the room and counts the questions for its size.
private struct SizeCountingLayout: Layout {
    let counter: SizeQuestionCounter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        counter.count += 1
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}
