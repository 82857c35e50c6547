import Foundation
import Testing
@testable import TermUIViews

/// The temporary `.NAME.UUID.partial` files of `FileReplacement`: a save killed before its rename leaves one, and
/// the next save of the same file removes it; one that a writer holds locked right now (another process saving
/// the same file) stays, as do files that only look alike. The kill itself is `DocumentSaveKillJourneyTests`.
struct FileReplacementPartialTests {
    /// A partial's name as a writer gives it to `name`.
    private func partialName(of name: String) -> String { ".\(name).\(UUID().uuidString).partial" }

    @Test func aSaveRemovesThePartialsAKilledSaveLeft() throws {
        let folder = TestFolder("termui-partials")
        try Data("Kyoto".utf8).write(to: folder.file("trip.txt"))
        let leftovers = [partialName(of: "trip.txt"), partialName(of: "trip.txt")]
        for name in leftovers { try Data("Kyo".utf8).write(to: folder.file(name)) }
        #expect(folder.names.count == 3)

        try FileReplacement.write(Data("Kyoto in spring".utf8), to: folder.file("trip.txt"))

        #expect(folder.names == ["trip.txt"], "left: \(folder.names)")
        #expect(try Data(contentsOf: folder.file("trip.txt")) == Data("Kyoto in spring".utf8))
    }

    @Test func aPartialAWriterHoldsIsLeftToIt() throws {
        let folder = TestFolder("termui-partials")
        try Data("Kyoto".utf8).write(to: folder.file("trip.txt"))
        // Another writer, as another process would be, between its first byte and its rename.
        let busy = folder.file(partialName(of: "trip.txt"))
        let descriptor = open(busy.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)

        try FileReplacement.write(Data("Osaka".utf8), to: folder.file("trip.txt"))
        #expect(FileManager.default.fileExists(atPath: busy.path), "the partial being written was removed")

        // Once its writer is gone (the lock goes with the process), the next save removes it.
        flock(descriptor, LOCK_UN)
        try FileReplacement.write(Data("Nara".utf8), to: folder.file("trip.txt"))
        #expect(folder.names == ["trip.txt"], "left: \(folder.names)")
    }

    @Test func filesThatOnlyLookLikePartialsStay() throws {
        let folder = TestFolder("termui-partials")
        try Data("Kyoto".utf8).write(to: folder.file("trip.txt"))
        let others = [
            partialName(of: "trip.txt.bak"),  // another file's
            partialName(of: "other.txt"),
            ".trip.txt.not-a-uuid.partial",  // not a name a writer gives
            ".trip.txt.\(UUID().uuidString).partial.keep",
        ]
        for name in others { try Data("kept".utf8).write(to: folder.file(name)) }
        let folderPartial = partialName(of: "trip.txt")
        try FileManager.default.createDirectory(at: folder.file(folderPartial), withIntermediateDirectories: false)
        let linkPartial = partialName(of: "trip.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.file(linkPartial).path, withDestinationPath: "other.txt")

        try FileReplacement.write(Data("Osaka".utf8), to: folder.file("trip.txt"))

        #expect(folder.names == (others + [folderPartial, linkPartial, "trip.txt"]).sorted(), "left: \(folder.names)")
    }

    @Test func aFailedSaveRemovesNothing() throws {
        let folder = TestFolder("termui-partials")
        try Data("Kyoto".utf8).write(to: folder.file("trip.txt"))
        let leftover = partialName(of: "trip.txt")
        try Data("Kyo".utf8).write(to: folder.file(leftover))
        // A folder where the file was: the rename over it fails.
        try FileManager.default.removeItem(at: folder.file("trip.txt"))
        try FileManager.default.createDirectory(at: folder.file("trip.txt/inside"), withIntermediateDirectories: true)

        #expect(throws: CocoaError.self) { try FileReplacement.write(Data("Osaka".utf8), to: folder.file("trip.txt")) }
        #expect(folder.names == [leftover, "trip.txt"].sorted(), "left: \(folder.names)")
    }
}
