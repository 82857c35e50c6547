import TermUI
import TravelModel

extension FlightStatus {
    /// The colour the status is shown in: green on time, yellow delayed, blue boarding, orange once the gate
    /// has closed, red cancelled, grey when the flight has gone or arrived.
    var color: Color {
        switch self {
        case .onTime: .green
        case .delayed: .yellow
        case .boarding: .blue
        case .gateClosed: .orange
        case .departed, .landed: .secondary
        case .cancelled: .red
        }
    }
}
