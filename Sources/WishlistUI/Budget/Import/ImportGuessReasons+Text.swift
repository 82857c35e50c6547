import Foundation
import TermUI
import TravelModel

extension ImportFormatReason {
    /// Why, as a clause, in the language of `locales`: "as the file writes them ("13/01/2026" on line 5)".
    public func description(in locales: LocaleCategories) -> String {
        let quote = MessageQuote.excerpt
        return switch self {
        case let .written(example, line): locales.localized("as the file writes them (\"\(quote(example))\" on line \(line))")
        case let .decided(example, line): locales.localized("as \"\(quote(example))\" on line \(line) can only be read so")
        case .separator(let separator): locales.localized("as a \(locales.localized(name: separator.name))-separated file writes them (no value decides)")
        case .locale(let identifier): locales.localized("as the locale \(identifier) writes them (no value decides)")
        case .given: locales.localized("as given")
        case .noValues: locales.localized("(no values to go by)")
        }
    }
}

extension CSVImportGuess.SignReason {
    /// Why money spent has the sign guessed, in the language of `locales`.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case let .counted(negative, counted): locales.localized("\(negative) of the \(counted) amounts read are negative")
        case .wishlistExport: locales.localized("the file is wishlist's own export")
        case .debitAndCreditColumns: locales.localized("debits and credits have columns of their own")
        case .given: locales.localized("as given")
        }
    }
}

extension CSVImportGuess.CurrencySource {
    /// Where the currency comes from, in the language of `locales`: "the file's currency column".
    public func description(in locales: LocaleCategories) -> String {
        let quote = MessageQuote.excerpt
        return switch self {
        case .column: locales.localized("the file's currency column")
        case .header(let name): locales.localized("the column's name \"\(quote(name))\"")
        case let .amounts(example, line): locales.localized("the amounts' symbol (\"\(quote(example))\" on line \(line))")
        case .app: locales.localized("the app's currency")
        case .given: locales.localized("as given")
        }
    }
}
