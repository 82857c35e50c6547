import Foundation

/// Which expenses a list holds: those dated in a range of dates (a month), or those for a trip. Each is read
/// in list order through an index of its own (`index`): a month through the index of the list order, a trip
/// through the index by trip, whose entries keep the same order within each trip.
enum ExpenseScope: Hashable, Sendable {
    /// The expenses dated in the range.
    case dated(Range<Date>)
    /// The expenses for the trip.
    case trip(Trip.ID)

    /// Whether `expense` is in the scope.
    func contains(_ expense: Expense) -> Bool {
        switch self {
        case .dated(let range): range.contains(expense.date)
        case .trip(let id): expense.tripID == id
        }
    }

    /// The moment a row that could not be read is shown at: the range's first, or for a trip the reference date.
    var firstMoment: Date {
        switch self {
        case .dated(let range): range.lowerBound
        case .trip: Date(timeIntervalSinceReferenceDate: 0)
        }
    }

    /// The index the scope's list is read through, in list order.
    var listIndex: String {
        switch self {
        case .dated: ExpenseTable.listOrderIndex
        case .trip: ExpenseTable.tripOrderIndex
        }
    }

    /// The index the scope's totals are read from alone.
    var amountsIndex: String {
        switch self {
        case .dated: ExpenseTable.amountsIndex
        case .trip: ExpenseTable.tripOrderIndex
        }
    }

    /// SQL that is true of the scope's rows, with its values.
    var condition: (sql: String, values: [any DatabaseValueConvertible]) {
        switch self {
        case .dated(let range): ("date >= ? AND date < ?", ExpenseTable.bounds(of: range))
        case .trip(let id): ("trip = ?", [id.uuidString])
        }
    }

    /// What keeps rows of one day within the scope, before a condition on the day: nothing for a range (a day
    /// in it is in it), the trip for a trip.
    var sameDayPrefix: (sql: String, values: [any DatabaseValueConvertible]) {
        switch self {
        case .dated: ("", [])
        case .trip(let id): ("trip = ? AND ", [id.uuidString])
        }
    }

    /// SQL true of the scope's days before a day (after it in list order), whose values `values(beforeDay:)` gives.
    var earlierDays: String {
        switch self {
        case .dated: "date >= ? AND date < ?"
        case .trip: "trip = ? AND date < ?"
        }
    }

    /// The values of `earlierDays` for the day `date`.
    func values(beforeDay date: Double) -> [any DatabaseValueConvertible] {
        switch self {
        case .dated(let range): [range.lowerBound.timeIntervalSinceReferenceDate, date]
        case .trip(let id): [id.uuidString, date]
        }
    }

    /// SQL true of the scope's days after a day (before it in list order), whose values `values(afterDay:)` gives.
    var laterDays: String {
        switch self {
        case .dated: "date > ? AND date < ?"
        case .trip: "trip = ? AND date > ?"
        }
    }

    /// The values of `laterDays` for the day `date`.
    func values(afterDay date: Double) -> [any DatabaseValueConvertible] {
        switch self {
        case .dated(let range): [date, range.upperBound.timeIntervalSinceReferenceDate]
        case .trip(let id): [id.uuidString, date]
        }
    }
}
