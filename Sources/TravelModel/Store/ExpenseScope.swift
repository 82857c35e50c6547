import Foundation

/// Which expenses a list holds: those dated in a range of dates (a month), those for a trip, or those a search
/// finds. A month or a trip is read in list order through an index (`listIndex`): a month through the index
/// of the list order, a trip through the index by trip, whose entries keep the same order within each trip;
/// a search is read newest first through the full-text index itself (`ExpenseSearchIndex`).
enum ExpenseScope: Hashable, Sendable {
    /// The expenses dated in the range.
    case dated(Range<Date>)
    /// The expenses for the trip.
    case trip(Trip.ID)
    /// The expenses a search finds, in every month.
    case search(ExpenseSearch)

    /// Whether `expense` is in the scope; false for a search, which only the database can tell (its list is
    /// read again after any change, never counted one expense at a time).
    func contains(_ expense: Expense) -> Bool {
        switch self {
        case .dated(let range): range.contains(expense.date)
        case .trip(let id): expense.tripID == id
        case .search: false
        }
    }

    /// Whether its totals are summed: not a search's, which may find most of the expenses there are (and
    /// would read each of them for its amount on every letter typed).
    var isSummed: Bool {
        if case .search = self { false } else { true }
    }

    /// Whether its summing keeps what puts its rows in order by amount (`ScopedExpenses`): a month's, which the
    /// budget sorts with `s`; a trip's list is not sorted, and a search is not summed.
    var keepsAmounts: Bool {
        if case .dated = self { true } else { false }
    }

    /// The moment a row that could not be read is shown at: the range's first, or for a trip the reference date.
    var firstMoment: Date {
        switch self {
        case .dated(let range): range.lowerBound
        case .trip, .search: Date(timeIntervalSinceReferenceDate: 0)
        }
    }

    /// The index the scope's list is read through, in list order.
    var listIndex: String {
        switch self {
        case .dated: ExpenseTable.listOrderIndex
        case .trip: ExpenseTable.tripOrderIndex
        case .search: ExpenseTable.listOrderIndex
        }
    }

    /// The index the scope's totals are read from alone.
    var amountsIndex: String {
        switch self {
        case .dated: ExpenseTable.amountsIndex
        case .trip: ExpenseTable.tripOrderIndex
        case .search: listIndex
        }
    }

    /// The index the scope's spending by category is summed from.
    var spendingIndex: String {
        switch self {
        case .trip: ExpenseTable.tripSpendingIndex
        case .dated, .search: amountsIndex
        }
    }

    /// SQL that is true of the scope's rows, with its values.
    var condition: (sql: String, values: [any DatabaseValueConvertible]) {
        switch self {
        case .dated(let range): ("date >= ? AND date < ?", ExpenseTable.bounds(of: range))
        case .trip(let id): ("trip = ?", [id.uuidString])
        case .search(let search): search.condition
        }
    }

    /// What keeps rows of one day within the scope, before a condition on the day: nothing for a range (a day
    /// in it is in it), the trip for a trip.
    var sameDayPrefix: (sql: String, values: [any DatabaseValueConvertible]) {
        switch self {
        case .dated: ("", [])
        case .trip(let id): ("trip = ? AND ", [id.uuidString])
        case .search(let search): (search.condition.sql + " AND ", search.condition.values)
        }
    }

    /// SQL true of the scope's days before a day (after it in list order), whose values `values(beforeDay:)` gives.
    var earlierDays: String {
        switch self {
        case .dated: "date >= ? AND date < ?"
        case .trip: "trip = ? AND date < ?"
        case .search(let search): search.condition.sql + " AND date < ?"
        }
    }

    /// The values of `earlierDays` for the day `date`.
    func values(beforeDay date: Double) -> [any DatabaseValueConvertible] {
        switch self {
        case .dated(let range): [range.lowerBound.timeIntervalSinceReferenceDate, date]
        case .trip(let id): [id.uuidString, date]
        case .search(let search): search.condition.values + [date]
        }
    }

    /// SQL true of the scope's days after a day (before it in list order), whose values `values(afterDay:)` gives.
    var laterDays: String {
        switch self {
        case .dated: "date > ? AND date < ?"
        case .trip: "trip = ? AND date > ?"
        case .search(let search): search.condition.sql + " AND date > ?"
        }
    }

    /// The values of `laterDays` for the day `date`.
    func values(afterDay date: Double) -> [any DatabaseValueConvertible] {
        switch self {
        case .dated(let range): [date, range.upperBound.timeIntervalSinceReferenceDate]
        case .trip(let id): [id.uuidString, date]
        case .search(let search): search.condition.values + [date]
        }
    }
}
