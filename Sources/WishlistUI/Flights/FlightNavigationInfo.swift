import TermUI
import TravelModel

/// What the app remembers of the flights the user looked at: the last flight whose details were opened, which
/// the sidebar offers to open again. Shared through `.environmentObject`.
@MainActor
public final class FlightNavigationInfo: ObservableObject {
    /// The id of the flight whose details were shown last, if any.
    @Published public var lastFlightId: Flight.ID?

    /// Nothing viewed yet.
    public init() {}
}
