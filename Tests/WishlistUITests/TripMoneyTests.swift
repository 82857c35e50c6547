import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// A trip's money: `$` on a trip's screen opens what it cost, `+` there adds an expense for it (the sheet starts
/// with the trip chosen), the budget's list and the expense's screen show it too, and the trip's screen sums it up
/// in a line; with a budget, what is left or how far over, never a sum across currencies.
@MainActor
struct TripMoneyTests {
    private func openTrip(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) throws -> (TestDriver, AppModel, Trip) {
        let model = AppModel(wishlist: .sample(), budget: .sample())
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: size)
        let trip = try #require(model.wishlist.recentTrips(limit: 5).first)
        driver.press(.return)
        driver.settle()
        return (driver, model, trip)
    }

    /// `$` then `+`, a title and an amount, Ctrl-S: an expense added from the trip's money screen.
    private func addExpense(_ driver: TestDriver, title: String, amount: String) {
        driver.press(KeyPress.character("+"))
        driver.settle()
        driver.type(title)
        driver.press(.tab)
        driver.type(amount)
        driver.press(.control("s"))
        driver.settle()
    }

    @Test(arguments: [TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)])
    func anExpenseAddedFromATripIsItsAndShowsEverywhere(size: TerminalSize) throws {
        let (driver, model, trip) = try openTrip(size: size)
        #expect(driver.text.contains("Nothing spent yet"))
        driver.press(KeyPress.character("$"))
        driver.settle()
        #expect(driver.text.contains("No expenses yet"))
        driver.press(KeyPress.character("+"))
        driver.settle()
        #expect(driver.text.contains("New Expense"))
        #expect(driver.row(containing: "Trip").map { driver.lines[$0].contains(trip.name.prefix(8)) } == true,
                "the sheet starts with the trip chosen: \(driver.text)")
        driver.press(.escape)
        driver.settle()
        addExpense(driver, title: "Focaccia", amount: "12.50")
        #expect(!driver.text.contains("New Expense"))
        let added = try #require(model.budget.expenses.first { $0.title == "Focaccia" })
        #expect(added.tripID == trip.id)
        #expect(driver.text.contains("Focaccia"))
        #expect(driver.text.contains("Spent $12.50"))
        #expect(model.budget.totals(ofTrip: trip.id) == [Money(Decimal(string: "12.50")!, currencyCode: "USD")])

        // Its screen says which trip; back on the trip's screen, the line sums it up.
        driver.press(.return)
        driver.settle()
        #expect(driver.row(containing: "Trip").map { driver.lines[$0].contains(trip.name.prefix(8)) } == true, "\(driver.text)")
        driver.press(.escape)
        driver.press(.escape)
        driver.settle()
        #expect(driver.text.contains("Spent $12.50"))
        // u takes it back, from the trip's money as from the budget.
        driver.press(KeyPress.character("u"))
        driver.settle()
        #expect(model.budget.expense(id: added.id) == nil)
        #expect(driver.text.contains("Nothing spent yet"))
    }

    @Test func aBudgetSaysWhatIsLeftThenHowFarOverInWordsAndOtherCurrenciesApart() throws {
        let (driver, model, trip) = try openTrip()
        model.wishlist.updateTrip(id: trip.id, actionName: .edit(trip.name)) { $0.budget = Money(100, currencyCode: "USD") }
        driver.update()
        driver.press(KeyPress.character("$"))
        driver.settle()
        #expect(driver.text.contains("Spent $0.00 of $100.00"))
        #expect(driver.text.contains("$100.00 left"))
        addExpense(driver, title: "Boat", amount: "60")
        #expect(driver.text.contains("Spent $60.00 of $100.00"))
        #expect(driver.text.contains("$40.00 left"))
        addExpense(driver, title: "Dinner", amount: "55.25")
        #expect(driver.text.contains("Over budget by $15.25"))
        let row = try #require(driver.row(containing: "Over budget"))
        let column = try #require(driver.lines[row].range(of: "Over").map { driver.lines[row].distance(from: driver.lines[row].startIndex, to: $0.lowerBound) })
        #expect(driver.style(atColumn: column, row: row).attributes.contains(.bold), "said in bold, with or without colours")
        // An expense in yen is not counted against a budget in dollars.
        model.budget.add(Expense(title: "Ramen", amount: 1200, currencyCode: "JPY", category: .foodAndDrink, date: .now, tripID: trip.id))
        driver.update()
        #expect(driver.text.contains("Over budget by $15.25"))
        #expect(driver.text.contains("not counted against the budget"))
        driver.press(.escape)
        driver.settle()
        #expect(driver.text.contains("$115.25 of $100.00 spent, over by $15.25"))
    }

    @Test func aNarrowTripScreenKeepsWhatIsLeftOrHowFarOver() throws {
        // 40 columns hold no whole sentence: what is left, then how far over, stays whole.
        let (driver, model, trip) = try openTrip(size: TerminalSize(columns: 40, rows: 12))
        model.wishlist.updateTrip(id: trip.id, actionName: .edit(trip.name)) { $0.budget = Money(100, currencyCode: "USD") }
        driver.update()
        driver.settle()
        #expect(driver.text.contains("$100.00 left"), "\(driver.text)")
        model.budget.add(Expense(title: "Ferry", amount: 1661.44, currencyCode: "USD", category: .transport, date: .now, tripID: trip.id))
        driver.update()
        driver.settle()
        #expect(driver.text.contains("Over budget by $1,561.44"), "\(driver.text)")
        let row = try #require(driver.row(containing: "Over budget"))
        let column = try #require(driver.lines[row].range(of: "Over").map { driver.lines[row].distance(from: driver.lines[row].startIndex, to: $0.lowerBound) })
        #expect(driver.style(atColumn: column, row: row).attributes.contains(.bold))
    }

    @Test func cShowsTheTripsSpendingByCategoryAndFollowsChanges() throws {
        let (driver, model, trip) = try openTrip()
        driver.press(KeyPress.character("$"))
        driver.settle()
        addExpense(driver, title: "Focaccia", amount: "12.50")
        driver.press(KeyPress.character("c"))
        driver.settle()
        #expect(driver.text.contains("Spending by category"))
        #expect(driver.text.contains("Food & Drink"))
        #expect(driver.keyHints.contains(KeyHint("c", "list")))
        // An expense of the trip added elsewhere (the budget) joins its chart; one of no trip does not.
        model.budget.add(Expense(title: "Ferry", amount: 30, category: .transport, date: .now, tripID: trip.id))
        model.budget.add(Expense(title: "Shoes", amount: 80, category: .shopping, date: .now))
        driver.update()
        #expect(driver.text.contains("Transport"))
        #expect(!driver.text.contains("Shopping"))
        #expect(model.budget.spendingByCategory(ofTrip: trip.id).map(\.category.title) == ["Transport", "Food & Drink"])
        driver.press(KeyPress.character("c"))
        driver.settle()
        #expect(driver.text.contains("Focaccia") && !driver.text.contains("Spending by category"))
    }

    @Test func aNewExpenseInTheBudgetStartsWithTheTripWhoseDatesHoldItsDay() throws {
        let model = AppModel(wishlist: .sample(), budget: .sample())
        let trip = try #require(model.wishlist.sortedTrips.last)
        let calendar = Calendar.current
        let today = Date.now
        model.wishlist.updateTrip(id: trip.id, actionName: .edit(trip.name)) {
            $0.dates = (calendar.date(byAdding: .day, value: -2, to: today) ?? today)...today
        }
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: TerminalSize(columns: 100, rows: 30))
        driver.press(KeyPress.character("2"))
        driver.settle()
        driver.press(KeyPress.character("+"))
        driver.settle()
        #expect(driver.text.contains("New Expense"))
        #expect(driver.row(containing: "Trip").map { driver.lines[$0].contains(trip.name.prefix(8)) } == true, "\(driver.text)")
        // Cancelled untouched: the trip chosen for the user is not a change to keep as a draft.
        driver.press(.escape)
        driver.settle()
        #expect(!driver.text.contains("New Expense"), "\(driver.text)")
    }
}

