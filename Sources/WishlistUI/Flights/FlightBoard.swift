import Foundation
import TermUI
import TravelModel

/// The flight status board: the day's flights, the filters on them and the flight selected. An
/// `ObservableObject`, as the flights chapter this screen follows uses the older data flow.
@MainActor
public final class FlightBoard: ObservableObject {
    /// The day's flights.
    @Published public private(set) var data: FlightData
    /// Which flights show: arrivals, departures, or both (nil). The selection stays on a flight shown.
    @Published public var direction: Flight.Direction? {
        didSet { keepSelectionShown() }
    }
    /// Text the flights must match (number, airline, city). The selection stays on a flight shown.
    @Published public var searchText = "" {
        didSet { keepSelectionShown() }
    }
    /// The flight whose details show.
    @Published public var selectedFlightID: Flight.ID? {
        didSet { if selectedFlightID != selectionKeptByFilters { selectionKeptByFilters = nil } }
    }
    /// The flight the filters moved the selection to (`keepSelectionShown`), while it stays selected: its
    /// details show, but the user did not choose to view it, so it is not the last flight viewed.
    private(set) var selectionKeptByFilters: Flight.ID?
    /// Called when the board moves to a new day.
    var onNewDay: (() -> Void)?
    /// The calendar the board's day is in.
    let calendar: Calendar

    /// A board for the day `clock` says it is, open at the first flight still to leave or land then (tests
    /// pass a fixed moment). The statuses on screen follow the screen's clock, every minute.
    public init(calendar: Calendar = .current, clock: () -> Date = { Date.now }) {
        let now = clock()
        self.calendar = calendar
        data = FlightData(day: now, calendar: calendar)
        selectedFlightID = Self.firstFlightToCome(in: data, at: now)
    }

    /// Moves the board to the day of `date` if it shows another one (the app was left open past midnight):
    /// that day's flights, open at the first still to come; the filters stay (and `onNewDay` runs). Returns
    /// whether it moved.
    @discardableResult
    func showDay(of date: Date) -> Bool {
        guard !calendar.isDate(date, inSameDayAs: data.day) else { return false }
        data = FlightData(day: date, calendar: calendar)
        selectedFlightID = Self.firstFlightToCome(in: data, at: date)
        onNewDay?()
        return true
    }

    /// The board opens at the present: on the first flight that will still leave or land (a cancelled flight
    /// will not, however early it was due); on the first not gone yet when every one of those is cancelled.
    private static func firstFlightToCome(in data: FlightData, at date: Date) -> Flight.ID? {
        let toCome = data.flights.filter { ![.departed, .landed].contains($0.status(at: date)) }
        return (toCome.first { $0.status(at: date) != .cancelled } ?? toCome.first)?.id
    }

    /// The flights the filters let through, in the board's order.
    var shownFlights: [Flight] {
        data.flights(direction: direction, matching: searchText)
    }

    /// Moves the selection to the flight shown nearest in time to the selected one when the filters hide it,
    /// so that the highlighted row and the details always show the same flight (none when none is shown).
    private func keepSelectionShown() {
        let shown = shownFlights
        guard !shown.contains(where: { $0.id == selectedFlightID }) else { return }
        let time = selectedFlightID.flatMap(data.getFlightById)?.scheduledTime
        let nearest = time.map { time in
            shown.min { abs($0.scheduledTime.timeIntervalSince(time)) < abs($1.scheduledTime.timeIntervalSince(time)) }
        } ?? shown.first
        selectionKeptByFilters = nearest?.id
        selectedFlightID = nearest?.id
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
