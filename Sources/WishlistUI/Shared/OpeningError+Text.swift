import TermUI
import TravelModel

extension ReadOnlyDatabase.OpeningError {
    /// Why the data cannot be read, with what to do, in the language of `locales` (for the commands' messages);
    /// in English the model's `description` word for word.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case let .noDirectory(path, reason): locales.localized("the data directory \(path) cannot be read: \(reason.description(in: locales))")
        case .noDatabase(let directory): locales.localized("there is no wishlist data in \(directory) (run wishlist with it once to start it)")
        case let .olderVersion(directory, version):
            locales.localized("the data in \(directory) was written by an older version of wishlist (schema \(version), this one reads \(Self.readableVersion))")
                + locales.localized("; open it with the app once (wishlist --data-dir \(directory)) to update it")
        case .newerVersion(let version):
            locales.localized("the data was written by a newer version of wishlist (schema \(version), this one knows \(Self.readableVersion))")
        case .foreign(let path): locales.localized("\(path) is not a wishlist database")
        case let .notARegularFile(path, kind): locales.localized("\(path) is \(locales.localized(name: kind)), not a regular file")
        case .inUse(let path):
            locales.localized("\(path) is being changed by wishlist right now (an import or an update); try again when it is done")
        case let .cannotOpen(path, reason): locales.localized("\(path) cannot be opened: \(reason.description(in: locales))")
        }
    }
}
