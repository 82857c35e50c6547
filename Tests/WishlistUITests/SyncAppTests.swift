import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
@testable import TravelModel
@testable import WishlistUI

/// The app with sync set up: what another machine wrote since comes in at the start, and while it runs a round
/// that applied something has the stores read the data again, empties the undo history and says so.
@MainActor
struct SyncAppTests {
    /// `body` once the lock on `directory` is free (an opening's lock goes with its last reference, which its
    /// writer may hold a moment longer).
    private func whenFree<Result>(_ directory: URL, _ body: () throws -> Result) throws -> Result {
        let deadline = Date().addingTimeInterval(3)
        while true {
            do {
                return try body()
            } catch DataFileError.inUse where Date() < deadline {
                usleep(10_000)
            }
        }
    }

    /// A data directory the app made (its sample) in `machine`, set up to sync through `folder` and synced once.
    private func machine(_ machine: TestFolder, syncingThrough folder: URL) throws -> URL {
        let directory = machine.url.appendingPathComponent("data")
        try DataDirectory.create(at: directory)
        _ = try SavedData.open(directory: directory)
        try whenFree(directory) {
            let database = try AppDatabase.openLocked(directory: directory)
            try database.setUpSync(folder: folder)
            #expect(database.sync().problems == [])
        }
        return directory
    }

    /// Runs `body` with the app launched on a laptop's data directory and a desktop's, both set up to sync
    /// through one folder (removed afterwards); the app's own rounds are stopped: the test makes them.
    private func withLaptopAndDesktop(_ body: (AppModel, _ laptop: URL, _ desktop: URL) throws -> Void) throws {
        let synced = TestFolder("wishlist-synced"), laptopFolder = TestFolder("wishlist-sync-app"), desktopFolder = TestFolder("wishlist-sync-app")
        let folder = synced.url
        let laptop = try machine(laptopFolder, syncingThrough: folder)
        let desktop = try machine(desktopFolder, syncingThrough: folder)
        var configuration = LaunchConfiguration()
        configuration.dataDirectory = laptop.path
        let model = try whenFree(laptop) { try AppModel.launch(configuration) }
        model.stopSync()
        try body(model, laptop, desktop)
    }

    @Test func anotherMachinesChangesComeInWhileTheAppRuns() throws {
        try withLaptopAndDesktop { model, _, desktop in
            let driver = TestDriver(WindowContent(model: model).environment(\.currencyCode, "USD"), size: TerminalSize(columns: 120, rows: 40))
            model.budget.add(Expense(title: "On the laptop", amount: 4, category: .other, date: .now))
            // The month as the budget shows it, read (and kept) before the desktop's change.
            let shownBefore = model.budget.expenses(inMonthOf: .now, calendar: .current).map(\.title)
            #expect(shownBefore.contains("On the laptop"))
            driver.press("2")
            driver.settle()
            #expect(driver.text.contains("On the laptop") && !driver.text.contains("On the desktop"), "\(driver.text)")

            // The desktop adds an expense and renames a trip, and syncs.
            let trip = try #require(model.wishlist.sortedTrips.first)
            try whenFree(desktop) {
                let saved = try SavedData.open(directory: desktop)
                saved.budget.store.add(Expense(title: "On the desktop", amount: 9, category: .foodAndDrink, date: .now))
                saved.wishlist.store.renameTrip(id: trip.id, to: "Renamed on the desktop")
                #expect(saved.budget.store.database.flush() == nil)
                #expect(saved.budget.store.database.sync().problems == [])
            }

            // A round on the laptop, as its watcher makes every few seconds.
            let report = model.budget.database.sync()
            // The desktop's two changes are one file, or two when its writer committed them apart (a loaded machine).
            #expect(report.filesWritten == 1 && (1...2).contains(report.filesApplied) && report.rowsChanged == 2 && report.problems == [], "\(report)")
            model.didSync(report)
            let shown = model.budget.expenses(inMonthOf: .now, calendar: .current).map(\.title)
            #expect(shown.count == shownBefore.count + 1 && shown.contains("On the desktop"))
            #expect(model.wishlist.trips[trip.id]?.name == "Renamed on the desktop")
            #expect(model.notice == "Synced 2 changes from another machine.")
            driver.update()
            #expect(driver.text.contains("On the desktop") && driver.text.contains("Synced 2 changes from another machine."), "\(driver.text)")
            // Undo does not reach across machines: the history was emptied, and u leaves the laptop's expense.
            driver.press("u")
            driver.settle()
            #expect(driver.text.contains("On the laptop"), "\(driver.text)")
            // Nothing read again is written back: the laptop's next round has nothing to send.
            #expect(model.budget.database.flush() == nil)
            #expect(model.budget.database.sync() == SyncReport())
        }
    }

