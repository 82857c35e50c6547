import Foundation
import Testing

/// What a test makes in the temporary directory goes when the test lets go of it: a `TestFolder`, and the
/// string tables of a `LocalizationFixture`.
struct TestFolderTests {
    @Test func aTestFolderGoesWithEverythingInIt() throws {
        var url: URL?
        do {
            let folder = TestFolder("TestFolderTests")
            url = folder.url
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("inner"), withIntermediateDirectories: false)
            try Data("x".utf8).write(to: folder.url.appendingPathComponent("inner/file.txt"))
        }
        let path = try #require(url).path
        #expect(!FileManager.default.fileExists(atPath: path), "left behind: \(path)")
    }

    @Test func aLocalizationFixturesTablesGoWithIt() throws {
        var root: URL?
        do {
            let fixture = LocalizationFixture()
            root = fixture.root
            try fixture.write("de.lproj/Localizable.strings", "\"Trips\" = \"Reisen\";\n")
            #expect(FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent("de.lproj/Localizable.strings").path))
        }
        let path = try #require(root).path
        #expect(!FileManager.default.fileExists(atPath: path), "left behind: \(path)")
    }
}
