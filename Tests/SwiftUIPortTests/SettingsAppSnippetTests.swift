import Foundation
import Testing
import TermUI
import TermUITesting

/// The settings screen of `SettingsAppSnippets.swift`, drawn and used, and SwiftUI's gestures as a terminal
/// can make them.
@MainActor
struct SettingsAppSnippetTests {
    @Test func theSettingsFormShowsItsControlsAndTheOldAlertAsks() {
        let screen = TestDriver(SettingsScreen(), size: TerminalSize(columns: 80, rows: 40))
        #expect(screen.text.contains("Profile") && screen.text.contains("Shown to the people you travel with."))
        #expect(screen.text.contains("Favourite colour") && screen.text.contains("██ Orange"))
        #expect(screen.text.contains("Age: 30") && screen.text.contains("Units"))
        #expect(screen.click("Reset"))
        screen.settle()
        #expect(screen.text.contains("Reset settings?") && screen.text.contains("Your name and budget are cleared."))
        #expect(screen.text.contains("Cancel"))
    }

    private struct Tapped: View {
        @State private var taps = 0

        var body: some View {
            Text("Tapped \(taps)")
                .gesture(TapGesture().onEnded { taps += 1 })
                .gesture(DragGesture().onChanged { _ in taps += 100 })
        }
    }

    @Test func aTapGestureFiresOnAClickAndADragNeverDoes() {
        let screen = TestDriver(Tapped(), size: TerminalSize(columns: 20, rows: 3))
        #expect(screen.click("Tapped 0"))
        #expect(screen.text.contains("Tapped 1"))
    }
}
