import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `Grid` and `GridRow`: columns as wide as their widest cell, views outside rows across the grid, cells that
/// span columns, column and row alignment, and the widest columns giving up room first when narrow.
@MainActor
struct GridTests {
    private func driver<V: View>(_ view: V, columns: Int = 40, rows: Int = 8) -> TestDriver {
        TestDriver(
            view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            size: TerminalSize(columns: columns, rows: rows), showsKeyHints: false)
    }

    private var scores: some View {
        Grid(alignment: .leading) {
            GridRow {
                Text("Name")
                Text("Score").gridColumnAlignment(.trailing)
            }
            Divider()
            GridRow {
                Text("Ann")
                Text("7")
            }
            GridRow {
                Text("Bartholomew")
                Text("1234")
            }
        }
    }

    @Test func columnsAreAsWideAsTheirWidestCellAndADividerSpansThem() {
        let screen = driver(scores)
        #expect(screen.lines[0].hasPrefix("Name        Score"), "\(screen.lines[0])")
        // The divider runs under both columns: 11 + 1 + 5 cells.
        #expect(screen.lines[1].hasPrefix(String(repeating: "─", count: 17)), "\(screen.lines[1])")
        #expect(!screen.lines[1].hasPrefix(String(repeating: "─", count: 18)))
        // The second column is aligned trailing, as its header asked.
        #expect(screen.lines[2].hasPrefix("Ann             7"), "\(screen.lines[2])")
        #expect(screen.lines[3].hasPrefix("Bartholomew  1234"), "\(screen.lines[3])")
    }

    @Test func aCellSpansColumnsAndRowsAlignVertically() {
        let screen = driver(
            Grid(alignment: .topLeading, horizontalSpacing: 2, verticalSpacing: 1) {
                GridRow {
                    Text("a")
                    Text("bb")
                    Text("ccc")
                }
                GridRow(alignment: .bottom) {
                    Text("spanning two").gridCellColumns(2)
                    Text("x\ny")
                }
            })
        #expect(screen.lines[0].hasPrefix("a  bb         ccc"), "\(screen.lines[0])")
        // A blank row of spacing, then the row whose short cell sits at the bottom of the two lines.
        #expect(screen.rowText(1).isEmpty)
        #expect(screen.lines[2].hasPrefix("              x"), "\(screen.lines[2])")
        #expect(screen.lines[3].hasPrefix("spanning two  y"), "\(screen.lines[3])")
    }

    @Test func theWidestColumnGivesUpRoomFirstWhenNarrow() {
        let screen = driver(
            Grid(alignment: .topLeading) {
                GridRow {
                    Text("id")
                    Text("a long description of it")
                }
            },
            columns: 16)
        // 2 + 1 + 13: the short column keeps its width, the long one wraps.
        #expect(screen.lines[0].hasPrefix("id a long"), "\(screen.lines[0])")
        #expect(ColumnWidths.fitted([2, 24], into: 15) == [2, 13])
        #expect(ColumnWidths.fitted([10, 10, 3], into: 17) == [7, 7, 3])
        #expect(ColumnWidths.fitted([5, 5], into: 20) == [5, 5])
    }

    @Test func anUnsizedCellTakesItsRowsRoom() {
        let screen = driver(
            Grid(alignment: .leading) {
                GridRow {
                    Text("top")
                    Text("right")
                }
                GridRow {
                    Color.red.frame(width: 1, height: 1).gridCellUnsizedAxes([.horizontal, .vertical])
                    Text("x")
                }
            })
        #expect(screen.lines[0].hasPrefix("top right"), "\(screen.lines[0])")
        #expect(screen.lines[1].hasPrefix("    x"), "\(screen.lines[1])")
    }
}
