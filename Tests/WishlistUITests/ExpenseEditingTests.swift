import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// Editing an expense in the expense sheet, from its row (`e`) or its detail (Edit): the sheet starts from
/// the expense, Save replaces it in place (its identity, currency and place in the order of entry kept) and
/// the list shows it selected, in its month; a sheet with changes asks before they are thrown away and keeps
/// them as a draft, which a later start offers back.
@MainActor
struct ExpenseEditingTests {
    private let now = Date.now
    private let calendar = Calendar.current

    /// Noon on the first day of this month: a day earlier is last month.
    private var firstOfTheMonth: Date {
        let start = calendar.dateInterval(of: .month, for: now)?.start ?? now
        return min(now, start.addingTimeInterval(12 * 3600))
    }

    /// A month of two expenses, the second in yen, entered in that order.
    private func makeStore() -> BudgetStore {
        BudgetStore(expenses: [
            Expense(title: "Hotel", amount: Decimal(string: "698.60") ?? 0, category: .lodging, date: firstOfTheMonth),
            Expense(title: "Ramen", amount: 1200, currencyCode: "JPY", category: .foodAndDrink, date: firstOfTheMonth),
        ])
    }

    private func makeDriver(store: BudgetStore, drafts: DraftKeeper = DraftKeeper()) -> TestDriver {
        let view = ExpensesView()
            .environment(store)
            .environment(AppNavigation())
            .environment(drafts)
            .environment(\.currencyCode, "USD")
            .environment(\.localeCategories, LocaleCategories(all: Locale(identifier: "en_US")))
        return TestDriver(view, size: TerminalSize(columns: 80, rows: 24))
    }

    /// The sheet editing the first expense of `makeStore()`, opened with `e`.
    private func editHotel(drafts: DraftKeeper = DraftKeeper()) -> (TestDriver, BudgetStore, Expense) {
        let store = makeStore()
        let driver = makeDriver(store: store, drafts: drafts)
        driver.press(KeyPress.character("e"))
        driver.settle()
        return (driver, store, store.expenses[0])
    }

    private func isSelected(_ title: String, in driver: TestDriver) -> Bool {
        guard let row = driver.row(containing: title) else { return false }
        return driver.style(atColumn: 3, row: row).background != nil
    }

    /// Replaces the focused field's text.
    private func retype(_ driver: TestDriver, _ text: String) {
        driver.press(.control("u"))
        driver.type(text)
    }

    @Test func eOnARowOpensTheSheetPrefilledAndSaveReplacesTheExpenseInPlace() throws {
        let store = makeStore()
        let driver = makeDriver(store: store)
        let ramen = store.expenses[1]
        driver.press(.downArrow)
        #expect(driver.keyHints.contains(KeyHint("e", "edit")))
        driver.press(KeyPress.character("e"))
        driver.settle()
        #expect(driver.text.contains("Edit Expense") && driver.element(identifier: "sheet.confirm")?.label == "Save")
        #expect(driver.lines.contains { $0.contains("Title") && $0.contains("Ramen") })
        #expect(driver.lines.contains { $0.contains("Amount") && $0.contains("¥1,200") }, "in the expense's own currency")
        #expect(driver.lines.contains { $0.contains("Category") && $0.contains("Food & Drink") })
        retype(driver, "Ramen at Ichiran")
        driver.press(.tab)
        retype(driver, "1500")
        driver.press(.control("s"))
        driver.settle()
        #expect(!driver.text.contains("Edit Expense"))
        #expect(store.expenses.map(\.id) == [store.expenses[0].id, ramen.id], "in its place in the order of entry")
        let edited = try #require(store.expense(id: ramen.id))
        #expect(edited.title == "Ramen at Ichiran" && edited.amount == 1500)
        #expect(edited.currencyCode == "JPY", "an edited expense keeps its currency")
        #expect(edited.category == ramen.category && edited.date == ramen.date)
        #expect(driver.text.contains("¥1,500"))
        #expect(isSelected("Ramen at Ichiran", in: driver), "the list keeps it selected")
    }

    @Test func dOnTheDetailAsksThenDeletesAndGoesBack() throws {
        let store = makeStore()
        let driver = makeDriver(store: store)
        let ramen = store.expenses[1]
        driver.press(.downArrow, .return)
        driver.settle()
        #expect(driver.lines[0].contains("Ramen"))
        #expect(driver.keyHints.contains(KeyHint("d", "delete")))
        driver.press(KeyPress.character("d"))
        driver.settle()
        #expect(driver.text.contains("Delete Ramen?"))
        driver.press(.escape)
        driver.settle()
        #expect(store.expense(id: ramen.id) != nil, "Keep keeps it")
        driver.press(KeyPress.character("d"))
        driver.settle()
        driver.press(.return)
        driver.settle()
        #expect(store.expense(id: ramen.id) == nil)
        #expect(driver.row(containing: "Hotel") != nil && driver.row(containing: "Ramen") == nil, "back on the list")
    }

