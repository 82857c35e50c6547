import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// The settings files of `@AppStorage` and `@SceneStorage` are the user's alone: written 0600 in folders made
/// 0700 (Foundation's own writes follow the umask: 0644 and 0755 under the usual 022), and a file found readable
/// by others is made private when read, with a notice. (The umask is the process's: these tests never change
/// it; the end-to-end tests run the app under umasks 000, 022 and 077.)
@MainActor
struct PrivateStorageFileTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("PrivateStorageFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func mode(of url: URL) -> mode_t {
        var info = stat()
        #expect(lstat(url.path, &info) == 0, "\(url.path)")
        return info.st_mode & 0o7777
    }

    @Test func aNewFileIsPrivateAndSoAreTheFoldersMadeForIt() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("SceneStorage/nested/main.plist")
        let store = PropertyListDefaults(contentsOf: file)
        #expect(store.loadProblem == nil)
        store.set(1, forKey: "count")
        #expect(store.synchronize())
        #expect(mode(of: file) == 0o600)
        #expect(mode(of: directory.appendingPathComponent("SceneStorage")) == 0o700)
        #expect(mode(of: directory.appendingPathComponent("SceneStorage/nested")) == 0o700)
        // Written again (a new file renamed over the old one): still private, and nothing else left beside it.
        store.set(2, forKey: "count")
        #expect(store.synchronize())
        #expect(mode(of: file) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["main.plist"])
        #expect(PropertyListDefaults(contentsOf: file).integer(forKey: "count") == 2)
    }

    @Test func aFileReadableByOthersIsMadePrivateAndSaid() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("AppStorage.plist")
        try PropertyListSerialization.data(fromPropertyList: ["count": 3], format: .binary, options: 0).write(to: file)
        #expect(chmod(file.path, 0o644) == 0)
        let store = PropertyListDefaults(contentsOf: file)
        #expect(store.loadProblem == "The settings file AppStorage.plist could be read by other users; now only you can.")
        #expect(store.integer(forKey: "count") == 3)
        #expect(mode(of: file) == 0o600)
        // Said once: private now, it is read without a word.
        #expect(PropertyListDefaults(contentsOf: file).loadProblem == nil)
    }

    @Test func aDamagedFileReadableByOthersIsKeptAsidePrivate() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("AppStorage.plist")
        try Data("garbage".utf8).write(to: file)
        #expect(chmod(file.path, 0o666) == 0)
        let store = PropertyListDefaults(contentsOf: file)
        #expect(store.loadProblem == "The settings file AppStorage.plist was damaged; it is kept as AppStorage.plist.unreadable "
            + "and the settings start afresh. The settings file AppStorage.plist could be read by other users; now only you can.")
        #expect(mode(of: directory.appendingPathComponent("AppStorage.plist.unreadable")) == 0o600)
    }

    @Test func aFailedWriteSaysWhyAndLeavesNothingBehind() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A file where the folder should be.
        try Data().write(to: directory.appendingPathComponent("SceneStorage"))
        let file = directory.appendingPathComponent("SceneStorage/main.plist")
        let store = PropertyListDefaults(contentsOf: file)
        store.set(1, forKey: "count")
        #expect(!store.synchronize())
        #expect(PrivateFile.save(Data(), to: file) == "Not a directory")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["SceneStorage"])
    }
}
