import Foundation
import Testing
import TermUI
import TermUITesting

/// The snippets of this target are written as SwiftUI code with only `import TermUI`; that they compile is most
/// of the test. These tests draw them, so that each family of snippets is also seen to do something.
@MainActor
struct SnippetTests {
    @Test func theFoundationSnippetDrawsItsForm() {
        let trip = PlannedTrip(name: "Kyōto", start: Date(timeIntervalSinceReferenceDate: 0))
        let screen = TestDriver(PlannedTripView(trip: trip), size: TerminalSize(columns: 50, rows: 10))
        #expect(screen.text.contains("Kyōto"))
        #expect(screen.text.contains("Guests: 2"))
        #expect(screen.text.contains("2 guests"))
    }

    @Test func theControlsSnippetDrawsItsList() {
        let screen = TestDriver(SettingsSnippet(), size: TerminalSize(columns: 50, rows: 12))
        #expect(screen.text.contains("Volume"))
        #expect(screen.text.contains("Reset"))
    }
}
