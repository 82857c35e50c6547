import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// After rows leave a list (deleted with `d d`, deleted from their own screen, filtered out), the selection is
/// a row that exists, and every key the bar hints acts: pressed in a fresh app brought to the same point, it
/// changes the screen or the data (or quits). On each list screen of the app: a trip's activities, the
/// budget's expenses, trips found by search, the flights; the row that leaves is the first, one in the
/// middle, the last, and the only one.
@MainActor
struct KeyHintsAfterDeleteTests {
    /// A point in the app after rows left a list, and the keys that reach it from the start.
    typealias Route = KeyHintWalkTests.Route

    private nonisolated static func keys(_ text: String) -> [KeyPress] {
        text.split(separator: " ").map { word in
            switch word {
            case "⏎": KeyPress(.return)
            case "Space": KeyPress(.space)
            case "^S": .control("s")
            default: .character(Character(String(word)))
            }
        }
    }

    /// Kyōto, the trip the fixture opens first, has seven activities; the budget's month has ten expenses;
    /// "e" finds more than three trips and "kinderdijk" one; the board's first and last flights are departures
    /// and its second an arrival: "f" shows departures only, "f f" arrivals only.
    nonisolated static let routes: [Route] = [
        Route("activities, the first deleted after moving", keys("⏎ j j j g d d")),
        Route("activities, one in the middle", keys("⏎ j j d d")),
        Route("activities, the last", keys("⏎ G d d")),
        Route("activities, the second of two", keys("⏎" + String(repeating: " d d", count: 5) + " j d d")),
        Route("activities, the only one", keys("⏎" + String(repeating: " d d", count: 7))),
        Route("activities, one added and undone", keys("⏎ + X ^S u")),
        Route("expenses, the first deleted after moving", keys("2 j j g d d")),
        Route("expenses, one in the middle", keys("2 j j d d")),
        Route("expenses, the last", keys("2 G d d")),
        Route("expenses, the only one", keys("2" + String(repeating: " d d", count: 10))),
        Route("trips by search, the first", keys("/ e ⏎ ⏎ D ⏎")),
        Route("trips by search, one in the middle", keys("/ e ⏎ j ⏎ D ⏎")),
        Route("trips by search, the last", keys("/ e ⏎ G ⏎ D ⏎")),
        Route("trips by search, the only one", keys("/ k i n d e r d i j k ⏎ ⏎ D ⏎")),
        Route("flights, the first filtered out", keys("3 g f f")),
        Route("flights, one in the middle filtered out", keys("3 g j f")),
        Route("flights, the last filtered out", keys("3 G f f")),
        Route("flights, every one filtered out", keys("3 / z z z ⏎")),
    ]

    private static func route(_ name: String) -> Route {
        routes.first { $0.name == name } ?? Route(name, [])
    }

    /// The size the walk is made at (the walk of every screen, `KeyHintWalkTests`, tries a small one too).
    nonisolated static let size = TerminalSize(columns: 80, rows: 24)

    /// The app on the fixture's sample data, its budget on the fixture's month, brought to a route. The walk
    /// replays a route for each key it tries: with `reducesMotion`, animations end at once, which makes the
    /// replays cheap.
    private func app(at route: Route, reducesMotion: Bool = false) -> (TestDriver, AppModel) {
        let storage = PropertyListDefaults()
        storage.set(ScreenFixture.noon, forKey: "budget.month")
        var environment = EnvironmentValues()
        environment.defaultAppStorage = .store(storage)
        environment.accessibilityReduceMotion = reducesMotion
        let (driver, model) = ScreenFixture.window(size: Self.size, environment: environment)
        driver.settle()
        for press in route.keys {
            driver.press(press)
            driver.settle()
        }
        return (driver, model)
    }

    /// What the keys can change in the data: the trips and the expenses.
    private static func data(of model: AppModel) -> [String] {
        model.wishlist.sortedTrips.map { "\($0)" } + model.budget.sortedExpenses.map { "\($0)" }
    }

