import Foundation
import TermUI
import TravelModel

/// The board's flights, arrivals and departures or one of them (`f` steps the filter), narrowed by `/`
/// search; the highlighted flight is the selected one. Statuses move on every minute.
struct FlightListView: View {
    @ObservedObject var board: FlightBoard
    @Environment(\.localeCategories) private var locales

    var body: some View {
        TimelineView(.everyMinute) { context in
            flightList(at: context.date)
                // A window left open overnight shows the new day's flights.
                .onChange(of: context.date, initial: true) { _, date in board.showDay(of: date) }
        }
        .navigationTitle(Text(LocalizedStringKey(board.direction?.title ?? "All Flights"), bundle: .module))
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button { board.cycleDirection() } label: {
                    Label { Text("Filter", bundle: .module) } icon: { Image(systemName: "line.3.horizontal.decrease") }
                }
                .keyboardShortcut("f", modifiers: [])
            }
        }
        .searchable(text: $board.searchText, prompt: Text("Search flights", bundle: .module))
        .navigationSplitViewColumnWidth(min: 40, ideal: 48, max: 72)
    }

    @ViewBuilder
    private func flightList(at date: Date) -> some View {
        let flights = board.shownFlights
        if flights.isEmpty {
            ContentUnavailableView {
                Label { Text("No Flights", bundle: .module) } icon: { Image(systemName: "airplane") }
            } description: {
                board.searchText.isEmpty
                    ? Text("Nothing flies today.", bundle: .module)
                    : Text("No flight matches “\(board.searchText.sanitizedForTerminal(maxLength: 40))”.", bundle: .module)
            }
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
