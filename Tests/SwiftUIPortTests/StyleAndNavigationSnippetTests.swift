import Testing
import TermUI
import TermUITesting

/// The styles and navigation modifiers the API table had as missing do what their doc comments say.
@MainActor
struct StyleAndNavigationSnippetTests {
    private func driver<V: View>(_ view: V, columns: Int = 40, rows: Int = 14) -> TestDriver {
        snippetDriver(view, columns: columns, rows: rows)
    }

    @Test func customStylesDrawTheirBodies() throws {
        let screen = driver(StyledSettingsSnippet())
        // The group box in its style: no box characters, the label after "#".
        #expect(screen.text.contains("# Trip"))
        #expect(!screen.text.contains("╭"))
        // The labeled content stacked: the value on the row under the label.
        let label = try #require(screen.position(of: "Budget"))
        let value = try #require(screen.position(of: "120 EUR"))
        #expect(value.row == label.row + 1)
        #expect(screen.style(atColumn: label.column, row: label.row).attributes.contains(.bold))
    }

    @Test func aCustomDisclosureStyleTogglesThroughItsBinding() {
        let screen = driver(StyledSettingsSnippet())
        #expect(screen.text.contains("> More"))
        #expect(!screen.text.contains("Hidden detail"))
        #expect(screen.click("More"))
        screen.settle()
        #expect(screen.text.contains("v More"))
        #expect(screen.text.contains("Hidden detail"))
    }

    @Test func labelsHiddenLeavesTheValueAlone() {
        let screen = driver(StyledSettingsSnippet())
        #expect(!screen.text.contains("Reminders"))
    }

    @Test func aScreenThatHidesItsBackButtonCannotBeLeftWithEscape() {
        let screen = driver(LockedScreenSnippet())
        screen.press(.return)
        #expect(screen.text.contains("Paying"))
        #expect(!screen.text.contains("‹"))
        screen.press(.escape)
        #expect(screen.text.contains("Paying"))
    }

    @Test func searchScopesAreSegmentsAboveTheContentAndTheInspectorIsASheet() {
        let screen = driver(ScopedSearchSnippet())
        #expect(screen.text.contains("All"))
        #expect(screen.text.contains("scope all"))
        screen.press(.rightArrow)
        #expect(screen.text.contains("scope trips"))
        #expect(screen.click("Inspect"))
        #expect(screen.text.contains("Inspector"))
    }
}

/// The semantic shape styles resolve where they are drawn.
@MainActor
struct SemanticShapeStyleTests {
    @Test func foregroundIsTheStyleAroundSeparatorIsDimSelectionIsTheTint() throws {
        let screen = snippetDriver(SemanticStylesSnippet(), columns: 20, rows: 6)
        func style(_ word: String) throws -> CellStyle {
            let position = try #require(screen.position(of: word))
            return screen.style(atColumn: position.column, row: position.row)
        }
        let red = try #require(snippetDriver(Text("x").foregroundStyle(.red), columns: 4, rows: 1).style(atColumn: 0, row: 0).foreground)
        let green = try #require(snippetDriver(Text("x").foregroundStyle(.green), columns: 4, rows: 1).style(atColumn: 0, row: 0).foreground)
        #expect(try style("inherited").foreground == red)
        #expect(try style("line").attributes.contains(.dim))
        #expect(try style("picked").foreground == green)
    }
}

/// `.navigationDestination(isPresented:)` pushes while its binding is true and sets it back when the screen goes.
@MainActor
struct PresentedDestinationSnippetTests {
    @Test func theBindingPushesTheScreenAndGoingBackClearsIt() {
        let screen = snippetDriver(ReceiptDetailSnippet(), columns: 40, rows: 8)
        #expect(screen.text.contains("receipt hidden"))
        screen.press(.return)
        #expect(screen.text.contains("Done with receipt"))
        #expect(screen.text.contains("‹ Expenses"))
        screen.press(.escape)
        #expect(screen.text.contains("receipt hidden"), "Esc sets the binding back to false")
        screen.press(.return)
        #expect(screen.text.contains("Done with receipt"))
        screen.press(.return)
        #expect(screen.text.contains("receipt hidden"), "dismiss pops the screen and clears the binding")
        #expect(!screen.text.contains("Done with receipt"))
    }
}
