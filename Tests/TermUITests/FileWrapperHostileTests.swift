import Foundation
import Testing
@testable import TermUIViews

/// `FileWrapper` given what a hostile user names as a document: a FIFO, a device, a folder that holds a link
/// back to itself. Each is refused for what it is: swift-corelibs-foundation's `Data(contentsOf:)` said "You
/// don’t have permission" of a FIFO and a device (as root, too), and the loop was followed until the path was too
/// long, then said not to exist. Each read has two seconds, so that one stuck in open(2) fails the test.
@Suite(.serialized)
struct FileWrapperHostileTests {
    /// Reads `url` off the test's thread; nil when the read has not finished within two seconds, after which
    /// `unblock` runs so that the stuck read can end.
    private func read(_ url: URL, unblock: () -> Void = {}) async -> Result<FileWrapper.Contents, any Error>? {
        let reading = Task.detached { Result { try FileWrapper.read(url) } }
        let timeout = Task {
            try? await Task.sleep(for: .seconds(2))
        }
        let finished = await withTaskGroup(of: Result<FileWrapper.Contents, any Error>?.self) { group in
            group.addTask { await reading.value }
            group.addTask { await timeout.value; return nil }
            let first = await group.next() ?? nil
            timeout.cancel()
            if first == nil { unblock() }
            await group.waitForAll()
            return first
        }
        return finished
    }

    @Test func aFIFOIsRefusedAsNeitherAFileNorAFolder() async throws {
        let folder = TestFolder("termui-wrapper")
        let fifo = folder.file("notes.txt")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let result = await read(fifo) {
            // Lets a read stuck in open(2) end: a writer comes and goes.
            let descriptor = open(fifo.path, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
        }
        let refused = try #require(result, "reading a FIFO waited for a writer")
        #expect(throws: FileReadRefusal.notARegularFile(fifo)) { try refused.get() }
    }

    @Test func aDeviceIsRefusedAsNeitherAFileNorAFolder() async throws {
        let result = try #require(await read(URL(fileURLWithPath: "/dev/zero")))
        #expect(throws: FileReadRefusal.notARegularFile(URL(fileURLWithPath: "/dev/zero"))) { try result.get() }
    }

    @Test func aFolderThatHoldsALinkBackToItselfIsRefusedAsALoop() async throws {
        let folder = TestFolder("termui-wrapper")
        let package = folder.file("trip.notes")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: false)
        try Data("Kyoto".utf8).write(to: package.appendingPathComponent("text.txt"))
        try FileManager.default.createSymbolicLink(atPath: package.appendingPathComponent("again").path, withDestinationPath: "..")
        let result = try #require(await read(package))
        #expect(throws: FileReadRefusal.linkLoop(package.appendingPathComponent("again").appendingPathComponent("trip.notes"))) {
            try result.get()
        }
    }

    @Test func aFolderWithALinkToAFileElsewhereIsReadThroughIt() async throws {
        let folder = TestFolder("termui-wrapper")
        let package = folder.file("trip.notes")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: false)
        try Data("Kyoto".utf8).write(to: folder.file("shared.txt"))
        try FileManager.default.createSymbolicLink(atPath: package.appendingPathComponent("text.txt").path, withDestinationPath: "../shared.txt")
        let result = try #require(await read(package))
        guard case .directory(let children) = try result.get(), case .file(let data) = children["text.txt"] else {
            Issue.record("the link to a file is not read as the file")
            return
        }
        #expect(data == Data("Kyoto".utf8))
    }
}
