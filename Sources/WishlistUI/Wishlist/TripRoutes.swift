import Foundation
import TravelModel

/// The money screen of a trip, as pushed on the wishlist's stack (`TripMoneyView`): a type of its own, because a
/// trip's id pushed alone is the trip's screen.
struct TripMoneyRoute: Hashable {
    let tripID: Trip.ID
}

/// An expense opened from a trip's money screen, as pushed on the wishlist's stack (`ExpenseDetailView`): a type
/// of its own, because an expense's id is a UUID as a trip's is.
struct TripExpenseRoute: Hashable {
    let expenseID: Expense.ID
}
