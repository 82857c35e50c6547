import Foundation
import TermUI
import TermUITesting
import TravelModel
import WishlistUI

/// The app scenarios on one data set, in this process: the wishlist app started on the data directory as the
/// command line starts it, driven headless at 80x24 by `TestDriver` (the real run loop, the app's keys, one
/// frame per key, with a manual clock: animations are let finish between keys, untimed).
///
/// Each timed key is its own time: from handing the key to the run loop until its frame is drawn (what the
/// user waits for), not the animation frames after it.
@MainActor
struct AppScenarios {
    /// The data directory, written by `DataSetStorage`.
    let directory: URL
    /// When the bench spawned this process (a `MonotonicClock` time).
    let spawnedAt: UInt64
    /// How many times each key is timed; with none, only the start is measured.
    let presses: Int
    /// How many expenses are added, each timed.
    let additions: Int

    /// The terminal's size, as the issue measured the app in tmux.
    static let size = TerminalSize(columns: 80, rows: 24)
    /// A large window, where the budget's split view lays out more.
    static let wideSize = TerminalSize(columns: 200, rows: 50)
    /// How long a save may take to reach the disk, in seconds, before the bench gives up.
    private static let longestSave = 600.0

    /// Starts the app and measures its start; with presses, then the wishlist's keys, the budget's (at 80x24,
    /// ↓ at 200x50 too), adding expenses and quitting, in that order.
    func run() throws -> AppMeasurements {
        var results = AppMeasurements()
        var configuration = LaunchConfiguration()
        configuration.dataDirectory = directory.path
        configuration.currencyCode = "USD"
        let beforeLoading = MonotonicClock.now()
        let model = try AppModel.launch(configuration)
        results[.load] = [MonotonicClock.microseconds(since: beforeLoading)]
        let driver = TestDriver(app: WishlistApp(model: model, configuration: configuration), size: Self.size)
        results[.start] = [MonotonicClock.microseconds(since: spawnedAt)]
        let memory = MemoryUsage.current()
        results[.residentMemory] = [Double(memory.residentKiB)]
        results[.peakMemory] = [Double(memory.peakKiB)]
        if let notice = model.notice { throw AppBenchmarkError.unexpectedScreen("a notice about the data: \(notice)") }
        try expect(driver, "W I S H L I S T", "the wishlist at start")
        show(driver, "the first frame")
        guard presses > 0 else { return results }

        results[.wishlistMove] = moveAlongCards(driver)
        (results[.searchLetter], results[.searchEscape]) = try typeSearchLetters(driver)
        try openTripMoney(driver, model: model, into: &results)
        results[.budgetOpen] = [MonotonicClock.time { driver.press(KeyPress.character("2")) }]
        // Not its title, which the month's totals in several currencies push out of the bar at 80 columns.
        try expect(driver, "←→ month", "the budget after 2")
        show(driver, "the budget")
        results[.budgetMove] = moveDown(driver)
        driver.resize(to: Self.wideSize)
        driver.settle()
        results[.wideBudgetMove] = moveDown(driver)
        driver.resize(to: Self.size)
        driver.settle()
        results[.monthSwitch] = switchMonths(driver)
        results[.budgetSort] = try sortByAmount(driver)
        results[.budgetSearchLetter] = try searchBudget(driver)
        try showCharts(driver, into: &results)
        let (frame, disk) = try addExpenses(driver)
        results[.addExpenseFrame] = frame
        results[.addExpenseStored] = disk
        results[.quit] = [MonotonicClock.time { driver.press(.control("c")) }]
        guard driver.didQuit else { throw AppBenchmarkError.unexpectedScreen("the app still running after Ctrl-C") }
        return results
    }

    // MARK: The wishlist

    /// → along the first collection's cards (↓ from the pager to them first), back with ← (untimed) after two:
    /// the sample alone gives it three.
    private func moveAlongCards(_ driver: TestDriver) -> [Double] {
        driver.press(.downArrow)
        driver.settle()
        var timings: [Double] = []
        var position = 0
        for _ in 0..<presses {
            if position == 2 {
                for _ in 0..<position { driver.press(.leftArrow) }
                driver.settle()
                position = 0
            }
            timings.append(MonotonicClock.time { driver.press(.rightArrow) })
            driver.settle()
            position += 1
        }
        show(driver, "→ on the wishlist")
        return timings
    }

