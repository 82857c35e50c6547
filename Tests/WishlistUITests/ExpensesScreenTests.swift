import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// The budget screens, drawn headless: the expense list, the detail, the new-expense sheet, delete and the
/// empty state.
@MainActor
struct ExpensesScreenTests {
    private let now = Date.now

    private func makeDriver(
        store: BudgetStore? = nil, locale: Locale = Locale(identifier: "en_US"), currencyCode: String = "USD",
        locales: LocaleCategories? = nil, size: TerminalSize = TerminalSize(columns: 80, rows: 24)
    ) -> (TestDriver, BudgetStore) {
        let store = store ?? BudgetStore.sample(now: now, currencyCode: currencyCode)
        let view = ExpensesView()
            .environment(store)
            .environment(AppNavigation())
            .environment(\.currencyCode, currencyCode)
            .environment(\.localeCategories, locales ?? LocaleCategories(all: locale))
        return (TestDriver(view, size: size), store)
    }

    private func amount(_ text: String) -> Decimal {
        Decimal(string: text) ?? 0
    }

    @Test func showsThisMonthNewestFirstWithTheTotalInTheBar() throws {
        let (driver, store) = makeDriver()
        let month = store.expenses(inMonthOf: now, calendar: .current)
        #expect(!month.isEmpty)
        #expect(driver.lines[0].contains("Expenses"))
        let sum = store.expenses(inMonthOf: now, calendar: .current).reduce(Decimal.zero) { $0 + $1.amount }
        let total = sum.formatted(.currency(code: "USD").locale(Locale(identifier: "en_US")))
        #expect(driver.lines[0].contains(total))
        #expect(driver.lines[1].contains(month[0].title))
        let previous = store.expenses.filter { !month.contains($0) }
        for expense in previous { #expect(driver.row(containing: expense.title) == nil, "\(expense.title) is from another month") }
        // At 80 columns `/ search` and `+ add` give way to the list's own keys; the help names them.
        #expect(driver.lines[23].contains("d delete") && driver.lines[23].contains("…"))
        driver.press(KeyPress.character("?"))
        #expect(driver.text.contains("add") && driver.text.contains("search"), "the help lists + and /")
    }

    @Test func totalsInManyCurrenciesAreNeverCutShort() throws {
        let codes = ["USD", "EUR", "GBP", "JPY", "MXN", "THB"]
        let store = BudgetStore(expenses: codes.map {
            Expense(title: "In \($0)", amount: 123_456.78, currencyCode: $0, category: .other, date: now)
        })
        let (wide, _) = makeDriver(store: store, size: TerminalSize(columns: 200, rows: 30))
        #expect(wide.lines[0].contains("$123,456.78 + €123,456.78 + £123,456.78"), "all of them where they fit: \(wide.lines[0])")
        let (narrow, _) = makeDriver(store: store)
        #expect(narrow.lines[0].contains("$123,456.78 + 5 more"), "\(narrow.lines[0])")
        #expect(!narrow.lines[0].contains("…"))
        let (tiny, _) = makeDriver(store: store, size: TerminalSize(columns: 28, rows: 12))
        #expect(tiny.lines[0].contains("$123,456.78 +5"), "\(tiny.lines[0])")
    }

    @Test func anExpenseAddedWhileAnotherMonthShowsIsDatedInThatMonth() throws {
        let (driver, store) = makeDriver()
        let calendar = Calendar.current
        let lastMonth = try #require(calendar.date(byAdding: .month, value: -1, to: now))
        driver.press(.leftArrow)
        for (title, selectFirst) in [("Late lunch", false), ("Museum shop", true)] {
            if selectFirst { driver.press(.downArrow, .downArrow) }
            let selected = store.expenses(inMonthOf: lastMonth, calendar: calendar)[2]
            driver.press(KeyPress.character("+"))
            driver.settle()
            driver.type(title)
            driver.press(.tab)
            driver.type("12")
            driver.press(.control("s"))
            driver.settle()
            let added = try #require(store.expenses.first { $0.title == title })
            #expect(calendar.isDate(added.date, equalTo: lastMonth, toGranularity: .month), "\(title): \(added.date)")
            if selectFirst {
                #expect(calendar.isDate(added.date, inSameDayAs: selected.date), "the selected expense's day")
            }
            #expect(driver.row(containing: title) != nil, "the list stays on that month, with it")
        }
    }

    @Test func leftAndRightSwitchMonthButNotIntoTheFuture() throws {
        let (driver, store) = makeDriver()
        let lastMonth = try #require(Calendar.current.date(byAdding: .month, value: -1, to: now))
        let older = store.expenses(inMonthOf: lastMonth, calendar: .current)
        driver.press(.leftArrow)
        #expect(driver.lines[1].contains(older[0].title))
        driver.press(KeyPress.character("]"))
        driver.press(.rightArrow)
        #expect(driver.lines[1].contains(store.expenses(inMonthOf: now, calendar: .current)[0].title))
    }

    @Test func enterOpensTheDetailAndEscGoesBack() throws {
        let (driver, store) = makeDriver()
        let second = store.expenses(inMonthOf: now, calendar: .current)[1]
        driver.press(.downArrow, .return)
        #expect(driver.lines[0].contains(second.title))
        #expect(driver.lines[0].contains("‹ Expenses"))
        let formatted = second.amount.formatted(.currency(code: "USD").locale(Locale(identifier: "en_US")))
        #expect(try #require(driver.lines.first { $0.contains("Amount") }).contains(formatted))
        #expect(try #require(driver.lines.first { $0.contains("Category") }).contains(second.category.title))
        #expect(driver.text.contains("Date"))
        driver.press(.escape)
        #expect(driver.lines[0].contains("Expenses") && !driver.lines[0].contains("‹"))
    }

    @Test(arguments: [TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)])
    func theDetailKeepsEachLabelAndItsValueTogetherAtAnyWidth(size: TerminalSize) throws {
        let (driver, store) = makeDriver(size: size)
        let first = store.expenses(inMonthOf: now, calendar: .current)[0]
        driver.press(.return)
        let line = try #require(driver.lines.first { $0.contains("Amount") })
        let formatted = first.amount.formatted(.currency(code: "USD").locale(Locale(identifier: "en_US")))
        let label = try #require(line.range(of: "Amount")), value = try #require(line.range(of: formatted))
        let apart = line.distance(from: label.lowerBound, to: value.upperBound)
        #expect(apart <= Int(ExpenseDetailView.readableWidth), "Amount and \(formatted) \(apart) columns apart at \(size)")
    }

