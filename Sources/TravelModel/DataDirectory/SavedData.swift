import Foundation

/// Everything wishlist keeps in one data directory, opened under one lock: the budget and the wishlist, both
/// in `wishlist.sqlite` (each imported once from the `expenses.json` or `trips.json` of an earlier version).
///
/// The database keeps the lock, so the directory stays locked as long as either store lives.
@MainActor
public struct SavedData {
    /// The lock on the directory.
    public let lock: DataLock?
    /// The expenses, and what happened when they were opened.
    public let budget: BudgetOpening
    /// The trips, and what happened when they were opened.
    public let wishlist: TripsOpening
    /// What happened when the files were made private and the database was opened (a damaged file kept
    /// aside), if anything.
    let databaseNotices: [OpeningNotice]
    /// What the round of sync at the opening brought from other machines and could not do, where sync is set
    /// up (empty where it is not), for the app to say in the user's language (not in `notices`).
    public let syncAtOpening: SyncReport

    /// What to tell the user of the opening, for the app to say in the user's language: the problems of the
    /// database, the budget and the wishlist, then what was imported, in one notice.
    public var notices: [OpeningNotice] {
        let imports = [budget.imported, wishlist.imported].compactMap { $0 }
        return databaseNotices + budget.problems + wishlist.problems + (imports.isEmpty ? [] : [.imported(imports)])
    }

    /// Takes the lock on `directory` once, makes wishlist's files there private (see `PrivateDataFiles`), and
    /// opens the database there (see `DatabaseOpening`) and the stores in it (see `BudgetOpening` and
    /// `TripsOpening`).
    ///
    /// - Parameters:
    ///   - directory: The data directory, which must exist (see `DataDirectory`).
    ///   - now: The current moment, for the sample data and the names of kept files.
    ///   - calendar: The calendar whose time zone decides the day of each date.
    ///   - currencyCode: The app's currency: of the sample data, and of amounts stored by earlier versions,
    ///     which kept none (the currency the app showed them in).
    ///   - progress: Hears how far the import of an earlier version's file has come, while one runs (every few
    ///     thousand entries), on the caller's thread.
    ///   - updating: Hears how far an update of the database's schema that goes through every expense has
    ///     come, while one runs (every few thousand rows), on the caller's thread.
    /// - Throws: `DataFileError.inUse` when another copy of wishlist uses the directory, `DataFileError.cannotLock`
    ///   when the lock cannot be taken for another reason (a read-only directory, a directory named
    ///   `wishlist.lock`), which stops the start rather than run without it; an error when the
    ///   database cannot be opened or made (a FIFO in its place, say). Every other problem is reported in the
    ///   notices.
    public static func open(
        directory: URL, now: Date = .now, calendar: Calendar = .current, currencyCode: String = "USD",
        progress: (ImportProgress) -> Void = { _ in }, updating: (DatabaseUpdateProgress) -> Void = { _ in }
    ) throws -> SavedData {
        // Never without the lock: a second copy that could not take it, whatever the reason, would overwrite
        // the first one's changes.
        let lock = try DataLock.acquire(in: directory)
        // Before any is opened, so that none is read while others may read it too, nor kept aside readable.
        let madePrivate = PrivateDataFiles.makePrivate(in: directory)
        // A FIFO would hang the start, a link to a device fill the memory: such a file is refused and left alone.
        for name in ["trips.json", "expenses.json"] {
            try RegularFile.refuseUnlessRegularOrMissing(directory.appendingPathComponent(name, isDirectory: false))
        }
        let (database, opened) = try DatabaseOpening.open(
            directory: directory, lock: lock, now: now, timeZone: calendar.timeZone, currencyCode: currencyCode,
            updating: updating)
        // Where sync is set up, what other machines wrote since the last run comes in before the stores read.
        let syncAtOpening = database.sync()
        let budget = try BudgetOpening.open(
            database: database, directory: directory, now: now, calendar: calendar, currencyCode: currencyCode,
            progress: progress)
        let wishlist = try TripsOpening.open(
            database: database, directory: directory, now: now, calendar: calendar, progress: progress)
        if budget.imported != nil || wishlist.imported != nil {
            // The imports' rows settled: statistics for the planner, and no log left beside the database.
            database.settleAfterLargeChange()
        }
        return SavedData(
            lock: lock, budget: budget, wishlist: wishlist, databaseNotices: [madePrivate].compactMap { $0 } + opened,
            syncAtOpening: syncAtOpening)
    }
}
