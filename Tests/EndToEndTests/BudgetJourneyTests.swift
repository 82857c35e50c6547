import Foundation
import Testing
@testable import TravelModel

/// The budget as a new user tries it: in a real terminal, with data saved in a data directory and found again
/// after a restart.
@Suite(.serialized)
struct BudgetJourneyTests {
    private func makeDataDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "/wishlist-journey-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func writeEmptyBudget(in directory: String) throws {
        try Data(#"{"schemaVersion": 1, "expenses": []}"#.utf8).write(to: URL(fileURLWithPath: directory + "/expenses.json"))
    }

    private func start(_ directory: String, columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws -> TmuxSession {
        let session = try TmuxSession(
            command: "'\(Products.wishlist)' --data-dir '\(directory)' --currency USD", columns: columns, rows: rows,
            environment: environment)
        try session.openBudget()
        return session
    }

    /// Types text as it is (tmux's literal keys).
    private func typeText(_ session: TmuxSession, _ text: String) throws {
        try session.tmux(["send-keys", "-t", session.name, "-l", text])
    }

    /// Opens the new-expense sheet and types a title and an amount; focus stays in the amount field.
    private func fillNewExpense(_ session: TmuxSession, title: String, amount: String) throws {
        try session.press("+")
        try session.waitFor("New Expense")
        try typeText(session, title)
        try session.press("Tab")
        try typeText(session, amount)
    }

    /// The expenses saved in the data directory's database, as the app committed them.
    static func savedExpenses(_ directory: String) throws -> [Expense] {
        let connection = try DatabaseConnection(.file(path: directory + "/" + AppDatabase.fileName), access: .readOnly)
        return try ExpenseTable.all(from: connection)
    }

    /// Waits until the saved expenses satisfy a condition (saving follows a change by a moment).
    static func waitForSaved(_ directory: String, _ condition: ([Expense]) -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let expenses = try? savedExpenses(directory), condition(expenses) { return true }
            usleep(20_000)
        }
        return false
    }

    @Test(arguments: [(80, 24), (200, 50)])
    func addOpenDeleteQuitAndFindItAgain(columns: Int, rows: Int) throws {
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeEmptyBudget(in: directory)

        var session = try start(directory, columns: columns, rows: rows)
        try session.waitForScreen { $0.contains("No expenses yet") && $0.contains("Press + to add your first one.") }

        // Add an expense through the sheet.
        try fillNewExpense(session, title: "Coffee", amount: "4.50")
        try session.press("C-s")
        var screen = try session.waitForScreen(settled: true) { !$0.contains("New Expense") && $0.contains("Coffee") }
        #expect(screen.contains("$4.50"))
        #expect(try Self.waitForSaved(directory) { $0.contains { $0.title == "Coffee" } })

        // Open its detail and go back.
        try session.press("Enter")
        // The push slides in: wait for the screen it ends on (the category guessed from the title shown), not
        // the first frame with the new bar, whose rows may still be sliding in.
        screen = try session.waitForScreen(settled: true) { $0.contains("‹ Expenses") && $0.contains("Amount") && $0.contains("Food & Drink") }
        #expect(screen.contains("$4.50"))
        try session.press("Escape")
        try session.waitForScreen { !$0.contains("‹ Expenses") && $0.contains("Coffee") }

        // Delete it with the swipe (a list's row), or through the dialog the table asks in (focus on Cancel),
        // and see the empty state.
        try session.press("d")
        try session.waitFor("Delete")
        if columns >= 120 {
            try session.waitFor("Delete Coffee?")
            try session.press("Up")
            try session.press("Enter")
        } else {
            try session.press("d")
        }
        try session.waitFor("No expenses yet")
        #expect(try Self.waitForSaved(directory) { !$0.contains { $0.title == "Coffee" } })

        // Add another, quit, start again: it is there as left.
        try fillNewExpense(session, title: "Train ticket", amount: "12.30")
        try session.press("C-s")
        try session.waitForScreen { !$0.contains("New Expense") && $0.contains("Train ticket") }
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        session = try start(directory, columns: columns, rows: rows)
        screen = try session.waitForScreen(settled: true) { $0.contains("Train ticket") && $0.contains("$12.30") }
        #expect(!screen.contains("Coffee"))
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    /// Adds "Coffee" at $4.50 through the sheet and waits until the list shows it and the database has it.
    private func addCoffee(_ session: TmuxSession, in directory: String) throws -> Expense {
        try fillNewExpense(session, title: "Coffee", amount: "4.50")
        try session.press("C-s")
        try session.waitForScreen { !$0.contains("New Expense") && $0.contains("Coffee") && $0.contains("$4.50") }
        #expect(try Self.waitForSaved(directory) { $0.count == 1 })
        return try #require(try Self.savedExpenses(directory).first)
    }

    /// Opens the selected expense's sheet with `e` and retypes its title and amount; focus stays in the amount.
    private func retypeSelectedExpense(_ session: TmuxSession, title: String, amount: String) throws {
        try session.press("e")
        try session.waitForScreen { $0.contains("Edit Expense") && $0.contains("$4.50") }
        try session.press("C-u")
        try typeText(session, title)
        try session.press("Tab")
        try session.press("C-u")
        try typeText(session, amount)
    }

    @Test func editAnExpenseUndoItQuitRestartAndSeeItAsLeft() throws {
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeEmptyBudget(in: directory)
        var session = try start(directory)
        let coffee = try addCoffee(session, in: directory)

        try retypeSelectedExpense(session, title: "Flat white", amount: "5.20")
        try session.press("C-s")
        try session.waitForScreen { !$0.contains("Edit Expense") && $0.contains("Flat white") && $0.contains("$5.20") }
        #expect(try Self.waitForSaved(directory) {
            $0.count == 1 && $0[0].id == coffee.id && $0[0].title == "Flat white" && $0[0].amount == Decimal(string: "5.2")
        })

