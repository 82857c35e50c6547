import Foundation

/// A flight on an airport's board: an arrival or a departure, with its scheduled and estimated times, its gate and
/// terminal.
///
/// A flight keeps no clock. What depends on the time, its status and its timeline, is asked for at a moment given
/// by the caller (`status(at:)`, `timeline(at:)`), so the same flight gives the same answers in every run.
public struct Flight: Identifiable, Hashable, Codable, Sendable {
    /// The identity of the flight among the flights of its board.
    public let id: Int
    /// The flight number: the airline's code, a space and a number, such as "UA 837".
    public var number: String
    /// The airline that flies it.
    public var airline: Airline
    /// The other end of the flight: where an arrival comes from, where a departure goes.
    public var airport: Airport
    /// Whether the flight comes to the board's airport or leaves from it.
    public var direction: Direction
    /// The time in the timetable: of landing for an arrival, of take-off for a departure.
    public var scheduledTime: Date
    /// The time now expected, later than `scheduledTime` when the flight is delayed, or earlier.
    public var estimatedTime: Date
    /// The gate, such as "B12", or nil while none is assigned.
    public var gate: String?
    /// The terminal, such as "2" or "I".
    public var terminal: String
    /// A status that replaces the one derived from the times, such as `.cancelled`; nil for most flights.
    public var statusOverride: FlightStatus?

    /// Creates a flight; without an estimated time it is expected on schedule.
    public init(
        id: Int,
        number: String,
        airline: Airline,
        airport: Airport,
        direction: Direction,
        scheduledTime: Date,
        estimatedTime: Date? = nil,
        gate: String? = nil,
        terminal: String,
        statusOverride: FlightStatus? = nil
    ) {
        self.id = id
        self.number = number
        self.airline = airline
        self.airport = airport
        self.direction = direction
        self.scheduledTime = scheduledTime
        self.estimatedTime = estimatedTime ?? scheduledTime
        self.gate = gate
        self.terminal = terminal
        self.statusOverride = statusOverride
    }

    // MARK: Rules

    /// How long before its estimated time a departure starts boarding: 40 minutes.
    public static let boardingLeadTime: TimeInterval = 40 * 60
    /// How long before its estimated time a departure's gate closes: 15 minutes.
    public static let gateClosingLeadTime: TimeInterval = 15 * 60
    /// How long before its estimated time a departure's check-in opens: 3 hours.
    public static let checkInLeadTime: TimeInterval = 3 * 60 * 60
    /// How long after landing an arrival reaches its gate: 10 minutes.
    public static let taxiInTime: TimeInterval = 10 * 60
    /// How long after landing an arrival's bags reach the belt: 25 minutes.
    public static let baggageDeliveryTime: TimeInterval = 25 * 60
    /// How much later than scheduled a flight may be expected and still be on time: 15 minutes.
    public static let delayTolerance: TimeInterval = 15 * 60

    // MARK: Status

    /// How much later than scheduled the flight is expected, in seconds; negative when it is early.
    public var delay: TimeInterval {
        estimatedTime.timeIntervalSince(scheduledTime)
    }

    /// Whether the flight is expected more than 15 minutes (`delayTolerance`) after its scheduled time.
    public var isDelayed: Bool {
        delay > Self.delayTolerance
    }

    /// Whether the flight is cancelled: its `statusOverride` says so.
    public var isCancelled: Bool {
        statusOverride == .cancelled
    }

    /// The flight's status at the moment `now`.
    ///
    /// The rules, in order, the first that applies deciding:
    /// 1. A flight with a `statusOverride` has that status, at any time (a cancelled flight is `.cancelled`).
    /// 2. A departure has `.departed` from its estimated time on, `.gateClosed` from 15 minutes
    ///    (`gateClosingLeadTime`) before its estimated time until then, and `.boarding` from 40 minutes
    ///    (`boardingLeadTime`) before until the gate closes, whether delayed or not: the status follows the
    ///    flight's timeline.
    /// 3. An arrival has `.landed` from its estimated time on; arrivals never board.
    /// 4. Before that, a flight expected more than 15 minutes (`delayTolerance`) after its scheduled time is
    ///    `.delayed`, and any other, early ones included, is `.onTime`.
    ///
    /// Every bound belongs to the later status: at exactly 40 minutes before the estimated time a departure is
    /// boarding, at exactly 15 minutes before its gate is closed, at exactly the estimated time it has departed,
    /// and 15 minutes late is still on time.
    public func status(at now: Date) -> FlightStatus {
        if let statusOverride {
            return statusOverride
        }
        switch direction {
        case .departure:
            if now >= estimatedTime {
                return .departed
            }
            if now >= estimatedTime.addingTimeInterval(-Self.gateClosingLeadTime) {
                return .gateClosed
            }
            if now >= estimatedTime.addingTimeInterval(-Self.boardingLeadTime) {
                return .boarding
            }
        case .arrival:
            if now >= estimatedTime {
                return .landed
            }
        }
        return isDelayed ? .delayed : .onTime
    }

    // MARK: Timeline

    /// The flight's day as events in time order, each marked as passed when its time is at or before `now`; empty
    /// for a cancelled flight, which has nothing left to happen.
    ///
    /// Every time follows the estimated time, so a delay moves the whole day. A departure has check-in opening
    /// 3 hours before (`checkInLeadTime`), boarding 40 minutes before (`boardingLeadTime`), the gate closing
    /// 15 minutes before (`gateClosingLeadTime`), and the departure. An arrival has the landing, the plane at its
    /// gate 10 minutes later (`taxiInTime`) and the bags on the belt 25 minutes after landing
    /// (`baggageDeliveryTime`). An event's passing agrees with `status(at:)`: a departure is boarding exactly
    /// while its boarding event has passed and its gate closing has not, and its gate is closed from then until
    /// its departure.
    public func timeline(at now: Date) -> [FlightEvent] {
        guard !isCancelled else { return [] }
        let offsets: [(FlightEvent.Kind, TimeInterval)]
        switch direction {
        case .departure:
            offsets = [
                (.checkInOpens, -Self.checkInLeadTime),
                (.boarding, -Self.boardingLeadTime),
                (.gateCloses, -Self.gateClosingLeadTime),
                (.departure, 0),
            ]
        case .arrival:
            offsets = [
                (.landing, 0),
                (.atGate, Self.taxiInTime),
                (.baggageClaim, Self.baggageDeliveryTime),
            ]
        }
        return offsets.map { kind, offset in
            let time = estimatedTime.addingTimeInterval(offset)
            return FlightEvent(kind: kind, time: time, hasPassed: time <= now)
        }
    }

    // MARK: Search

    /// Whether every word of `query` is found in the flight number (with or without its space), the airline's
    /// name or code, or the other airport's city or code, ignoring case and accents ("zurich" finds "Zürich");
    /// a blank query matches every flight.
    public func matches(_ query: String) -> Bool {
        let query = SearchQuery(query)
        return query.isEmpty || query.matchesAll(in: [
            number, number.filter { !$0.isWhitespace }, airline.name, airline.code, airport.city, airport.code,
        ])
    }
}
