import Testing
@testable import TermUITesting
@testable import TermUIViews
@testable import WishlistUI

/// The screens' `#Preview`s (on the sample data), as `wishlist --previews` lists and draws them.
@MainActor
struct ScreenPreviewTests {
    private var previews: [Preview] {
        PreviewRegistry.previews().filter { $0.fileID.hasPrefix("WishlistUI/") }
    }

    @Test func theScreensHavePreviewsThatDrawTheSampleData() {
        #expect(previews.map(\.displayName) == ["Achievements", "Budget", "Flights", "Trip card", "The whole app", "Wishlist"])
        let expected = ["Achievements": "Getting Going", "Budget": "Museum tickets", "Flights": "Filter",
                        "Trip card": "Cinque Terre", "The whole app": "Recently viewed", "Wishlist": "Spring Blossoms"]
        for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)] {
            for preview in previews {
                let text = TestDriver(preview.makeView(), size: size).text
                #expect(text.contains(expected[preview.displayName] ?? "?"), "\(preview.displayName) at \(size)")
            }
        }
    }

    @Test func theBrowserListsThemByFile() {
        let screen = TestDriver(PreviewBrowser(previews: previews), size: TerminalSize(columns: 80, rows: 24))
        for file in ["AchievementsView.swift", "ExpensesView.swift", "FlightListView.swift", "TripCard.swift",
                     "WindowContent.swift", "WishlistView.swift"] {
            #expect(screen.text.contains(file))
        }
        #expect(screen.text.contains("2 of 8 earned"), "the first drawn beside them")
    }
}
