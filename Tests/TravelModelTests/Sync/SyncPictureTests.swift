import Foundation
import Glibc
import Observation
import Synchronization
import Testing
@testable import TravelModel

/// The user's own pictures travelling with sync: two data directories on one machine through one folder.
@Suite("Sync between machines: the user's pictures")
struct SyncPictureTests {
    /// Machine A with a trip showing a picture of A's own, B, both set up with one folder, and the folder.
    private struct Setup {
        let folder: TemporaryDirectory
        let a: SyncMachine
        let b: SyncMachine
        let picture: Picture
        let id: UUID
        let trip: Trip

        init() throws {
            folder = try TemporaryDirectory()
            a = try SyncMachine(folder: folder)
            b = try SyncMachine(folder: folder)
            picture = try #require(Picture(width: 32, height: 20, pixels: (0..<(32 * 20 * 3)).map { UInt8($0 % 251) }))
            let name = try UserPictures(dataDirectory: a.directory.url).add(picture)
            id = try #require(UserPictures.identifier(inName: name))
            trip = Trip(name: "Lisbon", photoName: name, collectionID: TripCollection.autumnColors.id, lastViewed: Date(timeIntervalSinceReferenceDate: 800_000_000))
            a.save(trip)
        }

        /// A's copy of the picture in the synced folder.
        var sentFile: URL {
            get throws { SyncFolder(url: folder.url).picture(id, of: try #require(a.database.syncDevice)) }
        }

        /// The picture's file in B's data directory.
        var fileOnB: URL {
            UserPictures.fileURL(of: id, in: b.directory.url.appendingPathComponent(UserPictures.folderName, isDirectory: true))
        }

        /// The picture of the trip as B shows it now (read afresh).
        var shownOnB: Picture? {
            UserPictures(dataDirectory: b.directory.url).picture(named: UserPictures.namePrefix + id.uuidString.lowercased())
        }
    }

    @Test("A picture made on A shows on B after both sync, each copied once: a second round copies nothing")
    func pictureTravels() throws {
        let setup = try Setup()
        let (a, b) = (setup.a, setup.b)
        #expect(a.sync().picturesSent == 1)
        let sent = try Data(contentsOf: setup.sentFile)
        #expect(sent == Data(setup.picture.ppmData))
        #expect(try permissions(of: try setup.sentFile) == 0o600)
        #expect(setup.shownOnB == nil)
        let received = b.sync()
        #expect(received.picturesReceived == [setup.id])
        #expect(received.notice?.contains("Took 1 picture from another machine.") == true)
        #expect(setup.shownOnB == setup.picture)
        #expect(try permissions(of: setup.fileOnB) == 0o600)
        // Copied once: the sent file stays as it was, and B takes nothing again, nor sends back what it took.
        let before = AppDatabase.fingerprint(of: try setup.sentFile)
        #expect(a.sync().picturesSent == 0)
        #expect(AppDatabase.fingerprint(of: try setup.sentFile) == before)
        let again = b.sync()
        #expect(again.picturesReceived == [])
        #expect(again.picturesSent == 1)  // B's own copy, for a third machine while A is away
        #expect(b.sync().picturesSent == 0)
        #expect(a.sync().picturesReceived == [])
    }

    @Test("A photo's full size travels beside its small picture, once; a half-copied one waits, a hostile one is passed over")
    func fullSizeTravels() throws {
        let setup = try Setup()
        let (a, b) = (setup.a, setup.b)
        let jpeg = try TestImages.jpeg(width: 64, height: 40, pixels: PhotoImportTests.halves)
        let name = try UserPictures(dataDirectory: a.directory.url).add(ImportedPhoto(picture: setup.picture, fullSize: jpeg))
        let id = try #require(UserPictures.identifier(inName: name))
        a.save(Trip(name: "Porto", photoName: name, collectionID: TripCollection.autumnColors.id, lastViewed: Date(timeIntervalSinceReferenceDate: 800_000_100)))
        #expect(a.sync().picturesSent == 2)
        let device = try #require(a.database.syncDevice)
        let sent = UserPictures.fullSizeFileURL(of: id, in: SyncFolder(url: setup.folder.url).pictureDirectory(of: device))
        #expect(try Data(contentsOf: sent) == Data(jpeg))
        // Half copied (no end marker yet): B waits; once whole, B takes it.
        let whole = try Data(contentsOf: sent)
        try whole.prefix(whole.count / 2).write(to: sent)
        _ = b.sync()
        let onB = UserPictures.fullSizeFileURL(of: id, in: b.directory.url.appendingPathComponent(UserPictures.folderName, isDirectory: true))
        #expect(!FileManager.default.fileExists(atPath: onB.path))
        #expect(UserPictures(dataDirectory: b.directory.url).picture(named: name) == setup.picture)
        try whole.write(to: sent)
        _ = b.sync()
        #expect(try Data(contentsOf: onB) == Data(jpeg))
        #expect(try permissions(of: onB) == 0o600)
        // A file that ends as a JPEG but is none is never taken.
        let other = UUID()
        let hostile = UserPictures.fullSizeFileURL(of: other, in: SyncFolder(url: setup.folder.url).pictureDirectory(of: device))
        try Data(Array("\u{1B}[2J not a photo".utf8) + [0xFF, 0xD9]).write(to: hostile)
        #expect(SyncedFullSizePicture.read(at: hostile) == .refused(reason: "it is not a JPEG file"))
        #expect(SyncedFullSizePicture.read(at: sent) == .whole(Array(jpeg)))
    }

    @Test("Quitting sends the pictures not sent yet, with the changes")
    func quittingSends() throws {
        let setup = try Setup()
        #expect(setup.a.database.writeSyncFiles() == [])
        #expect(try Data(contentsOf: try setup.sentFile) == Data(setup.picture.ppmData))
    }

    @Test("The app's pictures, asked before the picture came (and found missing), show it once told, and the views that asked hear of it")
    func appIsTold() throws {
        let setup = try Setup()
        let pictures = UserPictures(dataDirectory: setup.b.directory.url)
        let name = UserPictures.namePrefix + setup.id.uuidString.lowercased()
        setup.a.sync()
        let heard = Heard()
        withObservationTracking {
            #expect(pictures.picture(named: name) == nil)
        } onChange: {
            heard.mark()
        }
        let report = setup.b.sync()
        // Kept as missing until told.
        #expect(pictures.picture(named: name) == nil)
        #expect(!heard.value)
        #expect(report.isNews)
        pictures.didReceive(report.picturesReceived)
        #expect(heard.value)
        #expect(pictures.picture(named: name) == setup.picture)
    }

    @Test("The app's watcher tells of a round that brought only a picture (its trip came in an earlier round)")
    func watcherTellsOfPictures() async throws {
        let setup = try Setup()
        setup.a.sync()
        let file = try setup.sentFile
        let whole = try Data(contentsOf: file)
        try whole.prefix(10).write(to: file)
        #expect(setup.b.sync().changedData)
        try whole.write(to: file)
        let heard = Mutex<[UUID]?>(nil)
        let watcher = SyncWatcher(database: setup.b.database, interval: .milliseconds(20)) { report in
            heard.withLock { $0 = report.picturesReceived }
        }
        watcher.start()
        defer { watcher.stop() }
        let deadline = Date().addingTimeInterval(10)
        while heard.withLock({ $0 }) == nil, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(heard.withLock { $0 } == [setup.id])
    }

    @Test("A picture still being copied (cut in its pixels, or in its header) is left for the next round, then taken")
    func halfCopied() throws {
        let setup = try Setup()
        setup.a.sync()
        let file = try setup.sentFile
        let whole = try Data(contentsOf: file)
        for cut in [whole.count / 2, 6, 0] {
            try whole.prefix(cut).write(to: file)
            let report = setup.b.sync()
            #expect(report.incompleteFiles == 1, "cut at \(cut)")
            #expect(report.picturesReceived == [])
            #expect(!FileManager.default.fileExists(atPath: setup.fileOnB.path))
        }
        try whole.write(to: file)
        #expect(setup.b.sync().picturesReceived == [setup.id])
        #expect(setup.shownOnB == setup.picture)
    }

    @Test(
        "A hostile picture is refused with a message, said once, and nothing breaks; a whole copy later is taken",
        arguments: HostilePicture.allCases)
    func hostile(_ kind: HostilePicture) throws {
        let setup = try Setup()
        setup.a.sync()
        let file = try setup.sentFile
        let whole = try Data(contentsOf: file)
        try FileManager.default.removeItem(at: file)
        let elsewhere = setup.folder.appending("elsewhere.ppm")
        try kind.place(at: file, elsewhere: elsewhere, whole: whole)
        let report = setup.b.database.sync()
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.description.contains("\(file.path) is not used: \(kind.reason)") == true, "\(report.problems)")
        #expect(report.picturesReceived == [])
        #expect(!FileManager.default.fileExists(atPath: setup.fileOnB.path))
        #expect(setup.shownOnB == nil)
        // The trip is there all the same, and the refusal is not said again while the file stays as it is.
        #expect(try setup.b.database.read { try TripTable.all(from: $0, timeZone: .gmt) }.trips.map(\.id) == [setup.trip.id])
        #expect(setup.b.sync().problems == [])
        try FileManager.default.removeItem(at: file)
        try whole.write(to: file)
        #expect(setup.b.sync().picturesReceived == [setup.id])
        #expect(setup.shownOnB == setup.picture)
    }

