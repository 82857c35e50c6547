import Foundation

/// What the budget's search looks for among every expense, in every month: words (each the beginning of a word
/// of an expense's title, category, trip name or amount as stored, "sushi", "9.6"), and, each optional, one
/// category and one trip. The expenses it finds are listed as a month's are, newest first
/// (`BudgetStore.expenses(matching:)`).
public struct ExpenseSearch: Hashable, Sendable {
    /// The words, as typed.
    public var text: String
    /// Only the expenses in this category, when there is one.
    public var category: Category?
    /// Only the expenses for the trip with this id, when there is one.
    public var tripID: Trip.ID?

    /// A search for `text`, in `category` and for the trip with `tripID` when they are given.
    public init(text: String = "", category: Category? = nil, tripID: Trip.ID? = nil) {
        self.text = text
        self.category = category
        self.tripID = tripID
    }

    /// Whether it asks for nothing: no word, no category and no trip (it would find every expense).
    public var isEmpty: Bool {
        fullTextQuery == nil
    }

    /// The query of the full-text index (`ExpenseSearchIndex`): its words, its category's id and its trip's
    /// id, all of them; nil when it asks for nothing.
    var fullTextQuery: String? {
        let parts = [
            ExpenseSearchIndex.query(for: text),
            category.map { ExpenseSearchIndex.query(forID: $0.id) },
            tripID.map { ExpenseSearchIndex.query(forID: $0.uuidString) },
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " AND ")
    }

    /// SQL true of the expenses it finds, with its values; "1" (every expense) when it asks for nothing.
    var condition: (sql: String, values: [any DatabaseValueConvertible]) {
        fullTextQuery.map { (ExpenseSearchIndex.matching, [$0]) } ?? ("1", [])
    }
}
