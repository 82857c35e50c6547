import Foundation

/// A day of sample flights at one airport, arrivals and departures, made up deterministically from a seed.
///
/// The same seed and calendar day always give the same flights: the same numbers, routes, gates, delays and
/// cancellations, at the same wall-clock times, whatever the time zone. Another day, or another seed, gives
/// another board. Between 40 and 60 flights are scheduled from 05:30 to 23:55 on five-minute marks; about one in
/// five is delayed by 20 minutes to 3 hours, some are a little early or a little late, and one or two are
/// cancelled.
public struct FlightData: Sendable {
    /// The seed of the app's sample board.
    public static let defaultSeed: UInt64 = 0x00F1_1675_EED5

    /// The start of the day the flights are scheduled on.
    public let day: Date
    /// The airport whose arrivals and departures these are (San Francisco International).
    public let airport: Airport
    /// The flights, ordered by scheduled time, then by flight number; their identifiers count up from 1 in this
    /// order.
    public let flights: [Flight]
    /// The position of each flight in `flights`, by identifier.
    private let positions: [Int: Int]

    /// Creates the board of the day of `day` in `calendar`, which may be any moment of that day, from `seed`.
    public init(day: Date, calendar: Calendar = .current, seed: UInt64 = defaultSeed) {
        let start = calendar.startOfDay(for: day)
        self.day = start
        self.airport = SampleRoutes.home
        self.flights = Self.makeFlights(on: start, calendar: calendar, seed: seed)
        self.positions = Dictionary(
            flights.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first }
        )
    }

    /// The flight with the identifier `id`, if there is one.
    public func getFlightById(_ id: Int) -> Flight? {
        positions[id].map { flights[$0] }
    }

    /// The flights of `direction` (both when nil) in which every word of `text` is found in the flight number,
    /// the airline or the other airport's city or code, ignoring case and accents, in the order of `flights`; all
    /// flights of the direction for a blank text.
    public func flights(direction: Flight.Direction? = nil, matching text: String = "") -> [Flight] {
        flights.filter { flight in
            (direction.map { flight.direction == $0 } ?? true) && flight.matches(text)
        }
    }

    // MARK: Making the flights

    /// The flights of the day starting at `start`, drawn from a generator seeded with `seed` and the calendar day.
    private static func makeFlights(on start: Date, calendar: Calendar, seed: UInt64) -> [Flight] {
        var generator = SplitMix64(seed: seed ^ dayKey(of: start, calendar: calendar))
        let routes = SampleRoutes.routes
        guard !routes.isEmpty else { return [] }

        let count = generator.int(in: 40...60)
        var numbers = Set<String>()
        var flights: [Flight] = []
        while flights.count < count {
            let route = routes[generator.int(in: 0...(routes.count - 1))]
            let number = "\(route.carrier.airline.code) \(generator.int(in: 1...1999))"
            guard numbers.insert(number).inserted else { continue }
            let direction: Flight.Direction = generator.int(in: 0...1) == 0 ? .arrival : .departure
            // 05:30 to 23:55, on five-minute marks, at that wall-clock time even on a day that changes clocks.
            let minutes = 5 * 60 + 30 + 5 * generator.int(in: 0...221)
            let scheduled = calendar.date(bySettingHour: minutes / 60, minute: minutes % 60, second: 0, of: start)
                ?? start.addingTimeInterval(TimeInterval(minutes * 60))
            let delayMinutes = randomDelayMinutes(using: &generator)
            let letters = Array(route.carrier.gateLetters)
            let letter = letters.isEmpty ? "" : String(letters[generator.int(in: 0...(letters.count - 1))])
            let gateNumber = generator.int(in: 1...20)
            let hasGate = generator.int(in: 0...9) != 0
            flights.append(Flight(
                id: 0,
                number: number,
                airline: route.carrier.airline,
                airport: route.airport,
                direction: direction,
                scheduledTime: scheduled,
                estimatedTime: scheduled.addingTimeInterval(TimeInterval(delayMinutes * 60)),
                gate: hasGate ? "\(letter)\(gateNumber)" : nil,
                terminal: route.carrier.terminal
            ))
        }

        // One or two cancellations, on schedule and without a gate.
        var cancelled = Set<Int>()
        let cancellations = generator.int(in: 1...2)
        while cancelled.count < min(cancellations, flights.count) {
            cancelled.insert(generator.int(in: 0...(flights.count - 1)))
        }
        for index in cancelled {
            flights[index].statusOverride = .cancelled
            flights[index].estimatedTime = flights[index].scheduledTime
            flights[index].gate = nil
        }

        return flights
            .sorted { lhs, rhs in
                lhs.scheduledTime != rhs.scheduledTime ? lhs.scheduledTime < rhs.scheduledTime : lhs.number < rhs.number
            }
            .enumerated()
            .map { offset, flight in
                Flight(id: offset + 1, number: flight.number, airline: flight.airline, airport: flight.airport,
                       direction: flight.direction, scheduledTime: flight.scheduledTime,
                       estimatedTime: flight.estimatedTime, gate: flight.gate, terminal: flight.terminal,
                       statusOverride: flight.statusOverride)
            }
    }

    /// Minutes from the scheduled time to the estimated one: on schedule six times in ten, 5 to 15 minutes early
    /// once in ten, 5 to 15 minutes late (still on time) about once in twelve, and otherwise delayed by 20 minutes
    /// to 3 hours, in steps of five minutes.
    private static func randomDelayMinutes(using generator: inout SplitMix64) -> Int {
        let roll = generator.int(in: 0...99)
        switch roll {
        case 0..<60: return 0
        case 60..<70: return -5 * generator.int(in: 1...3)
        case 70..<78: return 5 * generator.int(in: 1...3)
        default: return 5 * generator.int(in: 4...36)
        }
    }

    /// A well-mixed number for the calendar day of `start` (its year, month and day, not the moment), so that a
    /// day's board is the same in every time zone and changes from one day to the next.
    private static func dayKey(of start: Date, calendar: Calendar) -> UInt64 {
        let parts = calendar.dateComponents([.year, .month, .day], from: start)
        let ordinal = (parts.year ?? 0) * 10_000 + (parts.month ?? 0) * 100 + (parts.day ?? 0)
        var mixer = SplitMix64(seed: UInt64(bitPattern: Int64(ordinal)))
        return mixer.next()
    }
}
