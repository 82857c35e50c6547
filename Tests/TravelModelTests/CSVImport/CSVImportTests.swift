import Foundation
import Testing
@testable import TravelModel

/// Bank exports of the shapes banks write, written here, guessed and imported into a database: what each row
/// becomes, what is skipped and why, duplicates, and that an import is the whole file or nothing.
@Suite("CSV import")
@MainActor
struct CSVImportTests {
    /// A German bank's export (as a Sparkasse's or DKB's): a byte order mark, the account's details above the
    /// header, semicolons, quoted fields, CRLF, DD.MM.YYYY, decimal commas with thousands points, a purpose of
    /// two lines, a salary (money received), an empty line, and the total at the end.
    static let german = """
        "Kontonummer:";"DE12 3456 7890 1234 5678 90";\r
        "Zeitraum:";"01.03.2026 - 31.03.2026";\r
        \r
        "Buchungstag";"Wertstellung";"Buchungstext";"Auftraggeber / Begünstigter";"Verwendungszweck";"Betrag (EUR)";\r
        "14.03.2026";"14.03.2026";"KARTENZAHLUNG";"REWE Markt GmbH";"REWE SAGT DANKE 1234";"-12,50";\r
        "15.03.2026";"15.03.2026";"GUTSCHRIFT";"Arbeitgeber AG";"Gehalt März";"2.500,00";\r
        "16.03.2026";"16.03.2026";"DAUERAUFTRAG";"";"Miete März\nWohnung 3";"-1.234,56";\r
        \r
        "17.03.2026";"17.03.2026";"KARTENZAHLUNG";"Bäckerei Müller";"";"-3,2";\r
        "18.03.2026";"18.03.2026";"LASTSCHRIFT";"Deutsche Bahn";"Ticket";"-1.049,00";\r
        "Summe";"";"";"";"";"1.200,74";\r

        """

