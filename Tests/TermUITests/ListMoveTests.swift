import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `ForEach.onMove` in a list: Shift-↑ and Shift-↓ move the selected row one place, and the selection goes with
/// it, whether the list binds its selection or not.
@MainActor
struct ListMoveTests {
    private struct Cities: View {
        let cities: Bound<[String]>
        let selection: Bound<String?>?

        var body: some View {
            if let selection {
                List(selection: selection.binding) { rows }
            } else {
                List { rows }
            }
        }

        private var rows: some View {
            ForEach(cities.value, id: \.self) { Text($0) }
                .onMove { cities.value.move(fromOffsets: $0, toOffset: $1) }
        }
    }

    @Test(arguments: [false, true])
    func shiftArrowsMoveTheSelectedRowAndTheSelectionFollows(bindsSelection: Bool) throws {
        let cities = Bound(["Lisbon", "Porto", "Faro"])
        let selection = bindsSelection ? Bound<String?>("Lisbon") : nil
        let screen = TestDriver(Cities(cities: cities, selection: selection), size: TerminalSize(columns: 30, rows: 6))
        #expect(screen.keyHints.contains(KeyHint("⇧↑↓", "reorder")))
        screen.press(KeyPress(.downArrow, modifiers: .shift))
        screen.settle()
        #expect(cities.value == ["Porto", "Lisbon", "Faro"])
        screen.press(KeyPress(.downArrow, modifiers: .shift))
        screen.settle()
        #expect(cities.value == ["Porto", "Faro", "Lisbon"])
        screen.press(KeyPress(.downArrow, modifiers: .shift))
        screen.settle()
        #expect(cities.value == ["Porto", "Faro", "Lisbon"], "the last row stays last")
        screen.press(KeyPress(.upArrow, modifiers: .shift))
        screen.settle()
        #expect(cities.value == ["Porto", "Lisbon", "Faro"], "the moved row was still the selected one")
        if let selection { #expect(selection.value == "Lisbon") }
        let highlighted = try #require(screen.highlightedRows.first)
        #expect(screen.rowText(highlighted).contains("Lisbon"))
    }
}
