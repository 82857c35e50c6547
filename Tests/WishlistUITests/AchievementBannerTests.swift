import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// The badge banner takes the key hints' row for its three seconds and covers nothing: not the sidebar's
/// first row, not the trip's title.
@MainActor
struct AchievementBannerTests {
    @Test func aBadgeIsAnnouncedOnTheBottomRowForThreeSecondsCoveringNothing() throws {
        for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 40, rows: 10)] {
            let model = AppModel(wishlist: .sample(), budget: .sample())
            let driver = TestDriver(
                WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
                size: size)
            let keukenhof = try #require(model.wishlist.sortedTrips.first { $0.name == "Keukenhof" })
            model.navigation.wishlistPath = NavigationPath([keukenhof.id])
            driver.update()
            driver.settle()
            driver.press(.end)
            let top = driver.lines[0]
            let bottom = size.rows - 1
            driver.press(.space)  // the last activity: the first trip completed
            driver.settle(limit: 0.5)
            #expect(driver.lines[bottom].contains("🏁 Badge earned: First Trip"), "at \(size): \(driver.lines[bottom])")
            #expect(driver.lines[0] == top, "the top row is not covered at \(size)")
            #expect(driver.row(containing: "Badge earned") == bottom)
            driver.press("k")  // a key does not take it away before its time
            #expect(driver.lines[bottom].contains("Badge earned"))
            driver.advance(by: 3.2)
            driver.settle()
            #expect(driver.row(containing: "Badge earned") == nil, "gone after its seconds at \(size)")
            #expect(driver.lines[bottom].contains("q quit") || driver.lines[bottom].contains("help"), "the hints are back")
            #expect(model.wishlist.newlyEarned.isEmpty)
        }
    }
}
