extension UnreadableRows {
    /// Why a row could not be read: what it holds that the app never writes, such as `the amount "abc" is not a
    /// number`. The app puts it into words in the user's language; `description` is its English. What it
    /// quotes of the row is cut short (`MessageQuote`).
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// Column `index` (from 0), named `name`, holds a value of the storage class `holds` ("TEXT", "NULL")
        /// where the app reads a `expected` ("UUID", "Double").
        case columnType(index: Int, name: String, holds: String, expected: String)
        /// The id, quoted, is not a UUID.
        case idNotAUUID(String)
        /// The amount, quoted, is not a number.
        case amountNotANumber(String)
        /// The date, in seconds since 2001 as stored, is not a date (not finite).
        case dateNotADate(String)
        /// The day, quoted, is not a day written yyyy-MM-dd.
        case dayNotADay(String)
        /// A trip's last day comes before its first.
        case lastDayBeforeFirst(last: String, first: String)
        /// A trip has a first day or a last day, not both.
        case oneDayOnly
        /// A trip's budget, quoted, is not a number.
        case budgetNotANumber(String)
        /// A trip has a budget without a currency, or a currency without a budget.
        case budgetWithoutCurrency
        /// A monthly limit, quoted, of the category with the id given is not a positive number.
        case limitNotPositive(String, category: String)
        /// The date, in seconds since 2001 as stored, is not a day from the year 1 to 9999 (which an export
        /// writes).
        case dateOutOfRange(String)
        /// An activity of the trip named, quoted, cannot be read, for the reason given.
        indirect case activity(ofTrip: String, Reason)
        /// The file of the picture named cannot be read, for the system's reason.
        case pictureFileUnreadable(name: String, reason: FailureReason)
        /// The file of the picture named is not a picture, for the reason given (the picture reader's words).
        case notAPicture(name: String, reason: PictureError)
        /// The picture named is larger than a document holds.
        case pictureTooLarge(name: String, width: Int, height: Int)
        /// What SQLite said of the row, in its own words (English).
        case database(FailureReason)

        /// The reason in English: "the amount "abc" is not a number".
        public var description: String {
            switch self {
            case let .columnType(index, name, holds, expected): "column \(index) (\(name)) holds \(holds), not \(expected)"
            case .idNotAUUID(let id): "the id \(quoted: id) is not a UUID"
            case .amountNotANumber(let amount): "the amount \(quoted: amount) is not a number"
            case .dateNotADate(let seconds): "the date \(seconds) is not a date"
            case .dayNotADay(let day): "the day \(quoted: day) is not a day"
            case let .lastDayBeforeFirst(last, first): "the last day \(quoted: last) comes before the first, \(quoted: first)"
            case .oneDayOnly: "the trip has a first day or a last day, not both"
            case .budgetNotANumber(let budget): "the budget \(quoted: budget) is not a number"
            case .budgetWithoutCurrency: "the trip has a budget without a currency, or a currency without a budget"
            case let .limitNotPositive(limit, category): "the limit \(quoted: limit) of \(quoted: category) is not a positive number"
            case .dateOutOfRange(let seconds): "the date \(seconds) is not a day from the year 1 to 9999"
            case let .activity(trip, reason): "an activity of \(quoted: trip): \(reason)"
            case let .pictureFileUnreadable(name, reason): "the file of \(name) cannot be read: \(reason)"
            case let .notAPicture(name, reason): "the file of \(name) is not a picture: \(reason)"
            case let .pictureTooLarge(name, width, height): "\(name) is \(width) by \(height) pixels, more than the document holds"
            case .database(let reason): reason.description
            }
        }
    }
}
