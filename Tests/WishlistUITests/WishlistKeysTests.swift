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

    // MARK: Home, End, g, G, PgUp, PgDn on a row of cards

    @Test(arguments: [(80, 24), (200, 50)])
    func endAndHomeGoToTheLastAndFirstCardOfARow(columns: Int, rows: Int) {
        let (driver, _) = longRow(size: TerminalSize(columns: columns, rows: rows))
        driver.press(.downArrow)
        #expect(focused(driver).contains("Trip 000"))
        driver.press(.end)
        #expect(focused(driver).contains("Trip 124"), "End: the row's last card")
        #expect(focusedViewShows("Trip 124", driver), "scrolled into view")
        #expect(driver.position(of: "Trip 000") == nil)
        #expect(builtCards(driver) < 20, "only the cards in view are built, not 125")
        driver.press(.home)
        #expect(focused(driver).contains("Trip 000"), "Home: the first")
        #expect(focusedViewShows("Trip 000", driver))
        driver.press(KeyPress.character("G"))
        #expect(focused(driver).contains("Trip 124"), "G as End")
        driver.press(KeyPress.character("g"))
        #expect(focused(driver).contains("Trip 000"), "g as Home")
        driver.press(.end, .return)
        driver.settle()
        #expect(driver.lines[0].contains("Trip 124"), "Enter opens the card End went to")
    }

    @Test func pageDownAndUpMoveAScreenfulOfCardsKeepingThePlaceOnScreen() {
        let (driver, _) = longRow()
        driver.press(.downArrow)
        let first = driver.position(of: "Trip 000")
        // At 80 columns three of the spring row's large cards show whole (and a fourth in part).
        #expect(driver.position(of: "Trip 002") != nil && driver.position(of: "Trip 004") == nil)
        driver.press(.pageDown)
        #expect(focused(driver).contains("Trip 003"), "the card after the three in view")
        #expect(driver.position(of: "Trip 003")?.column == first?.column, "where the focused card was")
        driver.press(.pageDown, .pageDown)
        #expect(focused(driver).contains("Trip 009"))
        driver.press(.pageUp)
        #expect(focused(driver).contains("Trip 006"))
        driver.press(.end, .pageDown)
        #expect(focused(driver).contains("Trip 124"), "nothing past the last card")
        driver.press(.home, .pageUp)
        #expect(focused(driver).contains("Trip 000"), "nor before the first")
        driver.press(.end, .pageUp)
        #expect(focused(driver).contains("Trip 121"))
        #expect(focusedViewShows("Trip 121", driver))
    }

    @Test func theHelpListsTheRowsPagingKeysWhereTheyWork() {
        let (driver, _) = longRow()
        driver.press(KeyPress(.downArrow), KeyPress.character("?"))
        for key in ["PgUp PgDn", "Home End", "g G", "h l"] {
            #expect(driver.text.contains(key), "the help lists \(key) on a card")
        }
        // On the pager, which is not a row of cards, they are not offered.
        driver.press(KeyPress(.escape), KeyPress(.upArrow), KeyPress.character("?"))
        #expect(!driver.text.contains("Home End"))
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

    // MARK: A new trip

    @Test func aNewTripIsSelectedScrolledIntoViewAndAnnounced() {
        let (driver, model) = longRow()
        driver.press(.downArrow)
        driver.press(KeyPress.character("+"))
        driver.type("Trip 060a")
        driver.press(.control("s"))
        driver.settle()
        #expect(model.wishlist.trips.count == 127)
        #expect(focused(driver).contains("Trip 060a"), "the new trip's card is selected")
        #expect(focusedViewShows("Trip 060a", driver), "and in view, in the middle of its row")
        #expect(driver.lines[23].contains("Added “Trip 060a” to Spring Blossoms."))
        // The keys go on from there.
        driver.press(.rightArrow)
        #expect(focused(driver).contains("Trip 061"))
    }

    @Test(arguments: [(80, 24), (200, 50)])
    func aNewTripInTheSampleIsSelectedAndAnnounced(columns: Int, rows: Int) {
        let (driver, _) = ScreenFixture.window(size: TerminalSize(columns: columns, rows: rows))
        driver.press(KeyPress.character("+"))
        driver.type("Lofoten")
        driver.press(.control("s"))
        driver.settle()
        #expect(focused(driver).contains("Lofoten"))
        #expect(focusedViewShows("Lofoten", driver))
        #expect(driver.lines[rows - 1].contains("Added “Lofoten” to Spring Blossoms."))
    }

    @Test func cancellingTheSheetSaysNothing() {
        let (driver, _) = ScreenFixture.window(size: TerminalSize(columns: 80, rows: 24))
        driver.press(KeyPress.character("+"))
        driver.type("Lofoten")
        driver.press(.escape)
        driver.settle()
        #expect(!driver.text.contains("Added"))
    }

    // MARK: An activity found by search

    @Test(arguments: [(80, 24), (200, 50), (60, 14)])
    func anActivityFoundBySearchIsSelectedOnItsTrip(columns: Int, rows: Int) throws {
        let (driver, _) = ScreenFixture.window(size: TerminalSize(columns: columns, rows: rows))
        driver.press(KeyPress.character("/"))
        driver.type("nara")
        driver.press(.downArrow, .return)
        driver.settle()
        #expect(driver.lines[0].contains("Kyōto"))
        let row = try #require(driver.row(containing: "Day trip to Nara"), "scrolled into view")
        let column = try #require(driver.position(of: "Day trip to Nara")?.column)
        #expect(driver.style(atColumn: column, row: row).background != nil, "the activity found is selected")
        if let first = driver.row(containing: "Walk the Philosopher's Path") {
            #expect(driver.style(atColumn: column, row: first).background == nil, "not the first activity")
        }
        // Space ticks off the activity found.
        driver.press(.space)
        driver.settle()
        #expect(driver.text.contains("4 of 7"))
    }
}
