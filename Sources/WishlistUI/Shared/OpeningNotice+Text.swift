import Foundation
import TermUI
import TravelModel

extension OpeningNotice {
    /// What happened while the data was opened, one sentence in the language of `locales`; in English the
    /// model's `description` word for word. File names, paths and the reasons of SQLite and of an earlier
    /// version's file stay as they are.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .madePrivate(let names):
            let list = names.count > Self.namedLimit
                ? locales.localized("\(names.prefix(Self.namedLimit).joined(separator: ", ")) and \(locales.number(names.count - Self.namedLimit)) more")
                : locales.list(names)
            return locales.localized("\(list) could be read by other users; now only you can.")
        case let .inMemory(fileName, reason):
            return locales.localized("\(fileName) cannot be opened (\(reason.description(in: locales))); changes will not be saved.")
        case let .databaseKeptAside(fileName, reason, keptAs):
            return locales.localized("\(fileName) could not be read (\(reason.description(in: locales))); it was kept as \(keptAs) and a new one was started.")
        case let .fileUnreadable(fileName, reason, keptAs):
            return locales.localized("\(fileName) could not be read (\(reason.description(in: locales))); it was kept as \(keptAs) and sample data was loaded.")
        case let .fileForeign(fileName, reason, keptAs):
            return locales.localized("\(fileName) is not a Wishlist export (\(reason.description(in: locales))); it was kept as \(keptAs) and sample data was loaded.")
        case let .importedBefore(fileName, keptAs):
            return locales.localized("\(fileName) had been moved into \(AppDatabase.fileName) before wishlist last stopped; the old file is now kept as \(keptAs).")
        case .imported(let imports):
            return DataImport.sentence(for: imports, in: locales) ?? ""
        }
    }
}
