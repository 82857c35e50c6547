import Foundation
import TravelModel

/// How the bench's data sets reach the app: the one file of the app scenarios that knows how the app keeps
/// its data, so that when the store changes only this file does.
///
/// Today the app keeps its data in `expenses.json` and `trips.json`, saved by a `Persistence` after each
/// change; the data set is written through the same `SavedData` that `AppModel.launch` opens.
@MainActor
enum DataSetStorage {
    /// How the app stores its data, for the bench's output.
    static let storeDescription = "the JSON store (expenses.json, trips.json)"

    /// Writes `dataSet` into `directory`, which must be missing or empty (a data directory in use is never
    /// touched), as the app would have saved it: the first open makes the sample data, whose expenses the
    /// data set's replace and whose trips it joins.
    static func write(_ dataSet: DataSet, to directory: URL) throws {
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path), !entries.isEmpty {
            throw AppBenchmarkError.cannotWrite(directory.path, "the directory is not empty")
        }
        try DataDirectory.create(at: directory)
        let saved = try SavedData.open(directory: directory)
        guard let budget = saved.budget.persistence, let wishlist = saved.wishlist.persistence else {
            throw AppBenchmarkError.cannotWrite(directory.path, saved.notices.joined(separator: " "))
        }
        budget.store.expenses = dataSet.expenses
        // One change for all the trips: each change recomputes the achievements of every trip.
        wishlist.store.trips.merge(TripStore(trips: dataSet.trips, calendar: wishlist.store.calendar).trips) { $1 }
        try budget.saveNow()
        try wishlist.saveNow()
    }

    /// What is on disk of the expenses now, to tell when a change has reached it.
    static func expensesOnDisk(in directory: URL) -> SavedState {
        var status = stat()
        guard stat(directory.appendingPathComponent("expenses.json").path, &status) == 0 else { return SavedState() }
        return SavedState(inode: UInt64(status.st_ino), size: Int64(status.st_size),
                          modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec))
    }

    /// What the app has stored of the expenses at some moment; saving them again changes it (the JSON file is
    /// replaced, so its inode changes).
    struct SavedState: Equatable {
        var inode: UInt64 = 0
        var size: Int64 = 0
        var modified: Int64 = 0
    }
}
