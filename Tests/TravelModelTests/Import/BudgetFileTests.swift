import Foundation
import Glibc
import Testing
@testable import TravelModel

@Suite("BudgetFile")
struct BudgetFileTests {
    static let awkwardAmounts = [
        "0.1", "0.3", "0.01", "12.34", "1234567.89", "99999999999.99", "123456789012345678.91", "-5.5", "0",
    ]

    static func expense(_ title: String, _ amount: String, on date: Date, category: TravelModel.Category = .other)
        throws -> Expense {
        Expense(title: title, amount: try decimal(amount), category: category, date: date)
    }

    // MARK: Round trip

    @Test("Amounts round-trip exactly and are stored as strings")
    func exactAmounts() throws {
        let directory = try TemporaryDirectory()
        let calendar = try gregorian("Europe/Berlin")
        let day = try moment(calendar, 2026, 11, 29)
        let file = DocumentFile(BudgetDocument.self, directory: directory.url, calendar: calendar)
        let expenses = try Self.awkwardAmounts.map { try Self.expense($0, $0, on: day) }

        try file.save(expenses)
        let result = file.read()
        guard case let .loaded(loaded) = result else {
            Issue.record("expected loaded, got \(result)")
            return
        }
        #expect(loaded == expenses)
        for (text, expense) in zip(Self.awkwardAmounts, loaded) {
            #expect(expense.amount == (try decimal(text)))
            #expect(expense.amount.description == text)
        }

        let json = String(decoding: try contents(of: file.url), as: UTF8.self)
        #expect(json.contains("\"amount\" : \"99999999999.99\""))
        #expect(json.contains("\"amount\" : \"0.1\""))
        #expect(json.contains("\"schemaVersion\" : 1"))

        // The extremes of Decimal survive too.
        let extremes = [Decimal.greatestFiniteMagnitude, Decimal.leastNonzeroMagnitude, -Decimal.greatestFiniteMagnitude]
        try file.save(extremes.map { Expense(title: "Extreme", amount: $0, category: .other, date: day) })
        guard case let .loaded(extremesLoaded) = file.read() else {
            Issue.record("extremes not loaded")
            return
        }
        #expect(extremesLoaded.map(\.amount) == extremes)
    }

    @Test("The whole expense survives: id, title, category")
    func wholeExpense() throws {
        let directory = try TemporaryDirectory()
        let calendar = try gregorian("Asia/Tokyo")
        let file = DocumentFile(BudgetDocument.self, directory: directory.url, calendar: calendar)
        let expense = try Self.expense("Ramen \"Ichiran\" / 一蘭\n", "14.80",
                                       on: try moment(calendar, 2026, 11, 29), category: .foodAndDrink)
        try file.save([expense])
        #expect(file.read() == .loaded([expense]))
    }

    @Test("A day written in Tokyo is the same day read in New York, and the other way round")
    func daysAcrossTimeZones() throws {
        let tokyo = try gregorian("Asia/Tokyo")
        let newYork = try gregorian("America/New_York")
        let directory = try TemporaryDirectory()

        // 00:30 on 29 November in Tokyo is still 28 November in New York.
        let earlyInTokyo = try moment(tokyo, 2026, 11, 29, 0, 30)
        // 23:30 on 29 November in New York is already 30 November in Tokyo.
        let lateInNewYork = try moment(newYork, 2026, 11, 29, 23, 30)

        try DocumentFile(BudgetDocument.self, directory: directory.url, calendar: tokyo).save([try Self.expense("Tokyo", "1", on: earlyInTokyo)])
        #expect(String(decoding: try contents(of: DocumentFile(BudgetDocument.self, directory: directory.url).url), as: UTF8.self)
            .contains("\"date\" : \"2026-11-29\""))
        guard case let .loaded(inNewYork) = DocumentFile(BudgetDocument.self, directory: directory.url, calendar: newYork).read() else {
            Issue.record("not loaded")
            return
        }
        #expect(inNewYork.first?.date == (try moment(newYork, 2026, 11, 29, 12)))

