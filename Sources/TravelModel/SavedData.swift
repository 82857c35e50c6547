import Foundation

/// Everything wishlist keeps in one data directory, opened under one lock: the budget in `wishlist.sqlite`
/// (imported once from an `expenses.json` of an earlier version) and the wishlist in `trips.json`.
///
/// Each persistence keeps the shared lock, so the directory stays locked as long as either of them lives.
@MainActor
public struct SavedData {
    /// The lock on the directory.
    public let lock: DataLock?
    /// The expenses, and what happened when they were opened.
    public let budget: BudgetOpening
    /// The trips, how they are saved, and what happened when they were loaded.
    public let wishlist: Persistence<TripStore>.Opening

    /// The notices of the files that did not open cleanly, in the order budget, wishlist.
    public var notices: [String] {
        [budget.notice, wishlist.notice].compactMap { $0 }
    }

    /// Takes the lock on `directory` once and opens every file there, as `BudgetOpening` and
    /// `Persistence.open(directory:lock:now:calendar:)` describe.
    ///
    /// - Parameters:
    ///   - directory: The data directory, which must exist (see `DataDirectory`).
    ///   - now: The current moment, for the sample data and the names of kept files.
    ///   - calendar: The calendar whose time zone decides the day of each date.
    /// - Throws: `DataFileError.inUse` when another copy of wishlist uses the directory, `DataFileError.cannotLock`
    ///   when the lock cannot be taken for another reason (a read-only directory, a directory named
    ///   `wishlist.lock`), which stops the start rather than run without it; an error when the
    ///   database cannot be opened or made (a FIFO in its place, say). Every other problem is reported in the
    ///   notices.
    public static func open(directory: URL, now: Date = .now, calendar: Calendar = .current) throws -> SavedData {
        // Never without the lock: a second copy that could not take it, whatever the reason, would overwrite
        // the first one's changes.
        let lock = try DataLock.acquire(in: directory)
        // A FIFO would hang the start, a link to a device fill the memory: such a file is refused and left alone.
        for name in ["trips.json", "expenses.json"] {
            try RegularFile.refuseUnlessRegularOrMissing(directory.appendingPathComponent(name, isDirectory: false))
        }
        return SavedData(
            lock: lock,
            budget: try BudgetOpening.open(directory: directory, lock: lock, now: now, calendar: calendar),
            wishlist: Persistence<TripStore>.open(directory: directory, lock: lock, now: now, calendar: calendar)
        )
    }
}