        try session.press("u")
        let screen = try session.waitForScreen(settled: true) { $0.contains("Coffee") && $0.contains("$4.50") && !$0.contains("Flat white") }
        #expect(screen.contains("Edit Coffee"), "the bottom row names what was undone")
        #expect(try Self.waitForSaved(directory) { $0 == [coffee] })
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        session = try start(directory)
        let restarted = try session.waitForScreen(settled: true) { $0.contains("Coffee") && $0.contains("$4.50") }
        #expect(!restarted.contains("Flat white") && !restarted.contains("Unsaved changes"))
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func aDirtyExpenseSheetSurvivesSIGTERMAndIsOfferedBackAsTyped() throws {
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeEmptyBudget(in: directory)
        var session = try start(directory)
        let coffee = try addCoffee(session, in: directory)
        try retypeSelectedExpense(session, title: "Coffee and cake", amount: "12,50")
        try session.waitForScreen { $0.contains("Coffee and cake") && $0.contains("12,50") }
        kill(try session.programPID(), SIGTERM)
        #expect(try session.waitForExit() == 128 + SIGTERM)
        #expect(try Self.savedExpenses(directory) == [coffee], "nothing saved but the draft")

        session = try TmuxSession(
            command: "'\(Products.wishlist)' --data-dir '\(directory)' --currency USD", columns: 80, rows: 24)
        try session.waitForScreen { $0.contains("Unsaved changes") && $0.contains("the changes to the expense") && $0.contains("“Coffee and cake”") }
        try session.press("Enter")  // Reopen
        var screen = try session.waitForScreen(settled: true) { $0.contains("Edit Expense") && $0.contains("Coffee and cake") && $0.contains("12,50") }
        let amountLine = try #require(screen.split(separator: "\n").first { $0.contains("Amount") })
        #expect(amountLine.contains("12,50") && !amountLine.contains("$4.50"), "the amount as typed, not the expense's")
        try session.press("C-s")
        try session.waitFor("12,50 is not a valid amount: this locale writes 12.50.")
        try session.press("Tab")
        try session.press("C-u")
        try typeText(session, "12.50")
        try session.press("C-s")
        screen = try session.waitForScreen { !$0.contains("Edit Expense") && $0.contains("Coffee and cake") && $0.contains("$12.50") }
        #expect(try Self.waitForSaved(directory) {
            $0.count == 1 && $0[0].id == coffee.id && $0[0].title == "Coffee and cake" && $0[0].amount == Decimal(string: "12.5")
        })
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        session = try start(directory)
        screen = try session.waitForScreen(settled: true) { $0.contains("Coffee and cake") }
        #expect(!screen.contains("Unsaved changes"), "saved: the draft is gone")
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    /// Typing into the real amount field: a letter is refused on the bottom row, what is left is not saved as
    /// the amount, a wrong separator is named, and the amount saved is the one typed, shown in dollars.
    @Test func theAmountFieldSavesOnlyWhatWasTyped() throws {
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeEmptyBudget(in: directory)
        let session = try start(directory)
        try fillNewExpense(session, title: "Coffee", amount: "1e")
        try session.waitFor("Not typed: an amount takes only digits")
        try typeText(session, "30")
        try session.press("C-s")
        try session.waitFor("130 is not what was typed")
        try session.press("C-u")
        try typeText(session, "12,50")
        try session.press("C-s")
        try session.waitFor("12,50 is not a valid amount: this locale writes 12.50.")
        try session.press("C-u")
        try typeText(session, "4.5")
        try session.press("Tab")
        try session.waitForScreen { $0.contains("New Expense") && $0.contains("$4.50") }
        try session.press("C-s")
        _ = try session.waitForScreen { !$0.contains("New Expense") && $0.contains("Coffee") }
        #expect(try Self.waitForSaved(directory) { $0.count == 1 && $0[0].title == "Coffee" && $0[0].amount == Decimal(string: "4.5") })
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func aGermanLocaleTypesDecimalCommas() throws {
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeEmptyBudget(in: directory)
        // German numbers, English words (the journey finds the screens by their English text; the app in German
        // is GermanScreenTests').
        let session = try start(directory, environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "en_US.UTF-8"])
        try fillNewExpense(session, title: "Kaffee", amount: "4,50")
        try session.press("C-s")
        let screen = try session.waitForScreen(settled: true) { !$0.contains("New Expense") && $0.contains("Kaffee") }
        #expect(screen.contains("4,50"))
        #expect(try Self.waitForSaved(directory) { $0.contains { $0.title == "Kaffee" && $0.amount == Decimal(string: "4.5") } })
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func moneyAndDatesFollowTheirOwnLocaleCategoriesAndEachAmountItsCurrency() throws {
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let environment = ["LANG": "en_US.UTF-8", "LC_MONETARY": "de_DE.UTF-8", "LC_TIME": "de_DE.UTF-8"]
        let german = Locale(identifier: "de_DE")
        // No --currency: the app's currency is LC_MONETARY's, so the first run's sample is in euros.
        var session = try TmuxSession(
            command: "'\(Products.wishlist)' --data-dir '\(directory)'", columns: 80, rows: 24, environment: environment)
        try session.waitFor("? help")
        try session.press("2")
        let month = Date().formatted(.dateTime.month(.wide).year().locale(german))
        var screen = try session.waitForScreen(settled: true) { $0.contains("Ramen at Ichiran") && $0.contains(month) }
        let lines = screen.split(separator: "\n")
        let ramen = try #require(lines.first { $0.contains("Ramen at Ichiran") })
        // German amounts ("14,80 €") and dates ("1. Dez."), in an American English terminal.
        #expect(ramen.contains("14,80") && ramen.contains("€"), "\(ramen)")
        #expect(ramen.contains(Date().formatted(.dateTime.month(.abbreviated).day().locale(german))), "\(ramen)")
        #expect(!screen.contains("$"))
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        // In yen now: the euros stay euros, a new expense is in yen, and the month's total is one per currency.
        session = try TmuxSession(
            command: "'\(Products.wishlist)' --data-dir '\(directory)' --currency JPY", columns: 80, rows: 24,
            environment: environment)
        try session.waitFor("? help")
        try session.press("2")
        try session.waitForScreen { $0.contains("Ramen at Ichiran") }
        try fillNewExpense(session, title: "Sushi", amount: "1200")
        try session.press("C-s")
        screen = try session.waitForScreen(settled: true) { !$0.contains("New Expense") && $0.contains("Sushi") }
        let sushi = try #require(screen.split(separator: "\n").first { $0.contains("Sushi") })
        #expect(sushi.contains("1.200") && sushi.contains("¥"), "\(sushi)")
        let bar = try #require(screen.split(separator: "\n").first)
        #expect(bar.contains("1.200") && bar.contains("¥ + ") && bar.contains("€"), "\(bar)")
        #expect(try Self.waitForSaved(directory) { $0.contains { $0.title == "Sushi" && $0.currencyCode == "JPY" && $0.amount == 1200 } })
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func optionValuesMayFollowAnEqualsSign() throws {
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let session = try TmuxSession(
            command: "'\(Products.wishlist)' --data-dir='\(directory)/data' --currency=EUR", columns: 80, rows: 24)
        try session.waitFor("? help")
        try session.press("2")
        let screen = try session.waitForScreen(settled: true) { $0.contains("Expenses") && $0.contains("€") }
        #expect(!screen.contains("$"))
        try session.press("q")
        #expect(try session.waitForExit() == 0)
        #expect(FileManager.default.fileExists(atPath: directory + "/data/" + AppDatabase.fileName))
    }

    @Test func aCorruptFileIsKeptAsideAndTheAppSaysWhere() throws {
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("{ this is not json".utf8).write(to: URL(fileURLWithPath: directory + "/expenses.json"))
        let session = try start(directory, columns: 200, rows: 30)
        let screen = try session.waitFor("corrupt", settled: true)
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("expenses.json.corrupt-") }
        #expect(kept.count == 1)
        #expect(screen.contains(kept.first ?? "?"))
        #expect(try String(contentsOfFile: directory + "/" + (kept.first ?? ""), encoding: .utf8) == "{ this is not json")
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func aSecondCopyIsToldTheDataIsInUse() throws {
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try start(directory)
        let second = try TmuxSession(command: "'\(Products.wishlist)' --data-dir '\(directory)'", columns: 80, rows: 24)
        #expect(try second.waitForExit() == 2)
        #expect(try second.screen().contains("in use"))
        try first.press("q")
        #expect(try first.waitForExit() == 0)
    }

    /// An expense shown as added for a little more than the ~100 ms the commit may take is on disk even when
    /// the app is killed with SIGKILL at once, and the database is never left damaged; a start after each
    /// kill finds all of them.
    @Test func killedRightAfterAChangeLosesNothing() throws {
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeEmptyBudget(in: directory)
        let titles = (1...4).map { "Killed \($0)" }
        for (round, title) in titles.enumerated() {
            let session = try start(directory)
            try session.waitForScreen { screen in titles.prefix(round).allSatisfy { screen.contains($0) } }
            try fillNewExpense(session, title: title, amount: "1.25")
            try session.press("C-s")
            try session.waitForScreen { !$0.contains("New Expense") && $0.contains(title) }
            usleep(150_000)
            kill(try session.programPID(), SIGKILL)
            #expect(try session.waitForExit() == 128 + SIGKILL)
        }
        let connection = try DatabaseConnection(.file(path: directory + "/" + AppDatabase.fileName), access: .readOnly)
        let check = try connection.prepare("PRAGMA integrity_check")
        #expect(try check.step())
        #expect(try check.column(0, as: String.self) == "ok")
        #expect(try ExpenseTable.all(from: connection).map(\.title) == titles)
    }

    /// The import of a large `expenses.json` is one transaction: killed with SIGKILL at any moment, the
    /// database holds all of the file or none of it, never damaged, and a start that is let run imports it
    /// whole.
    @Test func anImportKilledAtAnyMomentIsAllOrNothing() throws {
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        let firstDay = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let expenses = (0..<60_000).map { index in
            Expense(title: "Imported \(index)", amount: Decimal(index) / 100, category: .other,
                    date: firstDay.addingTimeInterval(Double(index) * 3_600))
        }
        try DocumentFile(BudgetDocument.self, directory: url).save(expenses)
        // Killed while the file is being read and written (its progress line shows: the import's page cache
        // holds all it wrote so far, nothing is in the database file yet), then while the import's transaction
        // is being committed: it goes through a rollback journal, and the database file has grown past `size`.
        let database = directory + "/" + AppDatabase.fileName
        for size in [nil, 256 * 1024, 2 * 1024 * 1024] {
            let session = try TmuxSession(command: "'\(Products.wishlist)' --data-dir '\(directory)'", columns: 80, rows: 24)
            let pid = try session.programPID()
            if let size {
                // Ends as soon as the file has grown so far; the room is for a machine busy with other tests, where
                // 30 s was once not enough for 2 MB.
                let deadline = Date().addingTimeInterval(120)
                var status = stat()
                while stat(database, &status) != 0 || status.st_size < size {
                    try #require(Date() < deadline, "the import never wrote \(size) bytes")
                    usleep(200)
                }
            } else {
                _ = try session.waitFor("Importing expenses.json", timeout: 30)
            }
            kill(pid, SIGKILL)
            #expect(try session.waitForExit() == 128 + SIGKILL)
            // A connection that may write: it rolls back what the kill left in the journal, as the next start does.
            let connection = try DatabaseConnection(.file(path: database))
            let check = try connection.prepare("PRAGMA integrity_check")
            #expect(try check.step())
            #expect(try check.column(0, as: String.self) == "ok", "killed with \(size ?? 0) bytes in the database file")
            let count = try connection.prepare("SELECT count(*) FROM expense")
            #expect(try count.step())
            #expect(try count.column(0, as: Int.self) == 0, "nothing of an import that did not end")
            #expect(FileManager.default.fileExists(atPath: directory + "/expenses.json"), "the file is where it was")
        }
        // The whole import first, with time to spare: a debug build importing 60,000 rows beside the other
        // tests' builds and processes took longer than a screen's usual wait.
        let session = try TmuxSession(command: "'\(Products.wishlist)' --data-dir '\(directory)'", columns: 80, rows: 24)
        _ = try session.waitFor("? help", timeout: 120)
        try session.press("q")
        #expect(try session.waitForExit(timeout: 60) == 0)
        #expect(try Self.savedExpenses(directory).map(\.id) == expenses.map(\.id))
        // Quitting leaves the data in the database file alone: the log checkpointed and emptied.
        var status = stat()
        let log = database + "-wal"
        #expect(stat(log, &status) != 0 || status.st_size == 0, "the log left at \(status.st_size) bytes")
    }
}
