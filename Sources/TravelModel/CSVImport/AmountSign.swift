/// Which sign of a signed amount column is money spent. The app's expenses are amounts spent, positive; a
/// bank account's export writes money spent (debits) as negative amounts and money received (salary, refunds)
/// as positive ones, and a credit card's statement mostly the other way round (charges positive, payments
/// negative). The import keeps money spent, as an expense of its size, and skips money received with a
/// reason: the app has no income, and a refund is not an expense.
///
/// Columns of debits and credits have no sign to choose: a debit is money spent whatever its sign, a credit
/// money received.
public enum AmountSign: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Negative amounts are money spent (a bank account's export).
    case negativeIsSpent = "negative"
    /// Positive amounts are money spent (a credit card's statement).
    case positiveIsSpent = "positive"
    /// Amounts are expenses as written, sign and all: the app's own CSV export (`ExpenseCSV`), whose amounts
    /// are the expenses' own, so that exporting and importing again gives the same expenses.
    case asWritten = "as-written"

    /// What the sign means, as a clause: "money spent is negative".
    public var description: String {
        switch self {
        case .negativeIsSpent: "money spent is negative (positive amounts, money received, are skipped)"
        case .positiveIsSpent: "money spent is positive (negative amounts, payments and refunds, are skipped)"
        case .asWritten: "amounts are expenses as written (wishlist's own export)"
        }
    }
}
