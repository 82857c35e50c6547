import Foundation

/// An expense as an export writes it: each field as text, its day "yyyy-MM-dd" and its amount exact decimal
/// text as the app keeps it, its trip by name. The formats (`ExpenseCSV`, `ExpenseJournal`) make the text
/// fields safe for themselves; the export makes these from the database's rows without making an `Expense`.
struct ExportedExpense {
    /// The day, "yyyy-MM-dd".
    var day: String
    /// The title.
    var title: String
    /// The amount as exact decimal text ("-12.5").
    var amount: String
    /// The currency's ISO code, as stored.
    var currencyCode: String
    /// The category's title.
    var category: String
    /// The trip's name, nil for none.
    var trip: String?
}

extension ExportedExpense {
    /// `expense` with `tripName`, its day in `timeZone`; nil when its day or amount cannot be written (a year
    /// outside 1 to 9999, an amount that is not a number).
    init?(_ expense: Expense, tripName: String?, timeZone: TimeZone) {
        guard let day = StoredDay.text(for: expense.date, timeZone: timeZone),
              let amount = StoredAmount.text(for: expense.amount) else { return nil }
        self.init(
            day: day, title: expense.title, amount: amount, currencyCode: expense.currencyCode,
            category: expense.category.title, trip: tripName)
    }
}
