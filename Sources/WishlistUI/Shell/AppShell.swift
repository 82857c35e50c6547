import TermUI
import TravelModel

/// The window's columns: the sidebar, and beside it the section chosen. The flights have three columns (the
/// board and a flight's details); the other sections two, their own navigation stacks in the second.
struct AppShell: View {
    let navigation: AppNavigation
    @ObservedObject var board: FlightBoard

    var body: some View {
        @Bindable var navigation = navigation
        if navigation.section == .flights {
            NavigationSplitView(columnVisibility: .constant(.all), preferredCompactColumn: $navigation.compactColumn) {
                AppSidebar(board: board)
            } content: {
                FlightListView(board: board)
            } detail: {
                if let id = board.selectedFlightID, let flight = board.data.getFlightById(id) {
                    FlightDetailView(flight: flight)
                } else {
                    ContentUnavailableView("No Flight Selected", systemImage: "airplane", description: Text("Choose a flight on the board."))
                        .navigationTitle("Flight")
                }
            }
        } else {
            NavigationSplitView(preferredCompactColumn: $navigation.compactColumn) {
                AppSidebar(board: board)
            } detail: {
                switch navigation.section {
                case .budget: ExpensesView()
                case .achievements: AchievementsView()
                case .wishlist, .flights: WishlistView()
                }
            }
        }
    }
}
