import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// The screens at every size from 20x6 to 200x50: what matters is cut last (totals and amounts never,
/// titles before dates), split columns share the width by need, pictures grow with the width, and a detail
/// shows its whole title.
@MainActor
struct LayoutAtEverySizeTests {
    private func monthExpenses(_ store: BudgetStore) -> [Expense] {
        Array(store.expenses(inMonthOf: ScreenFixture.noon, calendar: ScreenFixture.calendar))
    }

    @Test(arguments: ScreenFixture.sizes)
    func theBudgetsTotalIsWholeOrNotShownAndNeverCut(size: TerminalSize) throws {
        let (driver, store) = ScreenFixture.budget(size: size)
        let total = ScreenFixture.dollars(monthExpenses(store).reduce(Decimal.zero) { $0 + $1.amount })
        let header = driver.lines[0]
        // A cut total would end in "…" after a part of it: "$698.…".
        let cut = (1..<total.count).map { "\(total.prefix($0))…" }
        #expect(!cut.contains { header.contains($0) }, "\(size.columns)x\(size.rows): \(header)")
        if size.columns >= 40 { #expect(header.contains(total), "\(size.columns)x\(size.rows): the total wins over the month") }
    }

    @Test(arguments: ScreenFixture.sizes)
    func everyRowShowsItsWholeAmountAndTheTitleGetsRoomBeforeTheDate(size: TerminalSize) throws {
        let (driver, store) = ScreenFixture.budget(size: size)
        let expenses = monthExpenses(store)
        var rowsSeen = 0
        // At 95 columns and wider the list is a table: its header row has titles, not an expense.
        let header = driver.row(containing: "Date ▼")
        for (row, line) in driver.lines.enumerated().dropFirst().dropLast() where row != header && line.contains(where: { $0.isLetter }) {
            rowsSeen += 1
            // Every row ends with a whole amount, and it is the amount of the expense whose title begins it.
            let expense = expenses.first { line.contains(ScreenFixture.dollars($0.amount)) && line.contains(String($0.title.prefix(2))) }
            #expect(expense != nil, "\(size.columns)x\(size.rows): a row without its whole amount: \(line)")
            guard let expense else { continue }
            let date = expense.date.formatted(
                Date.FormatStyle(timeZone: ScreenFixture.calendar.timeZone).month(.abbreviated).day().locale(Locale(identifier: "en_US")))
            if line.contains(date) {
                #expect(line.contains(expense.title), "\(size.columns)x\(size.rows): a date is shown only beside a whole title: \(line)")
            }
            if size.columns <= 20 {
                #expect(!line.contains("›"), "the chevron goes first on a narrow row")
                #expect(line.contains(String(expense.title.prefix(3))), "the title comes before the date: \(line)")
            }
        }
        #expect(rowsSeen >= min(expenses.count, size.rows - 3), "\(size.columns)x\(size.rows): the rows are found")
    }

    @Test func atAHundredColumnsTheBoardShowsEveryCityWholeBesideTheDetails() throws {
        let (driver, _) = ScreenFixture.window(size: TerminalSize(columns: 100, rows: 30))
        driver.press(.character("3"))
        #expect(driver.lines[5].filter { $0 == "│" }.count == 2, "three columns")
        let board = driver.lines.map { line in
            let parts = line.split(separator: "│", omittingEmptySubsequences: false)
            return parts.count > 2 ? String(parts[1]) : ""
        }
        #expect(board.contains { $0.contains("New York") })
        #expect(!board.contains { $0.contains("New Y…") || $0.contains("Los A…") })
        // Times never wrap onto a second line.
        #expect(!board.contains { $0.trimmingCharacters(in: .whitespaces) == "AM" || $0.trimmingCharacters(in: .whitespaces) == "PM" })
        #expect(driver.text.contains("Gate"), "the details keep their rows")
        #expect(driver.text.contains("The Last Flight You") && driver.text.contains("Viewed"), "the sidebar wraps, not cuts")
    }

    @Test(arguments: [TerminalSize(columns: 100, rows: 30), TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 200, rows: 50)])
    func twoColumnScreensGiveTheSectionTheWidthTheSidebarDoesNotNeed(size: TerminalSize) throws {
        let (driver, _) = ScreenFixture.window(size: size)
        driver.press(.character("2"))
        // The window's budget shows the month of the real clock; its bar is what is measured here.
        let bar = driver.lines[0]
        let divider = try #require(bar.firstIndex(of: "│"))
        #expect(bar.distance(from: bar.startIndex, to: divider) == 24, "the sidebar at its ideal width")
        #expect(bar.contains("Expenses") && bar.contains("+ Add"))
        #expect(bar.count == size.columns, "the section takes the rest: \(bar)")
    }