    /// `/` then one letter (timed), then Esc to leave the search (timed).
    private func typeSearchLetters(_ driver: TestDriver) throws -> (letters: [Double], escapes: [Double]) {
        var letters: [Double] = [], escapes: [Double] = []
        for _ in 0..<presses {
            driver.press(KeyPress.character("/"))
            letters.append(MonotonicClock.time { driver.press(KeyPress.character("k")) })
            try expect(driver, "⌕ k", "the search for k")
            if letters.count == 1 { show(driver, "a search letter") }
            escapes.append(MonotonicClock.time { driver.press(.escape) })
            driver.settle()
        }
        return (letters, escapes)
    }

    /// The trip with the most expenses (the first, whose dates are the last 30 days) opened by its path, then
    /// `$` to its money (timed): counted, summed and its first page read from the trips' index, the rows built;
    /// then `c` to its spending by category (timed: summed the first time); then the trip's screen again and `$`
    /// again (timed: what the first opening of any screen of expenses pays once, the Swift runtime's first use of
    /// its view types, is paid). Back to the wishlist's top (untimed).
    private func openTripMoney(_ driver: TestDriver, model: AppModel, into results: inout AppMeasurements) throws {
        // The generator gives its first trip the last 30 days before the data was made, and no other trip ends
        // later; a data set made some days ago must find it too.
        guard let trip = model.wishlist.sortedTrips.filter({ $0.dates != nil })
            .max(by: { ($0.dates?.upperBound ?? .distantPast) < ($1.dates?.upperBound ?? .distantPast) })
        else { return }
        model.navigation.wishlistPath = NavigationPath([trip.id])
        driver.update()
        driver.settle()
        results[.tripMoney] = [MonotonicClock.time { driver.press(KeyPress.character("$")) }]
        try expect(driver, "Money", "the trip's money after $")
        show(driver, "a trip's money")
        driver.settle()
        results[.tripChart] = [MonotonicClock.time { driver.press(KeyPress.character("c")) }]
        try expect(driver, "by category", "the trip's spending by category after c")
        show(driver, "a trip's spending by category")
        model.navigation.wishlistPath = NavigationPath([trip.id])
        driver.update()
        driver.settle()
        results[.tripMoneyAgain] = [MonotonicClock.time { driver.press(KeyPress.character("$")) }]
        try expect(driver, "Money", "the trip's money after $ again")
        model.navigation.wishlistPath = NavigationPath()
        driver.update()
        driver.settle()
    }

    // MARK: The budget

    /// ↓ in this month's expenses, back to the top with Home (untimed) every 15.
    private func moveDown(_ driver: TestDriver) -> [Double] {
        var timings: [Double] = []
        for press in 0..<presses {
            if press > 0, press.isMultiple(of: 15) {
                driver.press(.home)
                driver.settle()
            }
            timings.append(MonotonicClock.time { driver.press(.downArrow) })
            driver.settle()
        }
        show(driver, "↓ in the budget")
        return timings
    }

    /// ← to last month and → back, timed in pairs (at least one), so that the budget ends on this month.
    private func switchMonths(_ driver: TestDriver) -> [Double] {
        var timings: [Double] = []
        for press in 0..<max(2, presses - presses % 2) {
            timings.append(MonotonicClock.time { driver.press(press.isMultiple(of: 2) ? .leftArrow : .rightArrow) })
            driver.settle()
        }
        show(driver, "← → in the budget")
        return timings
    }

    /// `s` to this month by amount (timed: the month's ids read in that order, the first page by them), then
    /// `s` three times back to the newest first (untimed).
    private func sortByAmount(_ driver: TestDriver) throws -> [Double] {
        var timings: [Double] = []
        for _ in 0..<presses {
            timings.append(MonotonicClock.time { driver.press(KeyPress.character("s")) })
            try expect(driver, "by amount", "the month by amount after s")
            if timings.count == 1 { show(driver, "the month by amount") }
            for _ in 0..<3 { driver.press(KeyPress.character("s")) }
            driver.settle()
        }
        return timings
    }

