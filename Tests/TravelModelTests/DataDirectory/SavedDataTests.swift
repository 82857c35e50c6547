import Foundation
import Glibc
import Testing
@testable import TravelModel

/// Opening a whole data directory: one lock, one database for the budget and the wishlist, the notices of
/// each, and the files that stop the start.
@Suite("SavedData")
@MainActor
struct SavedDataTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func now() throws -> Date { try moment(calendar(), 2026, 11, 29, 14, 15, 2) }

    // MARK: One lock for the directory

    @Test("SavedData opens both stores in one database under one lock, which lives as long as either store")
    func savedDataSharesTheLock() throws {
        let directory = try TemporaryDirectory()
        var data: SavedData? = try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        #expect(data?.notices.isEmpty == true)
        #expect(try directory.names().filter { !$0.hasPrefix("wishlist.sqlite-") } == ["wishlist.lock", "wishlist.sqlite"])
        #expect(data?.wishlist.store.database === data?.budget.store.database)
        #expect(data?.budget.store.database.lock.map(ObjectIdentifier.init) == data?.lock.map(ObjectIdentifier.init))
        #expect(data?.budget.store.expenses.isEmpty == false)
        #expect(data?.wishlist.store.trips.count == 12)

        // A second copy is refused.
        #expect(throws: DataFileError.inUse(directory: directory.path)) {
            try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        }

        // The wishlist alone keeps the directory locked; without it, the lock is free.
        var wishlist = data?.wishlist.store
        data = nil
        #expect(wishlist?.database?.lock?.isHeld == true)
        #expect(throws: DataFileError.inUse(directory: directory.path)) {
            try DataLock.acquire(in: directory.url)
        }
        wishlist = nil
        // Released once the database's last queued block has run. (Other tests spawn processes at the same
        // time: between fork and exec a child shares this process's open files, lock included, for a moment;
        // so the free lock is awaited briefly.)
        #expect(try acquireSoon { try DataLock.acquire(in: directory.url) }.isHeld)
    }

    @Test("The lock is released when the last holder goes away")
    func lockReleased() throws {
        let directory = try TemporaryDirectory()
        do {
            let data = try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
            #expect(data.lock?.isHeld == true)
        }
        let again = try acquireSoon { try DataLock.acquire(in: directory.url) }
        #expect(again.isHeld)
        #expect(try permissions(of: again.url) == 0o600)
    }

    @Test("SavedData reports each file's notice, and loads the good file as it is")
    func savedDataNotices() throws {
        let directory = try TemporaryDirectory()
        try DocumentFile(BudgetDocument.self, directory: directory.url, calendar: try Self.calendar()).save([])
        try write("{", to: directory.appending("trips.json"))

        let data = try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        #expect(data.budget.store.expenses.isEmpty)
        #expect(data.notices.map(\.description) == [
            "trips.json could not be read (not JSON); it was kept as "
            + "\(directory.appending("trips.json.corrupt-20261129-141502").path) and sample data was loaded.",
            "Your 0 expenses were moved from expenses.json into wishlist.sqlite; the old file is kept as expenses.json.imported-20261129-141502."])
        #expect(data.wishlist.store.trips == TripStore.sample(now: try Self.now(), calendar: try Self.calendar()).trips)
    }

    @Test("A data directory of an earlier version comes over whole, said in one sentence that fits two lines")
    func earlierVersionComesOver() throws {
        let directory = try TemporaryDirectory()
        let calendar = try Self.calendar(), now = try Self.now()
        let trips = TripStore.sample(now: now, calendar: calendar)
        trips.renameTrip(id: try #require(trips.sortedTrips.first).id, to: "Mine")
        let expenses = BudgetStore.sampleExpenses(now: now, calendar: calendar).dropLast(2)
        try DocumentFile(TripsDocument.self, directory: directory.url, calendar: calendar).save(trips.sortedTripsWithActivities())
        try DocumentFile(BudgetDocument.self, directory: directory.url, calendar: calendar).save(Array(expenses))

        let data = try SavedData.open(directory: directory.url, now: now, calendar: calendar)
        let sentence = "Your \(expenses.count) expenses and 12 trips were moved into wishlist.sqlite; the old files are kept with the suffix .imported-20261129-141502."
        #expect(data.notices.map(\.description) == [sentence])
        #expect(sentence.count <= 2 * 78)
        #expect(data.wishlist.store.trips == trips.trips)
        #expect(data.budget.store.expenses.map(\.id) == expenses.map(\.id))
        #expect(try directory.names().filter { $0.contains(".imported-") } == [
            "expenses.json.imported-20261129-141502", "trips.json.imported-20261129-141502"])
    }

    @Test("The sentence of imports names each kept file when their names differ in more than the file name")
    func importSentences() {
        let trips = DataImport(count: 3, kind: .trip, fileName: "trips.json", keptAs: "trips.json.imported-1-2")
        let expenses = DataImport(count: 1, kind: .expense, fileName: "expenses.json", keptAs: "expenses.json.imported-1")
        #expect(DataImport.sentence(for: []) == nil)
        #expect(DataImport.sentence(for: [expenses]) == "Your 1 expense was moved from expenses.json into wishlist.sqlite; the old file is kept as expenses.json.imported-1.")
        #expect(DataImport.sentence(for: [trips]) == "Your 3 trips were moved from trips.json into wishlist.sqlite; the old file is kept as trips.json.imported-1-2.")
        #expect(DataImport.sentence(for: [expenses, trips]) == "Your 1 expense and 3 trips were moved into wishlist.sqlite; the old files are kept as expenses.json.imported-1, trips.json.imported-1-2.")
    }

    @Test("Without a lock (a directory nobody may write), the data is not opened and the error says why")
    func noLockPossible() throws {
        let sys = URL(fileURLWithPath: "/sys", isDirectory: true)
        #expect { try SavedData.open(directory: sys, now: try Self.now(), calendar: try Self.calendar()) } throws: { error in
            guard case DataFileError.cannotLock(let path, _) = error else { return false }
            return path == "/sys/wishlist.lock"
        }
    }

    @Test("A FIFO or a link to a device named trips.json is refused and left alone, never read")
    func hostileTripsFile() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("trips.json")
        #expect(mkfifo(url.path, 0o600) == 0)
        #expect(throws: RegularFile.Refusal.self) {
            try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        }
        // Read directly, it is not waited on either.
        let file = DocumentFile(TripsDocument.self, directory: directory.url, calendar: try Self.calendar())
        #expect(file.read() == .unreadable(reason: .cannotRead(.notARegularFile)))
        unlink(url.path)
        #expect(symlink("/dev/zero", url.path) == 0)
        #expect(throws: RegularFile.Refusal.self) {
            try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        }
        #expect(file.read() == .unreadable(reason: .cannotRead(.symbolicLink)))
        var info = stat()
        #expect(lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "left where it was")
    }

    @Test("A directory named wishlist.lock stops the start instead of letting a second copy in")
    func lockThatIsADirectory() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appending("wishlist.lock"), withIntermediateDirectories: false)
        #expect(throws: DataFileError.self) {
            try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        }
        #expect(try directory.names() == ["wishlist.lock"], "nothing was made")
    }
}
