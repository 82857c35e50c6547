import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `ProgressView`: a bar of full blocks and one partial block in eighths, tinted, over a track; its label above
/// and current value below; values clamped; an indeterminate `…`.
@MainActor
struct ProgressViewTests {
    private func driver<V: View>(_ view: V) -> TestDriver {
        TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: 20, rows: 4), showsKeyHints: false)
    }

    /// The bar's ten cells, drawn for a value.
    private func bar(_ value: Double, total: Double = 1) -> String {
        String(driver(ProgressView(value: value, total: total).frame(width: 10)).lines[0].prefix(10))
    }

    @Test(arguments: [
        (0.0, "          "),
        // Rounded to the nearest eighth: 3.92 eighths show as four (▌), not three.
        (0.049, "▌         "),
        (0.5, "█████     "),
        // 3.3 cells: 26 eighths, three full cells and two eighths.
        (0.33, "███▎      "),
        (0.99, "█████████▉"),
        (1.0, "██████████"),
    ])
    func theBarHasFullCellsAndOnePartialCell(value: Double, expected: String) {
        #expect(bar(value) == expected)
    }

    @Test func valuesOutsideTheRangeAreClamped() {
        #expect(bar(1.5) == "██████████")
        #expect(bar(-0.2) == "          ")
        #expect(bar(12, total: 8) == "██████████")
        #expect(bar(3, total: 0) == "          ")
        #expect(bar(.nan) == "          ")
        #expect(bar(4, total: 8) == "█████     ")
        // The cells drawn never pass the bar's end, nor its start.
        #expect(ProgressBarNode.cells(for: 1.5, width: 10) == (10, 0))
        #expect(ProgressBarNode.cells(for: -0.5, width: 10) == (0, 0))
    }

    @Test func theBarIsTintedOverATrack() {
        let screen = driver(ProgressView(value: 0.5).frame(width: 10).tint(.green))
        #expect(screen.style(atColumn: 0, row: 0).foreground == terminalColor(.green))
        #expect(screen.style(atColumn: 0, row: 0).background == SurfaceColors(.dark).progressTrack)
        #expect(screen.style(atColumn: 9, row: 0).background == SurfaceColors(.dark).progressTrack)
        #expect(screen.style(atColumn: 10, row: 0).background == nil)
    }

    @Test func theLabelIsAboveTheBarAndTheCurrentValueBelow() {
        let screen = driver(
            ProgressView(value: 3, total: 8) {
                Text("Activities")
            } currentValueLabel: {
                Text("3 of 8")
            }
            .frame(width: 16))
        #expect(screen.lines[0].hasPrefix("Activities"))
        // 3/8 of 16 cells: six full cells.
        #expect(screen.lines[1].hasPrefix("██████ "))
        #expect(screen.lines[2].hasPrefix("3 of 8"))
        #expect(screen.string("3 of 8", has: .dim))

        let titled = driver(ProgressView("Packing", value: 0.25).frame(width: 8))
        #expect(titled.lines[0].hasPrefix("Packing"))
        #expect(titled.lines[1].hasPrefix("██      "))
    }

    @Test func anIndeterminateProgressViewShowsAnEllipsis() {
        #expect(driver(ProgressView()).lines[0].hasPrefix("…"))
        let loading = driver(ProgressView("Loading"))
        #expect(loading.lines[0].hasPrefix("… Loading"))
        let missing: Double? = nil
        #expect(driver(ProgressView(value: missing)).lines[0].hasPrefix("…"))
    }

    @Test func aBarAskedForItsIdealSizeIsTwentyColumns() {
        // A horizontal scroll view asks its content for its ideal width.
        let screen = TestDriver(
            ScrollView(.horizontal) { ProgressView(value: 1.0) }.pinnedToTopLeading(),
            size: TerminalSize(columns: 40, rows: 2), showsKeyHints: false)
        #expect(screen.lines[0] == String(repeating: "█", count: 20) + String(repeating: " ", count: 20))
    }
}