    /// `/` then "sushi" in the budget, each letter timed (a search of every expense, counted and its first page
    /// read), then Esc (untimed); the whole word `presses` times.
    private func searchBudget(_ driver: TestDriver) throws -> [Double] {
        var timings: [Double] = []
        for _ in 0..<max(1, presses / 5) {
            driver.press(KeyPress.character("/"))
            for letter in "sushi" { timings.append(MonotonicClock.time { driver.press(KeyPress.character(letter)) }) }
            try expect(driver, "found", "the budget's search for sushi")
            if timings.count == 5 { show(driver, "/sushi in the budget") }
            driver.press(.escape)
            driver.settle()
        }
        return timings
    }

    /// `c` to the month's spending by category and again to the last 12 months (each the first time its sums
    /// are asked for), ← → under the 12 months, then `c` back to the list (untimed).
    private func showCharts(_ driver: TestDriver, into results: inout AppMeasurements) throws {
        results[.chartCategory] = [MonotonicClock.time { driver.press(KeyPress.character("c")) }]
        try expect(driver, "Spending by category", "the chart after c")
        show(driver, "spending by category")
        results[.chartMonths] = [MonotonicClock.time { driver.press(KeyPress.character("c")) }]
        try expect(driver, "Last 12 months", "the chart after c c")
        show(driver, "the last 12 months")
        results[.chartMonthSwitch] = switchMonths(driver)
        driver.press(KeyPress.character("c"))
        driver.settle()
    }

    /// `+`, a title, Tab and an amount (untimed), then Ctrl-S: the time to its frame, and to the expense being
    /// on disk.
    private func addExpenses(_ driver: TestDriver) throws -> (frame: [Double], stored: [Double]) {
        var frames: [Double] = [], stored: [Double] = []
        for addition in 0..<additions {
            driver.press(KeyPress.character("+"))
            driver.settle()
            driver.type("Coffee \(addition + 1)")
            driver.press(.tab)
            driver.type("4.50")
            try expect(driver, "New Expense", "the new-expense sheet")
            if addition == 0 { show(driver, "the new expense before Ctrl-S") }
            let before = DataSetStorage.expensesOnDisk(in: directory)
            let start = MonotonicClock.now()
            driver.press(.control("s"))
            frames.append(MonotonicClock.microseconds(since: start))
            try waitUntilExpensesAreStored(since: before)
            stored.append(MonotonicClock.microseconds(since: start))
            driver.settle()
            try expect(driver, "Coffee \(addition + 1)", "the expense added")
        }
        show(driver, "the expenses added")
        return (frames, stored)
    }

    /// Lets the main run loop run (the app saves there today, in a task after the key's turn) until what is on
    /// disk of the expenses differs from `before`: the hook for "key to commit", which asks `DataSetStorage`
    /// only, so that a store that commits elsewhere (a writer thread) changes `expensesOnDisk(in:)` alone.
    private func waitUntilExpensesAreStored(since before: DataSetStorage.SavedState) throws {
        let deadline = Date(timeIntervalSinceNow: Self.longestSave)
        while DataSetStorage.expensesOnDisk(in: directory) == before {
            guard Date() < deadline else { throw AppBenchmarkError.unexpectedScreen("the expense not on disk") }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
        }
    }

    /// With `TERMUI_BENCH_SCREENS` set, writes the screen to standard error, to see what a scenario drives.
    private func show(_ driver: TestDriver, _ title: String) {
        guard ProcessInfo.processInfo.environment["TERMUI_BENCH_SCREENS"] != nil else { return }
        FileHandle.standardError.write(Data("--- \(title)\n\(driver.text)\n".utf8))
    }

    /// Throws unless `text` is on screen: a scenario that no longer drives what it says stops the bench.
    private func expect(_ driver: TestDriver, _ text: String, _ what: String) throws {
        guard driver.text.contains(text) else { throw AppBenchmarkError.unexpectedScreen("\(what) not on screen") }
    }
}
