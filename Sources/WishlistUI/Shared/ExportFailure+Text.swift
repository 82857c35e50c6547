import TermUI
import TravelModel

extension ExpenseExport.Failure {
    /// Why an export of the expenses stopped, in the language of `locales`; in English the model's
    /// `description` word for word.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case let .reading(reason, written): locales.localized("the expenses could not be read after \(written): \(reason.description(in: locales))")
        case .writing(let error): locales.localized("the export could not be written: \(error.description)")
        }
    }
}

extension DataDocumentExport.Failure {
    /// Why an export of the data document stopped, in the language of `locales`; in English the model's
    /// `description` word for word.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case let .reading(what, reason): locales.localized("\(locales.localized(name: what)) could not be read: \(reason.description(in: locales))")
        case .writing(let error): locales.localized("the export could not be written: \(error.description)")
        }
    }
}
