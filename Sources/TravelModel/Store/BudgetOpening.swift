import Foundation

/// What opening the budget of a data directory found: the store, and a one-line message for the user when
/// something happened on the way (data imported, a file kept aside).
@MainActor
public struct BudgetOpening {
    /// The expenses.
    public let store: BudgetStore
    /// What to tell the user, or nil when all went as usual.
    public let notice: String?

    /// The setting that says the budget has its first expenses, and where they came from.
    static let originSetting = "budget.origin"

    /// Opens `wishlist.sqlite` in `directory` (made on the first run) and gives the budget its first expenses
    /// the first time: those of an `expenses.json` left by an earlier version, imported exactly and the file
    /// kept aside, else the sample data.
    ///
    /// - A database file that cannot be read is kept aside as `wishlist.sqlite.corrupt-<timestamp>` (never
    ///   overwritten) and a new one is started.
    /// - An `expenses.json` that cannot be read is kept aside as `expenses.json.corrupt-<timestamp>`.
    /// - Throws: when `wishlist.sqlite` is not a regular file (a FIFO, a device, a link), which is left alone,
    ///   or when the database cannot be made at all.
    static func open(directory: URL, lock: DataLock?, now: Date, calendar: Calendar) throws -> BudgetOpening {
        let url = directory.appendingPathComponent(AppDatabase.fileName, isDirectory: false)
        var notices: [String] = []
        let database: AppDatabase
        do {
            database = try openOrStartAgain(url, lock: lock, now: now, timeZone: calendar.timeZone, notices: &notices)
        } catch let error as DatabaseError where error.meansNoWay {
            // Nowhere to keep the data (a read-only directory): the app runs on it in memory, and says so.
            notices.append("\(url.lastPathComponent) cannot be opened (\(error.message)); changes will not be saved.")
            database = AppDatabase.inMemory()
        }
        if try database.read({ try SettingTable.value(of: originSetting, in: $0) }) == nil {
            notices += try giveFirstExpenses(to: database, directory: directory, now: now, calendar: calendar)
        }
        return BudgetOpening(store: BudgetStore(database: database), notice: notices.isEmpty ? nil : notices.joined(separator: " "))
    }

    /// Opens the database file; one that is not a database (or is one of another program's) is kept aside and
    /// a new one started.
    private static func openOrStartAgain(
        _ url: URL, lock: DataLock?, now: Date, timeZone: TimeZone, notices: inout [String]
    ) throws -> AppDatabase {
        try RegularFile.refuseUnlessRegularOrMissing(url)
        do {
            return try AppDatabase.open(at: url, lock: lock)
        } catch let error as DatabaseError where error.isUnreadableDatabase {
            let kept = try KeepAside.move(url, reason: "corrupt", now: now, timeZone: timeZone)
            for suffix in ["-wal", "-shm"] {
                unlink(url.path + suffix)
            }
            notices.append("\(url.lastPathComponent) could not be read (\(error.message)); it was kept as \(kept.path) and a new one was started.")
            return try AppDatabase.open(at: url, lock: lock)
        }
    }

    /// The first expenses: those of `expenses.json` when there is one, else the sample data; returns what to
    /// tell the user.
    private static func giveFirstExpenses(
        to database: AppDatabase, directory: URL, now: Date, calendar: Calendar
    ) throws -> [String] {
        let file = DocumentFile(BudgetDocument.self, directory: directory, calendar: calendar)
        var expenses: [Expense] = []
        var origin = "sample"
        var notices: [String] = []
        switch file.read() {
        case .loaded(let saved):
            expenses = saved
            origin = "imported"
        case .missing:
            expenses = BudgetStore.sampleExpenses(now: now, calendar: calendar)
        case .unreadable(let reason):
            let kept = try file.moveAside(now: now)
            notices.append("\(file.fileName) could not be read (\(reason)); it was kept as \(kept.path) and sample data was loaded.")
            expenses = BudgetStore.sampleExpenses(now: now, calendar: calendar)
        }
        let chosenOrigin = origin
        try database.writeNow { connection in
            try ExpenseTable.insert(expenses, in: connection)
            try SettingTable.set(chosenOrigin, for: originSetting, in: connection)
        }
        if origin == "imported" {
            let kept = try KeepAside.move(file.url, reason: "imported", now: now, timeZone: calendar.timeZone)
            notices.append("Your \(expenses.count) expenses were moved from \(file.fileName) into \(AppDatabase.fileName); the old file is kept as \(kept.lastPathComponent).")
        }
        return notices
    }
}

extension DatabaseError {
    /// Whether the error says the file is not a database this app can read (garbage, damage, another
    /// program's database, or a newer version's).
    var isUnreadableDatabase: Bool {
        [.notADatabase, .corrupt].contains(code.primary)
    }

    /// Whether the error says the database cannot be kept in that place at all (no permission, a read-only file
    /// system), rather than that the file is bad.
    var meansNoWay: Bool {
        [.cannotOpen, .permission, .readOnly].contains(code.primary)
    }
}
