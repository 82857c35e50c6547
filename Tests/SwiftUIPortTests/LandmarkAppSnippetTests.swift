import Foundation
import Testing
import TermUI
import TermUITesting

/// The landmarks app of `LandmarkAppSnippets.swift`, written as SwiftUI sample apps are, drawn and used.
@MainActor
struct LandmarkAppSnippetTests {
    @Test func theListShowsLandmarksWithTheirFavouritesAndOpensOne() {
        let data = LandmarkData()
        let screen = TestDriver(LandmarkList().environment(data), size: TerminalSize(columns: 120, rows: 24))
        #expect(screen.text.contains("Landmarks"))
        #expect(screen.text.contains("Turtle Rock") && screen.text.contains("Chilkoot Trail"))
        #expect(screen.text.contains("★"), "a favourite has its star")
        #expect(screen.text.contains("Select a Landmark"))
        screen.press(.return)
        screen.settle()
        #expect(screen.text.contains("About Turtle Rock") && screen.text.contains("Joshua Tree"))
    }

    @Test func theProfileEditsInEditMode() throws {
        let data = LandmarkData()
        let screen = TestDriver(ProfileHost().environment(data), size: TerminalSize(columns: 80, rows: 50))
        #expect(screen.text.contains("g_kumar") && screen.text.contains("Edit"))
        #expect(screen.click("Edit"))
        screen.settle()
        #expect(screen.text.contains("Enable Notifications") && screen.text.contains("Goal Date"))
        #expect(screen.text.contains("Cancel"))
    }

    @Test func theBadgeAndTheBarsDraw() {
        let badge = TestDriver(HexagonBadge(), size: TerminalSize(columns: 20, rows: 10))
        #expect(badge.text.contains { !$0.isWhitespace }, "the hexagon is drawn")
        let bars = TestDriver(HikeBars(heights: [2, 5, 3, 8]), size: TerminalSize(columns: 40, rows: 14))
        #expect(bars.text.contains("Elevation"))
        #expect(bars.click("›") || bars.click("⊳") || bars.text.contains("Elevation"))
    }
}
