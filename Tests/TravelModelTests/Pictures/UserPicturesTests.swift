import Foundation
import Glibc
import Testing
@testable import TravelModel

@Suite("User pictures")
struct UserPicturesTests {
    /// A 64x40 PNG file, red on the left half and blue on the right, in `directory`.
    static func photo(in directory: TemporaryDirectory, named name: String = "photo.png") throws -> URL {
        let url = directory.appending(name)
        try TestImages.write(try TestImages.png(width: 64, height: 40, pixels: PhotoImportTests.halves), to: url)
        return url
    }

    @Test("An imported photo is stored as a small PPM in pictures/, private, and found again by a new run")
    func storedAndReadBack() throws {
        let directory = try TemporaryDirectory()
        let photo = try Self.photo(in: directory)
        let data = directory.appending("data")
        try DataDirectory.create(at: data)

        let name = try UserPictures(dataDirectory: data).importPhoto(fromPath: photo.path)
        let id = try #require(UserPictures.identifier(inName: name))
        #expect(name == "user:" + id.uuidString.lowercased())

        let folder = data.appendingPathComponent("pictures", isDirectory: true)
        let file = folder.appendingPathComponent(id.uuidString.lowercased() + ".ppm", isDirectory: false)
        #expect(try TemporaryDirectory(url: folder).names().sorted() == [id.uuidString.lowercased() + ".jpg", file.lastPathComponent])
        #expect(try permissions(of: folder) == 0o700)
        #expect(try permissions(of: file) == 0o600)
        let stored = try Picture(ppm: contents(of: file))
        #expect(stored.width == 32 && stored.height == 20)
        #expect(try contents(of: file).count < 2_000)

        // Another run, reading it from the file.
        let later = UserPictures(dataDirectory: data)
        #expect(later.picture(named: name) == stored)
        #expect(PhotoImportTests.color(stored, 0, 0) == PhotoImportTests.red)
        #expect(PhotoImportTests.color(stored, 31, 0) == PhotoImportTests.blue)
    }

    @Test("Each import gets a new name, and a pasted path in quotes will do")
    func newNames() throws {
        let directory = try TemporaryDirectory()
        let photo = try Self.photo(in: directory)
        let pictures = UserPictures(dataDirectory: directory.url)
        let first = try pictures.importPhoto(fromPath: photo.path)
        let second = try pictures.importPhoto(fromPath: "'\(photo.path)'")
        #expect(first != second)
        #expect(try TemporaryDirectory(url: directory.appending("pictures")).names().count == 4)  // each a .ppm and a .jpg
        #expect(try permissions(of: directory.appending("pictures")) == 0o700)
    }

    @Test("A trip names its picture as user:<uuid>; a missing or damaged file gives its gradient")
    func tripPictures() throws {
        let directory = try TemporaryDirectory()
        let photo = try Self.photo(in: directory)
        let pictures = UserPictures(dataDirectory: directory.url)
        var trip = Trip(name: "Lisbon", collectionID: "summer", lastViewed: .now)
        let gradient = trip.picture
        trip.photoName = try pictures.importPhoto(fromPath: photo.path)
        #expect(trip.picture(in: pictures) != gradient)
        #expect(PhotoImportTests.color(trip.picture(in: pictures), 0, 0) == PhotoImportTests.red)
        // Without the library, the trip has its gradient.
        #expect(trip.picture == gradient)

        let missing = Trip(name: "Porto", photoName: "user:" + UUID().uuidString.lowercased(), collectionID: "summer",
                           lastViewed: .now)
        #expect(missing.picture(in: pictures) == missing.generatedPicture)

        let damagedID = UUID()
        try write("P6\n32 20\n255\n", to: UserPictures.fileURL(of: damagedID, in: directory.appending("pictures")))
        let damaged = Trip(name: "Faro", photoName: "user:\(damagedID)", collectionID: "summer", lastViewed: .now)
        #expect(damaged.picture(in: pictures) == damaged.generatedPicture)

        let shipped = Trip(name: "Kyoto", photoName: "kyoto-pagoda", collectionID: "spring", lastViewed: .now)
        #expect(shipped.picture(in: pictures) == Picture.named("kyoto-pagoda"))
    }

    @Test("Only user:<uuid> names reach the folder: no other name can point at another file")
    func names() {
        #expect(UserPictures.identifier(inName: "user:../../etc/passwd") == nil)
        #expect(UserPictures.identifier(inName: "user:") == nil)
        #expect(UserPictures.identifier(inName: "kyoto-pagoda") == nil)
        #expect(UserPictures().picture(named: "user:../../etc/passwd") == nil)
        let id = UUID()
        #expect(UserPictures.identifier(inName: "user:\(id.uuidString)") == id)
        #expect(UserPictures.identifier(inName: "user:\(id.uuidString.lowercased())") == id)
    }

    @Test("In memory (--demo), a photo is kept for the run and nothing is written")
    func inMemory() throws {
        let directory = try TemporaryDirectory()
        let photo = try Self.photo(in: directory)
        let pictures = UserPictures()
        let name = try pictures.importPhoto(fromPath: photo.path)
        #expect(pictures.folder == nil)
        #expect(pictures.picture(named: name)?.width == 32)
        #expect(try directory.names() == ["photo.png"])
        #expect(UserPictures().picture(named: name) == nil)
    }

    @Test("A bad file is refused with its reason and nothing is stored")
    func badFileStoresNothing() throws {
        let directory = try TemporaryDirectory()
        let text = directory.appending("notes.jpg")
        try write("hello", to: text)
        let pictures = UserPictures(dataDirectory: directory.url)
        #expect(throws: PictureImportError.notAnImage) { try pictures.importPhoto(fromPath: text.path) }
        #expect(throws: PictureImportError.noPath) { try pictures.importPhoto(fromPath: "   ") }
        #expect(try directory.names() == ["notes.jpg"])
    }

    @Test("A file where the folder should be, or a read-only data directory, is reported and nothing is lost")
    func cannotSave() throws {
        let directory = try TemporaryDirectory()
        let photo = try Self.photo(in: directory)
        try write("in the way", to: directory.appending("pictures"))
        let pictures = UserPictures(dataDirectory: directory.url)
        #expect(throws: PictureImportError.cannotSave(reason: .notAFolder(path: directory.appending("pictures").path))) {
            try pictures.importPhoto(fromPath: photo.path)
        }
        #expect(try String(decoding: contents(of: directory.appending("pictures")), as: UTF8.self) == "in the way")

        guard TemporaryMount.isPermitted else { return }
        let mounted = try TemporaryDirectory()
        try TemporaryMount.mountTmpfs(on: mounted, size: 1 << 16)
        defer { TemporaryMount.unmount(mounted) }
        try TemporaryMount.remountReadOnly(mounted)
        #expect(throws: PictureImportError.cannotSave(reason: .system(code: EROFS))) {
            try UserPictures(dataDirectory: mounted.url).importPhoto(fromPath: photo.path)
        }
    }
}
