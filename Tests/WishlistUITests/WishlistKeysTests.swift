import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// The wishlist's keys that issue 23 found wanting: the card rows' Home, End, g, G, PgUp and PgDn; ↓ from
/// the recently viewed pager; a new trip shown where it went; an activity found by search opened selected.
@MainActor
struct WishlistKeysTests {
    /// A wishlist whose spring row has `count` trips, "Trip 000" to the last, and whose summer row has the trip
    /// viewed last (so that the pager's names are not the row's).
    private func longRow(_ count: Int = 125, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> (TestDriver, AppModel) {
        let lastWeek = ScreenFixture.noon.addingTimeInterval(-7 * 86_400)
        let trips = (0..<count).map { index in
            Trip(name: String(format: "Trip %03d", index), subtitle: "Somewhere", collectionID: TripCollection.springBlossoms.id,
                 lastViewed: lastWeek)
        } + [Trip(name: "Elsewhere", subtitle: "Viewed today", collectionID: TripCollection.summerEscapes.id, lastViewed: ScreenFixture.noon)]
        let model = AppModel(wishlist: TripStore(trips: trips, calendar: ScreenFixture.calendar), budget: .sample())
        return (window(model, size: size), model)
    }

    private func window(_ model: AppModel, size: TerminalSize) -> TestDriver {
        TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: size, date: ScreenFixture.noon)
    }

    /// The text of the focused view (a card: its trip's name and subtitle).
    private func focused(_ driver: TestDriver) -> String {
        driver.renderer.graph.focused?.plainText ?? ""
    }

    /// Whether the focused view lies whole on the screen, with `name` drawn in its rows.
    private func focusedViewShows(_ name: String, _ driver: TestDriver) -> Bool {
        guard let frame = driver.renderer.graph.focused?.frame else { return false }
        let lines = driver.lines
        guard frame.minX >= 0, frame.minY >= 0, frame.maxY <= lines.count,
              frame.maxX <= lines.map(\.count).max() ?? 0 else { return false }
        return (frame.minY..<frame.maxY).contains { lines[$0].contains(name) }
    }

    /// How many cards are built: a row builds the ones in view, whatever its length.
    private func builtCards(_ driver: TestDriver) -> Int {
        var count = 0
        func visit(_ node: Node) {
            if node is CompositeNode<TripCard> { count += 1 }
            node.forEachChild(visit)
        }
        if let root = driver.renderer.graph.root { visit(root) }
        return count
    }

    // MARK: ↓ from the recently viewed pager

    @Test(arguments: [(80, 24), (200, 50)])
    func downFromRecentlyViewedGoesToTheFirstCard(columns: Int, rows: Int) throws {
        let (driver, model) = ScreenFixture.window(size: TerminalSize(columns: columns, rows: rows))
        let collection = try #require(model.wishlist.collections.first)
        let first = try #require(model.wishlist.trips(in: collection.id).first)
        #expect(driver.text.contains("Recently viewed"))
        driver.press(.downArrow)
        #expect(focused(driver).contains(first.name), "not the card under the middle of the pager")
    }
}
