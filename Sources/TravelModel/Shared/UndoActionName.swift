/// The name of a change the user can undo, as a value: what was done and to what, which the app puts into words
/// in the user's language ("Delete Kyōto", "„Kyōto“ löschen") where it shows the name (WishlistUI's
/// `UndoActionName+Text.swift`). The model holds no sentence of its own.
///
/// The names of data are as the data has them, whole: the words cut them short (`MessageQuote`). A category's or
/// a collection's title is the English name the model holds, which the app shows in the user's language.
public enum UndoActionName: Equatable, Sendable {
    /// A trip, an activity or an expense added, by its name: "Add Kyōto".
    case add(String)
    /// Expenses added in one change, more than one: "Add 3 expenses".
    case addExpenses(count: Int)
    /// One expense imported from a CSV file, by its title: "Import Gelato".
    case importExpense(String)
    /// Expenses imported from a CSV file in one change, more than one: "Import 100000 expenses".
    case importExpenses(count: Int)
    /// A trip, an activity or an expense deleted, by its name: "Delete Kyōto".
    case delete(String)
    /// Activities of a trip deleted in one change, more than one: "Delete 2 activities".
    case deleteActivities(count: Int)
    /// Expenses deleted in one change, more than one: "Delete 3 expenses".
    case deleteExpenses(count: Int)
    /// A trip changed, by its name: "Change Kyōto" (a change with no name of its own).
    case change(String)
    /// A trip or an expense edited in its sheet, by its name: "Edit Gelato".
    case edit(String)
    /// A trip or an activity renamed: "Rename Kyōto to Kyoto".
    case rename(String, to: String)
    /// A trip moved to another collection, by the collection's title: "Move Kyōto to Autumn Colors".
    case moveTrip(String, toCollection: String)
    /// An activity moved up or down its trip's list: "Move Tea ceremony".
    case moveActivity(String)
    /// An activity marked done (`done` true) or not done: "Mark Tea ceremony done".
    case mark(String, done: Bool)
    /// The monthly limit of a category set, by the category's title: "Set the limit of Food & Drink".
    case setLimit(category: String)
    /// The monthly limit of a category removed: "Remove the limit of Lodging".
    case removeLimit(category: String)
    /// The limits of several categories changed in one change: "Change 3 limits".
    case changeLimits(count: Int)
    /// A trip set to the other machine's value of a conflict of sync: "Take the other machine's change to Kyōto".
    case takeOtherMachinesChange(trip: String)
}
