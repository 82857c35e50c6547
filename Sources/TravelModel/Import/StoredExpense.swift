import Foundation

/// One expense as it is stored: the amount as exact decimal text and the date as a "yyyy-MM-dd" day.
struct StoredExpense: Encodable {
    var id: UUID
    var title: String
    var amount: String
    var category: Category
    var date: String

    /// The stored form of `expense`, with its day taken in `timeZone`.
    init(_ expense: Expense, timeZone: TimeZone) throws {
        guard let amount = StoredAmount.text(for: expense.amount) else {
            throw EncodingError.invalidValue(expense.amount, EncodingError.Context(
                codingPath: [], debugDescription: "the amount of \(quoted: expense.title) is not a number"
            ))
        }
        guard let day = StoredDay.text(for: expense.date, timeZone: timeZone) else {
            throw EncodingError.invalidValue(expense.date, EncodingError.Context(
                codingPath: [], debugDescription: "the date of \(quoted: expense.title) has no day"
            ))
        }
        self.id = expense.id
        self.title = expense.title
        self.amount = amount
        self.category = expense.category
        self.date = day
    }

    init(json: JSONValue, at place: JSONPlace) throws(EntryDecodingError) {
        let fields = try JSONFields(json, at: place)
        id = try fields.uuid("id")
        title = try fields.string("title")
        amount = try fields.string("amount")
        let category = try fields.object("category")
        self.category = Category(id: try category.string("id"), title: try category.string("title"), symbol: try category.string("symbol"))
        date = try fields.string("date")
    }

    /// The expense, dated noon of its day in the memo's time zone; nil, said in `leftOut`, when its amount has more
    /// digits than `Decimal` holds (it would be kept rounded).
    /// - Throws: `StoredFieldError` when the amount is not decimal text or the date not a day.
    func value(memo: inout ReadingMemo, leavingOut leftOut: inout [LeftOutEntry]) throws(StoredFieldError) -> Expense? {
        let reading = memo.amount(amount)
        guard reading != .notANumber else {
            throw StoredFieldError(field: .amount(amount))
        }
        guard let date = memo.noon(of: date) else {
            throw StoredFieldError(field: .date(self.date))
        }
        guard case .exact(let exact) = reading else {
            leftOut.append(LeftOutEntry(
                kind: .expense, name: quotedName,
                reason: .tooManyDigits(amount: MessageQuote.number(amount))))
            return nil
        }
        return Expense(id: id, title: title, amount: exact, category: category, date: date)
    }

    /// Its title, short, and its day: `"Dinner" (2024-03-01)`.
    var quotedName: String {
        "\(quoted: title) (\(excerpt: date))"
    }
}
