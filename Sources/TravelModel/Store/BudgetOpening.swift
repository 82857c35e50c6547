import Foundation

/// What opening the budget of a data directory found.
public typealias BudgetOpening = StoreOpening<BudgetStore>

extension StoreOpening where Store == BudgetStore {
    /// The setting that says the budget has its first expenses, and where they came from.
    nonisolated static var originSetting: String { "budget.origin" }

    /// The budget in `database`, given its first expenses the first time: those of an `expenses.json` left by
    /// an earlier version in `directory` (see `DatabaseOpening.giveFirstContent`), else the sample data, in
    /// `currencyCode`, the app's currency. An `expenses.json` has no currencies: its amounts are taken to be
    /// in the app's, the one the earlier version showed them in. `progress` hears how far an import has come.
    static func open(
        database: AppDatabase, directory: URL, now: Date, calendar: Calendar, currencyCode: String = "USD",
        progress: (ImportProgress) -> Void = { _ in }
    ) throws -> StoreOpening {
        let first = try DatabaseOpening.giveFirstContent(
            to: database, origin: originSetting, file: DocumentFile(BudgetDocument.self, directory: directory, calendar: calendar),
            kind: .expense, now: now, progress: progress,
            sample: { BudgetStore.sampleExpenses(now: now, calendar: calendar, currencyCode: currencyCode) },
            writer: { connection in try ExpenseImport(connection: connection, currencyCode: currencyCode) })
        return StoreOpening(store: BudgetStore(database: database), problems: first.problems, imported: first.imported)
    }

    /// Opens `wishlist.sqlite` in `directory` (see `DatabaseOpening`) and the budget in it, as `SavedData` does
    /// for the whole directory, with `currencyCode` as the app's currency.
    static func open(
        directory: URL, lock: DataLock?, now: Date, calendar: Calendar, currencyCode: String = "USD"
    ) throws -> StoreOpening {
        let (database, notices) = try DatabaseOpening.open(
            directory: directory, lock: lock, now: now, timeZone: calendar.timeZone, currencyCode: currencyCode)
        let opening = try open(database: database, directory: directory, now: now, calendar: calendar, currencyCode: currencyCode)
        return StoreOpening(store: opening.store, problems: notices + opening.problems, imported: opening.imported)
    }
}
