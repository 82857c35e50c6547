import TermUI
import TravelModel

/// The sidebar: the four sections, and once a flight's details were opened, a button that opens that flight
/// again. Moving the highlight shows the section beside it.
struct AppSidebar: View {
    /// The board, for the last flight's number and to select it: not observed, as the sidebar shows nothing
    /// that changes with the board's selection or filters (a new day clears the last flight, which it does
    /// observe), so moving along the board does not draw the sidebar again.
    let board: FlightBoard
    @Environment(AppNavigation.self) private var navigation
    @EnvironmentObject private var flightNavigation: FlightNavigationInfo

    var body: some View {
        List(selection: selection) {
            ForEach(AppNavigation.Section.allCases.map(AppNavigation.SidebarItem.section), id: \.self) { item in
                if case .section(let section) = item {
                    Label(name: section.title, systemImage: section.symbolName)
                }
            }
            if let id = flightNavigation.lastFlightId, let flight = board.data.getFlightById(id) {
                Button {
                    openLastFlight(id)
                } label: {
                    VStack(alignment: .leading, spacing: 0) {
                        Label(flight.number, systemImage: "airplane")
                        Text("The Last Flight You Viewed", bundle: .module).foregroundStyle(.secondary).lineLimit(2)
                    }
                }
                .tag(AppNavigation.SidebarItem.lastFlight)
            }
        }
        .navigationTitle(Text("Travel", bundle: .module))
        .navigationSplitViewColumnWidth(min: 18, ideal: 24, max: 34)
    }

    /// The sidebar's selection: choosing the last flight selects it on the board too.
    private var selection: Binding<AppNavigation.SidebarItem?> {
        Binding {
            navigation.sidebarItem
        } set: { item in
            guard let item else { return }
            navigation.sidebarItem = item
            if item == .lastFlight, let id = flightNavigation.lastFlightId { board.selectedFlightID = id }
        }
    }

    private func openLastFlight(_ id: Flight.ID) {
        navigation.openLastFlight(id, on: board)
    }
}
