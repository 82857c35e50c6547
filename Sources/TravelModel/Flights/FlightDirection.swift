extension Flight {
    /// Whether a flight comes to the airport of the board or leaves from it.
    public enum Direction: String, CaseIterable, Codable, Sendable {
        /// The flight lands at the airport; its other airport is where it comes from.
        case arrival
        /// The flight takes off from the airport; its other airport is where it goes.
        case departure

        /// The name of the board's section for flights of this direction: "Arrivals" or "Departures".
        public var title: String {
            switch self {
            case .arrival: return "Arrivals"
            case .departure: return "Departures"
            }
        }

        /// The SF Symbols name of the direction's icon.
        public var symbolName: String {
            switch self {
            case .arrival: return "airplane.arrival"
            case .departure: return "airplane.departure"
            }
        }
    }
}
