import Observation
import TermUI
import TravelModel

/// Where the user is: the sidebar's choice, the column on top when the window is narrow, and the screens
/// pushed in each section, kept while switching sections.
@MainActor @Observable
public final class AppNavigation {
    /// The sections of the app, in the sidebar's order (the digit keys jump to them).
    public enum Section: Int, CaseIterable, Sendable {
        /// Trips in seasonal collections.
        case wishlist = 1
        /// The travel budget.
        case budget = 2
        /// Flight status.
        case flights = 3
        /// Badges for progress.
        case achievements = 4

        /// The section's name.
        public var title: String {
            switch self {
            case .wishlist: "Wishlist"
            case .budget: "Budget"
            case .flights: "Flights"
            case .achievements: "Achievements"
            }
        }

        /// The section's symbol in the sidebar.
        var symbolName: String {
            switch self {
            case .wishlist: "star"
            case .budget: "creditcard"
            case .flights: "airplane"
            case .achievements: "trophy"
            }
        }

        /// The column that shows the section itself (the flights have the list of flights before the details).
        var mainColumn: NavigationSplitViewColumn { self == .flights ? .content : .detail }
    }

    /// A row of the sidebar: a section, or the last flight viewed.
    public enum SidebarItem: Hashable, Sendable {
        case section(Section)
        case lastFlight
    }

    /// The sidebar's choice.
    public var sidebarItem = SidebarItem.section(.wishlist)
    /// The column on top while the window is too narrow for columns side by side.
    public var compactColumn = NavigationSplitViewColumn.detail
    /// The screens pushed in the wishlist: a trip (its `Trip.ID`), its money (`TripMoneyRoute`), an expense of
    /// it (`TripExpenseRoute`).
    public var wishlistPath = NavigationPath()
    /// The expenses pushed in the budget.
    public var budgetPath: [Expense.ID] = []

    /// Navigation at the start: the wishlist, nothing pushed.
    public init() {}

    /// The section on screen.
    public var section: Section {
        get {
            switch sidebarItem {
            case .section(let section): section
            case .lastFlight: .flights
            }
        }
        set { sidebarItem = .section(newValue) }
    }

    /// Shows a section (the digit keys): its own column on top when the window is narrow.
    public func open(_ section: Section) {
        self.section = section
        compactColumn = section.mainColumn
    }

    /// Opens a flight's details from the sidebar's last-flight item (or its key, 5): on a narrow window,
    /// straight to its screen.
    func openLastFlight(_ id: Flight.ID, on board: FlightBoard) {
        sidebarItem = .lastFlight
        board.selectedFlightID = id
        compactColumn = .detail
    }
}
