import Testing
import TermUI
import TermUITesting

/// Draws the `Layout` snippets.
@MainActor
struct LayoutSnippetTests {
    @Test func theFlowLayoutWrapsTagsAtTheWidth() {
        let screen = TestDriver(TagCloudSnippet(), size: TerminalSize(columns: 24, rows: 8))
        #expect(screen.lines[1].hasPrefix("#Kyōto #temples #tea"))
        #expect(screen.lines[2].hasPrefix("#gardens #bamboo"))
        #expect(screen.lines[3].hasPrefix("#shrines #autumn"))
        #expect(screen.lines[0].hasPrefix("Tags  Stacked"))
        screen.press(.return)
        #expect(screen.lines[0].hasPrefix("Tags"))
        #expect(screen.lines[1].hasPrefix("Side by side"))
    }
}

extension LayoutSnippetTests {
    @Test func theBudgetBarFillsItsShareOfTheWidth() {
        let screen = TestDriver(BudgetBarSnippet(spent: 50, budget: 100), size: TerminalSize(columns: 22, rows: 6))
        let row = (screen.row(containing: "Spent") ?? 0) + 1
        let filled = (0..<22).filter { screen.style(atColumn: $0, row: row).background != nil }.count
        #expect(screen.text.contains("Spent 50 of 100"))
        #expect(screen.lines[row].contains("2"), "the bar is two rows into the padded card")
        #expect(filled >= 18, "the track spans the width inside the padding")
        #expect(screen.style(atColumn: 4, row: row).background != screen.style(atColumn: 18, row: row).background, "half filled")
        #expect(screen.style(atColumn: 4, row: row).background == screen.style(atColumn: 9, row: row).background)
    }
}
