import TermUI
import TravelModel

extension BackupError {
    /// Why a backup or a restore was not made, in the language of `locales` (for the commands' messages); in
    /// English the model's `description` word for word. Paths and the system's reasons stay as they are.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .cannotOpen(let error): error.description(in: locales)
        case let .cannotRead(path, reason): locales.localized("cannot read \(path): \(reason.description(in: locales))")
        case let .notAFile(path, kind): locales.localized("\(path) is \(locales.localized(name: kind)), not a regular file")
        case .wouldReplaceDatabase(let path):
            locales.localized("\(path) is the database itself (or one of its files); choose another file for the backup")
        case let .cannotWrite(path, reason): locales.localized("cannot write \(path): \(reason.description(in: locales)); nothing was written")
        case .notADatabase(let path): locales.localized("\(path) is not an SQLite database, so not wishlist's")
        case let .damaged(path, problem): locales.localized("\(path) is a damaged database: \(problem.description(in: locales))")
        case .notWishlist(let path): locales.localized("\(path) holds no wishlist data: it is an empty or another program's SQLite database")
        case let .newerVersion(path, version):
            locales.localized("\(path): \(ReadOnlyDatabase.OpeningError.newerVersion(version: version).description(in: locales)); update wishlist to restore it")
        case .inUse(let directory): locales.localized("the data in \(directory) is in use by another copy of wishlist; quit it and try again")
        case .cannotLock(let error): error.description(in: locales)
        case let .cannotReplace(path, reason):
            locales.localized("cannot put the backup in place of \(path): \(reason.description(in: locales)); the current data was left as it was")
        case let .noCopyBeforeUpdate(path, version, target, reason):
            locales.localized("\(path) needs an update from schema \(version) to \(target), and the copy of it kept before an update could not be written (\(reason.description(in: locales))); nothing was changed. Make room beside it and start wishlist again")
        }
    }
}
