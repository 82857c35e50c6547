import TermUI
import TravelModel

extension SyncProblem {
    /// What a round of sync could not do, in the language of `locales`; in English the model's `description`
    /// word for word. Paths and the reasons of the system, SQLite and the file's reader stay as they are.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .cannotRun(let reason): locales.localized("sync cannot run here: \(reason.description(in: locales))")
        case let .changesNotWritten(folder, reason): locales.localized("this machine's changes could not be written into \(folder): \(reason.description(in: locales))")
        case .appliedUnreadable(let reason): locales.localized("what was applied before cannot be read: \(reason.description(in: locales))")
        case .stillDamaged(let path): locales.localized("\(path) is still damaged: its changes wait for a whole copy of it")
        case .cannotRead(let path): locales.localized("\(path) cannot be read")
        case let .newerLayout(path, format):
            locales.localized("\(path) is written in a newer layout (\(format)): update wishlist on this machine to apply it")
        case let .otherVersion(path, schema, current) where schema > current:
            locales.localized("\(path) was made by a newer version of wishlist (schema \(schema), this one has \(current)): update wishlist on this machine to apply it")
        case let .otherVersion(path, schema, current):
            locales.localized("\(path) was made by an older version of wishlist (schema \(schema), this one has \(current)): update wishlist on the other to apply it")
        case let .notApplied(path, reason): locales.localized("\(path) could not be applied: \(reason.description(in: locales))")
        case let .damaged(path, reason, keptAs?):
            locales.localized("\(path) is damaged (\(reason.description(in: locales))); a copy is kept as \(keptAs); its changes are applied when a whole copy of it comes")
        case let .damaged(path, reason, nil):
            locales.localized("\(path) is damaged (\(reason.description(in: locales))); its changes are applied when a whole copy of it comes")
        case let .picturesNotSent(folder, reason): locales.localized("this machine's pictures could not be copied into \(folder): \(reason.description(in: locales))")
        case let .photosNotSent(folder, reason): locales.localized("this machine's photos could not be copied into \(folder): \(reason.description(in: locales))")
        case .picturesNotLookedUp(let reason): locales.localized("the trips' pictures cannot be looked up: \(reason.description(in: locales))")
        case let .pictureNotKept(path, reason): locales.localized("the picture \(path) could not be kept here: \(reason.description(in: locales))")
        case let .photoNotKept(path, reason): locales.localized("the photo \(path) could not be kept here: \(reason.description(in: locales))")
        case let .pictureNotUsed(path, reason): locales.localized("the picture \(path) is not used: \(reason.description(in: locales))")
        }
    }
}
