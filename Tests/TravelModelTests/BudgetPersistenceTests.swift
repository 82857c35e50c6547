import Foundation
import Observation
import Glibc
import Testing
@testable import TravelModel

@Suite("BudgetPersistence")
@MainActor
struct BudgetPersistenceTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func now() throws -> Date { try moment(calendar(), 2026, 11, 29, 14, 15, 2) }

    /// The expenses of the file in `directory`, or an issue.
    static func saved(in directory: TemporaryDirectory) throws -> [Expense] {
        let contents = DocumentFile(BudgetDocument.self, directory: directory.url, calendar: try calendar()).read()
        guard case let .loaded(expenses) = contents else {
            Issue.record("expected a readable file, got \(contents)")
            return []
        }
        return expenses
    }

    static func expense(_ title: String, _ amount: String = "12.34") throws -> Expense {
        Expense(title: title, amount: try decimal(amount), category: .other, date: try now())
    }

    // MARK: Opening

    @Test("The first run writes the sample data, 0600 files in the directory")
    func firstRun() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let opening = try Persistence<BudgetStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())

        #expect(opening.notice == nil)
        #expect(opening.persistence != nil)
        let sample = BudgetStore.sample(now: try Self.now(), calendar: try Self.calendar()).expenses
        #expect(opening.store.expenses == sample)
        let saved = try Self.saved(in: directory)
        #expect(saved.map(\.id) == sample.map(\.id))
        #expect(saved.map(\.amount) == sample.map(\.amount))
        #expect(try directory.names() == ["expenses.json", "wishlist.lock"])
        #expect(try permissions(of: directory.appending("expenses.json")) == 0o600)
        #expect(try permissions(of: directory.appending("wishlist.lock")) == 0o600)
    }

    @Test("A readable file is loaded as it is and not rewritten")
    func loadsExistingFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = DocumentFile(BudgetDocument.self, directory: directory.url, calendar: try Self.calendar())
        let mine = [try Self.expense("Mine", "0.1")]
        try file.save(mine)
        let before = try contents(of: file.url)

        let opening = try Persistence<BudgetStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        #expect(opening.notice == nil)
        #expect(opening.store.expenses.map(\.id) == mine.map(\.id))
        #expect(opening.store.expenses.map(\.amount) == [try decimal("0.1")])
        #expect(opening.persistence?.saveAttempts == 0)
        #expect(try contents(of: file.url) == before)
    }

    @Test("A bad file is kept aside, never overwritten, and sample data is loaded and saved",
          arguments: 0..<BudgetFileTests.corruptFiles.count)
    func badFileIsKeptAside(index: Int) throws {
        let corrupt = BudgetFileTests.corruptFiles[index]
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try write(corrupt.text, to: directory.appending("expenses.json"))

        let opening = try Persistence<BudgetStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())

        let kept = directory.appending("expenses.json.corrupt-20261129-141502")
        #expect(opening.notice == "expenses.json could not be read (\(corrupt.reason)); it was kept as "
            + "\(kept.path) and sample data was loaded", "\(corrupt.name)")
        #expect(try contents(of: kept) == Data(corrupt.text.utf8))
        #expect(opening.persistence != nil)
        let sample = BudgetStore.sample(now: try Self.now(), calendar: try Self.calendar()).expenses
        #expect(opening.store.expenses == sample)
        #expect(try Self.saved(in: directory).map(\.id) == sample.map(\.id))
    }

    @Test("A second bad file at the same second gets its own name")
    func twoBadFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try write("first", to: directory.appending("expenses.json"))
        _ = try Persistence<BudgetStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        try write("second", to: directory.appending("expenses.json"))
        // The first persistence is gone, and its lock with it (a child being spawned may hold it a moment).
        let opening = try acquireSoon {
            try Persistence<BudgetStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        }

        #expect(opening.notice?.contains("expenses.json.corrupt-20261129-141502-2 ") == true)
        #expect(try contents(of: directory.appending("expenses.json.corrupt-20261129-141502")) == Data("first".utf8))
        #expect(try contents(of: directory.appending("expenses.json.corrupt-20261129-141502-2")) == Data("second".utf8))
    }

    @Test("A second copy on the same directory is told the data is in use")
    func secondCopy() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = try Persistence<BudgetStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        #expect(throws: DataFileError.inUse(directory: directory.path)) {
            try Persistence<BudgetStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        }
        withExtendedLifetime(first.persistence) {}
    }

    @Test("Temporary files left by a crashed save are removed when the lock is taken")
    func staleTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try write("half of a", to: directory.appending("expenses.json.tmp-99999"))
        let opening = try Persistence<BudgetStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        #expect(opening.notice == nil)
        #expect(try directory.names() == ["expenses.json", "wishlist.lock"])
    }

    @Test("An unwritable directory on the first run gives a clear notice and the data stays in memory")
    func unwritableFirstRun() throws {
        // Root ignores permission bits, but nobody may create files in sysfs.
        let sys = URL(fileURLWithPath: "/sys", isDirectory: true)
        let opening = try Persistence<BudgetStore>.open(directory: sys, now: try Self.now(), calendar: try Self.calendar())

        let persistence = try #require(opening.persistence)
        let error = try #require(persistence.lastSaveError)
        #expect(error == "Cannot save /sys/expenses.json: Permission denied"
            || error == "Cannot save /sys/expenses.json: Read-only file system", "\(error)")
        #expect(opening.notice == "\(error); the data is kept in memory and saving is tried again after each change")
        #expect(opening.store.expenses == BudgetStore.sample(now: try Self.now(), calendar: try Self.calendar()).expenses)
    }

    @Test("A bad file that cannot be kept aside is left alone and nothing is saved",
          .enabled(if: TemporaryMount.isPermitted, "needs permission to mount a tmpfs"))
    func badFileOnReadOnlyFileSystem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try TemporaryMount.mountTmpfs(on: directory, size: 64 * 1024)
        defer { TemporaryMount.unmount(directory) }
        try write("not JSON", to: directory.appending("expenses.json"))
        try TemporaryMount.remountReadOnly(directory)

        let opening = try Persistence<BudgetStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        #expect(opening.persistence == nil)
        #expect(opening.notice == "expenses.json could not be read (not JSON) and could not be kept aside "
            + "(Read-only file system); sample data was loaded and changes will not be saved")
        #expect(!opening.store.expenses.isEmpty)
        #expect(try directory.names() == ["expenses.json"])
        #expect(try contents(of: directory.appending("expenses.json")) == Data("not JSON".utf8))
    }

    // MARK: Saving changes

    @Test("A change is saved once the main actor runs")
    func savesAfterChange() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let opening = try Persistence<BudgetStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        let persistence = try #require(opening.persistence)
        let attempts = persistence.saveAttempts
        let souvenir = try Self.expense("Souvenir fan", "99999999999.99")

        opening.store.add(souvenir)
        try await waitForSave(of: persistence, after: attempts)

        let saved = try Self.saved(in: directory)
        #expect(saved.last?.id == souvenir.id)
        #expect(saved.last?.amount == souvenir.amount)
        #expect(saved.count == opening.store.expenses.count)

        // And the next change too: the observation is armed again.
        opening.store.remove(id: souvenir.id)
        try await waitForSave(of: persistence, after: attempts + 1)
        #expect(try Self.saved(in: directory).contains { $0.id == souvenir.id } == false)
        #expect(persistence.lastSaveError == nil)
    }

    @Test("Several changes in one turn are saved once")
    func coalescesChanges() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let opening = try Persistence<BudgetStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        let persistence = try #require(opening.persistence)
        let attempts = persistence.saveAttempts

        for index in 0..<5 {
            opening.store.add(try Self.expense("Snack \(index)", "1.\(index)"))
        }
        try await waitForSave(of: persistence, after: attempts)
        try await Task.sleep(for: .milliseconds(50))

        #expect(persistence.saveAttempts == attempts + 1)
        #expect(try Self.saved(in: directory).count == opening.store.expenses.count)
        #expect(try directory.names() == ["expenses.json", "wishlist.lock"])
    }

    @Test("saveNow writes at once, before the main actor runs again")
    func saveNow() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let opening = try Persistence<BudgetStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        let persistence = try #require(opening.persistence)
        let last = try Self.expense("Last-minute taxi", "45.00")

        opening.store.add(last)
        try persistence.saveNow()
        #expect(try Self.saved(in: directory).last?.id == last.id)
    }

    @Test("A failed save keeps the data in memory, reports it, and the next change saves again")
    func failedSaveIsRetried() async throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let data = root.url.appendingPathComponent("data", isDirectory: true)
        try DataDirectory.create(at: data)
        let opening = try Persistence<BudgetStore>.open(directory: data, now: try Self.now(), calendar: try Self.calendar())
        let persistence = try #require(opening.persistence)

        // Pull the directory away and put a regular file in its place: no save can work, even as root.
        let away = root.url.appendingPathComponent("away", isDirectory: true)
        try FileManager.default.moveItem(at: data, to: away)
        try write("in the way", to: data)

        var attempts = persistence.saveAttempts
        let museum = try Self.expense("Museum", "22.00")
        opening.store.add(museum)
        try await waitForSave(of: persistence, after: attempts)
        #expect(persistence.lastSaveError == "Cannot save \(data.path)/expenses.json: Not a directory")
        #expect(opening.store.expenses.last == museum)
        #expect(throws: DataFileError.cannotSave(path: data.path + "/expenses.json", reason: "Not a directory")) {
            try persistence.saveNow()
        }

        // Put the directory back: the next change saves everything, and the error goes away.
        try FileManager.default.removeItem(at: data)
        try FileManager.default.moveItem(at: away, to: data)
        attempts = persistence.saveAttempts
        let tea = try Self.expense("Tea", "4.50")
        opening.store.add(tea)
        try await waitForSave(of: persistence, after: attempts)

        #expect(persistence.lastSaveError == nil)
        let saved = try Self.saved(in: TemporaryDirectory(url: data))
        #expect(saved.suffix(2).map(\.id) == [museum.id, tea.id])
    }

    @Test("lastSaveError is observable")
    func lastSaveErrorIsObservable() async throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let data = root.url.appendingPathComponent("data", isDirectory: true)
        try DataDirectory.create(at: data)
        let opening = try Persistence<BudgetStore>.open(directory: data, now: try Self.now(), calendar: try Self.calendar())
        let persistence = try #require(opening.persistence)
        try FileManager.default.removeItem(at: data)
        try write("in the way", to: data)

        await confirmation("lastSaveError changed", expectedCount: 1) { changed in
            withObservationTracking {
                _ = persistence.lastSaveError
            } onChange: {
                changed()
            }
            try? persistence.saveNow()
        }
    }
}
