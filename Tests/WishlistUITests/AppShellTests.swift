import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// The window with its sidebar and the flight board, headless: side by side on a wide terminal, as one stack
/// on a narrow one, and across a resize.
@MainActor
struct AppShellTests {
    private static let wide = TerminalSize(columns: 160, rows: 48)
    private static let narrow = TerminalSize(columns: 80, rows: 24)

    /// Noon on a fixed day, in UTC: statuses and the board are the same in every run.
    private static let noon: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar.date(from: DateComponents(year: 2026, month: 11, day: 29, hour: 12)) ?? .distantPast
    }()

    private func makeDriver(size: TerminalSize) -> (TestDriver, AppModel) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let board = FlightBoard(calendar: calendar, clock: { Self.noon })
        let model = AppModel(wishlist: .sample(), budget: .sample(), flights: board)
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: size, date: Self.noon)
        return (driver, model)
    }

    /// The middle column of a three-column screen: each line between its first and second divider.
    private func middleColumn(_ driver: TestDriver) -> String {
        driver.lines.map { line in
            let parts = line.split(separator: "│", omittingEmptySubsequences: false)
            return parts.count > 2 ? String(parts[1]) : ""
        }.joined(separator: "\n")
    }

    private func flight(_ model: AppModel, _ id: Flight.ID?) throws -> Flight {
        try #require(id.flatMap { model.flights.data.getFlightById($0) })
    }

    @Test func wideShowsTheSidebarBesideTheSection() {
        let (driver, _) = makeDriver(size: Self.wide)
        #expect(driver.lines[0].hasPrefix(" Travel"))
        #expect(driver.lines[0].contains("W I S H L I S T"))
        for title in ["Wishlist", "Budget", "Flights", "Achievements"] { #expect(driver.text.contains(title)) }
        #expect(driver.lines[5].filter { $0 == "│" }.count == 1, "two columns")
        #expect(driver.text.contains("Tab column"), "the pager uses ← →, so only Tab is offered")
        #expect(driver.text.contains("←→ page"))
    }

    @Test func flightsHaveThreeColumnsAndTheSelectionFlowsToTheDetails() throws {
        let (driver, model) = makeDriver(size: Self.wide)
        driver.press(.character("3"))
        #expect(driver.lines[5].filter { $0 == "│" }.count == 2, "three columns")
        #expect(driver.lines[0].contains("All Flights"))
        // The board opens on the first flight still to leave or land, and shows its details.
        let first = try flight(model, model.flights.selectedFlightID)
        #expect(first.status(at: Self.noon) != .departed && first.status(at: Self.noon) != .landed)
        #expect(driver.lines[0].contains(first.number))
        #expect(driver.text.contains(first.airline.name))
        // ↓ moves to the next flight: its details replace the first one's.
        driver.press(.downArrow)
        let second = try flight(model, model.flights.selectedFlightID)
        #expect(second.id != first.id)
        #expect(driver.lines[0].contains(second.number))
        #expect(driver.text.contains("Timeline") || second.isCancelled)
    }

    @Test func statusesMoveOnAsTheClockDoes() throws {
        let (driver, model) = makeDriver(size: Self.wide)
        driver.press(.character("3"))
        let flight = try flight(model, model.flights.selectedFlightID)
        let before = flight.status(at: Self.noon)
        // The flight's row on the board (the middle column; its first line is the bar).
        func boardRow() -> String? {
            middleColumn(driver).split(separator: "\n").dropFirst().first { $0.contains("\(flight.number) ") }.map(String.init)
        }
        #expect(boardRow()?.contains(before.title) == true)
        #expect(driver.text.contains("Status"))
        // An hour after the flight's time, with no key pressed, its row and details say it has gone.
        let after = flight.estimatedTime.addingTimeInterval(3600)
        driver.advance(by: after.timeIntervalSince(Self.noon))
        let gone = flight.direction == .arrival ? "Landed" : "Departed"
        #expect(flight.status(at: after).title == gone || flight.isCancelled)
        if !flight.isCancelled {
            #expect(boardRow()?.contains(gone) == true)
            #expect(driver.lines.contains { $0.contains("Status") && $0.contains(gone) })
            #expect(driver.renderer.nextTimelineDate.map { $0 > after } == true, "the board waits for the next minute")
        }
    }

    @Test func aWindowLeftOpenOvernightShowsTheNewDay() throws {
        let (driver, model) = makeDriver(size: Self.narrow)
        driver.press(.character("3"))
        driver.press(.return)  // a flight's details: the last flight viewed
        driver.press(.escape)  // back to the board
        #expect(model.flightNavigation.lastFlightId != nil)
        let today = model.flights.data.day
        let tomorrowNoon = Self.noon.addingTimeInterval(24 * 3600)
        driver.advance(by: 24 * 3600)
        #expect(model.flights.data.day > today)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let expected = FlightData(day: tomorrowNoon, calendar: calendar)
        #expect(model.flights.data.flights.map(\.number) == expected.flights.map(\.number))
        // Open at the first flight still to come; yesterday's flight is no longer offered in the sidebar.
        let selected = try flight(model, model.flights.selectedFlightID)
        #expect(![.departed, .landed].contains(selected.status(at: tomorrowNoon)))
        #expect(driver.text.contains("\(selected.number) "))
        #expect(model.flightNavigation.lastFlightId == nil)
        driver.press(.escape)  // to the sidebar
        #expect(driver.text.contains("Achievements"))
        #expect(!driver.text.contains("The Last Flight You"))
    }

    @Test func focusMovesBetweenColumnsAndTheSidebarSwitchesSections() {
        let (driver, model) = makeDriver(size: Self.wide)
        driver.press(.character("3"))
        driver.press(KeyPress(.tab, modifiers: .shift))  // to the sidebar, on Flights
        driver.press(.downArrow)
        #expect(model.navigation.section == .achievements)
        #expect(driver.text.contains("earned"))
        driver.press(.upArrow, .upArrow)
        #expect(model.navigation.section == .budget)
        #expect(driver.text.contains("Expenses"))
        driver.press(.rightArrow)  // into the budget
        let selected = model.budget.expenses.count
        #expect(selected > 0)
        driver.press(.return)
        #expect(driver.text.contains("‹ Expenses"))
        #expect(driver.text.contains("Amount"))
        driver.press(.escape)  // pops the expense: focus stayed in the budget's column
        #expect(!driver.text.contains("‹ Expenses"))
        driver.press(.escape)  // back to the sidebar
        driver.press(.downArrow)
        #expect(model.navigation.section == .flights)
    }

    @Test func theLastFlightViewedIsOfferedInTheSidebar() throws {
        let (driver, model) = makeDriver(size: Self.wide)
        #expect(!driver.text.contains("The Last Flight You"))
        driver.press(.character("3"))
        driver.press(.downArrow, .downArrow)
        let viewed = try flight(model, model.flights.selectedFlightID)
        #expect(model.flightNavigation.lastFlightId == viewed.id)
        #expect(driver.text.contains("The Last Flight You"))
        // Elsewhere, the sidebar's button opens that flight again.
        driver.press(.character("1"))
        model.flights.selectedFlightID = nil
        driver.update()
        #expect(driver.text.contains("The Last Flight You"))
        driver.press(KeyPress(.tab, modifiers: .shift))
        driver.press(.end, .return)
        #expect(model.navigation.section == .flights)
        #expect(model.flights.selectedFlightID == viewed.id)
        #expect(driver.lines[0].contains(viewed.number))
    }

    @Test func theFiltersMovingTheSelectionViewNothing() throws {
        let (driver, model) = makeDriver(size: Self.wide)
        driver.press(.character("3"))
        driver.press(.downArrow)
        let viewed = try flight(model, model.flights.selectedFlightID)
        #expect(model.flightNavigation.lastFlightId == viewed.id)
        // Only the other direction's flights: the selection moves to one of them, which the user did not choose.
        model.flights.direction = viewed.direction == .arrival ? .departure : .arrival
        driver.update()
        let shown = try flight(model, model.flights.selectedFlightID)
        #expect(shown.id != viewed.id && driver.lines.contains { $0.contains("Status") })
        #expect(model.flightNavigation.lastFlightId == viewed.id, "still the flight the user viewed")
        // The user's own move views the flight it reaches.
        driver.press(.downArrow)
        let next = try flight(model, model.flights.selectedFlightID)
        #expect(model.flightNavigation.lastFlightId == next.id)
    }

    @Test func aSheetOverACollapsedColumnHasNoBackLabelOfItsOwn() throws {
        let (driver, _) = makeDriver(size: Self.narrow)
        driver.press(.character("+"))  // New Trip, over the wishlist column
        driver.settle()
        let barRow = try #require(driver.row(containing: "Save │"))
        #expect(driver.lines[barRow].contains("New Trip"))
        #expect(!driver.lines[barRow].contains("‹"), "\(driver.lines[barRow])")
        driver.press(.escape)
        driver.settle()
        driver.press(.character("2"), .character("+"))  // New Expense, over the budget column
        driver.settle()
        let expenseBar = try #require(driver.row(containing: "New Expense"))
        #expect(!driver.lines[expenseBar].contains("‹"), "\(driver.lines[expenseBar])")
    }

    @Test func fiveOpensTheLastFlightViewedOnceThereIsOne() throws {
        let (driver, model) = makeDriver(size: Self.narrow)
        driver.press(.character("5"))
        #expect(model.navigation.section == .wishlist, "no flight viewed yet: 5 does nothing")
        driver.press(.character("3"))
        driver.press(.return)  // a flight's details
        let viewed = try flight(model, model.flightNavigation.lastFlightId)
        driver.press(.escape, .downArrow, .downArrow)  // back to the board, another flight highlighted
        #expect(model.flights.selectedFlightID != viewed.id)
        driver.press(.character("1"))
        #expect(model.navigation.section == .wishlist)
        driver.press(.character("5"))
        #expect(model.flights.selectedFlightID == viewed.id)
        #expect(driver.lines[0].contains("‹ All Flights") && driver.lines[0].contains(viewed.number))
    }

    @Test func narrowIsOneStackFromTheSidebar() throws {
        let (driver, model) = makeDriver(size: Self.narrow)
        #expect(driver.lines[0].contains("‹ Travel") && driver.lines[0].contains("W I S H L I S T"))
        #expect(!driver.text.contains("│ "))
        driver.press(.escape)
        #expect(driver.lines[0].hasPrefix(" Travel"))
        driver.press(.downArrow, .downArrow, .return)  // Flights
        #expect(driver.lines[0].contains("‹ Travel") && driver.lines[0].contains("All Flights"))
        #expect(model.flightNavigation.lastFlightId == nil, "the details are not open yet")
        driver.press(.return)
        let opened = try flight(model, model.flights.selectedFlightID)
        #expect(driver.lines[0].contains("‹ All Flights") && driver.lines[0].contains(opened.number))
        #expect(model.flightNavigation.lastFlightId == opened.id)
        driver.press(.escape, .escape)
        #expect(driver.text.contains("The Last Flight You"))
        // The button goes straight to the flight's screen.
        driver.press(.end, .return)
        #expect(driver.lines[0].contains("‹ All Flights") && driver.lines[0].contains(opened.number))
    }

    @Test func resizingKeepsTheSectionTheFlightAndTheColumnInView() throws {
        let (driver, model) = makeDriver(size: Self.wide)
        driver.press(KeyPress.character("3"), KeyPress(.downArrow))
        let chosen = try flight(model, model.flights.selectedFlightID)
        driver.resize(to: Self.narrow)
        // The board had focus, so the board is on top, with the chosen flight highlighted.
        #expect(driver.lines[0].contains("‹ Travel") && driver.lines[0].contains("All Flights"))
        #expect(driver.text.contains(chosen.number))
        driver.press(.return)
        #expect(driver.lines[0].contains(chosen.number))
        driver.resize(to: Self.wide)
        #expect(driver.lines[5].filter { $0 == "│" }.count == 2)
        #expect(driver.lines[0].contains("All Flights") && driver.lines[0].contains(chosen.number))
        #expect(model.flights.selectedFlightID == chosen.id)
    }

    @Test func theBoardFiltersByDirectionAndText() throws {
        let (driver, model) = makeDriver(size: Self.wide)
        driver.press(.character("3"))
        driver.press(.character("f"))
        #expect(model.flights.direction == .departure)
        #expect(driver.lines[0].contains("Departures"))
        #expect(!middleColumn(driver).contains("🛬") && middleColumn(driver).contains("🛫"))
        driver.press(.character("f"))
        #expect(driver.lines[0].contains("Arrivals"))
        #expect(!middleColumn(driver).contains("🛫") && middleColumn(driver).contains("🛬"))
        driver.press(.character("f"))
        #expect(model.flights.direction == nil)
        let city = try #require(model.flights.data.flights.first?.airport.city)
        driver.press(.character("/"))
        driver.type(city)
        let expected = model.flights.data.flights(matching: city)
        #expect(model.flights.shownFlights.map(\.id) == expected.map(\.id))
        #expect(!expected.isEmpty)
    }

    @Test func filteringKeepsTheSelectionOnAShownFlightAndTheDetailsFollow() throws {
        let (driver, model) = makeDriver(size: Self.wide)
        driver.press(.character("3"))
        let board = model.flights
        let arrival = try #require(board.data.flights.first { $0.direction == .arrival && $0.scheduledTime > Self.noon })
        board.selectedFlightID = arrival.id
        driver.update()
        driver.press(.character("f"))  // departures only: the arrival is hidden
        let selected = try flight(model, board.selectedFlightID)
        #expect(selected.direction == .departure)
        // The departure nearest in time to the arrival that was selected.
        let gaps = board.shownFlights.map { abs($0.scheduledTime.timeIntervalSince(arrival.scheduledTime)) }
        #expect(abs(selected.scheduledTime.timeIntervalSince(arrival.scheduledTime)) == gaps.min())
        // The details show the flight the list highlights (its selection).
        #expect(driver.lines[0].contains("\(selected.number) · \(selected.airport.city)"))
        // A search that matches no flight leaves nothing selected; clearing it selects a shown flight again.
        driver.press(.character("/"))
        driver.type("zzzz")
        #expect(board.selectedFlightID == nil)
        driver.press(.escape)
        #expect(board.selectedFlightID.map { id in board.shownFlights.contains { $0.id == id } } == true)
    }

    @Test func keysFasterThanFramesReachASectionMadeBetweenThem() {
        let (driver, model) = makeDriver(size: Self.narrow)
        driver.press(.escape)
        // Typed ahead: no frame is drawn between these keys, and the second one makes the flights' columns.
        driver.renderer.send(KeyPress(.downArrow))
        driver.renderer.send(KeyPress(.downArrow))
        driver.renderer.send(KeyPress(.return))
        driver.update()
        #expect(model.navigation.section == .flights)
        #expect(driver.lines[0].contains("‹ Travel") && driver.lines[0].contains("All Flights"))
    }
}
