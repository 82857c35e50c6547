import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// `u` undoes and `U` (or Ctrl-R) redoes the last change anywhere in the app, through the window's
/// `UndoManager`, with a message on the bottom row naming it; what is undone is saved as it is.
@MainActor
struct UndoTests {
    private func makeDriver(_ model: AppModel = AppModel(wishlist: .sample(), budget: .sample())) -> (TestDriver, AppModel) {
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: TerminalSize(columns: 120, rows: 40))
        return (driver, model)
    }

    /// Opens the first recent trip and lets the zoom finish.
    private func openRecentTrip(_ driver: TestDriver, _ model: AppModel) throws -> Trip {
        let trip = try #require(model.wishlist.recentTrips(limit: 5).first.flatMap { model.wishlist.tripWithActivities(id: $0.id) })
        driver.press(.return)
        driver.settle()
        return trip
    }

    @Test func aDeletedTripComesBackWithItsActivitiesAndTheBadgesFollow() throws {
        let (driver, model) = makeDriver()
        let trip = try openRecentTrip(driver, model)
        let earned = model.wishlist.achievements.filter(\.isEarned).map(\.id)
        driver.press(KeyPress.character("D"))
        driver.press(.return)
        driver.settle()
        #expect(model.wishlist.trip(id: trip.id) == nil)
        driver.press(KeyPress.character("u"))
        driver.settle()
        #expect(model.wishlist.tripWithActivities(id: trip.id) == trip, "the same trip, every activity as it was")
        #expect(model.wishlist.achievements.filter(\.isEarned).map(\.id) == earned)
        #expect(driver.lines.last?.contains("Undone: Delete \(trip.name).") == true, "\(driver.lines.last ?? "")")
        driver.press(KeyPress.character("U"))
        #expect(model.wishlist.trip(id: trip.id) == nil)
        #expect(driver.lines.last?.contains("Redone: Delete \(trip.name).") == true)
        driver.press(KeyPress(.init("r"), modifiers: .control))
        #expect(driver.lines.last?.contains("Nothing to redo.") == true)
    }

    @Test func ticksActivitiesAndTheirOrderUndoOneKeyAtATime() throws {
        let (driver, model) = makeDriver()
        let trip = try openRecentTrip(driver, model)
        let first = try #require((trip.activities ?? []).first)
        driver.press(KeyPress.character(" "))
        #expect(model.wishlist.activities(ofTrip: trip.id).first?.isComplete == !first.isComplete)
        model.wishlist.moveActivity(id: first.id, inTrip: trip.id, by: 2)
        driver.renderer.undoManager.closeEventGroup()
        driver.update()
        #expect(model.wishlist.activities(ofTrip: trip.id)[2].id == first.id)
        #expect(driver.keyHints.contains(KeyHint("u", "undo")))
        driver.press(KeyPress.character("u"))
        #expect(model.wishlist.activities(ofTrip: trip.id).first?.id == first.id, "the move is undone first")
        #expect(driver.lines.last?.contains("Undone: Move \(first.name).") == true)
        driver.press(KeyPress.character("u"))
        #expect(model.wishlist.tripWithActivities(id: trip.id) == trip)
        driver.press(KeyPress.character("u"))
        #expect(driver.lines.last?.contains("Nothing to undo.") == true)
        #expect(!driver.keyHints.contains(KeyHint("u", "undo")))
    }

    @Test func expensesAddedDeletedAndEditedUndo() throws {
        let (driver, model) = makeDriver()
        let budget = model.budget
        let expense = Expense(title: "Gelato", amount: Decimal(string: "4.50") ?? 0, category: .foodAndDrink, date: .now)
        // Changes made outside a key are grouped until the event ends, as a key's are: one change an event here.
        budget.add(expense)
        driver.renderer.undoManager.closeEventGroup()
        var edited = expense
        edited.title = "Two gelati"
        edited.amount = 9
        budget.replace(edited)
        driver.renderer.undoManager.closeEventGroup()
        driver.update()
        #expect(budget.expense(id: expense.id) == edited)
        driver.press(KeyPress.character("u"))
        #expect(budget.expense(id: expense.id) == expense)
        #expect(budget.expenses(inMonthOf: .now, calendar: .current).contains(expense))
        driver.press(KeyPress.character("u"))
        #expect(budget.expense(id: expense.id) == nil)
        driver.press(KeyPress.character("U"))
        #expect(budget.expense(id: expense.id) == expense)
        budget.remove(id: expense.id)
        driver.renderer.undoManager.closeEventGroup()
        driver.update()
        driver.press(KeyPress.character("u"))
        #expect(budget.expense(id: expense.id) == expense)
        #expect(driver.lines.last?.contains("Undone: Delete Gelato.") == true)
    }

    @Test func whatIsUndoneIsSavedAsItIs() throws {
        let folder = TestFolder("wishlist-undo")
        let directory = folder.url
        var removedTrip: Trip?
        do {
            let saved = try SavedData.open(directory: directory)
            let (driver, model) = makeDriver(AppModel(wishlist: saved.wishlist.store, budget: saved.budget.store))
            let trip = try openRecentTrip(driver, model)
            removedTrip = trip
            driver.press(KeyPress.character("D"))
            driver.press(.return)
            driver.settle()
            driver.press(KeyPress.character("u"))
            #expect(model.wishlist.trip(id: trip.id) != nil)
            model.saveBeforeQuitting()
        }
        // Read back from the file (the first copy's lock may outlive this scope a moment: no second lock).
        let reopened = try TripStore(database: AppDatabase.open(at: directory.appendingPathComponent("wishlist.sqlite")))
        let trip = try #require(removedTrip)
        #expect(reopened.activities(ofTrip: trip.id) == (trip.activities ?? []))
    }
}
