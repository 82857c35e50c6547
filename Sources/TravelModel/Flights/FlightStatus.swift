/// Where a flight is in its day, as a flight status board shows it; `Flight.status(at:)` explains how each is
/// decided.
public enum FlightStatus: String, CaseIterable, Codable, Sendable {
    /// Expected at most 15 minutes after the scheduled time, and not boarding, departed or landed yet.
    case onTime
    /// Expected more than 15 minutes after the scheduled time, and not boarding, departed or landed yet.
    case delayed
    /// A departure whose passengers are boarding: from 40 minutes before its estimated time until its gate
    /// closes.
    case boarding
    /// A departure whose gate has closed: from 15 minutes before its estimated time until then.
    case gateClosed
    /// A departure whose estimated time has come.
    case departed
    /// An arrival whose estimated time has come.
    case landed
    /// A flight that will not fly; only set as `Flight.statusOverride`, never derived from the times.
    case cancelled

    /// The name shown to the user, such as "On Time".
    public var title: String {
        switch self {
        case .onTime: return "On Time"
        case .delayed: return "Delayed"
        case .boarding: return "Boarding"
        case .gateClosed: return "Gate Closed"
        case .departed: return "Departed"
        case .landed: return "Landed"
        case .cancelled: return "Cancelled"
        }
    }

    /// The SF Symbols name of the status's icon, such as "airplane.departure" for `departed`.
    public var symbolName: String {
        switch self {
        case .onTime: return "clock"
        case .delayed: return "exclamationmark.triangle"
        case .boarding: return "figure.walk"
        case .gateClosed: return "door.left.hand.closed"
        case .departed: return "airplane.departure"
        case .landed: return "airplane.arrival"
        case .cancelled: return "xmark.circle"
        }
    }
}
