import Foundation

/// A single amount of money spent on a trip.
public struct Expense: Identifiable, Hashable, Codable, Sendable {
    /// The stable identity of the expense.
    public let id: UUID
    /// A short description of what the money was spent on.
    public var title: String
    /// The amount spent, kept exact as a decimal number, in `currencyCode`.
    public var amount: Decimal
    /// The ISO 4217 code of the currency of `amount`, such as "EUR".
    public var currencyCode: String
    /// The budget category the expense belongs to.
    public var category: Category
    /// The moment the expense was made.
    public var date: Date
    /// The trip the expense was for, if any (a trip since deleted keeps its expenses' links, so that undoing the
    /// deletion brings them back; a link to no trip there is shown as none).
    public var tripID: Trip.ID?

    /// Creates an expense, with a new random identifier unless one is given, in US dollars unless a currency is
    /// given, for no trip unless one is given.
    public init(
        id: UUID = UUID(), title: String, amount: Decimal, currencyCode: String = "USD", category: Category, date: Date,
        tripID: Trip.ID? = nil
    ) {
        self.id = id
        self.title = title
        self.amount = amount
        self.currencyCode = currencyCode
        self.category = category
        self.date = date
        self.tripID = tripID
    }
}
