import Foundation
import TermUI
import TravelModel

extension CSVSkippedRow.Reason {
    /// Why, in a few words, in the language of `locales`: "it has no date", "der Betrag ist null". What it
    /// quotes of the file is cut short (`MessageQuote`).
    public func description(in locales: LocaleCategories) -> String {
        let quote = MessageQuote.excerpt
        return switch self {
        case .beforeHeader: locales.localized("above the header, not a transaction")
        case .headerAgain: locales.localized("the header again")
        case .summary(let text): locales.localized("a summary row (\"\(quote(text))\"), not a transaction")
        case let .missingField(role, count): locales.localized("it has \(count) fields, and none for \(role.description(in: locales))")
        case .noDate: locales.localized("it has no date")
        case let .notADay(text, format): locales.localized("the date \"\(quote(text))\" is not a day written \(format.description)")
        case .noAmount: locales.localized("it has no amount")
        case let .notAnAmount(text, mark):
            locales.localized("the amount \"\(quote(text))\" is not a number written with \(mark.description(in: locales))")
        case .tooManyDigits(let text): locales.localized("the amount \"\(quote(text))\" has more digits than an amount keeps")
        case .moneyReceived(let text): locales.localized("money received (\"\(quote(text))\"), not money spent")
        case .debitAndCredit: locales.localized("it has both a debit and a credit")
        case .zero: locales.localized("the amount is zero")
        case .tooLarge(let text):
            locales.localized("the amount \"\(quote(text))\" is more than an expense may be (\(String(describing: CSVSkippedRow.largestAmount)))")
        case .noTitle: locales.localized("it has no title")
        case .unknownCurrency(let text): locales.localized("the currency \"\(quote(text))\" is not an ISO code such as EUR")
        case let .otherCurrency(mark, currency): locales.localized("the amount is in \"\(quote(mark))\", the row in \(currency)")
        case .duplicate: locales.localized("already there (an expense of that day, amount and title)")
        }
    }
}

extension CSVColumnRole {
    /// The role as a sentence names it, in the language of `locales`: "the date", "das Datum".
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .date: locales.localized("the date")
        case .title: locales.localized("the title")
        case .amount: locales.localized("the amount")
        case .debit: locales.localized("the debits (money spent)")
        case .credit: locales.localized("the credits (money received)")
        case .category: locales.localized("the category")
        case .currency: locales.localized("the currency")
        case .trip: locales.localized("the trip")
        }
    }
}

extension DecimalMark {
    /// The mark as a sentence names it, in the language of `locales`: "a decimal comma", "einem Dezimalkomma".
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .comma: locales.localized("a decimal comma")
        case .point: locales.localized("a decimal point")
        }
    }
}

extension CSVImportReport {
    /// How many rows of each kind were skipped, in the language of `locales`: "1 money received, 2 that do not
    /// read"; in English the model's `skippedKinds` word for word.
    public func skippedKinds(in locales: LocaleCategories) -> String {
        [CSVSkippedRow.Kind.moneyReceived, .duplicate, .notATransaction, .zero, .unreadable].compactMap { kind in
            skippedByKind[kind].map { count in
                switch kind {
                case .moneyReceived: locales.localized("\(count) money received")
                case .duplicate: locales.localized("\(count) already there")
                case .notATransaction: locales.localized("\(count) not a transaction")
                case .zero: locales.localized("\(count) of zero")
                case .unreadable: locales.localized("\(count) that do not read")
                }
            }
        }
        .joined(separator: ", ")
    }
}
