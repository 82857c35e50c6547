import Foundation
import TravelModel

/// How the bench's data sets reach the app: the one file of the app scenarios that knows how the app keeps
/// its data, so that when the store changes only this file does.
///
/// Today the app keeps its expenses and its trips in `wishlist.sqlite`, committed a moment after each change;
/// the data set is written through the same `SavedData` that `AppModel.launch` opens.
@MainActor
enum DataSetStorage {
    /// How the app stores its data, for the bench's output.
    static let storeDescription = "the SQLite budget and trips (wishlist.sqlite)"

    /// Writes `dataSet` into `directory`, which must be missing or empty (a data directory in use is never
    /// touched), as the app would have saved it: the first open makes the sample data, whose expenses the
    /// data set's replace and whose trips it joins.
    static func write(_ dataSet: DataSet, to directory: URL) throws {
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path), !entries.isEmpty {
            throw AppBenchmarkError.cannotWrite(directory.path, "the directory is not empty")
        }
        try DataDirectory.create(at: directory)
        let saved = try SavedData.open(directory: directory)
        let wishlist = saved.wishlist
        let budget = saved.budget.store
        let sample = budget.expenses
        budget.remove(atOffsets: IndexSet(sample.indices), in: sample)
        budget.add(contentsOf: dataSet.expenses)
        // One change for all the trips: each change recomputes the achievements of every trip.
        wishlist.store.trips.merge(TripStore(trips: dataSet.trips, calendar: wishlist.store.calendar).trips) { $1 }
        if let failure = budget.database.flush() { throw AppBenchmarkError.cannotWrite(directory.path, failure.description) }
    }

    /// What is on disk of the expenses now, to tell when a change has reached it: the database's write-ahead
    /// log, which each commit adds to.
    static func expensesOnDisk(in directory: URL) -> SavedState {
        var status = stat()
        guard stat(directory.appendingPathComponent(AppDatabase.fileName + "-wal").path, &status) == 0 else { return SavedState() }
        return SavedState(inode: UInt64(status.st_ino), size: Int64(status.st_size),
                          modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec))
    }

    /// What the app has stored of the expenses at some moment; a commit changes it (the log grows, or is
    /// written again from its start after a checkpoint: its time changes).
    struct SavedState: Equatable {
        var inode: UInt64 = 0
        var size: Int64 = 0
        var modified: Int64 = 0
    }
}
