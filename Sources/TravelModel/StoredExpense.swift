import Foundation

/// One expense as it is stored: the amount as exact decimal text and the date as a "yyyy-MM-dd" day.
struct StoredExpense: Codable {
    var id: UUID
    var title: String
    var amount: String
    var category: Category
    var date: String

    /// The stored form of `expense`, with its day taken in `timeZone`.
    init(_ expense: Expense, timeZone: TimeZone) throws {
        guard let amount = StoredAmount.text(for: expense.amount) else {
            throw EncodingError.invalidValue(expense.amount, EncodingError.Context(
                codingPath: [], debugDescription: "the amount of \"\(expense.title)\" is not a number"
            ))
        }
        guard let day = StoredDay.text(for: expense.date, timeZone: timeZone) else {
            throw EncodingError.invalidValue(expense.date, EncodingError.Context(
                codingPath: [], debugDescription: "the date of \"\(expense.title)\" has no day"
            ))
        }
        self.id = expense.id
        self.title = expense.title
        self.amount = amount
        self.category = expense.category
        self.date = day
    }

    /// The expense, dated noon of its day in `timeZone`, or what is wrong when a field is malformed.
    func value(timeZone: TimeZone) -> Result<Expense, StoredFieldError> {
        guard let amount = StoredAmount.value(of: amount) else {
            return .failure(StoredFieldError(description: "invalid amount \"\(amount)\""))
        }
        guard let date = StoredDay.noon(of: date, timeZone: timeZone) else {
            return .failure(StoredFieldError(description: "invalid date \"\(date)\""))
        }
        return .success(Expense(id: id, title: title, amount: amount, category: category, date: date))
    }
}
