import Foundation
import Testing

/// `TemporaryDirectory` removes what a test made when the test lets go of it, also when the test throws, and a
/// view of a directory removes nothing.
struct TemporaryDirectoryTests {
    /// Makes a directory with a file in it, and throws when `throwing`; gives the directory's path.
    private func make(throwing: Bool, path: inout String) throws {
        let directory = try TemporaryDirectory()
        path = directory.path
        try Data("x".utf8).write(to: directory.appending("file.txt"))
        #expect(FileManager.default.fileExists(atPath: path))
        if throwing { throw CocoaError(.fileWriteUnknown) }
    }

    @Test func theDirectoryGoesWithItsLastCopyAlsoWhenTheTestThrows() throws {
        for throwing in [false, true] {
            var path = ""
            _ = try? make(throwing: throwing, path: &path)
            #expect(!path.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: path), "left behind (throwing: \(throwing)): \(path)")
        }
    }

    @Test func aViewOfADirectoryRemovesNothing() throws {
        let directory = try TemporaryDirectory()
        let inside = directory.appending("inside")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: false)
        do {
            let view = TemporaryDirectory(url: inside)
            #expect(try view.names().isEmpty)
        }
        #expect(FileManager.default.fileExists(atPath: inside.path), "the view's directory is the owner's to remove")
    }
}