    /// A change on both machines: the laptop's (`laptop`, through the app's model), then, later, the desktop's
    /// (`desktop`, through its stores), synced there; then a round on the laptop, which the model hears of.
    /// Gives that round's report.
    private func changeOnBoth(
        _ model: AppModel, desktop: URL, laptop: () -> Void, thenDesktop: (SavedData) throws -> Void
    ) throws -> SyncReport {
        #expect(model.budget.database.sync().problems == [])
        laptop()
        #expect(model.budget.database.flush() == nil)
        usleep(20_000)
        try whenFree(desktop) {
            let saved = try SavedData.open(directory: desktop)
            try thenDesktop(saved)
            #expect(saved.budget.store.database.flush() == nil)
            #expect(saved.budget.store.database.sync().problems == [])
        }
        let report = model.budget.database.sync()
        model.didSync(report)
        return report
    }

    @Test func aFieldChangedOnBothMachinesShowsWithTheOtherValueToTake() throws {
        try withLaptopAndDesktop { model, _, desktop in
            let ramen = try #require(model.budget.expenses.first { $0.title == "Ramen at Ichiran" })
            // The desktop renames it too, later: its title wins on both, and the laptop's is kept.
            let report = try changeOnBoth(model, desktop: desktop) {
                var mine = ramen
                mine.title = "Ramen (laptop)"
                model.budget.replace(mine)
            } thenDesktop: { saved in
                var theirs = ramen
                theirs.title = "Ramen (desktop)"
                saved.budget.store.replace(theirs)
            }
            #expect(report.conflicts == 1)
            #expect(model.budget.expense(id: ramen.id)?.title == "Ramen (desktop)")
            #expect(model.notice == "Synced 1 change from another machine. 1 field was changed on both machines: the later change is kept, and the other too.")

            let driver = TestDriver(WindowContent(model: model).environment(\.currencyCode, "USD"), size: TerminalSize(columns: 80, rows: 24))
            driver.press("2")
            driver.settle()
            #expect(driver.click("Ramen (desktop)"), "\(driver.text)")
            driver.settle()
            if !driver.text.contains("Changed on both machines") {
                driver.press(.return)
                driver.settle()
            }
            #expect(driver.text.contains("Changed on both machines"), "\(driver.text)")
            #expect(driver.text.contains("Other machine's title") && driver.text.contains("Ramen (laptop)"), "\(driver.text)")
            #expect(driver.click("Take the other machine's title"), "\(driver.text)")
            driver.settle()
            #expect(model.budget.expense(id: ramen.id)?.title == "Ramen (laptop)")
            #expect(!driver.text.contains("Changed on both machines"), "\(driver.text)")
            // Taken here now, it is the later change: the desktop gets it at its next round.
            #expect(model.budget.database.flush() == nil)
            #expect(model.budget.database.sync().filesWritten == 1)
            try whenFree(desktop) {
                let database = try AppDatabase.openLocked(directory: desktop)
                // The laptop's first title (the conflict's other side there) and the one taken now.
                #expect(database.sync().filesApplied == 2)
                #expect(try database.read { try ExpenseTable.expense(id: ramen.id, from: $0) }?.title == "Ramen (laptop)")
            }
        }
    }

