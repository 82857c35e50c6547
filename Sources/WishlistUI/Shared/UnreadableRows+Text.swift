import TermUI
import TravelModel

extension UnreadableRows {
    /// What the rows left out are, as a sentence counts them.
    public enum Rows: Sendable {
        case expenses, trips, activities, pictures, monthlyLimits
    }

    /// What to tell the user of the rows left out, in the language of `locales`, or nil when there are none:
    /// "3 expenses in November 2026 could not be read and are left out: the amount "abc" is not a number." In
    /// English the model's `leftOutSentence(one:many:place:)` word for word.
    ///
    /// - Parameter place: Where they are, after the noun, in the same language ("in November 2026"); nil for none.
    public func leftOutSentence(of rows: Rows, place: String? = nil, in locales: LocaleCategories) -> String? {
        guard count > 0 else { return nil }
        let subject = switch rows {
        case .expenses: locales.localized("\(count) expenses")
        case .trips: locales.localized("\(count) trips")
        case .activities: locales.localized("\(count) activities")
        case .pictures: locales.localized("\(count) pictures")
        case .monthlyLimits: locales.localized("\(count) monthly limits")
        }
        let predicate = locales.localized(count == 1 ? "could not be read and is left out" : "could not be read and are left out")
        let reason = firstReason.map { ": " + $0.description(in: locales) } ?? ""
        return subject + (place.map { " " + $0 } ?? "") + " " + predicate + reason + "."
    }

    /// What to tell the user of a query of expenses that stopped, in the language of `locales`, or nil when none
    /// did: "The expenses in November 2026 could not all be read: database disk image is malformed (SQLite error
    /// 11)." In English the model's `failureSentence(many:place:)` word for word.
    public func failureSentence(place: String? = nil, in locales: LocaleCategories) -> String? {
        failure.map { Self.failureSentence($0, place: place, in: locales) }
    }

    /// That the expenses (`place`, where) could not all be read, for `failure`, in the language of `locales`.
    static func failureSentence(_ failure: FailureReason, place: String?, in locales: LocaleCategories) -> String {
        if let place { return locales.localized("The expenses \(place) could not all be read: \(failure.description(in: locales)).") }
        return locales.localized("The expenses could not all be read: \(failure.description(in: locales)).")
    }
}

extension UnreadableRows.Reason {
    /// Why a row could not be read, in the language of `locales`: "der Betrag „abc“ ist keine Zahl". In English
    /// the model's `description` word for word; what SQLite said stays in its words.
    public func description(in locales: LocaleCategories) -> String {
        let quote = MessageQuote.excerpt
        return switch self {
        case let .columnType(index, name, holds, expected): locales.localized("column \(index) (\(name)) holds \(holds), not \(expected)")
        case .idNotAUUID(let id): locales.localized("the id \"\(quote(id))\" is not a UUID")
        case .amountNotANumber(let amount): locales.localized("the amount \"\(quote(amount))\" is not a number")
        case .dateNotADate(let seconds): locales.localized("the date \(seconds) is not a date")
        case .dayNotADay(let day): locales.localized("the day \"\(quote(day))\" is not a day")
        case let .lastDayBeforeFirst(last, first): locales.localized("the last day \"\(quote(last))\" comes before the first, \"\(quote(first))\"")
        case .oneDayOnly: locales.localized("the trip has a first day or a last day, not both")
        case .budgetNotANumber(let budget): locales.localized("the budget \"\(quote(budget))\" is not a number")
        case .budgetWithoutCurrency: locales.localized("the trip has a budget without a currency, or a currency without a budget")
        case let .limitNotPositive(limit, category):
            locales.localized("the limit \"\(quote(limit))\" of \"\(quote(category))\" is not a positive number")
        case .dateOutOfRange(let seconds): locales.localized("the date \(seconds) is not a day from the year 1 to 9999")
        case let .activity(trip, reason): locales.localized("an activity of \"\(quote(trip))\": \(reason.description(in: locales))")
        case let .pictureFileUnreadable(name, reason): locales.localized("the file of \(name) cannot be read: \(reason.description(in: locales))")
        case let .notAPicture(name, reason): locales.localized("the file of \(name) is not a picture: \(reason.description(in: locales))")
        case let .pictureTooLarge(name, width, height):
            locales.localized("\(name) is \(width) by \(height) pixels, more than the document holds")
        case .database(let reason): reason.description(in: locales)
        }
    }
}
