import Foundation

/// A moment in a flight's day, such as boarding or landing, for a timeline of the flight; see
/// `Flight.timeline(at:)`.
public struct FlightEvent: Identifiable, Hashable, Sendable {
    /// What happens at an event.
    public enum Kind: String, CaseIterable, Codable, Sendable {
        /// Check-in counters and bag drop open for a departure.
        case checkInOpens
        /// Boarding starts at the gate of a departure.
        case boarding
        /// The gate of a departure closes; later passengers stay behind.
        case gateCloses
        /// The departure takes off.
        case departure
        /// The arrival lands.
        case landing
        /// The arrival reaches its gate and passengers leave the plane.
        case atGate
        /// The arrival's bags reach the baggage claim belt.
        case baggageClaim

        /// The name shown to the user, such as "Gate Closes".
        public var title: String {
            switch self {
            case .checkInOpens: return "Check-in Opens"
            case .boarding: return "Boarding"
            case .gateCloses: return "Gate Closes"
            case .departure: return "Departure"
            case .landing: return "Landing"
            case .atGate: return "At Gate"
            case .baggageClaim: return "Baggage Claim"
            }
        }

        /// The SF Symbols name of the event's icon.
        public var symbolName: String {
            switch self {
            case .checkInOpens: return "ticket"
            case .boarding: return "figure.walk"
            case .gateCloses: return "lock"
            case .departure: return "airplane.departure"
            case .landing: return "airplane.arrival"
            case .atGate: return "mappin"
            case .baggageClaim: return "suitcase"
            }
        }
    }

    /// What happens.
    public let kind: Kind
    /// When it happens, as now expected.
    public let time: Date
    /// Whether the event had happened at the moment the timeline was made for: its time is at or before it.
    public let hasPassed: Bool

    /// Creates an event of `kind` at `time`, which has passed or not.
    public init(kind: Kind, time: Date, hasPassed: Bool) {
        self.kind = kind
        self.time = time
        self.hasPassed = hasPassed
    }

    /// The kind, which no other event of the same timeline has.
    public var id: Kind {
        kind
    }
}
