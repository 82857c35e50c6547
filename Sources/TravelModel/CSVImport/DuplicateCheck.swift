import Foundation

/// Finds the rows of an import that are already in the database: an expense of the same day (in the import's
/// time zone), title, amount and currency. Each expense there answers for one row (two equal coffees on a day
/// in the file and one in the database: one row is a duplicate, the other is new), so that importing a file
/// again finds every row of it, and nothing more.
///
/// The database is asked a day at a time, the first time a row of that day comes (`loadDay`: through the
/// index by date, never every expense), and only for the expenses that were there before the import began, so
/// that rows it adds are never taken for duplicates of each other.
struct DuplicateCheck {
    /// The expenses of a day (its bounds as the `date` column holds them), as `key`s and how many have each.
    typealias DayLoader = (_ start: Double, _ end: Double) throws -> [String: Int]

    private let loadDay: DayLoader
    private let calendar: Calendar
    /// The days asked for, by the noon the import gives a row's day, with the expenses not yet matched.
    private var days: [Double: [String: Int]] = [:]

    /// A check of days in `timeZone`, each read by `loadDay`.
    init(timeZone: TimeZone, loadDay: @escaping DayLoader) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.loadDay = loadDay
    }

    /// The key of an expense for the check: its title, its amount's exact text, its currency.
    static func key(title: String, amount: String, currency: String) -> String {
        title + "\u{1F}" + amount + "\u{1F}" + currency
    }

    /// Whether an expense like `row`'s is in the database, not yet matched by an earlier row (it is now).
    ///
    /// - Throws: the loader's error, when the database cannot be read.
    mutating func isDuplicate(_ row: CSVImportRow) throws -> Bool {
        let expense = row.expense
        let noon = expense.date.timeIntervalSinceReferenceDate
        if days[noon] == nil {
            let day = calendar.dateInterval(of: .day, for: expense.date)
            days[noon] = try day.map {
                try loadDay($0.start.timeIntervalSinceReferenceDate, $0.end.timeIntervalSinceReferenceDate)
            } ?? [:]
        }
        // Most days of an import have no expense yet.
        guard days[noon]?.isEmpty == false else { return false }
        let key = Self.key(title: expense.title, amount: row.amountText, currency: expense.currencyCode)
        guard let count = days[noon]?[key], count > 0 else { return false }
        days[noon]?[key] = count > 1 ? count - 1 : nil
        return true
    }

    /// The SQL that reads a day's expenses for `load(from:start:end:before:)`: through the index by date.
    static let daySQL = "SELECT title, amount, currency FROM expense WHERE date >= ? AND date < ? AND entered <= ?"

    /// The expenses between `start` and `end` entered up to `last`, as keys and counts, read with `statement`
    /// (`daySQL`, prepared once); an amount another program wrote ("12.50") is compared by its value.
    static func load(with statement: PreparedStatement, start: Double, end: Double, upTo last: Int64) throws -> [String: Int] {
        try statement.bind(start, at: 1)
        try statement.bind(end, at: 2)
        try statement.bind(last, at: 3)
        defer { statement.reset() }
        var counts: [String: Int] = [:]
        while try statement.step() {
            guard let title = try? statement.column(0, as: String.self), let stored = try? statement.column(1, as: String.self),
                  let currency = try? statement.column(2, as: String.self) else { continue }
            let amount = StoredAmount.value(of: stored).flatMap(StoredAmount.text(for:)) ?? stored
            counts[key(title: title, amount: amount, currency: currency), default: 0] += 1
        }
        return counts
    }
}
