import Testing
import TermUI
import TermUITesting

/// Windows opened by identifier: each shown in place of the one it was opened from, whose state waits behind
/// it; Esc and `dismissWindow()` go back; the title follows the window in front.
@MainActor
struct WindowSnippetTests {
    @Test func openWindowShowsTheWindowInPlaceAndEscGoesBack() {
        let screen = TestDriver(app: AtlasWindowsApp())
        #expect(screen.text.contains("Home, visits: 0"))
        #expect(screen.terminal.windowTitle == "Atlas")
        screen.press(.return)
        #expect(screen.text.contains("Map window"), "\(screen.text)")
        #expect(!screen.text.contains("Home"))
        #expect(screen.terminal.windowTitle == "Map")
        screen.press(.return)
        #expect(screen.text.contains("Notes window"))
        screen.press(.escape)
        #expect(screen.text.contains("Map window"))
        screen.press(.escape)
        #expect(screen.text.contains("Home, visits: 1"), "the first window kept its state: \(screen.text)")
        #expect(screen.terminal.windowTitle == "Atlas")
        screen.press(.escape)
        #expect(screen.text.contains("Home, visits: 1"), "the first window does not close")
    }

    @Test func dismissWindowClosesTheWindowInFront() {
        let screen = TestDriver(app: AtlasWindowsApp())
        screen.press(.return)
        #expect(screen.text.contains("Map window"))
        screen.press(.tab)
        screen.press(.return)
        #expect(screen.text.contains("Home, visits: 1"), "\(screen.text)")
    }
}
