import Testing
import TermUI
import TermUITesting

/// The styles snippet draws: custom styles' bodies, the built-in ones, gradients.
@MainActor
struct StylesSnippetTests {
    @Test func theStylesSnippetDrawsItsCustomStylesAndGradients() {
        let screen = TestDriver(StylesSnippet(), size: TerminalSize(columns: 40, rows: 40))
        #expect(screen.text.contains("Summer trip"))
        #expect(screen.text.contains("▐Book▌"))
        #expect(screen.text.contains("Packed"))
        #expect(screen.text.contains("Notify me"))
        #expect(screen.text.contains("[x]"))
        #expect(screen.text.contains("Saved 40%"))
        #expect(screen.text.contains("◕"))
        #expect(screen.text.contains("Sea"))
        guard let title = screen.position(of: "Summer trip") else {
            Issue.record("no title")
            return
        }
        let first = screen.style(atColumn: title.column, row: title.row).foreground
        let last = screen.style(atColumn: title.column + 10, row: title.row).foreground
        #expect(first != nil && first != last)
    }

    @Test func aCustomStyledToggleFlipsWithSpace() {
        let screen = TestDriver(StylesSnippet(), size: TerminalSize(columns: 40, rows: 40))
        for _ in 0..<5 { screen.press(.tab) }
        let before = screen.text
        screen.press(.space)
        #expect(screen.text != before)
    }
}
