import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `Section` inside a `List`: the header and footer are rows of their own that the selection passes over,
/// and a picker's menu shows a header as a title that cannot be chosen.
@MainActor
struct ListSectionTests {
    private static let fruit = ["Apple", "Banana", "Cherry"]
    private static let vegetables = ["Leek", "Onion"]

    private struct Produce: View {
        let selection: Bound<String?>

        var body: some View {
            List(selection: selection.binding) {
                Section("Fruit") {
                    ForEach(ListSectionTests.fruit, id: \.self) { Text($0) }
                }
                Section {
                    ForEach(ListSectionTests.vegetables, id: \.self) { Text($0) }
                } header: {
                    Text("Vegetables")
                } footer: {
                    Text("In season")
                }
            }
        }
    }

    private func driver(_ selection: Bound<String?>, rows: Int = 12) -> TestDriver {
        TestDriver(Produce(selection: selection).pinnedToTopLeading(), size: TerminalSize(columns: 30, rows: rows), showsKeyHints: false)
    }

    private func highlighted(_ screen: TestDriver) -> String? {
        let rows = screen.highlightedRows
        #expect(rows.count <= 1, "highlighted rows: \(rows)")
        return rows.first.map(screen.rowText)
    }

    /// Sections made by a `ForEach`, as a sidebar of groups is written: their rows are the list's rows, so the
    /// selection moves from row to row by their own ids, passing over the headers.
    private struct Aisles: View {
        let selection: Bound<String?>

        var body: some View {
            List(selection: selection.binding) {
                ForEach(["Fruit", "Vegetables"], id: \.self) { aisle in
                    Section(aisle) {
                        ForEach(aisle == "Fruit" ? ListSectionTests.fruit : ListSectionTests.vegetables, id: \.self) { Text($0) }
                    }
                }
            }
        }
    }

    @Test func sectionsFromAForEachAreListedRowByRow() {
        let selection = Bound<String?>("Banana")
        let screen = TestDriver(Aisles(selection: selection), size: TerminalSize(columns: 30, rows: 12), showsKeyHints: false)
        #expect(highlighted(screen)?.contains("Banana") == true)
        screen.press(.downArrow)
        #expect(selection.value == "Cherry")
        screen.press(.downArrow)
        #expect(selection.value == "Leek", "over the header of the next section")
        #expect(highlighted(screen)?.contains("Leek") == true)
        screen.press(.upArrow, .upArrow)
        #expect(selection.value == "Banana")
    }

    @Test func headersAndFootersAreRowsOfTheirOwn() {
        let screen = driver(Bound(nil))
        let texts = (0..<7).map(screen.rowText)
        #expect(texts == ["Fruit", "Apple", "Banana", "Cherry", "Vegetables", "Leek", "Onion"])
        #expect(screen.rowText(7) == "In season")
        // Headers are secondary and bold; rows are not.
        #expect(screen.string("Fruit", has: .bold))
        #expect(!screen.string("Apple", has: .bold))
    }

    @Test func theSelectionPassesOverHeadersAndFooters() {
        let selection = Bound<String?>(nil)
        let screen = driver(selection)
        #expect(screen.listNode?.selectedIndex == 1, "the first row, not the header")
        screen.press(.downArrow)
        #expect(selection.value == "Banana")
        screen.press(.downArrow, .downArrow)
        #expect(selection.value == "Leek", "↓ from the last fruit skips the Vegetables header")
        #expect(highlighted(screen) == "Leek")
        screen.press(.upArrow)
        #expect(selection.value == "Cherry")
        screen.press(.end)
        #expect(selection.value == "Onion", "End stops on the last row, not the footer")
        screen.press(.downArrow)
        #expect(selection.value == "Onion")
        screen.press(.home)
        #expect(selection.value == "Apple")
        screen.press(.upArrow)
        #expect(selection.value == "Apple", "↑ from the first row stays: the header above it is not a row to select")
        #expect(screen.rowText(0) == "Fruit")
    }

    @Test func settingTheSelectionInCodeFindsARowInAnySection() {
        let selection = Bound<String?>("Onion")
        let screen = driver(selection)
        screen.press(.upArrow)
        #expect(selection.value == "Leek")
        selection.value = "Banana"
        screen.update()
        screen.press(.downArrow)
        #expect(selection.value == "Cherry")
    }

    @Test func theHeaderAboveTheSelectionScrollsIntoViewWithIt() {
        let selection = Bound<String?>(nil)
        let screen = driver(selection, rows: 4)
        screen.press(.end)
        #expect(selection.value == "Onion")
        screen.press(.upArrow, .upArrow)
        #expect(selection.value == "Cherry")
        screen.press(.upArrow, .upArrow)
        #expect(selection.value == "Apple")
        #expect(screen.rowText(0) == "Fruit", "the header is shown, not cut off above the first row")
        #expect(highlighted(screen) == "Apple")
    }

    @Test func aListOfOnlyHeadersSelectsNothing() {
        let selection = Bound<String?>(nil)
        let view = List(selection: selection.binding) {
            Section("Nothing yet") { EmptyView() }
        }
        let screen = TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: 30, rows: 6), showsKeyHints: false)
        screen.press(.downArrow, .return, .end, .home)
        #expect(selection.value == nil)
        #expect(screen.highlightedRows.isEmpty)
        #expect(screen.rowText(0) == "Nothing yet")
    }

    @Test func aPickerMenuShowsSectionHeadersAsTitles() {
        let selection = Bound("Leek")
        let view = Form {
            Picker("Produce", selection: selection.binding) {
                Section("Fruit") {
                    ForEach(Self.fruit, id: \.self) { Text($0) }
                }
                Section("Vegetables") {
                    ForEach(Self.vegetables, id: \.self) { Text($0) }
                }
            }
        }
        let screen = formDriver(view)
        screen.press(.rightArrow)
        #expect(selection.value == "Onion")
        screen.press(.rightArrow)
        #expect(selection.value == "Apple", "→ wraps past the headers")
        screen.press(.leftArrow)
        #expect(selection.value == "Onion")
        screen.press(.return)
        #expect(screen.text.contains("Fruit") && screen.text.contains("Vegetables"))
        // In the menu, ↑ from Leek passes over the Vegetables title to Cherry.
        screen.press(.upArrow, .upArrow, .return)
        #expect(selection.value == "Cherry")
    }
}
