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
struct BudgetDocument: Codable {
    /// The only version this program reads and writes.
    static let currentSchemaVersion = 1

    /// The version of the layout of the document.
    var schemaVersion: Int
    /// The expenses, in the store's order.
    var expenses: [StoredExpense]
}

/// Just the version of a document, decoded before anything else so an unknown version is reported as such.
struct BudgetDocumentHeader: Decodable {
    /// The version, or nil when the document has none.
    var schemaVersion: Int?
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

/// A malformed field of a stored expense.
struct StoredFieldError: Error, CustomStringConvertible {
    /// What is wrong, such as `invalid amount "12,5"`.
    var description: String
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

/// Calendar days as "yyyy-MM-dd" text in the Gregorian calendar.
enum StoredDay {
    /// A Gregorian calendar in `timeZone`.
    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The day of `date` in `timeZone`, such as "2026-11-29".
    static func text(for date: Date, timeZone: TimeZone) -> String? {
        let parts = calendar(timeZone).dateComponents([.era, .year, .month, .day], from: date)
        guard parts.era == 1, let year = parts.year, let month = parts.month, let day = parts.day,
              (1...9999).contains(year) else {
            return nil
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    /// Noon of the day written as `text` in `timeZone`, or nil when `text` is not a real "yyyy-MM-dd" day.
    static func noon(of text: String, timeZone: TimeZone) -> Date? {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, zip(fields, [4, 2, 2]).allSatisfy({ field, width in
            field.count == width && field.allSatisfy { ("0"..."9").contains($0) }
        }), let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]) else {
            return nil
        }
        let calendar = calendar(timeZone)
        guard let date = calendar.date(from: DateComponents(
            year: year, month: month, day: day, hour: 12, minute: 0, second: 0
        )) else {
            return nil
        }
        // Reject days that the calendar silently rolls over, such as 2026-02-30.
        let check = calendar.dateComponents([.year, .month, .day], from: date)
        guard check.year == year, check.month == month, check.day == day else {
            return nil
        }
        return date
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
