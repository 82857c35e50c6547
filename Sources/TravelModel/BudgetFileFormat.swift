import Foundation

/// The JSON document stored in `expenses.json`, version 1:
///
///     {
///       "expenses" : [
///         {
///           "amount" : "12.34",
///           "category" : { "id" : "food-and-drink", "symbol" : "fork.knife", "title" : "Food & Drink" },
///           "date" : "2026-11-29",
///           "id" : "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
///           "title" : "Ramen at Ichiran"
///         }
///       ],
///       "schemaVersion" : 1
///     }
///
/// Amounts are strings so that they never pass through `Double`, in this program or in any other that reads
/// the file. Dates are calendar days, written in the writer's time zone.
struct BudgetDocument: StoredDocument {
    static let fileName = "expenses.json"
    static let kind = "an expenses file"
    static let currentSchemaVersion = 1

    /// The version of the layout of the document.
    var schemaVersion: Int
    /// The expenses, in the store's order.
    var expenses: [StoredExpense]

    init(_ content: [Expense], timeZone: TimeZone) throws {
        schemaVersion = Self.currentSchemaVersion
        expenses = try content.map { try StoredExpense($0, timeZone: timeZone) }
    }

    func content(timeZone: TimeZone) -> Result<[Expense], StoredFieldError> {
        var content: [Expense] = []
        content.reserveCapacity(expenses.count)
        for (index, stored) in expenses.enumerated() {
            switch stored.expense(timeZone: timeZone) {
            case let .success(expense):
                content.append(expense)
            case let .failure(error):
                return .failure(StoredFieldError(description: "\(error) in expenses[\(index)]"))
            }
        }
        return .success(content)
    }
}

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
    func expense(timeZone: TimeZone) -> Result<Expense, StoredFieldError> {
        guard let amount = StoredAmount.value(of: amount) else {
            return .failure(StoredFieldError(description: "invalid amount \"\(amount)\""))
        }
        guard let date = StoredDay.noon(of: date, timeZone: timeZone) else {
            return .failure(StoredFieldError(description: "invalid date \"\(date)\""))
        }
        return .success(Expense(id: id, title: title, amount: amount, category: category, date: date))
    }
}

/// Exact decimal text for amounts: an optional minus sign, digits, and optionally a point and more digits.
enum StoredAmount {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// The text for `amount`, or nil when it is not a number.
    static func text(for amount: Decimal) -> String? {
        guard !amount.isNaN else { return nil }
        let text = amount.description
        // Never write what could not be read back.
        guard let value = value(of: text), value == amount else { return nil }
        return text
    }

    /// The amount written as `text`, or nil when `text` is not plain decimal text.
    static func value(of text: String) -> Decimal? {
        var digits = Substring(text)
        if digits.first == "-" {
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }) else {
            return nil
        }
        return Decimal(string: text, locale: posix)
    }
}