    /// The width of the widest run of half blocks (a picture's top row) on the first line that has one after
    /// the line containing `heading`.
    private func pictureWidth(below heading: String, in driver: TestDriver) throws -> Int {
        let start = try #require(driver.row(containing: heading))
        let line = try #require(driver.lines.dropFirst(start + 1).first { $0.contains("▀") })
        var widest = 0, run = 0
        for character in line {
            run = character == "▀" ? run + 1 : 0
            widest = max(widest, run)
        }
        return widest
    }

    @Test func cardPicturesGrowWithTheWidthAndKeepTheirShape() throws {
        let (narrow, _) = ScreenFixture.window(size: TerminalSize(columns: 80, rows: 24))
        let (wide, _) = ScreenFixture.window(size: TerminalSize(columns: 200, rows: 50))
        let narrowCard = try pictureWidth(below: "Spring Blossoms", in: narrow)
        let wideCard = try pictureWidth(below: "Spring Blossoms", in: wide)
        #expect(narrowCard >= 22)
        #expect(wideCard > narrowCard + 8, "a card takes its share of a wide column")
        #expect(try pictureWidth(below: "Recently viewed", in: wide) > pictureWidth(below: "Recently viewed", in: narrow))
        // 32x10 cells: the picture's rows follow its width.
        let start = try #require(wide.row(containing: "Recently viewed"))
        let rows = wide.lines.dropFirst(start + 1).prefix { $0.contains("▀") }.count
        let width = try pictureWidth(below: "Recently viewed", in: wide)
        #expect(rows == Int((Double(width) / 3.2).rounded()))
        #expect(CardSize.large.pictureWidth(inColumn: 400) == 33, "within limits")
        #expect(CardSize.small.pictureWidth(inColumn: 20) == 12)
    }

    @Test func cardsFollowAResizeOfTheirColumn() throws {
        // Side by side before and after: the card's own proposal (in a horizontal scroll view) is the same.
        let (driver, _) = ScreenFixture.window(size: TerminalSize(columns: 120, rows: 40))
        let before = try pictureWidth(below: "Spring Blossoms", in: driver)
        driver.resize(to: TerminalSize(columns: 200, rows: 40))
        let wide = try pictureWidth(below: "Spring Blossoms", in: driver)
        #expect(wide > before, "the sizes measured for the narrower column are forgotten")
        driver.resize(to: TerminalSize(columns: 120, rows: 40))
        #expect(try pictureWidth(below: "Spring Blossoms", in: driver) == before)
    }

    @Test(arguments: ScreenFixture.sizes.filter { $0.columns >= 40 })
    func theExpenseDetailShowsTheWholeTitleWrapped(size: TerminalSize) throws {
        let store = BudgetStore(expenses: [Expense(
            title: "Dinner with the whole team at the little place by the river after the conference",
            amount: 184, category: .foodAndDrink, date: ScreenFixture.noon)])
        let (driver, _) = ScreenFixture.budget(size: size, store: store)
        #expect(driver.row(containing: "$184.00") != nil, "the list row (or the table's) keeps its amount")
        driver.press(.return)
        #expect(driver.lines[0].contains("‹"), "the detail is open")
        let content = driver.lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(content.contains("Dinner with the whole team at the little place by the river after the conference"), "\(driver.text)")
    }

    @Test func aPromptThatDoesNotFitEndsWithAnEllipsis() throws {
        let (driver, _) = ScreenFixture.window(size: TerminalSize(columns: 50, rows: 15))
        let bar = driver.lines[0]
        #expect(bar.contains("⌕ Search trips"))
        #expect(bar.contains("Search trips and activities") || bar.contains("…"), "\(bar)")
    }
}
