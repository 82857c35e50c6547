import TermUI
import TravelModel

/// The window's columns: the sidebar, and beside it the section chosen. The flights have three columns (the
/// board and a flight's details); the other sections two, their own navigation stacks in the second.
struct AppShell: View {
    let navigation: AppNavigation
    /// Not observed here: the columns that show the board observe it, so that moving along the board does not
    /// evaluate the whole window again.
    let board: FlightBoard

    var body: some View {
        @Bindable var navigation = navigation
        if navigation.section == .flights {
            NavigationSplitView(columnVisibility: .constant(.all), preferredCompactColumn: $navigation.compactColumn) {
                AppSidebar(board: board)
            } content: {
                FlightListView(board: board)
            } detail: {
                FlightDetailColumn(board: board)
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
