import Observation
import TravelModel

/// Where the user is: the section on screen and the screens pushed in each, kept while switching sections.
@MainActor @Observable
public final class AppNavigation {
    /// The sections of the app, in the sidebar's order (the digit keys jump to them).
    public enum Section: Int, CaseIterable, Sendable {
        /// Trips in seasonal collections.
        case wishlist = 1
        /// The travel budget.
        case budget = 2
        /// Flight status (coming).
        case flights = 3
        /// Badges for progress.
        case achievements = 4

        /// The section's name.
        public var title: String {
            switch self {
            case .wishlist: return "Wishlist"
            case .budget: return "Budget"
            case .flights: return "Flights"
            case .achievements: return "Achievements"
            }
        }
    }

    /// The section on screen.
    public var section = Section.wishlist
    /// The trips pushed in the wishlist.
    public var wishlistPath: [Trip.ID] = []
    /// The expenses pushed in the budget.
    public var budgetPath: [Expense.ID] = []

    /// Navigation at the start: the wishlist, nothing pushed.
    public init() {}
}
