import TermUI
import TravelModel

/// The flights' detail column: the selected flight's details, or a word on choosing one. Its label-value rows
/// read well from 26 cells, so it gives up its room before the board does.
struct FlightDetailColumn: View {
    @ObservedObject var board: FlightBoard

    var body: some View {
        Group {
            content
        }
        .navigationSplitViewColumnWidth(min: 26, ideal: 40)
    }

    @ViewBuilder private var content: some View {
        if let id = board.selectedFlightID, let flight = board.data.getFlightById(id) {
            FlightDetailView(flight: flight, isChosenByFilters: board.selectionKeptByFilters == flight.id)
        } else {
            ContentUnavailableView {
                Label { Text("No Flight Selected", bundle: .module) } icon: { Image(systemName: "airplane") }
            } description: {
                Text("Choose a flight on the board.", bundle: .module)
            }
            .navigationTitle(Text("Flight", bundle: .module))
        }
    }
}
