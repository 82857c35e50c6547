import TermUI
import TravelModel

/// The flights' detail column: the selected flight's details, or a word on choosing one.
struct FlightDetailColumn: View {
    @ObservedObject var board: FlightBoard

    var body: some View {
        if let id = board.selectedFlightID, let flight = board.data.getFlightById(id) {
            FlightDetailView(flight: flight)
        } else {
            ContentUnavailableView("No Flight Selected", systemImage: "airplane", description: Text("Choose a flight on the board."))
                .navigationTitle("Flight")
        }
    }
}