    @Test func theDetailScreensEditDoesTheSame() throws {
        let store = makeStore()
        let driver = makeDriver(store: store)
        let hotel = store.expenses[0]
        driver.press(.return)
        driver.settle()
        #expect(driver.lines[0].contains("Hotel"))
        #expect(driver.keyHints.contains { $0.key == "e" })
        driver.press(KeyPress.character("e"))
        driver.settle()
        #expect(driver.text.contains("Edit Expense"))
        #expect(driver.lines.contains { $0.contains("Amount") && $0.contains("$698.60") })
        retype(driver, "Hotel in Shinjuku")
        driver.press(.tab, .tab, .tab)
        driver.press(.leftArrow)  // a day earlier: last month
        driver.press(.control("s"))
        driver.settle()
        #expect(!driver.text.contains("Edit Expense"))
        #expect(driver.lines[0].contains("Hotel in Shinjuku"), "the detail shows the edited expense")
        let edited = try #require(store.expense(id: hotel.id))
        #expect(edited.title == "Hotel in Shinjuku" && edited.amount == hotel.amount && edited.currencyCode == "USD")
        #expect(store.expenses.count == 2)
        driver.press(.escape)
        driver.settle()
        #expect(isSelected("Hotel in Shinjuku", in: driver), "back in the list, in the month it moved to, selected")
        #expect(driver.row(containing: "Ramen") == nil)
    }

    @Test func editingTheDateToAnotherMonthMovesItAndTheListFollows() throws {
        let (driver, store, hotel) = editHotel()
        driver.press(.tab, .tab, .tab)  // title, amount, category, date
        driver.press(.leftArrow)  // a day earlier: last month
        driver.press(.control("s"))
        driver.settle()
        let edited = try #require(store.expense(id: hotel.id))
        let lastMonth = try #require(calendar.date(byAdding: .month, value: -1, to: firstOfTheMonth))
        #expect(calendar.isDate(edited.date, equalTo: lastMonth, toGranularity: .month))
        #expect(store.expenses(inMonthOf: firstOfTheMonth, calendar: calendar).map(\.title) == ["Ramen"])
        #expect(store.totals(inMonthOf: lastMonth, calendar: calendar) == [Money(hotel.amount, currencyCode: "USD")])
        let monthTitle = lastMonth.formatted(Date.FormatStyle().month(.wide).year().locale(Locale(identifier: "en_US")))
        #expect(driver.lines[0].contains(monthTitle), "the list shows the month the expense moved to")
        #expect(isSelected("Hotel", in: driver))
        #expect(driver.row(containing: "Ramen") == nil)
    }

    @Test func cancelWithChangesAsksAndWithoutCloses() throws {
        let (driver, store, hotel) = editHotel()
        driver.press(.escape)
        driver.settle()
        #expect(!driver.text.contains("Edit Expense"), "nothing changed: Esc closes")
        driver.press(KeyPress.character("e"))
        driver.settle()
        driver.type(" in Shinjuku")
        driver.press(.escape)
        driver.settle()
        #expect(driver.text.contains("Discard changes?"))
        driver.press(.escape)  // Keep Editing
        driver.settle()
        #expect(!driver.text.contains("Discard changes?") && driver.text.contains("Hotel in Shinjuku"))
        driver.press(.escape)
        driver.settle()
        driver.press(.upArrow, .return)  // Discard Changes
        driver.settle()
        #expect(!driver.text.contains("Edit Expense"))
        #expect(store.expense(id: hotel.id) == hotel, "discarded: the expense is as it was")
    }

