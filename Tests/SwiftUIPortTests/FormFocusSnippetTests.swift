import Testing
import TermUI
import TermUITesting

/// Draws the focus and environment snippets.
@MainActor
struct FormFocusSnippetTests {
    @Test func submittingTheNameMovesToTheEmailField() {
        let screen = TestDriver(TravellerFormSnippet_Previews.previews, size: TerminalSize(columns: 60, rows: 16))
        #expect(screen.text.contains("compact"), "60 columns are a compact width")
        #expect(screen.text.contains("editing name"))
        screen.type("Mei")
        screen.press(.return)
        #expect(screen.text.contains("editing email"))
        screen.type("mei@example.org")
        screen.press(.return)
        #expect(screen.text.contains("editing nothing"))
        #expect(screen.text.contains("Mei") && screen.text.contains("mei@example.org"))
    }
}
