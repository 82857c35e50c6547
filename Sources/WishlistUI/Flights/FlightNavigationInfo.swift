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
        "\(dayText(of: board)) \(id)"
    }

    /// The flight saved text names, when it is one of the board's day's flights.
    static func flight(savedAs text: String, on board: FlightBoard) -> Flight.ID? {
        let parts = text.split(separator: " ")
        guard parts.count == 2, parts[0] == dayText(of: board), let id = Int(parts[1]),
              board.data.getFlightById(id) != nil else { return nil }
        return id
    }

    /// The board's day as stored days are written ("2026-12-01").
    private static func dayText(of board: FlightBoard) -> String {
        StoredDay.text(for: board.data.day, timeZone: board.calendar.timeZone) ?? ""
    }
}
