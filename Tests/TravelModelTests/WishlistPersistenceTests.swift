import Foundation
import Glibc
import Testing
@testable import TravelModel

@Suite("WishlistPersistence and SavedData")
@MainActor
struct WishlistPersistenceTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func now() throws -> Date { try moment(calendar(), 2026, 11, 29, 14, 15, 2) }

    /// The trips of the file in `directory`, or an issue.
    static func saved(in directory: URL) throws -> [Trip] {
        let contents = DocumentFile(TripsDocument.self, directory: directory, calendar: try calendar()).read()
        guard case let .loaded(trips) = contents else {
            Issue.record("expected a readable file, got \(contents)")
            return []
        }
        return trips
    }

    static func sample() throws -> TripStore {
        TripStore.sample(now: try now(), calendar: try calendar())
    }

    // MARK: Opening trips.json

    @Test("The first run writes the sample trips, 0600, and loads them back equal")
    func firstRun() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let opening = try Persistence<TripStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        #expect(opening.notice == nil)
        #expect(opening.persistence != nil)
        #expect(opening.store.trips == (try Self.sample()).trips)
        #expect(try Self.saved(in: directory.url) == (try Self.sample()).sortedTrips)
        #expect(try directory.names() == ["trips.json", "wishlist.lock"])
        #expect(try permissions(of: directory.appending("trips.json")) == 0o600)
    }

    @Test("A readable file is loaded as it is and not rewritten")
    func loadsExistingFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let source = TripStore(calendar: try Self.calendar())
        source.addTrip(name: "Mine", collectionID: "autumn-colors", now: try Self.now())
        try DocumentFile(TripsDocument.self, directory: directory.url, calendar: try Self.calendar()).save(source.savedContent)
        let before = try contents(of: directory.appending("trips.json"))

        let opening = try Persistence<TripStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        #expect(opening.notice == nil)
        #expect(opening.store.trips == source.trips)
        #expect(opening.store.newlyEarned.isEmpty)
        #expect(opening.persistence?.saveAttempts == 0)
        #expect(try contents(of: directory.appending("trips.json")) == before)
    }

    @Test("A bad trips.json is kept aside, never overwritten, and the sample is loaded and saved",
          arguments: 0..<TripsFileTests.corruptFiles.count)
    func badFileIsKeptAside(index: Int) throws {
        let corrupt = TripsFileTests.corruptFiles[index]
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try write(corrupt.text, to: directory.appending("trips.json"))

        let opening = try Persistence<TripStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        let kept = directory.appending("trips.json.corrupt-20261129-141502")
        #expect(opening.notice == "trips.json could not be read (\(corrupt.reason)); it was kept as "
            + "\(kept.path) and sample data was loaded", "\(corrupt.name)")
        #expect(try contents(of: kept) == Data(corrupt.text.utf8))
        #expect(opening.store.trips == (try Self.sample()).trips)
        #expect(try Self.saved(in: directory.url).map(\.id) == (try Self.sample()).sortedTrips.map(\.id))
    }

    @Test("An unwritable directory keeps the trips in memory with a clear notice")
    func unwritable() throws {
        let sys = URL(fileURLWithPath: "/sys", isDirectory: true)
        let opening = Persistence<TripStore>.open(directory: sys, lock: nil, now: try Self.now(), calendar: try Self.calendar())
        let persistence = try #require(opening.persistence)
        let error = try #require(persistence.lastSaveError)
        #expect(error == "Cannot save /sys/trips.json: Permission denied"
            || error == "Cannot save /sys/trips.json: Read-only file system", "\(error)")
        #expect(opening.notice == "\(error); the data is kept in memory and saving is tried again after each change")
        #expect(opening.store.trips.count == 12)
        #expect(persistence.lock == nil)
    }

    @Test("A bad trips.json that cannot be kept aside is left alone and nothing is saved",
          .enabled(if: TemporaryMount.isPermitted, "needs permission to mount a tmpfs"))
    func badFileOnReadOnlyFileSystem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try TemporaryMount.mountTmpfs(on: directory, size: 64 * 1024)
        defer { TemporaryMount.unmount(directory) }
        try write("not JSON", to: directory.appending("trips.json"))
        try TemporaryMount.remountReadOnly(directory)

        let opening = Persistence<TripStore>.open(directory: directory.url, lock: nil, now: try Self.now(), calendar: try Self.calendar())
        #expect(opening.persistence == nil)
        #expect(opening.notice == "trips.json could not be read (not JSON) and could not be kept aside "
            + "(Read-only file system); sample data was loaded and changes will not be saved")
        #expect(try contents(of: directory.appending("trips.json")) == Data("not JSON".utf8))
    }

    // MARK: Saving changes

    @Test("Quitting saves only what changed: nothing after no change, the change made just before")
    func saveIfChanged() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let opening = try Persistence<TripStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        let persistence = try #require(opening.persistence)
        let attempts = persistence.saveAttempts
        try persistence.saveIfChanged()
        #expect(persistence.saveAttempts == attempts, "nothing changed, nothing written")
        let kyoto = try #require(opening.store.sortedTrips.first)
        opening.store.renameTrip(id: kyoto.id, to: "Kyoto, again")
        // Before the main actor has run the save that follows a change: quitting saves it.
        try persistence.saveIfChanged()
        #expect(persistence.saveAttempts == attempts + 1)
        #expect(try Self.saved(in: directory.url).contains { $0.name == "Kyoto, again" })
    }

    @Test("Toggling an activity is saved once the main actor runs; searching saves nothing")
    func savesAfterChange() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let opening = try Persistence<TripStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        let persistence = try #require(opening.persistence)
        let source = opening.store
        let attempts = persistence.saveAttempts

        source.searchText = "kyo"
        try await Task.sleep(for: .milliseconds(20))
        #expect(persistence.saveAttempts == attempts)

        let kyoto = try #require(source.searchResults.first)
        let tea = try #require(kyoto.activities.first { !$0.isComplete })
        source.toggleActivity(id: tea.id, inTrip: kyoto.id)
        source.addActivity(named: "Ramen in Pontocho", toTrip: kyoto.id)
        try await waitForSave(of: persistence, after: attempts)
        try await Task.sleep(for: .milliseconds(20))
        #expect(persistence.saveAttempts == attempts + 1)

        let saved = try Self.saved(in: directory.url)
        #expect(saved == source.sortedTrips)
        #expect(saved.first { $0.id == kyoto.id }?.activities.last?.name == "Ramen in Pontocho")

        // And the next change too.
        source.removeTrip(id: kyoto.id)
        try await waitForSave(of: persistence, after: attempts + 1)
        #expect(try Self.saved(in: directory.url).contains { $0.id == kyoto.id } == false)
        #expect(persistence.lastSaveError == nil)
    }

    // MARK: One lock for the directory

    @Test("SavedData opens both files under one lock, which lives as long as either persistence")
    func savedDataSharesTheLock() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var data: SavedData? = try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        #expect(data?.notices == [])
        #expect(try directory.names().filter { !$0.hasPrefix("wishlist.sqlite-") } == ["trips.json", "wishlist.lock", "wishlist.sqlite"])
        let lockID = ObjectIdentifier(try #require(data?.lock))
        #expect(data?.budget.store.database.lock.map(ObjectIdentifier.init) == lockID)
        #expect(data?.wishlist.persistence?.lock.map(ObjectIdentifier.init) == lockID)
        #expect(data?.budget.store.expenses.isEmpty == false)
        #expect(data?.wishlist.store.trips.count == 12)

        // A second copy is refused, whether it opens everything or one file.
        #expect(throws: DataFileError.inUse(directory: directory.path)) {
            try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        }
        #expect(throws: DataFileError.inUse(directory: directory.path)) {
            try Persistence<TripStore>.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        }

        // The trips' persistence alone keeps the directory locked; without it, the lock is free.
        var wishlist = data?.wishlist.persistence
        data = nil
        #expect(wishlist?.lock?.isHeld == true)
        #expect(throws: DataFileError.inUse(directory: directory.path)) {
            try DataLock.acquire(in: directory.url)
        }
        wishlist = nil
        // Released. (Other tests spawn processes at the same time: between fork and exec a child shares this
        // process's open files, lock included, for a moment; so the free lock is awaited briefly.)
        #expect(try acquireSoon { try DataLock.acquire(in: directory.url) }.isHeld)
    }

    @Test("The lock is released when the last holder goes away")
    func lockReleased() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
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
        defer { directory.remove() }
        try DocumentFile(BudgetDocument.self, directory: directory.url, calendar: try Self.calendar()).save([])
        try write("{", to: directory.appending("trips.json"))

        let data = try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        #expect(data.budget.store.expenses.isEmpty)
        #expect(data.notices == [
            "Your 0 expenses were moved from expenses.json into wishlist.sqlite; the old file is kept as expenses.json.imported-20261129-141502.",
            "trips.json could not be read (not JSON); it was kept as "
            + "\(directory.appending("trips.json.corrupt-20261129-141502").path) and sample data was loaded"])
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
        defer { directory.remove() }
        let url = directory.appending("trips.json")
        #expect(mkfifo(url.path, 0o600) == 0)
        #expect(throws: RegularFile.Refusal.self) {
            try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        }
        // Read directly, it is not waited on either.
        let file = DocumentFile(TripsDocument.self, directory: directory.url, calendar: try Self.calendar())
        #expect(file.read() == .unreadable(reason: "not a regular file"))
        unlink(url.path)
        #expect(symlink("/dev/zero", url.path) == 0)
        #expect(throws: RegularFile.Refusal.self) {
            try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        }
        #expect(file.read() == .unreadable(reason: "a symbolic link, not a regular file"))
        var info = stat()
        #expect(lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "left where it was")
    }

    @Test("A directory named wishlist.lock stops the start instead of letting a second copy in")
    func lockThatIsADirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(at: directory.appending("wishlist.lock"), withIntermediateDirectories: false)
        #expect(throws: DataFileError.self) {
            try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        }
        #expect(try directory.names() == ["wishlist.lock"], "nothing was made")
    }
}