    @Test(arguments: [TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)])
    func aTripRenamedOnBothMachinesIsSaidOnItsScreenAndCReviewsIt(size: TerminalSize) throws {
        try withLaptopAndDesktop { model, _, desktop in
            let trip = try #require(model.wishlist.sortedTrips.first { $0.name == "Kyōto" })
            let report = try changeOnBoth(model, desktop: desktop) {
                model.wishlist.renameTrip(id: trip.id, to: "Kyoto (laptop)")
            } thenDesktop: { saved in
                saved.wishlist.store.renameTrip(id: trip.id, to: "Kyoto (desktop)")
            }
            #expect(report.conflicts == 1)
            #expect(model.wishlist.trip(id: trip.id)?.name == "Kyoto (desktop)")

            let driver = TestDriver(WindowContent(model: model).environment(\.currencyCode, "USD"), size: size)
            model.navigation.wishlistPath = NavigationPath([trip.id])
            driver.update()
            driver.settle()
            #expect(driver.element(identifier: "trip.conflicts")?.text.contains("1 field changed on both machines") == true, "\(size): \(driver.text)")
            driver.press("C")
            driver.settle()
            #expect(driver.text.contains("Kyoto (laptop)"), "\(size): \(driver.text)")
            #expect(driver.click("Take the other machine's"), "\(size): \(driver.text)")
            driver.settle()
            #expect(model.wishlist.trip(id: trip.id)?.name == "Kyoto (laptop)")
            #expect(driver.text.contains("Nothing is left to settle"), "\(size): \(driver.text)")
            driver.press(.escape)
            driver.settle()
            #expect(driver.element(identifier: "trip.conflicts") == nil, "\(size): the line is gone: \(driver.text)")
        }
    }

    @Test func aPictureMadeOnTheOtherMachineShowsOnceItsFileComesEvenAfterItsTrip() throws {
        try withLaptopAndDesktop { model, _, desktop in
            // The desktop makes a trip with a picture of its own, all orange, and syncs.
            let orange: [UInt8] = [250, 120, 10]
            let photo = try #require(Picture(width: 32, height: 20, pixels: Array((0..<(32 * 20)).map { _ in orange }.joined())))
            let name = try UserPictures(dataDirectory: desktop).add(photo)
            let id = try #require(UserPictures.identifier(inName: name))
            try whenFree(desktop) {
                let saved = try SavedData.open(directory: desktop)
                saved.wishlist.store.add(Trip(
                    name: "Orangeville", photoName: name, collectionID: "summer-escapes",
                    // Long ago, so that it is not the trip "Recently viewed" shows: recent trips are ranked by
                    // the day, and an hour from now was tomorrow after 23:00, putting its name there first.
                    lastViewed: Date(timeIntervalSinceReferenceDate: 0)))
                #expect(saved.budget.store.database.flush() == nil)
                let report = saved.budget.store.database.sync()
                #expect(report.problems == [] && report.picturesSent == 1)
            }
            // The sync tool has brought the trip's file whole, and the picture's half.
            let folder = try #require(model.budget.database.syncFolder)
            let sent = folder.appendingPathComponent(try #require(try whenFree(desktop) {
                try AppDatabase.openLocked(directory: desktop).syncDevice
            })).appendingPathComponent("pictures/\(id.uuidString.lowercased()).ppm")
            let whole = try Data(contentsOf: sent)
            try whole.prefix(whole.count / 2).write(to: sent)
            let first = model.budget.database.sync()
            #expect(first.changedData && first.incompleteFiles == 1 && first.picturesReceived == [])
            model.didSync(first)
            let driver = TestDriver(
                WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
                size: TerminalSize(columns: 120, rows: 40))
            driver.settle()
            // Its card in Summer Escapes, whose picture is above its name.
            let card = try #require(driver.position(of: "Orangeville"), "\(driver.text)")
            @MainActor func shown() -> Set<TerminalColor> {
                var colors = Set<TerminalColor>()
                for x in card.column..<(card.column + 8) {
                    let style = driver.style(atColumn: x, row: card.row - 1)
                    colors.formUnion([style.foreground, style.background].compactMap { $0 })
                }
                return colors
            }
            #expect(!shown().isEmpty && !shown().contains(.rgb(250, 120, 10)), "\(driver.text)")

            // The rest of the picture comes: the next round takes it, and the trip shows it.
            try whole.write(to: sent)
            let second = model.budget.database.sync()
            #expect(second.picturesReceived == [id] && !second.changedData && second.isNews)
            model.didSync(second)
            driver.update()
            #expect(shown() == [.rgb(250, 120, 10)], "\(driver.text)")
            #expect(model.notice == "Took 1 picture from another machine.")
        }
    }

    @Test func aLimitChangedOnBothMachinesShowsInTheLimitsSheetWithTheOtherToUse() throws {
        try withLaptopAndDesktop { model, _, desktop in
            let food = try #require(Category.all.first { $0.id == "food-and-drink" })
            model.budget.setLimits([food: Money(200, currencyCode: "USD")])
            #expect(model.budget.database.flush() == nil)
            #expect(model.budget.database.sync().problems == [])
            try whenFree(desktop) {
                let database = try AppDatabase.openLocked(directory: desktop)
                #expect(database.sync().problems == [])
            }
            model.budget.setLimits([food: Money(250, currencyCode: "USD")])
            #expect(model.budget.database.flush() == nil)
            usleep(20_000)
            try whenFree(desktop) {
                let saved = try SavedData.open(directory: desktop)
                saved.budget.store.setLimits([food: Money(300, currencyCode: "USD")])
                #expect(saved.budget.store.database.flush() == nil)
                #expect(saved.budget.store.database.sync().problems == [])
            }
            let report = model.budget.database.sync()
            #expect(report.conflicts == 1, "\(report)")
            model.didSync(report)
            #expect(model.budget.limits[food.id] == Money(300, currencyCode: "USD"))
            #expect(model.budget.limitConflicts().map(\.other) == [Money(250, currencyCode: "USD")])

            let driver = TestDriver(
                WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
                size: TerminalSize(columns: 80, rows: 24))
            for key in ["2", "c", "L"] as [KeyEquivalent] {
                driver.press(key)
                driver.settle()
            }
            #expect(driver.text.contains("the other machine's limit is") && driver.text.contains("$250."), "\(driver.text)")
            let use = try #require(driver.element(identifier: "limit.food-and-drink.other"), "\(driver.text)")
            driver.press(use)
            driver.settle()
            #expect(driver.element(identifier: "limit.food-and-drink.other") == nil, "the field holds it now: \(driver.text)")
            driver.press(.control("s"))
            driver.settle()
            #expect(!driver.text.contains("Monthly limits"), "\(driver.text)")
            #expect(model.budget.limits[food.id] == Money(250, currencyCode: "USD"))
            #expect(model.budget.limitConflicts().isEmpty, "saving settled it")
        }
    }

    /// Presses the button labelled `label` in the sheet shown, moving focus (Tab) until it is on screen.
    private func pressButton(_ label: String, in driver: TestDriver) -> Bool {
        for _ in 0..<12 {
            if let button = driver.element(label: label) {
                driver.press(button)
                driver.settle()
                return true
            }
            driver.press(.tab)
            driver.settle()
        }
        return false
    }

    @Test(arguments: [TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)])
    func anExpenseDeletedWhileChangedHereIsSaidOnTheBudgetAndBroughtBack(size: TerminalSize) throws {
        try withLaptopAndDesktop { model, _, desktop in
            let ramen = try #require(model.budget.expenses.first { $0.title == "Ramen at Ichiran" })
            // The desktop deletes it, later: it goes on both, and the laptop's edit is kept whole.
            let report = try changeOnBoth(model, desktop: desktop) {
                var mine = ramen
                mine.title = "Ramen (laptop)"
                model.budget.replace(mine)
            } thenDesktop: { saved in
                saved.budget.store.remove(id: ramen.id)
            }
            #expect(report.conflicts == 1, "\(report)")
            #expect(model.budget.expense(id: ramen.id) == nil)

            let driver = TestDriver(
                WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
                size: size)
            driver.press("2")
            driver.settle()
            #expect(driver.element(identifier: "deletedWhileChanged")?.text.contains("1 expense deleted") == true,
                    "\(size): \(driver.text)")
            driver.press("C")
            driver.settle()
            #expect(driver.text.contains("Deleted while changed") && driver.text.contains("Ramen (laptop)"), "\(size): \(driver.text)")
            #expect(pressButton("Bring it back", in: driver), "\(size): \(driver.text)")
            #expect(model.budget.expense(id: ramen.id)?.title == "Ramen (laptop)")
            #expect(driver.text.contains("Nothing is left to settle"), "\(size): \(driver.text)")
            driver.press(.escape)
            driver.settle()
            #expect(driver.element(identifier: "deletedWhileChanged") == nil, "\(size): the line is gone: \(driver.text)")
            // Brought back here now, it is the later change: the desktop has it again at its next round.
            #expect(model.budget.database.flush() == nil)
            #expect(model.budget.database.sync().filesWritten == 1)
            try whenFree(desktop) {
                let database = try AppDatabase.openLocked(directory: desktop)
                #expect(database.sync().problems == [])
                #expect(try database.read { try ExpenseTable.expense(id: ramen.id, from: $0) }?.title == "Ramen (laptop)")
            }
        }
    }

    @Test(arguments: [TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)])
    func aTripDeletedWhileChangedHereIsSaidOnTheWishlistAndBroughtBack(size: TerminalSize) throws {
        try withLaptopAndDesktop { model, _, desktop in
            let trip = try #require(model.wishlist.sortedTrips.first { $0.name == "Kyōto" })
            let report = try changeOnBoth(model, desktop: desktop) {
                model.wishlist.renameTrip(id: trip.id, to: "Kyoto (laptop)")
            } thenDesktop: { saved in
                saved.wishlist.store.removeTrip(id: trip.id)
            }
            #expect(report.conflicts >= 1, "\(report)")
            #expect(model.wishlist.trip(id: trip.id) == nil)

            let driver = TestDriver(
                WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
                size: size)
            driver.settle()
            #expect(driver.element(identifier: "deletedWhileChanged")?.text.contains("1 trip deleted") == true,
                    "\(size): \(driver.text)")
            driver.press("C")
            driver.settle()
            #expect(driver.text.contains("Kyoto (laptop)"), "\(size): \(driver.text)")
            #expect(pressButton("Bring it back", in: driver), "\(size): \(driver.text)")
            #expect(model.wishlist.trip(id: trip.id)?.name == "Kyoto (laptop)")
            #expect(driver.text.contains("Nothing is left to settle"), "\(size): \(driver.text)")
            driver.press(.escape)
            driver.settle()
            #expect(driver.element(identifier: "deletedWhileChanged") == nil, "\(size): the line is gone: \(driver.text)")
        }
    }
}