    @Test func addingAnExpenseThroughTheSheet() throws {
        let (driver, store) = makeDriver()
        let count = store.expenses.count
        driver.press(KeyPress.character("+"))
        #expect(driver.text.contains("New Expense"))
        #expect(driver.element(identifier: "sheet.cancel")?.label == "Cancel")
        let save = try #require(driver.element(identifier: "sheet.confirm"))
        #expect(save.label == "Save" && save.role == .button)
        driver.type("Coffee q+d")  // q, + and d type into the field: they neither quit, add nor delete
        driver.press(.tab)
        driver.type("4.50")
        #expect(store.expenses.count == count, "nothing reaches the store before Save")
        driver.press(.control("s"))
        #expect(!driver.text.contains("New Expense"))
        #expect(store.expenses.count == count + 1)
        let added = try #require(store.expenses.first { $0.title == "Coffee q+d" })
        #expect(added.amount == amount("4.5"))
        #expect(added.currencyCode == "USD")
        let row = try #require(driver.row(containing: "Coffee q+d"))
        #expect(driver.style(atColumn: 3, row: row).background != nil, "the new expense is selected")
    }

    @Test func aClickOnTheSheetsSaveButtonSavesAndOnCancelSavesNothing() throws {
        let (driver, store) = makeDriver()
        let count = store.expenses.count
        driver.press(KeyPress.character("+"))
        driver.press(try #require(driver.element(identifier: "sheet.cancel")))
        #expect(driver.element(identifier: "sheet.confirm") == nil, "the sheet has gone")
        driver.press(KeyPress.character("+"))
        driver.type("Tea")
        driver.press(.tab)
        driver.type("3")
        driver.press(try #require(driver.element(identifier: "sheet.confirm")))
        #expect(driver.element(identifier: "sheet.confirm") == nil)
        #expect(store.expenses.count == count + 1 && store.expenses.contains { $0.title == "Tea" })
    }

    /// The text inside the sheet's frame, its rows joined by spaces, so that a note wrapped onto two rows reads
    /// as one sentence.
    private func sheetText(_ driver: TestDriver) -> String {
        driver.lines.compactMap { line -> String? in
            guard let first = line.firstIndex(of: "│"), let last = line.lastIndex(of: "│"), first < last else { return nil }
            return line[line.index(after: first)..<last].trimmingCharacters(in: .whitespaces)
        }
        .filter { !$0.isEmpty }
        .joined(separator: " ")
    }

    /// The sheet's amount field at either size: each way of typing the wrong amount is named, nothing is saved
    /// until the amount is the one typed, and leaving the field shows it in the budget's currency.
    @Test(arguments: [(80, 24), (200, 50)])
    func anAmountIsSavedOnlyAsTyped(columns: Int, rows: Int) throws {
        let (driver, store) = makeDriver(size: TerminalSize(columns: columns, rows: rows))
        let count = store.expenses.count
        driver.press(KeyPress.character("+"))
        driver.type("Coffee")
        driver.press(.tab)
        for (typed, message) in [
            ("1e30", "130 is not what was typed: “e” was left out."),
            ("12,50", "12,50 is not a valid amount: this locale writes 12.50."),
            ("4.567", "4.567 is not a valid amount: it has more than 2 decimals."),
            ("0", "To save, make the amount more than $0.00."),
            ("-5", "To save, make the amount positive (-$5.00 is below zero)."),
            ("2000000000", "To save, make the amount at most $1,000,000,000.00."),
        ] {
            driver.press(.control("u"))
            driver.type(typed)
            driver.press(.control("s"))
            #expect(driver.text.contains("New Expense"), "\(typed) is not saved")
            #expect(sheetText(driver).contains(message), "\(typed): \(message)")
            #expect(store.expenses.count == count)
        }
        driver.press(.control("u"))
        driver.type("4.5")
        driver.press(.tab)
        #expect(driver.text.contains("$4.50"), "leaving shows the amount in its currency")
        #expect(!driver.text.contains("To save"))
        driver.press(.control("s"))
        #expect(store.expenses.count == count + 1)
        let added = try #require(store.expenses.first { $0.title == "Coffee" })
        #expect(added.amount == amount("4.5"))
    }

    @Test func aGermanAmountWithAPointSaysTheLocaleWritesAComma() {
        let (driver, store) = makeDriver(locale: Locale(identifier: "de_DE"))
        let count = store.expenses.count
        driver.press(KeyPress.character("+"))
        driver.type("Kaffee")
        driver.press(.tab)
        driver.type("4.50")
        driver.press(.control("s"))
        #expect(driver.text.contains("4.50 ist als Betrag ungültig: Hier schreibt man 4,50."), "in German, as de_DE's language is")
        #expect(store.expenses.count == count)
    }

    @Test func saveTooEarlySaysWhatIsMissingAndEscAsksThenCancels() {
        let (driver, store) = makeDriver()
        let count = store.expenses.count
        driver.press(KeyPress.character("+"))
        driver.press(.control("s"))
        #expect(driver.text.contains("To save, add a title and an amount."))
        driver.type("Taxi")
        driver.press(.control("s"))
        #expect(driver.text.contains("To save, add an amount."))
        driver.press(.escape)
        #expect(driver.text.contains("Discard changes?"), "a title was typed: Esc asks first")
        driver.press(.upArrow, .return)  // Discard Changes
        #expect(!driver.text.contains("New Expense"))
        #expect(store.expenses.count == count)
    }

    @Test func enterOnTheLastFieldSaves() {
        let (driver, store) = makeDriver()
        driver.press(KeyPress.character("+"))
        driver.type("Bus")
        driver.press(.return)  // Enter in a field goes to the next one
        driver.type("2")
        driver.press(.tab, .tab)  // past the category picker (where Enter opens the choices) to the date
        driver.press(.return)  // Enter on the last field saves
        #expect(store.expenses.contains { $0.title == "Bus" && $0.amount == 2 })
        #expect(!driver.text.contains("New Expense"))
    }

    @Test func aMonthOfTwoCurrenciesHasATotalInEachAndEachAmountInItsOwn() throws {
        let store = BudgetStore(expenses: [
            Expense(title: "Hotel", amount: amount("698.60"), category: .lodging, date: now),
            Expense(title: "Sushi", amount: 1200, currencyCode: "JPY", category: .foodAndDrink, date: now),
        ])
        let (driver, _) = makeDriver(store: store)
        #expect(driver.lines[0].contains("$698.60 + ¥1,200"))
        #expect(try #require(driver.row(containing: "Sushi").map { driver.lines[$0] }).contains(" ¥1,200 ›"))
        #expect(try #require(driver.row(containing: "Hotel").map { driver.lines[$0] }).contains(" $698.60 ›"))
        let (inYen, _) = makeDriver(store: store, currencyCode: "JPY")
        #expect(inYen.lines[0].contains("¥1,200 + $698.60"), "the app's currency first")
        let (inEuros, _) = makeDriver(store: store, currencyCode: "EUR")
        #expect(inEuros.lines[0].contains("  ¥1,200 + $698.60  "), "by code, and no €0.00 for a month without euros")
        driver.press(.return)  // the newest first: the sushi, then the hotel, both of today, by title
        #expect(driver.lines[0].contains("Hotel"))
        driver.press(.escape, .downArrow, .return)
        #expect(try #require(driver.lines.first { $0.contains("Amount") }).contains("¥1,200"))
    }

    @Test func moneyAndDatesInTheirLocalesNumbersInTheirs() throws {
        var locales = LocaleCategories(all: Locale(identifier: "en_US"))
        locales.monetary = Locale(identifier: "de_DE")
        locales.time = Locale(identifier: "de_DE")
        let (driver, store) = makeDriver(currencyCode: "EUR", locales: locales)
        let german = Locale(identifier: "de_DE")
        let first = try #require(store.expenses(inMonthOf: now, calendar: .current).first)
        let row = try #require(driver.row(containing: first.title))
        #expect(driver.lines[row].contains(first.amount.formatted(.currency(code: "EUR").locale(german)) + " ›"))
        #expect(driver.lines[row].contains(first.date.formatted(.dateTime.month(.abbreviated).day().locale(german))))
        #expect(driver.lines[0].contains(now.formatted(.dateTime.month(.wide).year().locale(german))))
        let total = store.expenses(inMonthOf: now, calendar: .current).reduce(Decimal.zero) { $0 + $1.amount }
        #expect(driver.lines[0].contains(total.formatted(.currency(code: "EUR").locale(german))))
        // The amount field reads numbers as LC_NUMERIC writes them; the new expense is in the app's currency.
        driver.press(KeyPress.character("+"))
        driver.type("Coffee")
        driver.press(.tab)
        driver.type("4.50")
        driver.press(.control("s"))
        let added = try #require(store.expenses.first { $0.title == "Coffee" })
        #expect(added.amount == amount("4.5") && added.currencyCode == "EUR")
        #expect(try #require(driver.row(containing: "Coffee").map { driver.lines[$0] }).contains(" 4,50\u{00A0}€ ›"), "a no-break space before the sign, as German writes it")
    }

    @Test func typingAnAmountInAGermanLocale() {
        let (driver, store) = makeDriver(locale: Locale(identifier: "de_DE"))
        driver.press(KeyPress.character("+"))
        driver.type("Kaffee")
        driver.press(.tab)
        driver.type("4,50")
        driver.press(.control("s"))
        #expect(store.expenses.contains { $0.title == "Kaffee" && $0.amount == amount("4.5") })
        #expect(driver.text.contains("4,50"))
    }

    @Test func dRevealsDeleteAndDeletes() throws {
        let (driver, store) = makeDriver()
        let first = store.expenses(inMonthOf: now, calendar: .current)[0]
        driver.press(KeyPress.character("d"))
        driver.settle()  // the row slides aside to show Delete
        #expect(driver.lines[1].contains("Delete"))
        #expect(store.expenses.contains(first))
        driver.press(.escape)
        #expect(!driver.lines[1].contains("Delete"))
        driver.press(KeyPress.character("d"), KeyPress.character("d"))
        #expect(!store.expenses.contains(first))
        #expect(driver.isAnimating, "the deleted row collapses out of view")
        driver.settle()
        #expect(driver.row(containing: first.title) == nil)
    }

    @Test func anEmptyMonthShowsWhatToDo() {
        let (driver, _) = makeDriver(store: BudgetStore())
        #expect(driver.text.contains("No expenses yet"))
        #expect(driver.text.contains("Press + to add your first one."))
        driver.press(KeyPress.character("+"))
        #expect(driver.text.contains("New Expense"))
    }

    @Test func fitsAWideTerminal() {
        let (driver, store) = makeDriver(size: TerminalSize(columns: 200, rows: 50))
        #expect(driver.lines.count == 50)
        let month = store.expenses(inMonthOf: now, calendar: .current)
        #expect(driver.row(containing: month.last?.title ?? "-") != nil)
    }
}
