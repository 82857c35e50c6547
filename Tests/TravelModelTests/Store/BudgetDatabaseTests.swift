import Foundation
import Synchronization
import Glibc
import Observation
import Testing
@testable import TravelModel

/// The budget in `wishlist.sqlite`: the first run, the one-time import of an `expenses.json`, bad and foreign
/// files, changes committed off the caller's path and found again after a restart.
@Suite("Budget database")
@MainActor
struct BudgetDatabaseTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func now() throws -> Date { try moment(calendar(), 2026, 11, 29, 14, 15, 2) }

    static func open(_ directory: TemporaryDirectory) throws -> BudgetOpening {
        try BudgetOpening.open(directory: directory.url, lock: nil, now: try now(), calendar: try calendar())
    }

    static func expense(_ title: String, _ amount: String = "12.34", daysAgo: Int = 0) throws -> Expense {
        let date = try #require(calendar().date(byAdding: .day, value: -daysAgo, to: try now()))
        return Expense(title: title, amount: try decimal(amount), category: .other, date: date)
    }

    // MARK: Opening

    @Test("The first run makes the database, 0600, with the sample data")
    func firstRun() throws {
        let directory = try TemporaryDirectory()
        let opening = try Self.open(directory)
        #expect(opening.notice == nil)
        let sample = BudgetStore.sampleExpenses(now: try Self.now(), calendar: try Self.calendar())
        #expect(opening.store.expenses == sample)
        #expect(try directory.names().contains("wishlist.sqlite"))
        #expect(!(try directory.names().contains("expenses.json")))
        for name in try directory.names() where name.hasPrefix("wishlist.sqlite") {
            #expect(try permissions(of: directory.appending(name)) == 0o600, "\(name)")
        }
    }

    @Test("An expenses.json of an earlier version is imported exactly, once, and kept aside")
    func importsExpensesJSON() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(BudgetDocument.self, directory: directory.url, calendar: try Self.calendar())
        let mine = [
            try Self.expense("Tea", "3.5", daysAgo: 1), try Self.expense("Hotel", "842.60", daysAgo: 40),
            try Self.expense("Ünïcode ☕︎", "0.000001", daysAgo: 0), try Self.expense("Big", "99999999999999.99"),
        ]
        try file.save(mine)
        let saved = try #require({ if case .loaded(let expenses) = file.read() { return expenses } else { return nil } }())

        let opening = try Self.open(directory)
        // As the JSON store read them (noon of their day): ids, titles, exact amounts, days and order.
        #expect(opening.store.expenses == saved)
        #expect(opening.notice == "Your 4 expenses were moved from expenses.json into wishlist.sqlite; the old file is kept as expenses.json.imported-20261129-141502.")
        #expect(try contents(of: directory.appending("expenses.json.imported-20261129-141502")).isEmpty == false)
        #expect(!(try directory.names().contains("expenses.json")))

        // Once: the next start imports nothing, even with a new expenses.json there.
        opening.store.database.flush()
        try file.save([try Self.expense("Later")])
        let again = try Self.open(directory)
        #expect(again.notice == nil)
        #expect(again.store.expenses == saved)
    }

    @Test("Deleting every expense does not bring the sample back")
    func emptiedStaysEmpty() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory).store
        store.remove(atOffsets: IndexSet(store.expenses.indices), in: store.expenses)
        store.database.flush()
        #expect(try Self.open(directory).store.expenses.isEmpty)
    }

    @Test("A bad expenses.json is kept aside and the sample data loaded")
    func badJSONIsKeptAside() throws {
        let directory = try TemporaryDirectory()
        try write("{", to: directory.appending("expenses.json"))
        let opening = try Self.open(directory)
        #expect(opening.notice == "expenses.json could not be read (not JSON); it was kept as "
            + "\(directory.appending("expenses.json.corrupt-20261129-141502").path) and sample data was loaded.")
        #expect(try contents(of: directory.appending("expenses.json.corrupt-20261129-141502")) == Data("{".utf8))
        #expect(opening.store.expenses.count == BudgetStore.sampleExpenses(now: try Self.now(), calendar: try Self.calendar()).count)
    }

    @Test("A file that is not a database is kept aside, never overwritten, and a new one started")
    func garbageDatabaseIsKeptAside() throws {
        let directory = try TemporaryDirectory()
        let garbage = String(repeating: "not a database ", count: 300)
        try write(garbage, to: directory.appending("wishlist.sqlite"))
        let opening = try Self.open(directory)
        let kept = directory.appending("wishlist.sqlite.corrupt-20261129-141502")
        #expect(opening.notice?.hasPrefix("wishlist.sqlite could not be read (") == true)
        #expect(opening.notice?.contains("it was kept as \(kept.path) and a new one was started.") == true)
        #expect(try contents(of: kept) == Data(garbage.utf8))
        #expect(!opening.store.expenses.isEmpty, "the new database has the sample data")
    }

    @Test("Another program's database is kept aside, not changed")
    func foreignDatabaseIsKeptAside() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("wishlist.sqlite")
        do {
            let other = try DatabaseConnection(.file(path: url.path))
            try other.execute("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('keep me')")
        }
        let before = try contents(of: url)
        let opening = try Self.open(directory)
        #expect(opening.notice?.contains("another program's database") == true)
        #expect(try contents(of: directory.appending("wishlist.sqlite.corrupt-20261129-141502")) == before)
    }

    @Test("A database of a newer version stops the start and is left alone")
    func newerSchemaStops() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Self.open(directory).store
            store.database.flush()
        }
        do {
            let connection = try DatabaseConnection(.file(path: directory.appending("wishlist.sqlite").path))
            try connection.setUserVersion(99)
        }
        #expect { try Self.open(directory) } throws: { error in
            "\(error)".contains("written by a newer version of wishlist")
        }
        #expect(try directory.names().filter { $0.contains("corrupt") }.isEmpty)
    }

    @Test("A FIFO named wishlist.sqlite is refused with a message and left alone")
    func fifoIsRefused() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("wishlist.sqlite")
        #expect(mkfifo(url.path, 0o600) == 0)
        #expect { try Self.open(directory) } throws: { error in
            "\(error)" == "\(url.path) is a FIFO, not a regular file; it was left alone. Move it away and start wishlist again."
        }
        var info = stat()
        #expect(lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("A link named wishlist.sqlite is refused, whatever it points to")
    func linkIsRefused() throws {
        let directory = try TemporaryDirectory()
        #expect(symlink("/dev/zero", directory.appending("wishlist.sqlite").path) == 0)
        #expect(throws: RegularFile.Refusal.self) { try Self.open(directory) }
    }

    @Test("A directory that cannot hold the database runs on the data in memory and says so",
          .enabled(if: TemporaryMount.isPermitted, "needs permission to mount a tmpfs"))
    func unwritableDirectory() throws {
        let directory = try TemporaryDirectory()
        try TemporaryMount.mountTmpfs(on: directory, size: 64 * 1024)
        defer { TemporaryMount.unmount(directory) }
        try TemporaryMount.remountReadOnly(directory)
        let opening = try Self.open(directory)
        #expect(opening.notice?.contains("changes will not be saved") == true)
        #expect(!opening.store.expenses.isEmpty)
    }

    // MARK: Changes

    @Test("A change returns at once and is committed a moment later, without waiting for anything")
    func changesAreCommittedSoon() async throws {
        let directory = try TemporaryDirectory()
        let store = try Self.open(directory).store
        let tea = try Self.expense("Tea", "3.50")
        store.add(tea)
        // Another connection sees it once committed: within a moment, not at a flush.
        let url = directory.appending("wishlist.sqlite")
        let deadline = ContinuousClock.now + .seconds(20)
        var found = false
        while !found, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
            let reader = try DatabaseConnection(.file(path: url.path), access: .readOnly)
            found = try ExpenseTable.expense(id: tea.id, from: reader) != nil
        }
        #expect(found)
    }

    @Test("Changes are there after a restart, amounts exact")
    func changesSurviveARestart() throws {
        let directory = try TemporaryDirectory()
        let tea = try Self.expense("Tea", "3.50")
        do {
            let store = try Self.open(directory).store
            let first = try #require(store.expenses.first)
            store.add(tea)
            store.remove(id: first.id)
            store.database.flush()
        }
        let store = try Self.open(directory).store
        #expect(store.expense(id: tea.id)?.amount == (try decimal("3.50")))
        #expect(store.expenses.count == BudgetStore.sampleExpenses(now: try Self.now(), calendar: try Self.calendar()).count)
    }

    @Test("A change that cannot be saved is reported, and does not undo the others")
    func aFailedChangeIsReportedAlone() async throws {
        let store = BudgetStore()
        // Every commit's outcome: under load the two changes may be committed one after the other, and the good
        // one's commit then clears the last failure before the store is told of it.
        let failures = Mutex<[String]>([])
        let database = store.database
        database.addCommitObserver { if let failure = database.lastFailure { failures.withLock { $0.append(failure.description) } } }
        let good = try Self.expense("Good")
        store.add(Expense(title: "Broken", amount: .nan, category: .other, date: try Self.now()))
        store.add(good)
        store.database.flush()
        #expect(failures.withLock { $0 }.contains { $0.contains("is not a number") })
        #expect(store.expenses.map(\.id) == [good.id])
        let saved = try database.read { try ExpenseTable.all(from: $0) }
        #expect(saved.map(\.id) == [good.id])
        // The store says so (the last commit is the broken one's).
        store.add(Expense(title: "Broken again", amount: .nan, category: .other, date: try Self.now()))
        store.database.flush()
        let deadline = ContinuousClock.now + .seconds(20)
        while store.lastSaveError == nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        #expect(store.lastSaveError?.description.contains("is not a number") == true)
    }

    @Test("A full disk keeps the changes waiting, says so, and commits them all once there is room",
          .enabled(if: TemporaryMount.isPermitted, "needs permission to mount a tmpfs"))
    func fullDisk() async throws {
        let directory = try TemporaryDirectory()
        try TemporaryMount.mountTmpfs(on: directory, size: 2 * 1024 * 1024)
        defer { TemporaryMount.unmount(directory) }
        let store = try Self.open(directory).store
        let before = store.expenses
        try #require(store.database.flush() == nil)
        // Fill the file system.
        let filler = directory.appending("filler")
        let handle = fopen(filler.path, "w")
        let block = [UInt8](repeating: 0x41, count: 4096)
        while fwrite(block, 1, block.count, handle) == block.count, fflush(handle) == 0 {}
        fclose(handle)

        let added = try (0..<20).map { try Self.expense("Big \($0) " + String(repeating: "x", count: 20_000)) }
        for expense in added { store.add(expense) }
        let failure = try #require(store.database.flush())
        #expect(failure.description.contains("full"), "\(failure)")
        let deadline = ContinuousClock.now + .seconds(20)
        while store.lastSaveError == nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        #expect(store.lastSaveError == failure)

        // Room again: the next commit (here, a flush) writes every waiting change, in order.
        unlink(filler.path)
        #expect(store.database.flush() == nil)
        let url = directory.appending(AppDatabase.fileName)
        let reader = try DatabaseConnection(.file(path: url.path), access: .readOnly)
        #expect(try ExpenseTable.all(from: reader).map(\.id) == before.map(\.id) + added.map(\.id))
        let again = ContinuousClock.now + .seconds(20)
        while store.lastSaveError != nil, ContinuousClock.now < again { try await Task.sleep(for: .milliseconds(5)) }
        #expect(store.lastSaveError == nil)
    }

    // MARK: Months

    @Test("A change marks the screens of its month only")
    func aChangeMarksItsMonthOnly() async throws {
        let calendar = try Self.calendar()
        let store = BudgetStore(expenses: [try Self.expense("Now"), try Self.expense("Long ago", daysAgo: 90)])
        let now = try Self.now()
        let longAgo = try #require(calendar.date(byAdding: .day, value: -90, to: now))
        #expect(store.expenses(inMonthOf: longAgo, calendar: calendar).map(\.title) == ["Long ago"])
        await confirmation("this month changed", expectedCount: 1) { changed in
            withObservationTracking { _ = store.expenses(inMonthOf: now, calendar: calendar) } onChange: { changed() }
            withObservationTracking { _ = store.expenses(inMonthOf: longAgo, calendar: calendar) } onChange: {
                Issue.record("a month that did not change was marked")
            }
            store.add(try! Self.expense("Tea"))
        }
        #expect(store.expenses(inMonthOf: now, calendar: calendar).map(\.title) == ["Now", "Tea"])
    }
}

/// The writer under load: a flush waits for a commit already under way.
@Suite("Budget database writes")
@MainActor
struct BudgetDatabaseWriteTests {
    @Test("flush waits for the commit under way, so nothing is lost when the app quits just after a change")
    func flushWaitsForTheCommitUnderWay() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(AppDatabase.fileName)
        for round in 0..<5 {
            let database = try AppDatabase.open(at: url)
            let store = BudgetStore(database: database)
            let many = (0..<20_000).map {
                Expense(title: "E\($0)", amount: Decimal($0), category: .other, date: Date(timeIntervalSinceReferenceDate: Double($0) * 3600))
            }
            store.add(contentsOf: many)
            // The commit starts 2 ms after the change; flush at about that moment, as a quit would.
            usleep(UInt32(1_500 + round * 500))
            database.flush()
            let reader = try DatabaseConnection(.file(path: url.path), access: .readOnly)
            #expect(try ExpenseTable.all(from: reader).count == 20_000 * (round + 1), "round \(round)")
        }
    }
}
