import Testing
import TermUI
import TermUITesting

/// The editing snippet used: the editor takes lines, the toolbar group's buttons are in the bar, Ctrl-R
/// refreshes the list.
@MainActor
struct EditingSnippetTests {
    @Test func theNotesEditAndTheListRefreshes() async {
        let screen = TestDriver(TripNotesSnippet(), size: TerminalSize(columns: 80, rows: 24))
        #expect(screen.lines[0].contains("Clear") && screen.lines[0].contains("Sort"))
        #expect(screen.text.contains("Pack adapters") && screen.text.contains("Renew passport"))
        screen.type("!")
        screen.press(.return)
        screen.type("Book taxi")
        #expect(screen.text.contains("Renew passport!") && screen.text.contains("Book taxi"))
        screen.press(KeyPress("r", modifiers: .control))
        for _ in 0..<200 where !screen.text.contains("Reykjavík") {
            try? await Task.sleep(for: .milliseconds(1))
            screen.update()
        }
        #expect(screen.text.contains("Reykjavík") && screen.text.contains("Refreshed 1 times"))
        let wide = TestDriver(TripNotesSnippet(), size: TerminalSize(columns: 200, rows: 50))
        #expect(wide.lines[2].hasPrefix("Pack adapters") && wide.lines[3].hasPrefix("Renew passport"))
    }
}