    @Test(arguments: routes)
    func everyHintedKeyActsAfterRowsLeft(route: Route) {
        let (screen, _) = app(at: route, reducesMotion: true)
        #expect(!screen.keyHints.isEmpty, "\(route) hints some keys")
        for hint in screen.keyHints {
            let works = KeyHintWalkTests.presses(for: hint.key).contains { press in
                let (fresh, model) = app(at: route, reducesMotion: true)
                let before = (KeyHintWalkTests.snapshot(of: fresh), Self.data(of: model))
                fresh.press(press)
                fresh.settle()
                return fresh.didQuit || (KeyHintWalkTests.snapshot(of: fresh), Self.data(of: model)) != before
            }
            #expect(works, "\(route): \(hint.key) \(hint.label) changed nothing")
        }
    }

    /// The trip the app opens first (Kyōto), and its activities.
    private func firstTrip(of model: AppModel) throws -> Trip {
        try #require(model.wishlist.recentTrips(limit: 1).first.flatMap { model.wishlist.tripWithActivities(id: $0.id) })
    }

    @Test func afterTheFirstActivityIsDeletedSpaceAndETakeTheRowHighlightedInItsPlace() throws {
        let trip = try firstTrip(of: ScreenFixture.window(size: Self.size).1)
        let (driver, model) = app(at: Self.route("activities, the first deleted after moving"))
        let left = (try firstTrip(of: model).activities ?? [])
        #expect(left == Array((trip.activities ?? []).dropFirst()), "the first activity went")
        driver.press(KeyPress.character("g"), KeyPress(.space))
        driver.settle()
        let ticked = (try firstTrip(of: model).activities ?? [])
        #expect(ticked[0].isComplete != left[0].isComplete, "Space ticks the first row")
        #expect(Array(ticked.dropFirst()) == Array(left.dropFirst()))
        driver.press(KeyPress.character("e"))
        driver.settle()
        #expect(driver.text.contains("Rename Activity") && driver.text.contains(left[0].name), "\(driver.text)")
    }

    @Test func theOneActivityLeftOfTwoCanBeTickedAtOnce() throws {
        let trip = try firstTrip(of: ScreenFixture.window(size: Self.size).1)
        let (driver, model) = app(at: Self.route("activities, the second of two"))
        #expect((try firstTrip(of: model).activities ?? []) == [(trip.activities ?? [])[5]], "the sixth of seven is left")
        driver.press(KeyPress(.space))
        driver.settle()
        #expect((try firstTrip(of: model).activities ?? []).first?.isComplete == !(trip.activities ?? [])[5].isComplete)
    }

    @Test func afterTheMiddleExpenseIsDeletedETakesTheRowHighlightedInItsPlace() throws {
        let month = ScreenFixture.window(size: Self.size).1.budget.expenses(inMonthOf: ScreenFixture.noon, calendar: ScreenFixture.calendar)
        let (driver, model) = app(at: Self.route("expenses, one in the middle"))
        let left = model.budget.expenses(inMonthOf: ScreenFixture.noon, calendar: ScreenFixture.calendar)
        #expect(left.map(\.id) == month.map(\.id).filter { $0 != month[2].id }, "the third expense went")
        driver.press(KeyPress.character("e"))
        driver.settle()
        #expect(driver.text.contains("Edit Expense") && driver.text.contains(month[3].title), "\(driver.text)")
    }

    @Test func searchResultsLoseATripDeletedFromItsScreen() throws {
        let found = ScreenFixture.window(size: Self.size).1.wishlist.trips(matching: "e")
        let (driver, model) = app(at: Self.route("trips by search, one in the middle"))
        let deleted = try #require(found.first { model.wishlist.trip(id: $0.id) == nil })
        #expect(deleted.id == found[1].id, "the second trip found went")
        #expect(!driver.text.contains(deleted.name), "\(driver.text)")
        driver.press(.return)
        driver.settle()
        #expect(!driver.text.contains("Trip not found"), "Enter opens a trip that exists")
    }
}
