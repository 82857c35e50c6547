import Testing
import TermUI

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
