import Foundation
import Synchronization
import Testing
@testable import TravelModel

/// The clock a test's machines date their changes by: the test moves it on by days, so that it lives through
/// months in a moment; between those moves each reading is a millisecond after the one before, as a real clock
/// never gives two commits the same moment.
final class TestClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_780_000_000)) {
        current = Mutex(start)
    }

    /// The time now, and the clock moved on by a millisecond.
    func read() -> Date {
        current.withLock { now in
            defer { now += 0.001 }
            return now
        }
    }

    /// The time now, the clock left where it is.
    var now: Date { current.withLock { $0 } }

    /// Moves the clock on by `days`.
    func advance(days: Double) {
        current.withLock { $0 += days * 86_400 }
    }
}

/// A machine of a sync test: a data directory of its own with its database, set up to sync through a shared
/// folder.
struct SyncMachine {
    let directory: TemporaryDirectory
    let database: AppDatabase

    /// A new data directory with an empty database (no sample data); sync set up with `folder` unless not
    /// `joining`; its changes dated by `clock`'s time when given, else the system's.
    init(folder: TemporaryDirectory, joining: Bool = true, clock: TestClock? = nil) throws {
        directory = try TemporaryDirectory()
        let syncClock: @Sendable () -> Date
        if let clock {
            syncClock = { clock.read() }
        } else {
            syncClock = { Date() }
        }
        database = try AppDatabase.open(at: directory.appending(AppDatabase.fileName), syncClock: syncClock)
        if joining { try database.setUpSync(folder: folder.url) }
    }

    /// The machine of the data directory `directory`, opened again (after a restore).
    init(reopening directory: TemporaryDirectory) throws {
        self.directory = directory
        database = try AppDatabase.open(at: directory.appending(AppDatabase.fileName))
    }

    /// Makes a change as the app does: queued, then committed.
    func change(_ body: @escaping @Sendable (DatabaseConnection) throws -> Void) {
        database.write(body)
        #expect(database.flush() == nil)
    }

    func add(_ expense: Expense) {
        change { try ExpenseTable.insert(expense, in: $0) }
    }

    func update(_ expense: Expense) {
        change { try ExpenseTable.update(expense, in: $0) }
    }

    func delete(_ id: Expense.ID) {
        change { try ExpenseTable.delete([id], in: $0) }
    }

    func save(_ trip: Trip) {
        change { try TripTable.upsert([trip], timeZone: .gmt, in: $0) }
    }

    /// A round of sync, which must have no problem.
    @discardableResult
    func sync(sourceLocation: SourceLocation = #_sourceLocation) -> SyncReport {
        let report = database.sync()
        #expect(report.problems == [], sourceLocation: sourceLocation)
        return report
    }

    /// Every expense by id: its title and amount, and its `entered`.
    func expenses() throws -> [UUID: (title: String, amount: String, entered: Int64)] {
        try database.read { connection in
            var rows: [UUID: (String, String, Int64)] = [:]
            for row in try connection.prepare("SELECT id, title, amount, entered FROM expense").rows({
                (try $0.column(0, as: UUID.self), try $0.column(1, as: String.self), try $0.column(2, as: String.self),
                 try $0.column(3, as: Int64.self))
            }) {
                rows[row.0] = (row.1, row.2, row.3)
            }
            return rows
        }
    }

    /// The titles of the expenses, sorted: what both machines must agree on.
    func titles() throws -> [String] {
        try expenses().values.map { "\($0.title) \($0.amount)" }.sorted()
    }

    /// Each trip's activities in order: names, and whether done.
    func activities(of trip: Trip.ID) throws -> [String] {
        try database.read { connection in
            let statement = try connection.prepare("SELECT name, done FROM activity WHERE trip = ? ORDER BY position")
            try statement.bind(trip.uuidString, at: 1)
            return try statement.rows { "\(try $0.column(0, as: String.self))\(try $0.column(1, as: Int.self) == 1 ? " (done)" : "")" }
        }
    }

    /// The conflicts kept.
    func conflicts() throws -> [SyncConflict] {
        try database.read { connection in
            try connection.prepare("SELECT number, tbl, key, field, kept, other, other_time, other_device FROM sync_conflict ORDER BY number")
                .rows { row in
                    SyncConflict(
                        number: try row.column(0, as: Int64.self), table: try row.column(1, as: String.self),
                        key: try row.column(2, as: DatabaseValue.self), field: try row.column(3, as: String.self),
                        kept: SyncConflict.Value(encoded: try row.column(4, as: Data.self)) ?? .deleted,
                        other: SyncConflict.Value(encoded: try row.column(5, as: Data.self)) ?? .deleted,
                        otherTime: try row.column(6, as: Double.self), otherDevice: try row.column(7, as: String.self))
                }
        }
    }

    /// The versions kept of fields, additions and deletions (`sync_field`), oldest first.
    func fieldVersions() throws -> [(table: String, key: DatabaseValue, field: String, time: Double)] {
        try database.read { connection in
            try connection.prepare("SELECT tbl, key, field, time FROM sync_field ORDER BY time, tbl, field").rows {
                (try $0.column(0, as: String.self), try $0.column(1, as: DatabaseValue.self), try $0.column(2, as: String.self),
                 try $0.column(3, as: Double.self))
            }
        }
    }

    /// The paths of this machine's files in `folder`, in order.
    func files(in folder: TemporaryDirectory) throws -> [URL] {
        let device = try #require(database.syncDevice)
        let layout = SyncFolder(url: folder.url)
        return layout.numbers(of: device).map { layout.file($0, of: device) }
    }
}

/// An expense of a sync test, of today, in food.
func syncExpense(_ title: String, _ amount: Decimal = 10, id: UUID = UUID()) -> Expense {
    Expense(id: id, title: title, amount: amount, category: .foodAndDrink, date: Date(timeIntervalSinceReferenceDate: 800_000_000))
}

/// Machines of a sync test, each a data directory of its own, joined to one folder; removed afterwards.
func withMachines(_ count: Int = 2, _ body: (TemporaryDirectory, [SyncMachine]) throws -> Void) throws {
    let folder = try TemporaryDirectory()
    let machines = try (0..<count).map { _ in try SyncMachine(folder: folder) }
    try body(folder, machines)
}

/// Rounds of sync on every machine, twice, so that what each wrote has reached every other.
func syncAll(_ machines: [SyncMachine]) {
    for _ in 0..<2 {
        for machine in machines { machine.sync() }
    }
}
