import Foundation
import TermUI
import TravelModel

/// What the app remembers of the flights the user looked at: the last flight whose details were opened, which
/// the sidebar offers to open again. Shared through `.environmentObject`.
///
/// It is kept between runs as "<day> <flight id>" (a flight's id names it only among its day's flights), and
/// a saved flight of another day is not offered.
@MainActor
public final class FlightNavigationInfo: ObservableObject {
    /// The id of the flight whose details were shown last, if any.
    @Published public var lastFlightId: Flight.ID? {
        didSet {
            if lastFlightId != oldValue { remember?(lastFlightId) }
        }
    }

    /// Keeps a new last flight (set by the app model; nil keeps nothing).
    var remember: ((Flight.ID?) -> Void)?

    /// Nothing viewed yet.
    public init() {}

    /// How a last flight of a board's day is saved.
    static func savedText(for id: Flight.ID, on board: FlightBoard) -> String {
        "\(dayText(board.data.day, calendar: board.calendar)) \(id)"
    }

    /// The flight saved text names, when it is one of the board's day's flights.
    static func flight(savedAs text: String, on board: FlightBoard) -> Flight.ID? {
        let parts = text.split(separator: " ")
        guard parts.count == 2, parts[0] == dayText(board.data.day, calendar: board.calendar), let id = Int(parts[1]),
              board.data.getFlightById(id) != nil else { return nil }
        return id
    }

    /// A day as year-month-day in a calendar.
    private static func dayText(_ day: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        return "\(parts.year ?? 0)-\(parts.month ?? 0)-\(parts.day ?? 0)"
    }
}