    @Test("A picture a trip names that no machine has is simply missing: nothing said, nothing taken")
    func nowhere() throws {
        let setup = try Setup()
        setup.a.sync()
        try FileManager.default.removeItem(at: try setup.sentFile)
        let report = setup.b.sync()
        #expect(report.picturesReceived == [])
        #expect(report.incompleteFiles == 0)
    }
}

/// What a hostile machine (or a broken sync tool) may leave where a picture should be.
enum HostilePicture: CaseIterable, CustomTestStringConvertible, Sendable {
    /// Text, with escape sequences, where the picture should be.
    case notAPicture
    /// A file larger than any picture of the app's.
    case tooLarge
    /// A whole PPM of more pixels than the app's pictures have.
    case tooManyPixels
    /// A link to a whole picture elsewhere.
    case symbolicLink
    /// A FIFO, which would hang a reader that waits for its writer.
    case fifo

    var testDescription: String { "\(self)" }

    /// The start of what the refusal says.
    var reason: String {
        switch self {
        case .notAPicture: "it is not a picture of the app's (not a binary PPM (P6) picture)"
        case .tooLarge: "it has 300000 bytes, more than a picture of the app's can have"
        case .tooManyPixels: "it is 300 by 2 pixels, more than a picture of the app's can be"
        case .symbolicLink: "it is a symbolic link, not a file"
        case .fifo: "it is a FIFO, not a file"
        }
    }

    /// Puts it at `file`, with `elsewhere` for what a link points to, `whole` being the real picture's bytes.
    func place(at file: URL, elsewhere: URL, whole: Data) throws {
        switch self {
        case .notAPicture:
            try Data("\u{1B}]0;owned\u{07}\u{1B}[2J hello".utf8).write(to: file)
        case .tooLarge:
            try Data(repeating: 0x50, count: 300_000).write(to: file)
        case .tooManyPixels:
            try Data(Array("P6\n300 2\n255\n".utf8) + [UInt8](repeating: 7, count: 300 * 2 * 3)).write(to: file)
        case .symbolicLink:
            try whole.write(to: elsewhere)
            try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)
        case .fifo:
            guard mkfifo(file.path, 0o600) == 0 else { throw SystemCallError(code: errno) }
        }
    }
}

/// Whether an observation's change was heard (from any thread).
private final class Heard: Sendable {
    private let heard = Mutex(false)
    var value: Bool { heard.withLock { $0 } }
    func mark() { heard.withLock { $0 = true } }
}
