import TermUI
import TravelModel

extension DataFileError {
    /// Why a data file could not be saved, kept aside or locked, in the language of `locales`; in English the
    /// model's `description` word for word. Paths and the system's reasons stay as they are.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .inUse(let directory): locales.localized("The data in \(directory) is in use by another copy of wishlist")
        case let .cannotSave(path, reason): locales.localized("Cannot save \(path): \(reason.description(in: locales))")
        case let .cannotMoveAside(path, reason): locales.localized("Cannot keep \(path) aside: \(reason.description(in: locales))")
        case let .cannotLock(path, reason): locales.localized("Cannot lock \(path): \(reason.description(in: locales))")
        }
    }
}