/// The trip sheet's dates and budget: set, kept exactly, cleared, and refused when wrong.
@MainActor
struct TripSheetMoneyTests {
    private func editTrip() throws -> (TestDriver, AppModel, Trip) {
        let model = AppModel(wishlist: .sample(), budget: .sample())
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: TerminalSize(columns: 80, rows: 24))
        let trip = try #require(model.wishlist.recentTrips(limit: 5).first)
        driver.press(.return)
        driver.settle()
        driver.press(KeyPress.character("E"))
        driver.settle()
        #expect(driver.text.contains("Edit Trip"))
        return (driver, model, trip)
    }

    /// Moves focus to the field whose row holds `label`, by Tab.
    private func tab(to label: String, _ driver: TestDriver) throws {
        for _ in 0..<14 {
            if driver.element(label: label)?.isFocused == true { return }
            driver.press(.tab)
        }
        Issue.record("no field \(label): \(driver.text)")
    }

    @Test func datesAndABudgetAreSavedAndShownThenTheBudgetCleared() throws {
        let (driver, model, trip) = try editTrip()
        try tab(to: "Dates", driver)
        driver.press(KeyPress.character(" "))
        driver.settle()
        #expect(driver.text.contains("First day") && driver.text.contains("Last day"))
        try tab(to: "Budget", driver)
        driver.type("1200.50")
        driver.press(.control("s"))
        driver.settle()
        #expect(!driver.text.contains("Edit Trip"))
        let saved = try #require(model.wishlist.trip(id: trip.id))
        #expect(saved.budget == Money(Decimal(string: "1200.50")!, currencyCode: "USD"))
        let dates = try #require(saved.dates)
        #expect(Calendar.current.isDateInToday(dates.lowerBound) && Calendar.current.isDateInToday(dates.upperBound))
        #expect(driver.text.contains("$0.00 of $1,200.50 spent, $1,200.50 left"))

        // Cleared: no budget; the dates stay.
        driver.press(KeyPress.character("E"))
        driver.settle()
        try tab(to: "Budget", driver)
        driver.press(.control("u"))
        driver.press(.control("s"))
        driver.settle()
        #expect(!driver.text.contains("Edit Trip"), "\(driver.text)")
        #expect(model.wishlist.trip(id: trip.id)?.budget == nil)
        #expect(model.wishlist.trip(id: trip.id)?.dates != nil)
        #expect(driver.text.contains("Nothing spent yet"))
        // u undoes the clearing.
        driver.press(KeyPress.character("u"))
        #expect(model.wishlist.trip(id: trip.id)?.budget?.amount == Decimal(string: "1200.50"))
    }

    @Test func aBudgetOfNothingOrBelowIsRefusedWithTheReason() throws {
        let (driver, model, trip) = try editTrip()
        try tab(to: "Budget", driver)
        driver.type("0")
        driver.press(.control("s"))
        driver.settle()
        #expect(driver.text.contains("Edit Trip"), "the sheet stays")
        #expect(driver.text.contains("make the budget more than $0.00"), "\(driver.text)")
        #expect(model.wishlist.trip(id: trip.id)?.budget == nil)
    }
}
