import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// Monthly limits on screen, headless: each limit a rule beside its category's bar, the categories over their
/// limit said below the chart (in red, bold with or without colours), `L` and the sheet that sets them, and the
/// month's total "of" the limits in the bar; at 40x12, 80x24 and 200x50.
@MainActor
struct CategoryLimitScreenTests {
    /// The sizes every screen of the app is read at.
    nonisolated static let sizes = [TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)]

    /// Counts the steps registered for undo, by name in English words.
    final class Steps: UndoRegistering {
        private(set) var names: [String] = []
        func registerUndo(named name: UndoActionName, _ undo: @escaping @MainActor () -> Void) {
            names.append(name.description(in: LocaleCategories(all: LocaleCategories.posix)))
        }
    }

    /// The fixture's month's spending in dollars, largest first.
    static func spending(_ store: BudgetStore) -> [CategorySpending] {
        store.spendingByCategory(inMonthOf: ScreenFixture.noon, calendar: ScreenFixture.calendar).filter { $0.currencyCode == "USD" }
    }

    /// Whether a character is a braille cell (rules are drawn in braille dots).
    static func isBraille(_ character: Character) -> Bool {
        character.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
    }

    /// The budget's category chart with the largest category's limit at half of what it spent (over), the
    /// second's at twice (not over).
    func chartWithLimits(size: TerminalSize, usesColor: Bool = true) throws -> (TestDriver, BudgetStore, CategorySpending) {
        let (driver, store) = ScreenFixture.budget(size: size)
        let spending = Self.spending(store)
        try #require(spending.count >= 3)
        store.setLimits([
            spending[0].category: Money(Decimal(Int(spending[0].amount / 2)), currencyCode: "USD"),
            spending[1].category: Money(Decimal(Int(spending[1].amount * 2)), currencyCode: "USD"),
        ])
        driver.press(.character("c"))
        return (driver, store, spending[0])
    }

    @Test(arguments: sizes)
    func eachLimitIsARuleAndTheOverOnesAreSaid(size: TerminalSize) throws {
        let (driver, store, over) = try chartWithLimits(size: size)
        let limit = Decimal(Int(over.amount / 2))
        // Every category's name stands whole on its own row: the words below never squeeze two bars into one.
        for item in Self.spending(store) {
            #expect(driver.lines.filter { $0.contains(item.category.title) && !$0.contains("Over the limit") }.count == 1, "\(size): \(item.category.title)\n\(driver.text)")
        }
        let overRow = try #require(driver.lines.firstIndex { $0.contains(over.category.title) })
        #expect(driver.lines[overRow].contains { Self.isBraille($0) } || size.rows < 24, "\(size): a rule across the bar over its limit\n\(driver.text)")
        #expect(driver.lines.contains { $0.contains { Self.isBraille($0) } }, "\(size): rules are drawn\n\(driver.text)")
        let words = size.columns >= 80
            ? "Over the limit: \(over.category.title), \(ScreenFixture.dollars(Decimal(over.amount)).replacingOccurrences(of: ".00", with: "")) of \(limit.moneyText(code: "USD", locale: Locale(identifier: "en_US")))"
            : "1 category over its limit"
        #expect(driver.text.contains(words) || driver.text.contains("Over the limit: \(over.category.title)"), "\(size): \(words)\n\(driver.text)")
        let row = try #require(driver.lines.firstIndex { $0.contains("Over the limit") || $0.contains("over its limit") })
        let column = try #require(driver.lines[row].firstIndex { $0 != " " }.map { driver.lines[row].distance(from: driver.lines[row].startIndex, to: $0) })
        let style = driver.style(atColumn: column, row: row)
        #expect(style.attributes.contains(.bold))
        #expect(style.foreground != nil, "in the error colour")
        #expect(driver.lines[driver.lines.count - 1].contains("L limits"), "\(size): hinted in the bar")
    }

    @Test func withoutColoursTheOverOnesAreBold() throws {
        let store = BudgetStore.sample(now: ScreenFixture.noon, calendar: ScreenFixture.calendar, currencyCode: "USD")
        let largest = try #require(Self.spending(store).first)
        store.setLimit(Money(1, currencyCode: "USD"), for: largest.category)
        let view = ExpensesView(month: ScreenFixture.noon)
            .environment(store).environment(AppNavigation()).environment(\.currencyCode, "USD")
            .environment(\.calendar, ScreenFixture.calendar)
            .environment(\.localeCategories, LocaleCategories(all: Locale(identifier: "en_US")))
            .environment(\.usesColor, false)
        let driver = TestDriver(view, size: TerminalSize(columns: 80, rows: 24), date: ScreenFixture.noon)
        driver.press(.character("c"))
        let row = try #require(driver.lines.firstIndex { $0.contains("Over the limit") })
        #expect(driver.style(atColumn: 1, row: row).attributes.contains(.bold))
    }

    @Test func aLimitInAnotherCurrencySaysNothingOfDollars() throws {
        let (driver, store) = ScreenFixture.budget(size: TerminalSize(columns: 80, rows: 24))
        let largest = try #require(Self.spending(store).first)
        store.setLimit(Money(1, currencyCode: "EUR"), for: largest.category)
        driver.press(.character("c"))
        #expect(!driver.text.contains("Over the limit"))
        #expect(!driver.text.contains { Self.isBraille($0) }, "no rule in dollars for a limit in euros")
        #expect(!driver.lines[0].contains(" of "), "no total of limits in dollars")
    }

    @Test func aLimitAddedWhileTheChartShowsIsDrawn() throws {
        let (driver, store) = ScreenFixture.budget(size: TerminalSize(columns: 80, rows: 24))
        driver.press(.character("c"))
        #expect(!driver.text.contains("Over the limit"))
        let largest = try #require(Self.spending(store).first)
        store.setLimit(Money(1, currencyCode: "USD"), for: largest.category)
        driver.update()
        #expect(driver.text.contains("Over the limit: \(largest.category.title)"))
    }

    @Test func theTotalSaysOfHowMuchInTheAppsCurrency() throws {
        let (driver, store) = ScreenFixture.budget(size: TerminalSize(columns: 80, rows: 24))
        let total = try #require(store.totals(inMonthOf: ScreenFixture.noon, calendar: ScreenFixture.calendar).first { $0.currencyCode == "USD" })
        #expect(driver.lines[0].contains(ScreenFixture.dollars(total.amount)) && !driver.lines[0].contains(" of "))
        store.setLimits([
            .lodging: Money(1000, currencyCode: "USD"), .foodAndDrink: Money(500, currencyCode: "USD"),
            .transport: Money(200, currencyCode: "EUR"),
        ])
        driver.update()
        #expect(driver.lines[0].contains("\(ScreenFixture.dollars(total.amount)) of $1,500"), "\(driver.lines[0])")
        store.setLimit(Money(Decimal(string: "0.5") ?? 0, currencyCode: "USD"), for: .other)
        driver.update()
        #expect(driver.lines[0].contains("of $1,500.50"), "\(driver.lines[0])")
    }

    @Test func aMonthWithoutSpendingIsNoneOfItsLimits() throws {
        let store = BudgetStore()
        store.setLimit(Money(300, currencyCode: "USD"), for: .lodging)
        let (driver, _) = ScreenFixture.budget(size: TerminalSize(columns: 80, rows: 24), store: store)
        #expect(driver.lines[0].contains("$0.00 of $300"), "\(driver.lines[0])")
    }

    /// The sheet, opened with `L` on the category chart.
    func openSheet(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> (TestDriver, BudgetStore, Steps) {
        let (driver, store) = ScreenFixture.budget(size: size)
        let steps = Steps()
        store.undoRegistry = steps
        driver.press(.character("c"))
        driver.press(.character("L"))
        return (driver, store, steps)
    }

    @Test(arguments: sizes)
    func theSheetSetsEveryChangedLimitAsOneStep(size: TerminalSize) {
        let (driver, store, steps) = openSheet(size: size)
        #expect(driver.text.contains("Monthly limits"), "\(size)\n\(driver.text)")
        driver.type(" 75 ")
        driver.press(.tab)
        driver.press(.tab)
        driver.type("1,250.5")
        driver.press(.control("s"))
        #expect(!driver.text.contains("Monthly limits"), "\(size): saved and closed\n\(driver.text)")
        #expect(store.limits == [
            "food-and-drink": Money(75, currencyCode: "USD"), "transport": Money(Decimal(string: "1250.5") ?? 0, currencyCode: "USD"),
        ])
        #expect(steps.names == ["Change 2 limits"])
    }

    @Test func anAmountThatIsNotOneIsSaidUnderItsFieldAndNeverSaved() {
        let (driver, store, steps) = openSheet()
        driver.type("1.2.3")
        driver.press(.tab)
        #expect(driver.text.contains("1.2.3 is not a valid amount"), "\(driver.text)")
        let problem = driver.lines.firstIndex { $0.contains("1.2.3 is not a valid amount") } ?? 0
        let field = driver.lines.firstIndex { $0.contains("Food & Drink") } ?? Int.max
        #expect(field < problem, "under its field")
        driver.press(.control("s"))
        #expect(driver.text.contains("To save, correct the limit of Food & Drink."), "\(driver.text)")
        #expect(store.limits.isEmpty && steps.names.isEmpty)
        driver.press(KeyPress(.tab, modifiers: .shift))
        driver.press(.control("u"))
        driver.type("0")
        driver.press(.tab)
        #expect(driver.text.contains("Make it more than $0.00, or leave it empty for no limit."), "\(driver.text)")
        driver.press(KeyPress(.tab, modifiers: .shift))
        driver.press(.control("u"))
        driver.type("40")
        driver.press(.control("s"))
        #expect(store.limits == ["food-and-drink": Money(40, currencyCode: "USD")])
        #expect(steps.names == ["Set the limit of Food & Drink"])
    }

    @Test func emptyingAFieldRemovesItsLimitAndEscChangesNothing() {
        let (driver, store, steps) = openSheet()
        driver.press(.escape)
        store.setLimits([.foodAndDrink: Money(40, currencyCode: "USD"), .lodging: Money(90, currencyCode: "USD")])
        let before = steps.names.count
        driver.press(.character("L"))
        #expect(driver.text.contains("$40.00") && driver.text.contains("$90.00"), "the limits there now\n\(driver.text)")
        driver.press(.control("u"))
        driver.type("5")
        driver.press(.escape)
        #expect(!driver.text.contains("Monthly limits"))
        #expect(store.limits["food-and-drink"] == Money(40, currencyCode: "USD"), "Esc saves nothing")
        #expect(steps.names.count == before)
        driver.press(.character("L"))
        driver.press(.control("u"))
        driver.press(.control("s"))
        #expect(store.limits == ["lodging": Money(90, currencyCode: "USD")])
        #expect(steps.names.last == "Remove the limit of Food & Drink")
    }

    @Test func aLimitInAnotherCurrencyIsSaidAndKeptWhileItsFieldIsEmpty() {
        let (driver, store, _) = openSheet()
        driver.press(.escape)
        store.setLimit(Money(200, currencyCode: "EUR"), for: .foodAndDrink)
        driver.press(.character("L"))
        #expect(driver.text.contains("Now €200 a month, kept while this is empty."), "\(driver.text)")
        driver.press(.tab)
        driver.type("10")
        driver.press(.control("s"))
        #expect(store.limits == ["food-and-drink": Money(200, currencyCode: "EUR"), "lodging": Money(10, currencyCode: "USD")])
    }
}