    @Test("A German bank's export: the header under the account's details, the columns by their German names, dates and amounts as written")
    func germanBankExport() throws {
        let file = try CSVTestFile(Self.german, byteOrderMark: true)
        let database = AppDatabase.inMemory()
        let (guess, report) = try file.importGuessed(into: database, locale: "en_US", currency: "USD")
        let settings = guess.settings
        #expect(settings.separator == .semicolon)
        #expect(settings.headerLine == 4)
        #expect(settings.columns == CSVColumns(date: 0, title: [3, 4], amount: 5))
        #expect(settings.dateFormat == .german)
        #expect(settings.decimalMark == .comma && guess.decimalMarkReason == .decided(example: "-12,50", line: 5))
        #expect(settings.amountSign == .negativeIsSpent)
        #expect(settings.currencyCode == "EUR" && guess.currencySource == .header("Betrag (EUR)"))

        #expect(report.imported == 4)
        #expect(report.skipped == [
            CSVSkippedRow(line: 6, reason: .moneyReceived("2.500,00")), CSVSkippedRow(line: 12, reason: .summary("Summe")),
        ])
        #expect(report.batch?.count == 4)
        let stored = try storedExpenses(database)
        #expect(stored.map(\.title) == ["REWE Markt GmbH", "Miete März\nWohnung 3", "Bäckerei Müller", "Deutsche Bahn"])
        #expect(stored.map(\.amount) == [try decimal("12.5"), try decimal("1234.56"), try decimal("3.2"), 1049])
        #expect(stored.map(day(of:)) == ["2026-03-14", "2026-03-16", "2026-03-17", "2026-03-18"])
        #expect(stored.allSatisfy { $0.currencyCode == "EUR" && $0.category == .other && $0.tripID == nil })
    }

    @Test("A US card's export with debit and credit columns: MM/DD/YYYY decided by a day after the 12th, categories by name")
    func usDebitAndCreditColumns() throws {
        let file = try CSVTestFile("""
            Date,Description,Debit,Credit,Category\r
            03/04/2026,"Joe's Diner, NYC",12.50,,Food & Drink\r
            03/13/2026,PAYMENT THANK YOU,,"1,500.00",Payment\r
            03/14/2026,Marriott,"1,234.00",,lodging\r
            03/15/2026,Whole Foods,45.10,,Groceries\r
            03/16/2026,Refund,,20.00,Shopping\r
            03/17/2026,"Uber ""Pool"" Ride",$8.75,,TRANSPORT\r

            """)
        let database = AppDatabase.inMemory()
        let (guess, report) = try file.importGuessed(into: database, locale: "de_DE")
        #expect(guess.settings.columns == CSVColumns(date: 0, title: [1], debit: 2, credit: 3, category: 4))
        #expect(guess.settings.dateFormat == .american && guess.dateFormatReason == .decided(example: "03/13/2026", line: 3))
        #expect(guess.settings.decimalMark == .point)
        #expect(guess.amountSignReason == .debitAndCreditColumns)
        #expect(report.imported == 4)
        #expect(report.skipped.map(\.line) == [3, 6])
        #expect(report.skipped.allSatisfy { $0.reason.kind == .moneyReceived })
        #expect(report.unknownCategories == ["Groceries": 1])
        let stored = try storedExpenses(database)
        #expect(stored.map(\.title) == ["Joe's Diner, NYC", "Marriott", "Whole Foods", "Uber \"Pool\" Ride"])
        #expect(stored.map(\.category) == [.foodAndDrink, .lodging, .other, .transport])
        #expect(stored.map(\.amount) == [try decimal("12.5"), 1234, try decimal("45.1"), try decimal("8.75")])
        #expect(stored.map(day(of:)) == ["2026-03-04", "2026-03-14", "2026-03-15", "2026-03-17"])
        #expect(stored.allSatisfy { $0.currencyCode == "USD" })
    }

    @Test("A signed amount column: most amounts negative (a bank account) or positive (a card statement) says which is money spent")
    func signFromMostAmounts() throws {
        let account = try CSVTestFile("Transaction Date,Post Date,Description,Category,Type,Amount,Memo\n"
            + "03/14/2026,03/15/2026,STARBUCKS,Food & Drink,Sale,-4.25,\n03/16/2026,03/16/2026,Payment,,Payment,500.00,\n"
            + "03/17/2026,03/18/2026,Shell,Gas,Sale,-40.00,\n")
        let database = AppDatabase.inMemory()
        let (guess, report) = try account.importGuessed(into: database)
        #expect(guess.settings.amountSign == .negativeIsSpent && guess.amountSignReason == .counted(negative: 2, counted: 3))
        #expect(guess.settings.columns.date == 0, "the transaction's date, not the posting's")
        #expect(report.imported == 2 && report.skipped == [CSVSkippedRow(line: 3, reason: .moneyReceived("500.00"))])

        let card = try CSVTestFile("Date,Description,Amount\n03/14/2026,AMAZON,19.99\n03/15/2026,PAYMENT,-500.00\n03/16/2026,HOTEL,210.00\n")
        let (cardGuess, cardReport) = try card.importGuessed(into: database)
        #expect(cardGuess.settings.amountSign == .positiveIsSpent)
        #expect(cardReport.imported == 2 && cardReport.skipped == [CSVSkippedRow(line: 3, reason: .moneyReceived("-500.00"))])
        #expect(try storedExpenses(database).suffix(2).map(\.amount) == [try decimal("19.99"), 210])
    }

    @Test("A file without a header: the columns found by their values")
    func noHeader() throws {
        let file = try CSVTestFile("14.03.2026;REWE Markt Berlin;-12,50;EUR\n15.03.2026;Kiosk;-3,00;EUR\n")
        let guess = try file.guess()
        #expect(guess.header == nil && guess.settings.headerLine == nil)
        #expect(guess.settings.columns == CSVColumns(date: 0, title: [1], amount: 2, currency: 3))
        #expect(guess.rolesFoundByValues == [.date, .title, .amount, .currency])
        let database = AppDatabase.inMemory()
        let report = try CSVImport(path: file.path, settings: guess.settings).run(into: database)
        #expect(report.imported == 2)
    }

    @Test("Day and month in either order, none after the 12th: the locale decides, and says so")
    func ambiguousDatesFollowTheLocale() throws {
        let file = try CSVTestFile("Date,Payee,Amount\n03/04/2026,A,-1.50\n05/06/2026,B,-2.50\n")
        let us = try file.guess(locale: "en_US")
        #expect(us.settings.dateFormat == .american && us.dateFormatReason == .locale(identifier: "en_US"))
        let uk = try file.guess(locale: "en_GB")
        #expect(uk.settings.dateFormat == .british)
        let database = AppDatabase.inMemory()
        _ = try file.importGuessed(into: database, locale: "en_GB")
        #expect(try storedExpenses(database).map(day(of:)) == ["2026-04-03", "2026-06-05"])
    }

    @Test("What does not read is skipped with its line and reason, never read as something else")
    func rowsThatDoNotRead() throws {
        let file = try CSVTestFile("""
            Datum;Empfänger;Betrag;Währung
            14.03.2026;A;-12,50;EUR
            30.02.2026;B;-1,00;EUR
            15.03.2026;C;-1.2.3;EUR
            16.03.2026;;-1,00;EUR
            17.03.2026;D;-12,50 $;EUR
            18.03.2026;E;-1,00;XYZ
            19.03.2026;F;0,00;EUR
            20.03.2026;G;-2.000.000.000,00;EUR
            21.03.2026;H
            22.03.2026;I;;EUR
            23.03.2026;J;-2,00;usd
            Datum;Empfänger;Betrag;Währung
            """)
        let database = AppDatabase.inMemory()
        let (_, report) = try file.importGuessed(into: database)
        #expect(report.imported == 2)
        #expect(report.skipped == [
            CSVSkippedRow(line: 3, reason: .notADay("30.02.2026", format: .german)),
            CSVSkippedRow(line: 4, reason: .notAnAmount("-1.2.3", mark: .comma)),
            CSVSkippedRow(line: 5, reason: .noTitle),
            CSVSkippedRow(line: 6, reason: .otherCurrency(mark: "$", currency: "EUR")),
            CSVSkippedRow(line: 7, reason: .unknownCurrency("XYZ")),
            CSVSkippedRow(line: 8, reason: .zero),
            CSVSkippedRow(line: 9, reason: .tooLarge("-2.000.000.000,00")),
            CSVSkippedRow(line: 10, reason: .missingField(role: .amount, count: 2)),
            CSVSkippedRow(line: 11, reason: .noAmount),
            CSVSkippedRow(line: 13, reason: .headerAgain),
        ])
        #expect(try storedExpenses(database).map(\.currencyCode) == ["EUR", "USD"])
        #expect(report.skippedByKind == [.unreadable: 8, .zero: 1, .notATransaction: 1])
    }

    @Test("Rows already there are duplicates, each expense there answering for one row; kept when the settings say")
    func duplicates() throws {
        let file = try CSVTestFile("Date,Payee,Amount\n2026-03-14,Coffee,-3.50\n2026-03-14,Coffee,-3.50\n2026-03-14,Cake,-4.00\n")
        let database = AppDatabase.inMemory()
        // One coffee of that day is there already, and one of another day, and one in another currency.
        let noon = try #require(StoredDay.noon(of: "2026-03-14", timeZone: .current))
        try database.writeNow { connection in
            try ExpenseTable.insert([
                Expense(title: "Coffee", amount: try decimal("3.5"), currencyCode: "USD", category: .foodAndDrink, date: noon.addingTimeInterval(3_600)),
                Expense(title: "Cake", amount: 4, currencyCode: "USD", category: .other, date: noon.addingTimeInterval(86_400)),
                Expense(title: "Cake", amount: 4, currencyCode: "EUR", category: .other, date: noon),
            ], in: connection)
        }
        let (_, first) = try file.importGuessed(into: database)
        #expect(first.imported == 2)
        #expect(first.skipped == [CSVSkippedRow(line: 2, reason: .duplicate)])
        // The whole file again: every row is there now.
        let (_, again) = try file.importGuessed(into: database)
        #expect(again.imported == 0 && again.skippedByKind == [.duplicate: 3])
        let (_, kept) = try file.importGuessed(into: database) { $0.keepsDuplicates = true }
        #expect(kept.imported == 3 && kept.duplicatesKept == 3 && kept.skippedCount == 0)
        #expect(try storedExpenses(database).count == 3 + 2 + 3)
    }

    @Test("Trips by name; names no trip has, and categories the app does not know, are counted")
    func tripsAndCategoriesByName() throws {
        let database = AppDatabase.inMemory()
        let kyoto = Trip(name: "Kyōto", collectionID: "spring-blossoms", lastViewed: .now)
        try database.writeNow { try TripTable.upsert([kyoto], timeZone: .current, in: $0) }
        let file = try CSVTestFile("date,title,amount,currency,category,trip\n2026-03-14,Ramen,9.6,JPY,food and drink,Kyōto\n"
            + "2026-03-15,Tea,3,JPY,Tea house,kyoto\n2026-03-16,Bus,2,JPY,,Osaka\n")
        let (guess, report) = try file.importGuessed(into: database) { $0.fallbackCategory = .activities }
        #expect(guess.amountSignReason == .wishlistExport && guess.settings.amountSign == .asWritten)
        #expect(report.unknownCategories == ["Tea house": 1] && report.unknownTrips == ["Osaka": 1])
        let stored = try storedExpenses(database)
        #expect(stored.map(\.tripID) == [kyoto.id, kyoto.id, nil])
        #expect(stored.map(\.category) == [.foodAndDrink, .activities, .activities])
    }

    @Test("A file that turns out unreadable half way, or an import cancelled, leaves nothing of it")
    func wholeFileOrNothing() throws {
        let directory = try TemporaryDirectory()
        let database = try AppDatabase.open(at: directory.appending(AppDatabase.fileName))
        try database.writeNow { try ExpenseTable.insert([Expense(title: "Before", amount: 1, category: .other, date: .now)], in: $0) }
        let rows = (0..<5_000).map { "2026-03-\(10 + $0 % 10),Row \($0),-\($0 % 50 + 1).25\n" }.joined()
        let bad = try CSVTestFile(bytes: Array(("Date,Payee,Amount\n" + rows).utf8) + [0x41, 0xFF, 0x0A])
        let guess = try bad.guess()
        #expect(throws: CSVImportFailure.file(.notUTF8(line: 5_002))) {
            try CSVImport(path: bad.path, settings: guess.settings).run(into: database)
        }
        #expect(try storedExpenses(database).map(\.title) == ["Before"])

        let good = try CSVTestFile("Date,Payee,Amount\n" + rows)
        let cancellation = CSVImportCancellation()
        #expect(throws: CSVImportFailure.cancelled) {
            try CSVImport(path: good.path, settings: guess.settings).run(into: database, progress: { progress in
                if progress.rowsRead >= 2_048 { cancellation.cancel() }
            }, cancellation: cancellation)
        }
        #expect(try storedExpenses(database).map(\.title) == ["Before"])
        let searched = BudgetStore(database: database).expenses(matching: ExpenseSearch(text: "Row"))
        #expect(searched.count == 0, "the search index holds nothing of it either")

        var progress: [CSVImportProgress] = []
        let report = try CSVImport(path: good.path, settings: guess.settings).run(into: database) { progress.append($0) }
        #expect(report.imported == 5_000 && report.batch == ImportedBatch(firstEntered: 2, lastEntered: 5_001, count: 5_000))
        #expect(progress.last == CSVImportProgress(rowsRead: 5_001, bytesRead: progress.last?.totalBytes ?? -1, totalBytes: progress.last?.totalBytes ?? 0))
        #expect(progress.count == 5)
        let store = BudgetStore(database: database)
        #expect(store.expenses(matching: ExpenseSearch(text: "Row")).count == 5_000, "the search index finds every row")
        #expect(store.expenses(matching: ExpenseSearch(text: "4999")).count == 1)
    }

    @Test("A preview changes nothing, and says what the import would do; a role without a column stops it")
    func previewWritesNothing() throws {
        let file = try CSVTestFile(Self.german)
        let database = AppDatabase.inMemory()
        let guess = try file.guess()
        let preview = try CSVImport(path: file.path, settings: guess.settings).preview(in: database, rowLimit: 2)
        #expect(preview.imported == 4 && preview.firstRows.map(\.line) == [5, 7] && preview.batch == nil)
        #expect(try storedExpenses(database).isEmpty)
        var settings = guess.settings
        settings.columns.date = nil
        #expect(throws: CSVImportFailure.file(.noColumn(.date))) {
            try CSVImport(path: file.path, settings: settings).preview(in: database)
        }
    }

    @Test("The budget takes an import in as one change: the month counts it, one undo removes it all, a redo brings it back")
    func undoAnImportAsOneStep() throws {
        let file = try CSVTestFile("Date,Payee,Amount\n2026-03-14,Coffee,-3.50\n2026-03-15,Cake,-4.00\n2026-03-16,Tea,-2.00\n")
        let database = AppDatabase.inMemory()
        let store = BudgetStore(database: database)
        let undo = RecordingUndo()
        store.undoRegistry = undo
        let march = try #require(StoredDay.noon(of: "2026-03-01", timeZone: .current))
        #expect(store.expenses(inMonthOf: march, calendar: .current).count == 0)
        let (_, report) = try file.importGuessed(into: database)
        store.didImport(try #require(report.batch))
        #expect(store.expenses(inMonthOf: march, calendar: .current).count == 3)
        #expect(store.totals(inMonthOf: march, calendar: .current) == [Money(try decimal("9.5"), currencyCode: "USD")])
        undo.undoLast()
        #expect(store.expenses(inMonthOf: march, calendar: .current).count == 0)
        #expect(store.expenses.isEmpty)
        undo.undoLast()
        #expect(store.expenses.map(\.title).sorted() == ["Cake", "Coffee", "Tea"])
    }
}
