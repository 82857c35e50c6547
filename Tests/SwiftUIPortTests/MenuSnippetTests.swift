import Testing
import TermUI
import TermUITesting

/// The menu snippets drawn and used: a menu opened with Enter, a context menu with `m`.
@MainActor
struct MenuSnippetTests {
    @Test func theSortMenuAndTheRowsContextMenusWork() {
        let screen = TestDriver(TripListMenuSnippet(), size: TerminalSize(columns: 80, rows: 24))
        #expect(screen.text.contains("Sort ▾"))
        screen.press(.tab)
        screen.press(.return)
        #expect(screen.text.contains("Last: new"), "Enter runs the primary action")
        screen.press(.tab)
        screen.press(.downArrow)
        screen.press("m")
        #expect(screen.text.contains("Favorite") && screen.text.contains("Danger"))
        screen.press(.end, .return)
        #expect(screen.text.contains("Last: delete Lisbon"))
    }
}
