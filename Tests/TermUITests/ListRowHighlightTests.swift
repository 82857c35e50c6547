import Testing
@testable import TermUITesting
@testable import TermUIViews

/// A selected row of several lines is highlighted over its whole rectangle, not only where its text is; a
/// progress bar in it keeps its track; a label whose title wraps keeps its icon on the first line.
@MainActor
struct ListRowHighlightTests {
    private static let size = TerminalSize(columns: 40, rows: 10)

    private func driver<V: View>(_ view: V, colorDepth: ColorDepth? = nil, scheme: ColorScheme = .dark) -> TestDriver {
        var environment = EnvironmentValues()
        if let colorDepth { environment.colorDepth = colorDepth }
        environment.colorScheme = scheme
        return TestDriver(view.pinnedToTopLeading(), size: Self.size, environment: environment, showsKeyHints: false)
    }

    /// Rows of two and three lines, of different lengths, the second with a bar a quarter full.
    private var rows: some View {
        List {
            VStack(alignment: .leading, spacing: 0) {
                Text("Short")
                Text("A much longer second line")
            }
            HStack {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Bar")
                    Text("x")
                    Text("third")
                }
                Spacer()
                ProgressView(value: 0.25).frame(width: 8)
            }
            Text("After")
        }
    }

    /// The cells of a screen rectangle (the list's rows, without the scroll column).
    private func cells(rows: Range<Int>, columns: Range<Int> = 0..<(size.columns - 1)) -> [(column: Int, row: Int)] {
        rows.flatMap { row in columns.map { (column: $0, row: row) } }
    }

    @Test(arguments: [ColorScheme.dark, .light])
    func theSelectedRowIsHighlightedOverItsWholeRectangle(scheme: ColorScheme) throws {
        let screen = driver(rows, scheme: scheme)
        let highlight = try #require(screen.style(atColumn: 0, row: 0).background)
        for cell in cells(rows: 0..<2) {
            #expect(screen.style(atColumn: cell.column, row: cell.row).background == highlight, "cell \(cell)")
        }
        #expect(screen.style(atColumn: 0, row: 2).background == nil, "the next row is not")
        // Moved to the three-line row with its bar: every cell but the bar's has the highlight.
        screen.press(.downArrow)
        let bar = try #require(screen.position(of: "██"))
        let barColumns = bar.column..<(bar.column + 8)
        for cell in cells(rows: 2..<5) where !(cell.row == bar.row && barColumns.contains(cell.column)) {
            #expect(screen.style(atColumn: cell.column, row: cell.row).background == highlight, "cell \(cell)")
        }
        #expect(screen.style(atColumn: 0, row: 0).background == nil)
    }

    @Test(arguments: [ColorScheme.dark, .light])
    func aBarInTheSelectedRowKeepsItsTrack(scheme: ColorScheme) throws {
        let screen = driver(rows, scheme: scheme)
        screen.press(.downArrow)
        let bar = try #require(screen.position(of: "██"))
        let track = SurfaceColors(scheme).progressTrack
        for column in bar.column..<(bar.column + 8) {
            #expect(screen.style(atColumn: column, row: bar.row).background == track, "column \(column)")
        }
        // The empty part: blanks on the track, in a colour apart from the row's.
        #expect(screen.cell(atColumn: bar.column + 2, row: bar.row).character == " ")
        #expect(track != screen.style(atColumn: 0, row: bar.row).background)
        // Without focus the row has the inactive selection, and the track still differs from it.
        #expect(track != SurfaceColors(scheme).inactiveSelection)
    }

    @Test func withoutColoursTheSelectedRowIsReversedOverItsWholeRectangleAndTheBarIsNot() throws {
        let screen = driver(rows, colorDepth: ColorDepth.none)
        for cell in cells(rows: 0..<2) {
            #expect(screen.style(atColumn: cell.column, row: cell.row).attributes.contains(.reverse), "cell \(cell)")
        }
        screen.press(.downArrow)
        let bar = try #require(screen.position(of: "██"))
        #expect(screen.cell(atColumn: bar.column + 2, row: bar.row).character == ProgressBarNode.trackShade)
        for column in bar.column..<(bar.column + 8) {
            #expect(!screen.style(atColumn: column, row: bar.row).attributes.contains(.reverse), "column \(column)")
        }
        for cell in cells(rows: 2..<5) where !(cell.row == bar.row && (bar.column..<(bar.column + 8)).contains(cell.column)) {
            #expect(screen.style(atColumn: cell.column, row: cell.row).attributes.contains(.reverse), "cell \(cell)")
        }
    }

    @Test func aLabelWhoseTitleWrapsKeepsItsIconOnTheFirstLine() throws {
        let screen = driver(
            List {
                Label("A name long enough to wrap over three lines here", systemImage: "circle")
            }
            .frame(width: 20))
        let icon = try #require(screen.position(of: "○"))
        #expect(icon.row == 0)
        #expect(screen.lines[0].contains("A name"))
        #expect(screen.lines[2].trimmingCharacters(in: .whitespaces).isEmpty == false, "the title wraps")
    }
}