        try DocumentFile(BudgetDocument.self, directory: directory.url, calendar: newYork).save([try Self.expense("NY", "1", on: lateInNewYork)])
        guard case let .loaded(inTokyo) = DocumentFile(BudgetDocument.self, directory: directory.url, calendar: tokyo).read() else {
            Issue.record("not loaded")
            return
        }
        #expect(inTokyo.first?.date == (try moment(tokyo, 2026, 11, 29, 12)))
    }

    @Test("Malformed amounts and days are refused, not guessed",
          arguments: [
              ("12abc", "2026-11-29", "invalid amount \"12abc\" in expenses[0]"),
              ("1e5", "2026-11-29", "invalid amount \"1e5\" in expenses[0]"),
              ("12,5", "2026-11-29", "invalid amount \"12,5\" in expenses[0]"),
              ("", "2026-11-29", "invalid amount \"\" in expenses[0]"),
              ("1.2.3", "2026-11-29", "invalid amount \"1.2.3\" in expenses[0]"),
              ("+1", "2026-11-29", "invalid amount \"+1\" in expenses[0]"),
              (".5", "2026-11-29", "invalid amount \".5\" in expenses[0]"),
              ("5.", "2026-11-29", "invalid amount \"5.\" in expenses[0]"),
              ("-", "2026-11-29", "invalid amount \"-\" in expenses[0]"),
              (" 1", "2026-11-29", "invalid amount \" 1\" in expenses[0]"),
              ("12.5", "2026-02-30", "invalid date \"2026-02-30\" in expenses[0]"),
              ("12.5", "2026-11-29T12:00:00Z", "invalid date \"2026-11-29T12:00:00Z\" in expenses[0]"),
              ("12.5", "29/11/2026", "invalid date \"29/11/2026\" in expenses[0]"),
          ])
    func malformedFields(amount: String, date: String, reason: String) throws {
        let json = """
        {"schemaVersion": 1, "expenses": [{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "title": "x",
          "amount": "\(amount)", "date": "\(date)",
          "category": {"id": "other", "title": "Other", "symbol": "ellipsis.circle"}}]}
        """
        #expect(BudgetDocument.decode(Data(json.utf8), timeZone: .gmt).unreadableReason == reason)
    }

    @Test("An amount that is not a number is not written")
    func notANumber() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(BudgetDocument.self, directory: directory.url)
        try file.save([])
        let before = try contents(of: file.url)
        let broken = Expense(title: "Broken", amount: .nan, category: .other, date: .now)
        #expect(throws: DataFileError.self) { try file.save([broken]) }
        #expect(try contents(of: file.url) == before)
    }

    // MARK: Atomic write

    @Test("Saving leaves expenses.json at 0600 and no temporary file behind")
    func cleanSave() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(BudgetDocument.self, directory: directory.url)
        try file.save([try Self.expense("A", "1.5", on: .now)])
        try file.save([try Self.expense("B", "2.5", on: .now)])
        #expect(try directory.names() == ["expenses.json"])
        #expect(try permissions(of: file.url) == 0o600)
    }

    @Test("A save that fails leaves the old file intact and no temporary file")
    func failedSaveKeepsOldFile() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(BudgetDocument.self, directory: directory.url)
        try file.save([try Self.expense("Old", "1.5", on: .now)])
        let before = try contents(of: file.url)

        // The temporary file cannot be created where a directory of that name is.
        try FileManager.default.createDirectory(at: file.temporaryURL, withIntermediateDirectories: false)
        #expect(throws: DataFileError.cannotSave(path: file.url.path, reason: .system(code: EEXIST))) {
            try file.save([try Self.expense("New", "2.5", on: .now)])
        }
        #expect(try contents(of: file.url) == before)
        try FileManager.default.removeItem(at: file.temporaryURL)
        #expect(try directory.names() == ["expenses.json"])
    }

    @Test("A disk that fills up while writing leaves the old file intact",
          .enabled(if: TemporaryMount.isPermitted, "needs permission to mount a tmpfs"))
    func fullDisk() throws {
        let directory = try TemporaryDirectory()
        try TemporaryMount.mountTmpfs(on: directory, size: 64 * 1024)
        defer { TemporaryMount.unmount(directory) }

        let file = DocumentFile(BudgetDocument.self, directory: directory.url)
        try file.save([try Self.expense("Old", "1.5", on: .now)])
        let before = try contents(of: file.url)
        // Fill the file system, leaving a few bytes.
        let filler = directory.appending("filler")
        let handle = fopen(filler.path, "w")
        let block = [UInt8](repeating: 0x41, count: 1024)
        while fwrite(block, 1, block.count, handle) == block.count, fflush(handle) == 0 {}
        fclose(handle)

        let many = try (0..<200).map { try Self.expense("Expense number \($0)", "12.34", on: .now) }
        #expect(throws: DataFileError.cannotSave(path: file.url.path, reason: .system(code: ENOSPC))) {
            try file.save(many)
        }
        #expect(try contents(of: file.url) == before)
        #expect(try directory.names() == ["expenses.json", "filler"])
    }

    // MARK: Unwritable directories

    @Test("Saving into a 'directory' that is a regular file names the path and the reason")
    func directoryIsAFile() throws {
        let directory = try TemporaryDirectory()
        let notADirectory = directory.appending("data")
        try write("x", to: notADirectory)
        let file = DocumentFile(BudgetDocument.self, directory: notADirectory)
        let expected = "Cannot save \(notADirectory.path)/expenses.json: Not a directory"
        do {
            try file.save([])
            Issue.record("saved into a regular file")
        } catch {
            #expect(String(describing: error) == expected)
        }
    }

    @Test("Saving where even root may not create files gives the system's reason")
    func sysfsRefuses() throws {
        // sysfs refuses new files to everyone: "Permission denied", or "Read-only file system" when it is
        // mounted read-only, as in most containers.
        let file = DocumentFile(BudgetDocument.self, directory: URL(fileURLWithPath: "/sys", isDirectory: true))
        do {
            try file.save([])
            Issue.record("saved into /sys")
        } catch {
            let message = String(describing: error)
            #expect(message == "Cannot save /sys/expenses.json: Permission denied"
                || message == "Cannot save /sys/expenses.json: Read-only file system", "\(message)")
        }
    }

    @Test("Saving on a read-only file system says so and keeps the old file",
          .enabled(if: TemporaryMount.isPermitted, "needs permission to mount a tmpfs"))
    func readOnlyFileSystem() throws {
        let directory = try TemporaryDirectory()
        try TemporaryMount.mountTmpfs(on: directory, size: 64 * 1024)
        defer { TemporaryMount.unmount(directory) }
        let file = DocumentFile(BudgetDocument.self, directory: directory.url)
        try file.save([try Self.expense("Old", "1.5", on: .now)])
        let before = try contents(of: file.url)
        try TemporaryMount.remountReadOnly(directory)

        #expect(throws: DataFileError.cannotSave(path: file.url.path, reason: .system(code: EROFS))) {
            try file.save([])
        }
        #expect(try contents(of: file.url) == before)
        #expect(DataFileError.cannotSave(path: file.url.path, reason: .system(code: EROFS)).description
            == "Cannot save \(file.url.path): Read-only file system")
    }

    // MARK: Reading

    @Test("No file is .missing")
    func missing() throws {
        let directory = try TemporaryDirectory()
        #expect(DocumentFile(BudgetDocument.self, directory: directory.url).read() == .missing)
    }

    static let corruptFiles: [(name: String, text: String, reason: String)] = [
        ("empty", "", "empty file"),
        ("blank", " \n", "empty file"),
        ("truncated", #"{"schemaVersion": 1, "expenses": [{"id": "E621E1F8-C36C"#, "the file ends in the middle, after 0 expenses"),
        ("not JSON", "Ramen 14.80\nTrain 98.70\n", "not JSON"),
        ("another shape", #"{"schemaVersion": 1, "trips": []}"#, "missing expenses in the document"),
        ("wrong types", #"{"schemaVersion": 1, "expenses": [{"id": 3}]}"#, "unexpected value at expenses[0].id"),
        ("no version", #"{"expenses": []}"#, "no schemaVersion"),
        ("version 2", #"{"schemaVersion": 2, "expenses": []}"#, "unknown schemaVersion 2"),
        ("version as text", #"{"schemaVersion": "1", "expenses": []}"#, "not an expenses file"),
    ]

    @Test("Each kind of bad file is .unreadable with a short reason", arguments: 0..<corruptFiles.count)
    func unreadable(index: Int) throws {
        let corrupt = Self.corruptFiles[index]
        let directory = try TemporaryDirectory()
        let file = DocumentFile(BudgetDocument.self, directory: directory.url)
        try write(corrupt.text, to: file.url)
        #expect(file.read().unreadableReason == corrupt.reason, "\(corrupt.name)")
        // Reading never changes the file.
        #expect(try contents(of: file.url) == Data(corrupt.text.utf8))
    }

    @Test("A file that is a directory is .unreadable")
    func directoryInsteadOfFile() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(BudgetDocument.self, directory: directory.url)
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: false)
        #expect(file.read() == .unreadable(reason: .cannotRead(.system(code: EISDIR))))
    }

    @Test("moveAside renames to expenses.json.corrupt-<timestamp>, adding -2, -3 when taken")
    func moveAside() throws {
        let directory = try TemporaryDirectory()
        let calendar = try gregorian("Asia/Tokyo")
        let file = DocumentFile(BudgetDocument.self, directory: directory.url, calendar: calendar)
        let now = try moment(calendar, 2026, 11, 29, 14, 15, 2)

        var kept: [URL] = []
        for text in ["first", "second", "third"] {
            try write(text, to: file.url)
            kept.append(try file.moveAside(now: now))
        }
        #expect(kept.map(\.lastPathComponent) == [
            "expenses.json.corrupt-20261129-141502",
            "expenses.json.corrupt-20261129-141502-2",
            "expenses.json.corrupt-20261129-141502-3",
        ])
        #expect(kept.map { $0.deletingLastPathComponent().path } == Array(repeating: directory.path, count: 3))
        #expect(try kept.map { String(decoding: try contents(of: $0), as: UTF8.self) } == ["first", "second", "third"])
        #expect(file.read() == .missing)
    }

    @Test("moveAside of a missing file throws with the path and reason")
    func moveAsideMissing() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(BudgetDocument.self, directory: directory.url)
        #expect(throws: DataFileError.cannotMoveAside(path: file.url.path, reason: .system(code: ENOENT))) {
            try file.moveAside(now: .now)
        }
    }

    // MARK: Lock

    @Test("The lock refuses a second holder until released, and its file is 0600")
    func lock() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(BudgetDocument.self, directory: directory.url)

        let first = try file.acquireLock()
        #expect(first.isHeld)
        #expect(try permissions(of: first.url) == 0o600)
        #expect(throws: DataFileError.inUse(directory: directory.path)) {
            try file.acquireLock()
        }
        #expect(DataFileError.inUse(directory: directory.path).description
            == "The data in \(directory.path) is in use by another copy of wishlist")

        first.release()
        #expect(!first.isHeld)
        let second = try acquireSoon { try file.acquireLock() }
        #expect(second.isHeld)
    }

    @Test("flock locks of two open() calls in one process conflict, so the in-process test is meaningful")
    func flockIsPerOpenFileDescription() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(BudgetDocument.self, directory: directory.url)
        let lock = try file.acquireLock()

        let descriptor = open(lock.url.path, O_RDWR)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == -1)
        #expect(errno == EWOULDBLOCK)

        lock.release()
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        // Now the app's lock is refused in its turn.
        #expect(throws: DataFileError.inUse(directory: directory.path)) {
            try file.acquireLock()
        }
    }

    @Test("A lock held by another process is refused",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock"), "needs flock(1)"))
    func lockHeldByAnotherProcess() async throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(BudgetDocument.self, directory: directory.url)
        let lockPath = directory.appending(DataLock.fileName).path
        let ready = directory.appending("ready").path

        // The shell locks the file on descriptor 9 and becomes `sleep`, which keeps it until terminated: for
        // long, because in a whole test run the main actor may be busy with other tests for half a minute
        // between the lock being taken and this test trying it (a 30-second sleep had ended by then).
        // posix_spawn rather than Foundation's Process: in a test run with exit tests, Process can wait
        // forever for its child.
        let arguments = ["/bin/sh", "-c", "exec 9>>\"$0\"; /usr/bin/flock --exclusive 9; touch \"$1\"; exec sleep 600",
                         lockPath, ready]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0)
        defer {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        let deadline = ContinuousClock.now + .seconds(5)
        while !FileManager.default.fileExists(atPath: ready) {
            try #require(ContinuousClock.now < deadline, "flock(1) did not start")
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(throws: DataFileError.inUse(directory: directory.path)) {
            try file.acquireLock()
        }
    }
}
