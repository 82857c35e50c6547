import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
@testable import TravelModel
@testable import WishlistUI

/// What the screens say of data they cannot read, and how they quote data in messages: never an empty month
/// for a month that could not be read, never an escape sequence, never a megabyte of message.
@MainActor
struct UnreadableDataScreenTests {
    static let payload = "\u{1B}]0;pwned\u{07}\u{9B}2J"
    static let shown = "\u{241B}]0;pwned\u{2407}\u{FFFD}2J"

    /// Whether the screen holds anything a terminal would act on.
    private func holdsControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }
    }

    /// The screen's text with its lines joined and every run of blanks made one space, for sentences that wrap.
    private func flat(_ driver: TestDriver) -> String {
        driver.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Writes over the amount of the expenses titled `titles` in the store's database, as another tool would.
    private func spoilAmounts(of titles: [String], with amounts: [String], in store: BudgetStore) throws {
        try store.database.writeNow { connection in
            for (title, amount) in zip(titles, amounts) {
                let statement = try connection.prepare("UPDATE expense SET amount = ? WHERE title = ?")
                try statement.bind([amount, title])
                try statement.execute()
            }
        }
    }

    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)])
    func aMonthWithRowsThatCannotBeReadShowsTheRestAndSaysSo(size: TerminalSize) throws {
        let store = BudgetStore.sample(now: ScreenFixture.noon, calendar: ScreenFixture.calendar, currencyCode: "USD")
        let month = store.expenses(inMonthOf: ScreenFixture.noon, calendar: ScreenFixture.calendar)
        let spoiled = Array(month.prefix(2))
        let fresh = BudgetStore(database: store.database)
        try spoilAmounts(of: spoiled.map(\.title), with: [Self.payload, "1e400"], in: fresh)
        let (driver, _) = ScreenFixture.budget(size: size, store: fresh)

        let text = flat(driver)
        #expect(text.contains("2 expenses in November 2026 could not be read and are left out: the amount"), "\(driver.text)")
        #expect(text.contains(Self.shown) || text.contains("\"1e400\""), "\(driver.text)")
        #expect(!driver.text.contains("No expenses yet"))
        for expense in month.dropFirst(2).prefix(3) { #expect(driver.row(containing: expense.title) != nil, "\(expense.title)") }
        for expense in spoiled { #expect(driver.row(containing: expense.title) == nil) }
        let rest = month.dropFirst(2).reduce(Decimal.zero) { $0 + $1.amount }
        #expect(driver.lines[0].contains(ScreenFixture.dollars(rest)), "\(driver.lines[0])")
        #expect(!holdsControls(driver.text))
        // The charts leave them out and say so.
        driver.press(KeyPress.character("c"))
        #expect(flat(driver).contains("2 expenses of this month could not be read"), "\(driver.text)")
        driver.press(KeyPress.character("c"))
        #expect(flat(driver).contains("2 expenses of these months could not be read"), "\(driver.text)")
    }

    @Test func aMonthThatCannotBeReadIsNotShownEmptyAndCannotBeChanged() throws {
        let folder = TestFolder("wishlist-damaged")
        let directory = folder.url.path
        let url = URL(fileURLWithPath: directory + "/" + AppDatabase.fileName)
        let sample = BudgetStore.sampleExpenses(now: ScreenFixture.noon, calendar: ScreenFixture.calendar, currencyCode: "USD")
        try {
            let database = try AppDatabase.open(at: url)
            try database.writeNow { try ExpenseTable.insert(sample, in: $0) }
        }()
        try damageRootPage(of: "expense", in: url)
        let store = BudgetStore(database: try AppDatabase.open(at: url))
        let (driver, _) = ScreenFixture.budget(size: TerminalSize(columns: 80, rows: 24), store: store)

        #expect(driver.text.contains("Expenses not read"), "\(driver.text)")
        #expect(!driver.text.contains("No expenses yet"))
        #expect(flat(driver).contains("could not all be read: database disk image is malformed"), "\(driver.text)")
        #expect(driver.lines[0].contains("total not read") && !driver.lines[0].contains("$0.00"), "\(driver.lines[0])")
        let bar = driver.lines[23]
        #expect(!bar.contains("+ add") && !bar.contains("e edit") && !bar.contains("d delete"), "\(bar)")
        driver.press(KeyPress.character("+"))
        #expect(!driver.text.contains("New Expense"))
    }

    @Test func aTripThatCannotBeReadIsSaidAtTheStartAsTheScreenShowsText() throws {
        let folder = TestFolder("wishlist-trips")
        let directory = folder.url.path
        try {
            let saved = try SavedData.open(directory: URL(fileURLWithPath: directory), now: ScreenFixture.noon)
            try saved.budget.store.database.writeNow { connection in
                let statement = try connection.prepare("UPDATE trip SET last_viewed = ? WHERE name = 'Keukenhof'")
                try statement.bind(Self.payload + String(repeating: "x", count: 1_000_000), at: 1)
                try statement.execute()
            }
        }()
        var configuration = LaunchConfiguration()
        configuration.dataDirectory = directory
        // The first opening's lock goes with its last reference, which its writer may hold a moment longer.
        let deadline = Date().addingTimeInterval(2)
        var launched: AppModel?
        while launched == nil {
            do {
                launched = try AppModel.launch(configuration)
            } catch DataFileError.inUse where Date() < deadline {
                usleep(10_000)
            }
        }
        let model = try #require(launched)
        let notice = try #require(model.notice)
        #expect(notice.hasPrefix("1 trip could not be read and is left out: the day \"\(Self.payload)"))
        #expect(notice.count < 200)
        #expect(model.wishlist.trips.values.allSatisfy { $0.name != "Keukenhof" })
        let driver = TestDriver(WindowContent(model: model).environment(\.currencyCode, "USD"), size: TerminalSize(columns: 120, rows: 30))
        #expect(flat(driver).contains("1 trip could not be read and is left out: the day \"\(Self.shown)"), "\(driver.text)")
        #expect(!holdsControls(driver.text))
    }

    @Test func anUndoMessageQuotesATitleShort() throws {
        let model = AppModel(wishlist: .sample(), budget: .sample())
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: TerminalSize(columns: 120, rows: 40))
        let title = String(repeating: Self.payload, count: 100_000)
        model.budget.add(Expense(title: title, amount: 1, category: .other, date: .now))
        driver.renderer.undoManager.closeEventGroup()
        driver.update()
        driver.press(KeyPress.character("u"))
        let last = try #require(driver.lines.last)
        #expect(last.contains("Undone: Add \(Self.shown)"), "\(last)")
        #expect(last.contains("\u{2026}"))
        #expect(!holdsControls(driver.text))
    }

    /// A trip named with 16,000 characters: its delete dialog and a search for that text quote it short.
    @Test func theDeleteDialogAndTheEmptySearchQuoteDataShort() throws {
        let model = AppModel(wishlist: .sample(), budget: .sample())
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: TerminalSize(columns: 120, rows: 40))
        let name = String(repeating: Self.payload, count: 1_000)
        let id = try #require(model.wishlist.recentTrips(limit: 1).first?.id)
        model.wishlist.renameTrip(id: id, to: name)
        driver.update()
        // The most recent trip, opened: D asks whether to delete it.
        driver.press(.return)
        driver.settle()
        driver.press(KeyPress.character("D"))
        let dialog = flat(driver)
        #expect(dialog.contains("Delete \(Self.shown)") && dialog.contains("\u{2026}?"), "\(dialog.prefix(400))")
        #expect(!holdsControls(driver.text))
        driver.press(.escape, .escape)
        driver.settle()
        driver.press(KeyPress.character("/"))
        driver.paste(String(name.prefix(500)) + "x")
        driver.update()
        let search = flat(driver)
        #expect(search.contains("No trips match “\(Self.shown)") && search.contains("\u{2026}”"), "\(search.prefix(400))")
        #expect(!holdsControls(driver.text))
    }

    /// Writes garbage over the root page of `table` (the file is closed: its log has been copied in).
    private func damageRootPage(of table: String, in url: URL) throws {
        let (number, size) = try {
            let connection = try DatabaseConnection(.file(path: url.path), access: .readOnly)
            let statement = try connection.prepare("SELECT rootpage FROM sqlite_master WHERE name = ?")
            try statement.bind(table, at: 1)
            let number = try #require(try statement.rows { try $0.column(0, as: Int.self) }.first)
            let size = try #require(try connection.prepare("PRAGMA page_size").rows { try $0.column(0, as: Int.self) }.first)
            return (number, size)
        }()
        let handle = try FileHandle(forUpdating: url)
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64((number - 1) * size))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: size))
    }
}
