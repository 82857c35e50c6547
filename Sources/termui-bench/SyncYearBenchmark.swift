import Foundation
import TravelModel

/// A generated year of edits on two machines that sync through a folder once a day, in this process, on a clock
/// of its own that moves a day at a time: what sync keeps beside the data as the year goes by (`sync_field`'s
/// versions of fields, the deleted trips' rows, the conflicts; `SyncBookkeeping`), each quarter and at the end.
///
/// Each day each machine, through the stores the app changes its data through, adds three expenses, edits four
/// (a title, an amount or a category; both machines pick from the same expenses, so some days they edit the same
/// field: a conflict), deletes one every other day, renames an activity, adds a trip of five activities every
/// fifteen days and deletes its oldest trip every thirty. The seed is fixed: every run makes the same year.
@MainActor
struct SyncYearBenchmark {
    /// How many days the year has.
    let days: Int

    func run() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("termui-bench-sync-year-\(getpid())", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("synced", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let clock = SimulatedClock(start: Date(timeIntervalSince1970: 1_767_225_600))
        let machines = try ["laptop", "desktop"].map { name in
            try Machine(name: name, directory: root.appendingPathComponent(name, isDirectory: true), folder: folder, clock: clock)
        }
        var random = SplitMix64(seed: 2026)
        print("Sync of two machines through a folder over \(days) generated days of edits (sync once a day), in this process")
        print("what sync keeps beside the data: versions of fields (sync_field), deleted trips' rows, conflicts")
        print("")
        print(Self.row(["day", "machine", "expenses", "trips", "versions", "deletions", "KiB", "trip rows", "conflicts"]))
        var syncing = 0.0
        let total = try MonotonicClock.time {
            for day in 1...days {
                for (index, machine) in machines.enumerated() {
                    try machine.edit(day: day, offset: index, random: &random)
                    clock.advance(seconds: 3_600)
                }
                // Twice, so that what each wrote that day reaches the other.
                for _ in 0..<2 {
                    syncing += try MonotonicClock.time {
                        for machine in machines {
                            let report = machine.database.sync()
                            if !report.problems.isEmpty { fail(report.problems.map(\.description).joined(separator: "; "), status: 1) }
                            try machine.readAgainAfterSync()
                        }
                    }
                }
                clock.advance(seconds: 86_400 - 3_600 * Double(machines.count))
                if day.isMultiple(of: 91) || day == days {
                    for machine in machines { print(Self.row(try machine.measures(day: day))) }
                }
            }
        }
        let lists = machines.map { Set($0.budget.expenses.map { "\($0.id) \($0.title) \($0.amount) \($0.category.id)" }) }
        let agree = Set(lists).count == 1
        if !agree { print(lists[0].symmetricDifference(lists[1]).sorted().joined(separator: "\n")) }
        print("")
        print("the machines end with the same expenses: \(agree ? "yes" : "no")")
        print(String(format: "the year took %.1f s (%@), of it %.1f s in the rounds of sync",
                     total / 1_000_000, MonotonicClock.countsThreadTime ? "this thread's processor time" : "wall clock", syncing / 1_000_000))
    }

    private static func row(_ cells: [String]) -> String {
        zip(cells, [5, 9, 10, 7, 10, 11, 8, 11, 10]).map { String(repeating: " ", count: max(0, $1 - $0.count)) + $0 }.joined(separator: " ")
    }

    /// One machine: its data directory, opened on the year's clock, and the stores it is changed through.
    @MainActor
    private final class Machine {
        let name: String
        let database: AppDatabase
        let budget: BudgetStore
        let trips: TripStore
        /// Its trips, oldest first.
        private var ownTrips: [Trip.ID] = []

        init(name: String, directory: URL, folder: URL, clock: SimulatedClock) throws {
            self.name = name
            try DataDirectory.create(at: directory)
            database = try AppDatabase.open(
                at: directory.appendingPathComponent(AppDatabase.fileName), lock: DataLock.acquire(in: directory),
                syncClock: { clock.read() })
            try database.setUpSync(folder: folder)
            budget = BudgetStore(database: database)
            trips = try TripStore(database: database)
        }

        /// The edits of `day` (the machine's `offset` staggers its trips' days from the other's).
        func edit(day: Int, offset: Int, random: inout SplitMix64) throws {
            let titles = ["Lunch", "Train", "Museum", "Hotel", "Taxi", "Coffee", "Groceries", "Ferry", "Tickets", "Dinner"]
            for number in 0..<3 {
                budget.add(Expense(
                    id: random.uuid(), title: "\(random.element(of: titles)) \(day).\(number)", amount: Decimal(random.int(in: 1...400)),
                    category: random.element(of: Category.all), date: Date(timeIntervalSince1970: 1_767_225_600 + Double(day) * 86_400)))
            }
            let expenses = budget.expenses
            for _ in 0..<4 where !expenses.isEmpty {
                guard var expense = budget.expense(id: random.element(of: expenses).id) else { continue }
                switch random.int(in: 0...9) {
                case 0...4: expense.title = "\(random.element(of: titles)) \(day) \(name)"
                case 5...7: expense.amount = Decimal(random.int(in: 1...400))
                default: expense.category = random.element(of: Category.all)
                }
                budget.replace(expense)
            }
            if day.isMultiple(of: 2), !expenses.isEmpty { budget.remove(id: random.element(of: expenses).id) }
            if (day + offset * 7).isMultiple(of: 15) {
                let trip = Trip(
                    id: random.uuid(), name: "\(name) trip \(day)", collectionID: random.element(of: TripCollection.all).id,
                    activities: (1...5).map { Activity(id: random.uuid(), name: "Activity \($0)") }, lastViewed: Date(timeIntervalSince1970: 1_767_225_600))
                trips.add(trip)
                ownTrips.append(trip.id)
            }
            let tripIDs = Array(trips.trips.keys).sorted { $0.uuidString < $1.uuidString }
            if !tripIDs.isEmpty, random.chance(0.7) {
                let trip = random.element(of: tripIDs)
                let activities = trips.activities(ofTrip: trip)
                if !activities.isEmpty {
                    trips.renameActivity(id: random.element(of: activities).id, inTrip: trip, to: "Activity \(day) \(name)")
                }
            }
            ownTrips.removeAll { trips.trip(id: $0) == nil }
            if (day + offset * 7).isMultiple(of: 30), ownTrips.count > 1 {
                trips.removeTrip(id: ownTrips.removeFirst())
            }
            if let failure = database.flush() { fail("\(name) could not write: \(failure)", status: 1) }
        }

        func readAgainAfterSync() throws {
            budget.readAgainAfterSync()
            try trips.readAgainAfterSync()
        }

        /// The row of the table for `day`.
        func measures(day: Int) throws -> [String] {
            guard let kept = try database.syncBookkeeping() else { fail("\(name) has no sync", status: 1) }
            return [
                "\(day)", name, "\(budget.expenses.count)", "\(trips.trips.count)", "\(kept.fieldVersions)", "\(kept.deletions)",
                kept.fieldVersionBytes.map { "\($0 / 1024)" } ?? "-", "\(kept.deletedTripRows)", "\(kept.conflicts)",
            ]
        }
    }
}
