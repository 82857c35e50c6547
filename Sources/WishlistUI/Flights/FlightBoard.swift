import Foundation
import TermUI
import TravelModel

/// The flight status board: the day's flights, the filters on them and the flight selected. An
/// `ObservableObject`, as the flights chapter this screen follows uses the older data flow.
@MainActor
public final class FlightBoard: ObservableObject {
    /// The day's flights.
    public let data: FlightData
    /// Which flights show: arrivals, departures, or both (nil).
    @Published public var direction: Flight.Direction?
    /// Text the flights must match (number, airline, city).
    @Published public var searchText = ""
    /// The flight whose details show.
    @Published public var selectedFlightID: Flight.ID?

    /// A board for the day `clock` says it is, open at the first flight still to leave or land then (tests
    /// pass a fixed moment). The statuses on screen follow the screen's clock, every minute.
    public init(calendar: Calendar = .current, clock: () -> Date = { Date.now }) {
        let now = clock()
        data = FlightData(day: now, calendar: calendar)
        // The board opens at the present: on the first flight that has not left or landed yet.
        selectedFlightID = data.flights.first { ![.departed, .landed].contains($0.status(at: now)) }?.id
    }

    /// The flights the filters let through, in the board's order.
    var shownFlights: [Flight] {
        data.flights(direction: direction, matching: searchText)
    }

    /// Steps the direction filter: all flights, departures, arrivals, and round again.
    func cycleDirection() {
        switch direction {
        case nil: direction = .departure
        case .departure: direction = .arrival
        case .arrival: direction = nil
        }
    }
}
