import TermUI
import TravelModel

extension DataDirectoryError {
    /// Why the data directory could not be found or made, in the language of `locales`; in English the model's
    /// `description` word for word.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .noHome: locales.localized("Cannot find a data directory: HOME is not set; use --data-dir DIR")
        case let .cannotCreate(path, reason): locales.localized("Cannot create the data directory \(path): \(reason.description(in: locales))")
        }
    }
}
