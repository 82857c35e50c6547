import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// The wishlist, a trip, the achievements and the sections, drawn headless with the animation clock moved by
/// hand.
@MainActor
struct WishlistScreenTests {
    private func makeDriver(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> (TestDriver, AppModel) {
        let model = AppModel(wishlist: .sample(), budget: .sample())
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: size)
        return (driver, model)
    }

    /// Opens a trip from the recently viewed pager (the first thing with focus) and lets the zoom finish.
    private func openRecentTrip(_ driver: TestDriver) {
        driver.press(.return)
        driver.settle()
    }

    @Test func opensOnTheWishlistWithEveryCollection() {
        let (driver, model) = makeDriver(size: TerminalSize(columns: 120, rows: 60))
        #expect(driver.lines[0].contains("W I S H L I S T"))
        #expect(driver.text.contains("Recently viewed"))
        for collection in model.wishlist.collections { #expect(driver.text.contains(collection.title)) }
        #expect(driver.text.contains("Keukenhof"))
        #expect(driver.text.contains("●"), "the pager's dots")
    }

    @Test func enterZoomsIntoATripAndEscZoomsBack() throws {
        let (driver, model) = makeDriver()
        let recent = try #require(model.wishlist.recentTrips(limit: 5).first)
        driver.press(.return)
        #expect(driver.isAnimating, "the trip zooms out of its card")
        driver.advance(by: 0.05)
        #expect(driver.text.contains("╭"))
        driver.settle()
        #expect(driver.lines[0].contains("‹ Wishlist"))
        #expect(driver.lines[0].contains(recent.name))
        #expect(driver.text.contains("activities done"))
        driver.press(.escape)
        #expect(driver.isAnimating, "and shrinks back into it")
        driver.settle()
        #expect(driver.text.contains("Recently viewed"))
    }

    @Test func spaceTicksAnActivityOffWithAnAnimatedCheckmark() throws {
        let (driver, model) = makeDriver()
        openRecentTrip(driver)
        let trip = try #require(model.wishlist.recentTrips(limit: 1).first.flatMap { model.wishlist.tripWithActivities(id: $0.id) })
        let open = try #require((trip.activities ?? []).firstIndex { !$0.isComplete })
        driver.press(.home)
        for _ in 0..<open { driver.press(.downArrow) }
        let name = (trip.activities ?? [])[open].name
        let row = try #require(driver.row(containing: name))
        #expect(driver.lines[row].contains("○"))
        driver.press(.space)
        #expect(model.wishlist.activities(ofTrip: trip.id)[open].isComplete == true)
        driver.advance(by: 0.15)
        #expect(["◔", "◑", "◕", "●"].contains { driver.lines[row].contains($0) }, "the circle fills on its way")
        driver.settle()
        #expect(driver.lines[row].contains("✔"))
    }

    @Test func completingAnActivityCanEarnABadgeWhichTheBannerAnnounces() throws {
        let (driver, model) = makeDriver()
        // Keukenhof has one activity left; finishing it completes the first trip.
        let keukenhof = try #require(model.wishlist.sortedTrips.first { $0.name == "Keukenhof" })
        model.navigation.wishlistPath = NavigationPath([keukenhof.id])
        driver.update()
        driver.settle()
        driver.press(.end, .space)
        driver.settle(limit: 0.5)
        #expect(driver.text.contains("Badge earned:"))
        #expect(driver.text.contains("First Trip"))
        driver.advance(by: 3.2)
        driver.settle()
        #expect(!driver.text.contains("Badge earned:"))
        #expect(model.wishlist.newlyEarned.isEmpty)
    }

    @Test func addingAndDeletingActivities() throws {
        let (driver, model) = makeDriver()
        openRecentTrip(driver)
        let trip = try #require(model.wishlist.recentTrips(limit: 1).first)
        let count = trip.activityCount
        driver.press(KeyPress.character("+"))
        #expect(driver.text.contains("New Activity"))
        driver.type("Ride the Sagano train")
        driver.press(.control("s"))
        driver.settle()
        #expect(model.wishlist.activities(ofTrip: trip.id).count == count + 1)
        #expect(driver.text.contains("Ride the Sagano train"))
        let row = try #require(driver.row(containing: "Ride the Sagano train"))
        #expect(driver.style(atColumn: 4, row: row).background != nil, "the new activity is selected")
        driver.press(KeyPress.character("d"), KeyPress.character("d"))
        #expect(driver.isAnimating, "the removal animates")
        driver.settle()
        #expect(model.wishlist.activities(ofTrip: trip.id).count == count)
        #expect(!driver.text.contains("Ride the Sagano train"))
    }

    @Test func searchFiltersAndEnterOpensATrip() throws {
        let (driver, model) = makeDriver()
        driver.press(KeyPress.character("/"))
        driver.type("tromso")
        #expect(model.wishlist.searchText == "tromso")
        #expect(driver.text.contains("Tromsø"))
        #expect(!driver.text.contains("Keukenhof"))
        driver.press(.return)  // leaves the field for the results
        driver.press(.return)  // opens the first
        driver.settle()
        #expect(driver.lines[0].contains("Tromsø"))
        driver.press(.escape)
        driver.settle()
        driver.press(KeyPress.character("/"), KeyPress(.escape))
        #expect(model.wishlist.searchText.isEmpty)
    }

    /// The page is kept while the results show in its place: Esc shows the same cards (no card built again)
    /// and gives focus back to the card that had it.
    @Test func searchingKeepsThePageBuiltAndEscGivesItBackAsItWas() throws {
        let (driver, _) = makeDriver()
        driver.press(.downArrow, .rightArrow)
        driver.settle()
        let cards = driver.nodesBuilt(for: TripCard.self)
        #expect(!cards.isEmpty)
        let focused = try #require(driver.renderer.graph.focused)
        driver.press(KeyPress.character("/"))
        driver.type("k")
        #expect(driver.text.contains("Hike from Vernazza"), "the results show")
        #expect(!driver.text.contains("Recently viewed"), "in the page's place")
        #expect(driver.renderer.graph.focused.map { node in cards.contains { $0.isAncestor(of: node) } } == false)
        driver.press(.escape)
        driver.settle()
        #expect(driver.text.contains("Recently viewed"))
        let shown = driver.nodesBuilt(for: TripCard.self)
        #expect(shown.count == cards.count && zip(shown, cards).allSatisfy { $0 === $1 }, "the same card nodes")
        #expect(driver.renderer.graph.focused === focused, "focus is back on the card it was on")
    }

    @Test func aNewTripAppearsInItsCollection() {
        let (driver, model) = makeDriver(size: TerminalSize(columns: 120, rows: 60))
        let count = model.wishlist.trips.count
        driver.press(KeyPress.character("+"))
        #expect(driver.text.contains("New Trip"))
        driver.type("Lofoten")
        driver.press(.tab)
        driver.type("Fishing villages")
        driver.press(.control("s"))
        #expect(model.wishlist.trips.count == count + 1)
        #expect(driver.text.contains("Lofoten"))
    }

    @Test(arguments: [(80, 24), (200, 50)])
    func saveTooEarlySaysTheTripNeedsAName(columns: Int, rows: Int) {
        let (driver, model) = makeDriver(size: TerminalSize(columns: columns, rows: rows))
        let count = model.wishlist.trips.count
        driver.press(KeyPress.character("+"))
        driver.type("   ")
        driver.press(.control("s"))
        #expect(driver.text.contains("To save, add a name."))
        #expect(model.wishlist.trips.count == count)
        driver.press(.control("u"))
        driver.type("Lofoten")
        #expect(!driver.text.contains("To save"), "the note goes once the name is there")
        driver.press(.control("s"))
        #expect(model.wishlist.trips.count == count + 1)
    }

    @Test func capitalDDeletesTheTripAfterAsking() throws {
        let (driver, model) = makeDriver()
        openRecentTrip(driver)
        let trip = try #require(model.wishlist.recentTrips(limit: 1).first)
        driver.press(KeyPress.character("D"))
        #expect(driver.text.contains("Delete \(trip.name)"))
        driver.press(.escape)
        #expect(model.wishlist.trip(id: trip.id) != nil)
        driver.press(KeyPress.character("D"), KeyPress(.return))
        driver.settle()
        #expect(model.wishlist.trip(id: trip.id) == nil)
        #expect(driver.text.contains("Recently viewed"))
    }

    @Test func digitsSwitchSectionsAndKeepWhereYouWere() throws {
        let (driver, model) = makeDriver()
        openRecentTrip(driver)
        let trip = try #require(model.wishlist.recentTrips(limit: 1).first)
        driver.press(KeyPress.character("2"))
        #expect(driver.lines[0].contains("Expenses"))
        driver.press(KeyPress.character("4"))
        #expect(driver.lines[0].contains("Achievements"))
        #expect(driver.text.contains("First Trip"))
        driver.press(KeyPress.character("1"))
        #expect(driver.lines[0].contains(trip.name), "the wishlist is where it was left")
    }

    @Test func theAchievementsShowEarnedAndLockedBadgesWithProgress() {
        let (driver, model) = makeDriver()
        driver.press(KeyPress.character("4"))
        let earned = model.wishlist.achievements.filter(\.isEarned).count
        #expect(driver.lines[0].contains("\(earned) of \(model.wishlist.achievements.count) earned"))
        #expect(driver.text.contains("Earned ✓"))
        #expect(driver.text.contains("▏") || driver.text.contains("█") || driver.text.contains("/"), "progress bars")
    }
}

extension TestDriver {
    /// The nodes built for views of one type with a body, depth first, shown or not.
    fileprivate func nodesBuilt<V: View>(for type: V.Type) -> [Node] {
        var found: [Node] = []
        func visit(_ node: Node) {
            if node is CompositeNode<V> { found.append(node) }
            node.forEachChild(visit)
        }
        if let root = renderer.graph.root { visit(root) }
        return found
    }
}