    @Test func theDraftIsKeptWhileTheSheetHasChangesAndClearedOnSaveOrDiscard() throws {
        let drafts = DraftKeeper()
        let (driver, store, hotel) = editHotel(drafts: drafts)
        #expect(drafts.open == nil, "as it started: no draft")
        driver.press(.tab)
        retype(driver, "12,5")
        driver.settle()
        let draft = ExpenseDraft(
            editing: hotel.id, title: "Hotel", amountText: "12,5", categoryID: hotel.category.id, date: hotel.date)
        #expect(drafts.open == .expense(draft), "the amount as typed, though it gives none")
        retype(driver, "698.60")
        driver.settle()
        #expect(drafts.open == nil, "back to where it started")
        retype(driver, "700")
        driver.press(.control("s"))
        driver.settle()
        #expect(store.expense(id: hotel.id)?.amount == 700)
        #expect(drafts.open == nil, "cleared on save")

        driver.press(KeyPress.character("+"))
        driver.settle()
        driver.type("Taxi")
        driver.settle()
        guard case .expense(let new) = drafts.open else {
            Issue.record("a new expense with a title has a draft")
            return
        }
        #expect(new.editing == nil && new.title == "Taxi" && new.amountText.isEmpty)
        driver.press(.escape)
        driver.settle()
        driver.press(.upArrow, .return)  // Discard Changes
        driver.settle()
        #expect(drafts.open == nil, "cleared on discard")
        #expect(!store.expenses.contains { $0.title == "Taxi" })
    }

    /// A window whose last run left `draft`, answered Reopen.
    private func reopen(_ draft: ExpenseDraft, store: BudgetStore) -> (TestDriver, AppModel) {
        let model = AppModel(wishlist: .sample(), budget: store)
        model.drafts.offered = .expense(draft)
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: TerminalSize(columns: 100, rows: 30))
        driver.settle()
        #expect(driver.text.contains("Unsaved changes"))
        driver.press(.return)  // Reopen
        driver.settle()
        return (driver, model)
    }

    @Test func aReopenedDraftShowsTheEditAsLeftAndSavesIt() throws {
        let store = makeStore()
        let hotel = store.expenses[0]
        let (driver, model) = reopen(
            ExpenseDraft(editing: hotel.id, title: "Hotel Gracery", amountText: "650,5", categoryID: "lodging", date: hotel.date),
            store: store)
        #expect(driver.text.contains("Edit Expense"))
        #expect(driver.lines.contains { $0.contains("Title") && $0.contains("Hotel Gracery") })
        #expect(driver.lines.contains { $0.contains("Amount") && $0.contains("650,5") }, "the amount as typed")
        #expect(model.drafts.reopening == nil, "taken")
        #expect(model.drafts.open != nil, "still a draft: it has changes")
        driver.press(.control("s"))
        driver.settle()
        #expect(driver.text.contains("650,5 is not a valid amount: this locale writes 650.5"))
        driver.press(.tab)
        retype(driver, "650.5")
        driver.press(.control("s"))
        driver.settle()
        let edited = try #require(store.expense(id: hotel.id))
        #expect(edited.title == "Hotel Gracery" && edited.amount == Decimal(string: "650.5"))
        #expect(store.expenses.count == 2)
        #expect(model.drafts.open == nil)
    }

    @Test func aKeyTheFieldRefusedStaysInTheDraftSoItNeverComesBackAsANumber() throws {
        let drafts = DraftKeeper()
        let store = makeStore()
        let driver = makeDriver(store: store, drafts: drafts)
        driver.press(.character("+"))
        driver.settle()
        driver.type("Gelato")
        driver.press(.tab)
        driver.type("1e30")  // the e is refused: the field shows 130 and holds the value back
        #expect(driver.lines.contains { $0.contains("Amount") && $0.contains("130") })
        guard case .expense(let draft) = drafts.open else {
            Issue.record("no draft: \(String(describing: drafts.open))")
            return
        }
        #expect(draft.amountText == "1e30", "what was typed, the refused key included")
        // Reopened later, it is text that gives no amount, never $130.
        let (reopened, model) = reopen(draft, store: store)
        #expect(reopened.lines.contains { $0.contains("Amount") && $0.contains("1e30") })
        reopened.press(.control("s"))
        reopened.settle()
        #expect(reopened.text.contains("New Expense"), "not saved")
        #expect(!model.budget.expenses.contains { $0.title == "Gelato" })
    }

    @Test func aDraftOfAnExpenseSinceDeletedComesBackAsANewOne() throws {
        let store = makeStore()
        let (driver, _) = reopen(
            ExpenseDraft(editing: UUID(), title: "Gelato", amountText: "3.80", categoryID: "food-and-drink", date: firstOfTheMonth),
            store: store)
        #expect(driver.text.contains("New Expense"))
        #expect(driver.text.contains("was deleted"), "the sheet says why it is a new expense")
        #expect(driver.lines.contains { $0.contains("Amount") && $0.contains("3.80") })
        driver.press(.control("s"))
        driver.settle()
        let added = try #require(store.expenses.first { $0.title == "Gelato" })
        #expect(added.amount == Decimal(string: "3.8") && added.currencyCode == "USD")
        #expect(store.expenses.count == 3)
    }
}
