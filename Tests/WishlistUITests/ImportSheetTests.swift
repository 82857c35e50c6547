import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
@testable import TravelModel
@testable import WishlistUI

/// The budget's import sheet (`i`), headless, on a database in a file (so that the import runs on a connection
/// of its own, as in the app): a German bank's export read, its guess shown and its preview (the rows as they
/// will be saved, the rows skipped with their reasons); a mapping changed by the user changes the preview;
/// duplicates marked and kept when asked; Esc during the import saves nothing; the import is one step to undo;
/// a missing, UTF-16, binary or JSON file is said; at 40x12, 80x24 and 200x50.
@MainActor
struct ImportSheetTests {
    nonisolated static let sizes = [TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)]

    /// A German bank's export: the account above the header, a salary, a purpose of two lines, a total.
    static let german = """
        "Kontonummer:";"DE12 3456 7890";\r
        \r
        "Buchungstag";"Wertstellung";"Buchungstext";"Auftraggeber / Begünstigter";"Verwendungszweck";"Betrag (EUR)";\r
        "14.03.2026";"14.03.2026";"KARTENZAHLUNG";"REWE Markt GmbH";"REWE SAGT DANKE";"-12,50";\r
        "15.03.2026";"15.03.2026";"GUTSCHRIFT";"Arbeitgeber AG";"Gehalt";"2.500,00";\r
        "16.03.2026";"16.03.2026";"DAUERAUFTRAG";"";"Miete März\nWohnung 3";"-1.234,56";\r
        "17.03.2026";"17.03.2026";"KARTENZAHLUNG";"Kiosk";"";"-3,20";\r
        "Summe";"";"";"";"";"1.249,74";\r

        """

    /// A folder of a test's own, with a database in it, and the app on it at `size`, on the budget.
    @MainActor
    final class Fixture {
        let folder: URL
        let driver: TestDriver
        let model: AppModel

        /// The app at `size` in `locale`'s language, its lookups of the tables logged in `log` when there is one.
        init(size: TerminalSize, locale: Locale = Locale(identifier: "en_US"), log: LocalizationLog? = nil) throws {
            folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wishlist-import-sheet-\(UUID().uuidString)")
            try DataDirectory.create(at: folder)
            let database = try AppDatabase.open(at: folder.appendingPathComponent(AppDatabase.fileName))
            model = AppModel(wishlist: .sample(now: ScreenFixture.noon, calendar: ScreenFixture.calendar), budget: BudgetStore(database: database))
            var environment = EnvironmentValues()
            environment.localizationLog = log
            driver = TestDriver(
                WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, locale)
                    .environment(\.localeCategories, LocaleCategories(all: locale))
                    .environment(\.calendar, ScreenFixture.calendar).environment(\.timeZone, ScreenFixture.calendar.timeZone),
                size: size, environment: environment, date: ScreenFixture.noon)
            driver.press(.character("2"))
            driver.settle()
        }

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        /// Writes `bytes` to `name` in the folder, and gives its path.
        func file(_ bytes: [UInt8], named name: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url.path
        }

        func file(_ text: String, named name: String) throws -> String {
            try file(Array(text.utf8), named: name)
        }

        /// Opens the sheet and reads `path` in it.
        func read(_ path: String) async {
            driver.press(.character("i"))
            driver.type(path)
            driver.press(.return)
            await waitUntil { !$0.text.contains("Reading ") }
        }

        /// Updates the screen until `condition` holds of it, 10 s at most (the sheet's work runs off the main
        /// actor).
        func waitUntil(_ condition: (TestDriver) -> Bool) async {
            var waited = 0
            driver.update()
            while !condition(driver) && waited < 1000 {
                try? await Task.sleep(for: .milliseconds(10))
                driver.update()
                waited += 1
            }
            driver.settle()
        }

        /// Presses Tab until the view `identifier` has focus (it is then in view); false when none does.
        func focus(_ identifier: String) -> Bool {
            for _ in 0..<60 {
                if driver.element(identifier: identifier)?.isFocused == true { return true }
                driver.press(.tab)
            }
            return false
        }

        /// How many expenses the database holds, read on a connection of the test's own.
        func storedCount() throws -> Int {
            let connection = try DatabaseConnection(.file(path: folder.appendingPathComponent(AppDatabase.fileName).path))
            return try connection.prepare("SELECT count(*) FROM expense").rows { try $0.column(0, as: Int.self) }.first ?? 0
        }
    }

    @Test(arguments: sizes)
    func aGermanFileIsReadGuessedAndPreviewed(size: TerminalSize) async throws {
        let fixture = try Fixture(size: size)
        await fixture.read(try fixture.file(Self.german, named: "umsaetze.csv"))
        let driver = fixture.driver
        let counts = try #require(driver.element(identifier: "import.counts"), "\(size)\n\(driver.text)")
        #expect(counts.text.replacingOccurrences(of: "\n", with: " ").hasPrefix("3 expenses to import; 2 rows skipped (1 money received, 1 not a"), "\(size)\n\(driver.text)")
        #expect(driver.lines.last?.contains("^S import") == true || size.columns < 80, "\(size): \(driver.lines.last ?? "")")
        // The guess, with why: each part found on the screen once it has focus.
        #expect(fixture.focus("import.dates"))
        #expect(driver.text.contains("DD.MM.YYYY"), "\(size)\n\(driver.text)")
        #expect(driver.element(identifier: "import.column.title")?.text.contains("4 Auftraggeber") == true || size.columns < 80)
        // The preview and the skipped rows, each with its reason, reachable at every size.
        #expect(fixture.focus("import.duplicates"))
        driver.press(.tab)
        #expect(driver.text.contains("2026-03-14  €12.50  Other  REWE"), "\(size)\n\(driver.text)")
        for _ in 0..<3 { driver.press(.tab) }
        #expect(driver.text.contains("line 5: money received"), "\(size)\n\(driver.text)")
        if size.columns >= 80 {
            #expect(driver.text.contains("line 5: money received (\"2.500,00\"), not money spent"))
        }
        #expect(try fixture.storedCount() == 0, "reading and previewing write nothing")
    }

    @Test func aMappingChangedByTheUserChangesThePreview() async throws {
        let fixture = try Fixture(size: TerminalSize(columns: 200, rows: 50))
        let driver = fixture.driver
        await fixture.read(try fixture.file(Self.german, named: "umsaetze.csv"))
        #expect(driver.text.contains("Guessed: as \"-12,50\" on line 4 can only be read so."), "\(driver.text)")
        // A decimal point: the amounts no longer read, and each row says so.
        #expect(fixture.focus("import.decimal"))
        driver.press(.leftArrow)
        await fixture.waitUntil { $0.element(identifier: "import.counts") != nil }
        #expect(driver.text.contains("As you chose."))
        #expect(driver.element(identifier: "import.counts")?.text.hasPrefix("0 expenses to import; 5 rows skipped") == true, "\(driver.text)")
        #expect(driver.text.contains("line 4: the amount \"-12,50\" is not a number written with a decimal point"), "\(driver.text)")
        #expect(driver.element(identifier: "sheet.confirm").map { !$0.text.isEmpty } == true)
        // Back to a comma, and the money spent positive: the salary is the one expense.
        driver.press(.rightArrow)
        #expect(fixture.focus("import.sign"))
        driver.press(.rightArrow)
        await fixture.waitUntil { $0.element(identifier: "import.counts") != nil }
        #expect(driver.element(identifier: "import.counts")?.text.hasPrefix("1 expense to import") == true, "\(driver.text)")
        #expect(driver.text.contains("2026-03-15  €2,500.00  Other  Arbeitgeber AG"), "\(driver.text)")
        // No date column: said, and nothing to import.
        #expect(fixture.focus("import.column.date"))
        driver.press(.leftArrow)
        #expect(driver.text.contains("No column holds the date: choose one below."), "\(driver.text)")
        driver.press(.control("s"))
        #expect(try fixture.storedCount() == 0)
        #expect(driver.element(identifier: "import.path") != nil, "the sheet stays")
    }

    @Test func duplicatesAreMarkedAndKeptWhenAsked() async throws {
        let fixture = try Fixture(size: TerminalSize(columns: 200, rows: 50))
        let driver = fixture.driver
        // Kiosk, 17 March, €3.20: there already.
        let noon = try #require(ScreenFixture.calendar.date(from: DateComponents(year: 2026, month: 3, day: 17, hour: 12)))
        fixture.model.budget.add(Expense(title: "Kiosk", amount: Decimal(string: "3.2") ?? 0, currencyCode: "EUR", category: .other, date: noon))
        await fixture.read(try fixture.file(Self.german, named: "umsaetze.csv"))
        #expect(driver.element(identifier: "import.counts")?.text.replacingOccurrences(of: "\n", with: " ")
            .hasPrefix("2 expenses to import; 3 rows skipped (1 money received, 1 already there, 1 not a") == true, "\(driver.text)")
        // Line 8: the rent's purpose has two lines, 6 and 7.
        let duplicate = try #require(driver.position(of: "line 8: already there"), "\(driver.text)")
        let other = try #require(driver.position(of: "line 5: money received"), "\(driver.text)")
        #expect(driver.style(atColumn: duplicate.column, row: duplicate.row).foreground
            != driver.style(atColumn: other.column, row: other.row).foreground, "a duplicate is marked in a colour of its own")
        #expect(fixture.focus("import.duplicates"))
        driver.press(.character(" "))
        await fixture.waitUntil { $0.element(identifier: "import.counts") != nil }
        #expect(driver.element(identifier: "import.counts")?.text.hasPrefix("3 expenses to import (1 like one already there)") == true, "\(driver.text)")
        driver.press(.control("s"))
        await fixture.waitUntil { $0.element(identifier: "import.path") == nil }
        #expect(try fixture.storedCount() == 4)
    }

    @Test(arguments: sizes)
    func theImportIsOneStepToUndo(size: TerminalSize) async throws {
        let fixture = try Fixture(size: size)
        let driver = fixture.driver
        let before = try fixture.storedCount()
        await fixture.read(try fixture.file(Self.german, named: "umsaetze.csv"))
        driver.press(.control("s"))
        await fixture.waitUntil { $0.element(identifier: "import.path") == nil }
        #expect(try fixture.storedCount() == before + 3)
        #expect(fixture.model.budget.expenses.map(\.title).suffix(3) == ["REWE Markt GmbH", "Miete März\nWohnung 3", "Kiosk"])
        #expect(driver.lines.last?.contains("Imported 3 expenses from umsaetze.csv") == true, "\(size): \(driver.lines.last ?? "")")
        driver.press(.character("u"))
        #expect(driver.lines.last?.contains("Undone: Import 3 expenses.") == true, "\(size): \(driver.lines.last ?? "")")
        #expect(fixture.model.budget.expenses.count == before)
        #expect(fixture.model.budget.database.flush() == nil)
        #expect(try fixture.storedCount() == before, "the whole import undone, in the database too")
        driver.press(.character("U"))
        #expect(fixture.model.budget.expenses.count == before + 3, "and redone")
    }

    @Test(arguments: sizes)
    func aLargeImportIsUndoneAndRedoneBehindASheet(size: TerminalSize) async throws {
        let fixture = try Fixture(size: size)
        let driver = fixture.driver
        let before = try fixture.storedCount()
        let rows = (1...1_200).map { "2026-03-\(String(format: "%02d", $0 % 28 + 1)),Coffee \($0),-\($0 % 9 + 1).25" }
        await fixture.read(try fixture.file("Date,Payee,Amount\n" + rows.joined(separator: "\n") + "\n", named: "card.csv"))
        driver.press(.control("s"))
        await fixture.waitUntil { $0.element(identifier: "import.path") == nil }
        #expect(try fixture.storedCount() == before + 1_200)

        driver.press(.character("u"))
        // The undo runs off the main actor, behind a sheet that says so; undo and redo wait for it.
        let said = driver.element(identifier: "bulkChange.description")?.text ?? ""
        #expect(said.contains("Removing 1,200 expenses"), "\(size): \(driver.text)")
        driver.press(.character("U"))
        await fixture.model.budget.bulkChangeWork?.value
        await fixture.waitUntil { $0.element(identifier: "bulkChange.description") == nil }
        #expect(try fixture.storedCount() == before, "\(size): undone in the database, and U waited")
        #expect(driver.lines.last?.contains(size.columns < 80 ? "Removed 1,200 expenses" : "Removed 1,200 expenses (undo Import 1200 expenses).") == true, "\(size): \(driver.text)")

        driver.press(.character("U"))
        #expect(driver.element(identifier: "bulkChange.description")?.text.contains("Adding back 1,200 expenses") == true, "\(size)")
        await fixture.model.budget.bulkChangeWork?.value
        await fixture.waitUntil { $0.element(identifier: "bulkChange.description") == nil }
        #expect(try fixture.storedCount() == before + 1_200, "\(size): redone")
        #expect(fixture.model.budget.expenses.count == before + 1_200)
    }

    @Test func escDuringTheImportSavesNothing() async throws {
        let fixture = try Fixture(size: TerminalSize(columns: 80, rows: 24))
        let driver = fixture.driver
        var text = "Buchungstag;Empfänger;Betrag\n"
        for index in 0..<5_000 { text += "\(10 + index % 18).03.2026;Händler \(index);-\(index % 300 + 1),50\n" }
        await fixture.read(try fixture.file(text, named: "gross.csv"))
        #expect(driver.element(identifier: "import.counts")?.text.hasPrefix("5,000 expenses to import") == true, "\(driver.text)")
        driver.press(.control("s"))
        #expect(driver.text.contains("Esc cancels: nothing is imported."), "\(driver.text)")
        driver.press(.escape)
        await fixture.waitUntil { $0.element(identifier: "import.problem") != nil }
        #expect(driver.text.contains("The import was cancelled: nothing was imported."), "\(driver.text)")
        #expect(driver.element(identifier: "import.path") != nil, "the sheet stays, to import again or close")
        #expect(try fixture.storedCount() == 0)
        #expect(fixture.model.budget.expenses.isEmpty)
        driver.press(.escape)
        #expect(driver.element(identifier: "import.path") == nil, "a second Esc closes it")
    }

    @Test func aMissingUnreadableOrNonCSVFileIsSaid() async throws {
        let fixture = try Fixture(size: TerminalSize(columns: 80, rows: 24))
        let driver = fixture.driver
        let utf16 = try fixture.file([0xFF, 0xFE] + "Datum;Betrag\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, named: "unicode.csv")
        let png = try fixture.file([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 8], named: "photo.csv")
        let document = try fixture.file("{\n  \"format\": \"wishlist\",\n  \"version\": 1\n}\n", named: "all.txt")
        let cases = [
            (fixture.folder.path + "/nowhere.csv", "nowhere.csv: the file cannot be read"),
            (utf16, "unicode.csv: the file is UTF-16"), (png, "photo.csv: the file is not text"),
            (document, "all.txt is wishlist's JSON document"), (fixture.folder.path, "the file cannot be read"),
        ]
        for (index, (path, message)) in cases.enumerated() {
            if index == 0 {
                await fixture.read(path)
            } else {
                driver.press(.control("u"))
                driver.type(path)
                driver.press(.return)
                await fixture.waitUntil { !$0.text.contains("Reading ") }
            }
            let problem = try #require(driver.element(identifier: "import.problem"), "\(path)\n\(driver.text)")
            #expect(problem.text.replacingOccurrences(of: "\n", with: " ").contains(message), "\(problem.text)")
            #expect(driver.element(identifier: "import.counts") == nil)
        }
        #expect(try fixture.storedCount() == 0)
        #expect(CSVImportSession.expandingTilde(in: " ~/x.csv ") == ("~" as NSString).expandingTildeInPath + "/x.csv")
        #expect(!CSVImportSession.expandingTilde(in: "~/x.csv").hasPrefix("~"))
        #expect(CSVImportSession.expandingTilde(in: "~x.csv") == "~x.csv")
    }
}
