import Foundation
import TermUI
import TravelModel

/// The board's flights, arrivals and departures or one of them (`f` steps the filter), narrowed by `/`
/// search; the highlighted flight is the selected one. Statuses move on every minute.
struct FlightListView: View {
    @ObservedObject var board: FlightBoard

    var body: some View {
        TimelineView(.everyMinute) { context in
            flightList(at: context.date)
                // A window left open overnight shows the new day's flights.
                .onChange(of: context.date, initial: true) { _, date in board.showDay(of: date) }
        }
        .navigationTitle(board.direction?.title ?? "All Flights")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Filter", systemImage: "line.3.horizontal.decrease") { board.cycleDirection() }
                    .keyboardShortcut("f", modifiers: [])
            }
        }
        .searchable(text: $board.searchText, prompt: "Search flights")
        .navigationSplitViewColumnWidth(min: 40, ideal: 48, max: 72)
    }

    @ViewBuilder
    private func flightList(at date: Date) -> some View {
        let flights = board.shownFlights
        if flights.isEmpty {
            ContentUnavailableView(
                "No Flights", systemImage: "airplane",
                description: Text(board.searchText.isEmpty ? "Nothing flies today." : "No flight matches “\(board.searchText.sanitizedForTerminal(maxLength: 40))”."))
        } else {
            List(flights, selection: $board.selectedFlightID) { flight in
                FlightRow(flight: flight, now: date)
            }
        }
    }
}

#Preview("Flights", traits: .portrait) {
    @Previewable @StateObject var board = FlightBoard()
    NavigationStack {
        FlightListView(board: board)
    }
}
