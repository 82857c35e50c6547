import Foundation

/// A row of a CSV file that an import leaves out, with its line and why: never a row read as something it
/// does not say.
public struct CSVSkippedRow: Equatable, Sendable {
    /// The line the row begins on.
    public var line: Int
    /// Why it is left out.
    public var reason: Reason

    /// The largest amount an expense may have, which `Reason.tooLarge` says the row's is over.
    public static let largestAmount = CSVRowConversion.largestAmount

    /// The row on `line`, skipped for `reason`.
    public init(line: Int, reason: Reason) {
        self.line = line
        self.reason = reason
    }

    /// Why a row is left out. The text quoted is the file's, cut short (`MessageQuote`); it may hold anything,
    /// and is made safe where it is shown.
    public enum Reason: Error, Equatable, Sendable, CustomStringConvertible {
        /// A row above the header (an account's details).
        case beforeHeader
        /// The header again (files put one after another).
        case headerAgain
        /// A summary row, such as "Total" or "Summe", not a transaction.
        case summary(String)
        /// The row has `count` fields and the column of `role` is not among them.
        case missingField(role: CSVColumnRole, count: Int)
        /// No date.
        case noDate
        /// A date that is not a day in the import's format.
        case notADay(String, format: ImportDateFormat)
        /// No amount (nor a debit or a credit).
        case noAmount
        /// An amount that does not read exactly with the import's decimal mark.
        case notAnAmount(String, mark: DecimalMark)
        /// An amount with more digits than an amount keeps exactly.
        case tooManyDigits(String)
        /// Money received: income, a refund or a payment.
        case moneyReceived(String)
        /// A debit and a credit on one row.
        case debitAndCredit
        /// An amount of zero.
        case zero
        /// An amount over the largest an expense may have.
        case tooLarge(String)
        /// No title in any of the title's columns.
        case noTitle
        /// A currency that is not an ISO code the app knows.
        case unknownCurrency(String)
        /// An amount written in another currency (its symbol or code) than the row's.
        case otherCurrency(mark: String, currency: String)
        /// The same day, amount, currency and title as an expense in the database.
        case duplicate

        /// Why, in a few words.
        public var description: String {
            switch self {
            case .beforeHeader: "above the header, not a transaction"
            case .headerAgain: "the header again"
            case .summary(let text): "a summary row (\(MessageQuote.quoted(text))), not a transaction"
            case let .missingField(role, count): "it has \(count) field\(count == 1 ? "" : "s"), and none for \(role.described)"
            case .noDate: "it has no date"
            case let .notADay(text, format): "the date \(MessageQuote.quoted(text)) is not a day written \(format)"
            case .noAmount: "it has no amount"
            case let .notAnAmount(text, mark): "the amount \(MessageQuote.quoted(text)) is not a number written with \(mark.name)"
            case .tooManyDigits(let text): "the amount \(MessageQuote.quoted(text)) has more digits than an amount keeps"
            case .moneyReceived(let text): "money received (\(MessageQuote.quoted(text))), not money spent"
            case .debitAndCredit: "it has both a debit and a credit"
            case .zero: "the amount is zero"
            case .tooLarge(let text): "the amount \(MessageQuote.quoted(text)) is more than an expense may be (\(CSVRowConversion.largestAmount))"
            case .noTitle: "it has no title"
            case .unknownCurrency(let text): "the currency \(MessageQuote.quoted(text)) is not an ISO code such as EUR"
            case let .otherCurrency(mark, currency): "the amount is in \(MessageQuote.quoted(mark)), the row in \(currency)"
            case .duplicate: "already there (an expense of that day, amount and title)"
            }
        }

        /// The kind of reason, for counting them ("3 rows of money received").
        public var kind: Kind {
            switch self {
            case .beforeHeader, .headerAgain, .summary: .notATransaction
            case .moneyReceived: .moneyReceived
            case .duplicate: .duplicate
            case .zero: .zero
            default: .unreadable
            }
        }
    }

    /// What a reason is, for the counts of a summary.
    public enum Kind: Equatable, Hashable, Sendable, CaseIterable {
        /// A header, an account's details, a total.
        case notATransaction
        /// Income, a refund, a payment.
        case moneyReceived
        /// Already in the database.
        case duplicate
        /// An amount of zero.
        case zero
        /// Something that does not read (a date, an amount, a currency), or is missing.
        case unreadable
    }
}
