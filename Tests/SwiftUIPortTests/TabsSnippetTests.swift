import Testing
import TermUI
import TermUITesting

/// The tab snippets drawn: the bar, a badge, the number keys.
@MainActor
struct TabsSnippetTests {
    @Test func theTravelTabsShowTheirBarAndSwitchByNumber() {
        let screen = TestDriver(TravelTabsSnippet(), size: TerminalSize(columns: 80, rows: 24))
        #expect(screen.lines[0].contains("Trips") && screen.lines[0].contains("Inbox 4"), "\(screen.lines[0])")
        #expect(screen.text.contains("Kyōto"))
        screen.press("2")
        #expect(screen.text.contains("4 unread"))
        screen.press("3")
        #expect(screen.text.contains("Notifications"))
    }

    @Test func theNewerTabsSelectByValue() {
        let screen = TestDriver(NewerTabsSnippet(), size: TerminalSize(columns: 80, rows: 24))
        #expect(screen.text.contains("Nothing received"))
        screen.press("3")
        #expect(screen.lines.dropFirst().contains { $0.contains("Search") })
    }

    @Test func thePagesShowDots() {
        let screen = TestDriver(OnboardingPagesSnippet(), size: TerminalSize(columns: 80, rows: 24))
        #expect(screen.text.contains("Plan your trips"))
        #expect(screen.text.contains("● ○ ○"))
        let unselected = TestDriver(UnselectedTabsSnippet(), size: TerminalSize(columns: 80, rows: 24))
        unselected.press("2")
        #expect(unselected.lines.dropFirst().contains { $0.contains("Profile") })
    }
}
