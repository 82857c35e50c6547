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
        ExpenseSearchIndex.query(for: text) == nil && category == nil && tripID == nil
    }

    /// Whether it looks through the full-text index: for words, or for a category.
    var usesFullText: Bool {
        category != nil || ExpenseSearchIndex.query(for: text) != nil
    }

    /// SQL true of the expenses it finds, with its values: the trip first (its index holds the trip's
    /// expenses in list order), then the category, then the words and the category through the full-text
    /// index; "1" (every expense) when it asks for nothing.
    var condition: (sql: String, values: [any DatabaseValueConvertible]) {
        var parts: [String] = [], values: [any DatabaseValueConvertible] = []
        if let tripID {
            parts.append("trip = ?")
            values.append(tripID.uuidString)
        }
        if let category {
            parts.append("category_id = ?")
            values.append(category.id)
        }
        // The category's title narrows the rows the full-text index finds; its id (above) keeps them exact.
        let category = category.map { "category : \"\($0.title.replacingOccurrences(of: "\"", with: "\"\""))\"" }
        let words = [ExpenseSearchIndex.query(for: text), category].compactMap { $0 }
        if !words.isEmpty {
            parts.append(ExpenseSearchIndex.matching)
            values.append(words.joined(separator: " AND "))
        }
        return (parts.isEmpty ? "1" : parts.joined(separator: " AND "), values)
    }
}
