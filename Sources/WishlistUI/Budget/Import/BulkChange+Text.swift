import TermUI
import TravelModel

extension BulkChange {
    /// What the window says while it runs, in the language of `locales`: "Removing 100,000 expenses (undo Import
    /// 100000 expenses)…".
    func description(in locales: LocaleCategories) -> String {
        let (count, name) = words(in: locales)
        return switch direction {
        case .removing: locales.localized("Removing \(count) expenses (undo \(name))…")
        case .adding: locales.localized("Adding back \(count) expenses (redo \(name))…")
        }
    }

    /// What the window says once it is done, in the language of `locales`: "Removed 100,000 expenses (undo
    /// Import 100000 expenses).".
    func completion(in locales: LocaleCategories) -> String {
        let (count, name) = words(in: locales)
        return switch direction {
        case .removing: locales.localized("Removed \(count) expenses (undo \(name)).")
        case .adding: locales.localized("Added back \(count) expenses (redo \(name)).")
        }
    }

    /// The count as the locale writes numbers (there are always more than a thousand), and the change's name.
    private func words(in locales: LocaleCategories) -> (count: String, name: String) {
        (count.formatted(.number.locale(locales.numeric)), name.description(in: locales))
    }
}

extension BulkChangeFailure {
    /// Why the change was not made, in the language of `locales`: "Could not undo Import 1200 expenses: disk I/O
    /// error. Nothing was changed."
    func description(in locales: LocaleCategories) -> String {
        switch self {
        case let .earlierUnfinished(direction, name):
            let name = name.description(in: locales)
            return direction == .removing
                ? locales.localized("Nothing to undo: the redo of \(name) did not finish.")
                : locales.localized("Nothing to redo: the undo of \(name) did not finish.")
        case let .failed(direction, name, reason):
            let name = name.description(in: locales)
            return direction == .removing
                ? locales.localized("Could not undo \(name): \(reason.description(in: locales)). Nothing was changed.")
                : locales.localized("Could not redo \(name): \(reason.description(in: locales)). Nothing was changed.")
        }
    }
}
