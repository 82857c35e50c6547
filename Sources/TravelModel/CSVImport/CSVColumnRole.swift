/// What a column of a CSV file can hold for an import: each is one field of the expenses made from its rows.
public enum CSVColumnRole: String, CaseIterable, Equatable, Hashable, Sendable {
    /// The day of the transaction.
    case date
    /// What it was: a payee, a description (several columns may serve, the first with text taken).
    case title
    /// The amount, signed: money spent one way, money received the other (`AmountSign`).
    case amount
    /// The amount of money spent, in a column of its own ("Debit", "Soll"); money received is in `credit`.
    case debit
    /// The amount of money received ("Credit", "Haben"): income and refunds, which are not expenses.
    case credit
    /// The category's name.
    case category
    /// The currency's ISO code.
    case currency
    /// The name of a trip.
    case trip

    /// The role as a sentence names what it holds: "the date", "the amount".
    public var described: String {
        switch self {
        case .date: "the date"
        case .title: "the title"
        case .amount: "the amount"
        case .debit: "the debits (money spent)"
        case .credit: "the credits (money received)"
        case .category: "the category"
        case .currency: "the currency"
        case .trip: "the trip"
        }
    }
}
