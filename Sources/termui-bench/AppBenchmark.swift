import Foundation
import TravelModel

/// The wishlist app on data sets of three sizes: each data set is written to a temporary data directory by a
/// child process, then loaded and driven by others (a child per start, so that sizes share no memory), and
/// one table is printed for each.
@MainActor
struct AppBenchmark {
    /// A data set and how much of it to measure.
    struct Size {
        let expenses: Int
        let trips: Int
        /// How many times each key is timed.
        let presses: Int
        /// How many expenses are added, each timed.
        let additions: Int
        /// How many processes start on the data set (one of them runs the keys).
        let starts: Int
    }

    /// The sizes of the issue: 100, 10,000 and 1,000,000 expenses, 10 and 10,000 trips (and the sample's).
    /// At a million expenses every key of the budget takes seconds today, so fewer are timed.
    static let sizes = [
        Size(expenses: 100, trips: 10, presses: 30, additions: 10, starts: 3),
        Size(expenses: 10_000, trips: 10, presses: 30, additions: 10, starts: 3),
        Size(expenses: 1_000_000, trips: 10_000, presses: 3, additions: 1, starts: 3),
    ]

    let sizes: [Size]

    func run() throws {
        let sampleTrips = TripStore.sample().trips.count
        let began = MonotonicClock.now()
        print("Wishlist app scenarios on \(DataSetStorage.storeDescription), \(AppScenarios.size) headless "
            + "(TestDriver: the app's real run loop, a manual clock)")
        print("start: from spawning the process to its first frame drawn; a key: from the key to its frame (own time)")
        for size in sizes {
            print("")
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("termui-bench-app-\(getpid())-\(size.expenses)-\(size.trips)", isDirectory: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let writing = MonotonicClock.now()
            _ = try ChildProcess.run { _ in ["--app-data", directory.path, "\(size.expenses)", "\(size.trips)"] }
            let onScreen = DataSetGenerator.expensesThisMonth(of: size.expenses)
            print("\(size.expenses.formatted()) expenses (\(onScreen) in the month on screen), "
                + "\((size.trips + sampleTrips).formatted()) trips (\(size.trips.formatted()) + the sample's \(sampleTrips)); "
                + String(format: "generated and written in %.1f s", MonotonicClock.microseconds(since: writing) / 1_000_000))
            var measurements = AppMeasurements()
            for _ in 1..<max(1, size.starts) {
                measurements.append(try measure(directory, presses: 0, additions: 0))
            }
            measurements.append(try measure(directory, presses: size.presses, additions: size.additions))
            printTable(measurements)
        }
        print("")
        print(String(format: "The app scenarios took %.0f s.", MonotonicClock.microseconds(since: began) / 1_000_000))
    }

    /// Runs the scenarios in a child process on the data in `directory`; with no presses, the start only.
    private func measure(_ directory: URL, presses: Int, additions: Int) throws -> AppMeasurements {
        AppMeasurements(text: try ChildProcess.run { spawnedAt in
            ["--app-run", directory.path, "\(spawnedAt)", "\(presses)", "\(additions)"]
        })
    }

    private func printTable(_ measurements: AppMeasurements) {
        let rows: [(String, AppMeasurements.Measure, Double)] = [
            ("start: spawn → first frame (ms)", .start, 1_000),
            ("  of which AppModel.launch (ms)", .load, 1_000),
            ("RSS after start (MiB)", .residentMemory, 1_024),
            ("peak RSS until then (MiB)", .peakMemory, 1_024),
            ("2: first visit to the biggest month (ms)", .budgetOpen, 1_000),
            ("$: the money of the trip with most expenses (ms)", .tripMoney, 1_000),
            ("c: that trip's spending by category (ms)", .tripChart, 1_000),
            ("$ again, from the trip's screen (ms)", .tripMoneyAgain, 1_000),
            ("↓ in the budget (ms)", .budgetMove, 1_000),
            ("↓ in the budget at 200x50 (ms)", .wideBudgetMove, 1_000),
            ("switch month, ← → (ms)", .monthSwitch, 1_000),
            ("s: this month by amount (ms)", .budgetSort, 1_000),
            ("/sushi in the budget: each letter (ms)", .budgetSearchLetter, 1_000),
            ("c: spending by category (ms)", .chartCategory, 1_000),
            ("c: last 12 months (ms)", .chartMonths, 1_000),
            ("switch month under the chart (ms)", .chartMonthSwitch, 1_000),
            ("add an expense: key → frame (ms)", .addExpenseFrame, 1_000),
            ("add an expense: key → on disk (ms)", .addExpenseStored, 1_000),
            ("→ on the wishlist (ms)", .wishlistMove, 1_000),
            ("search: a letter after / (ms)", .searchLetter, 1_000),
            ("search: Esc after a letter (ms)", .searchEscape, 1_000),
            ("quit: Ctrl-C → saved, ended (ms)", .quit, 1_000),
        ]
        print(TableText.pad("scenario", 42, right: false) + TableText.pad("median", 11) + TableText.pad("max", 11)
            + TableText.pad("runs", 6))
        print(String(repeating: "-", count: 70))
        for (title, measure, unit) in rows {
            let values = measurements[measure].map { $0 / unit }
            guard !values.isEmpty else { continue }
            print(TableText.pad(title, 42, right: false) + TableText.pad(String(format: "%.2f", Statistics.median(values)), 11)
                + TableText.pad(String(format: "%.2f", values.max() ?? 0), 11) + TableText.pad("\(values.count)", 6))
        }
    }
}
