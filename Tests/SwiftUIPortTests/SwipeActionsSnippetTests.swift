import Testing
import TermUI
import TermUITesting

/// The swipe-actions snippet used: `d` then the full swipe deletes a message; ← Enter runs the leading one.
@MainActor
struct SwipeActionsSnippetTests {
    @Test func theMessagesSwipe() {
        let screen = TestDriver(MessagesSnippet(), size: TerminalSize(columns: 80, rows: 24))
        #expect(screen.text.contains("● Your flight to Kyōto"))
        screen.press("d")
        screen.settle()
        #expect(screen.text.contains("Flag") && screen.text.contains("Read"))
        screen.press(.leftArrow, .return)
        #expect(screen.text.contains("Your flight to Kyōto") && !screen.text.contains("● Your flight"))
        screen.press("d", "d")
        screen.settle()
        #expect(!screen.text.contains("Your flight to Kyōto"))
        #expect(screen.text.contains("Hotel receipt"))
    }
}
