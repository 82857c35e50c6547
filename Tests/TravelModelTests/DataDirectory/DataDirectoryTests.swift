import Foundation
import Glibc
import Testing
@testable import TravelModel

@Suite("DataDirectory")
struct DataDirectoryTests {
    @Test("--data-dir wins over XDG_DATA_HOME and HOME")
    func explicitPathWins() throws {
        let url = try DataDirectory.url(
            explicitPath: "/srv/trips/",
            environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ana"]
        )
        #expect(url.path == "/srv/trips")
    }

    @Test("A relative --data-dir is taken from the current directory")
    func relativeExplicitPath() throws {
        let url = try DataDirectory.url(explicitPath: "trips/data", environment: [:])
        let current = FileManager.default.currentDirectoryPath
        #expect(url.path == URL(fileURLWithPath: current).appendingPathComponent("trips/data").standardizedFileURL.path)
    }

    @Test("XDG_DATA_HOME/wishlist comes next")
    func xdgDataHome() throws {
        let url = try DataDirectory.url(explicitPath: nil, environment: ["XDG_DATA_HOME": "/xdg/data", "HOME": "/home/ana"])
        #expect(url.path == "/xdg/data/wishlist")
    }

    @Test("Without XDG_DATA_HOME, or with an empty or relative one, it is ~/.local/share/wishlist",
          arguments: [nil, "", "relative/data"] as [String?])
    func homeDefault(dataHome: String?) throws {
        var environment = ["HOME": "/home/ana"]
        environment["XDG_DATA_HOME"] = dataHome
        let url = try DataDirectory.url(explicitPath: nil, environment: environment)
        #expect(url.path == "/home/ana/.local/share/wishlist")
    }

    @Test("No HOME and nothing else is a clear error")
    func noHome() {
        #expect(throws: DataDirectoryError.noHome) {
            try DataDirectory.url(explicitPath: nil, environment: [:])
        }
        #expect(DataDirectoryError.noHome.description.contains("--data-dir"))
    }

    @Test("create makes the directory and its missing parents 0700")
    func createsWithMode0700() throws {
        let root = try TemporaryDirectory()
        let data = root.url.appendingPathComponent("home/.local/share/wishlist", isDirectory: true)
        let url = try DataDirectory.prepare(explicitPath: nil, environment: ["HOME": root.path + "/home"])

        #expect(url.path == data.path)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: data.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        for path in ["home", "home/.local", "home/.local/share", "home/.local/share/wishlist"] {
            #expect(try permissions(of: root.url.appendingPathComponent(path)) == 0o700, "\(path)")
        }
        // A second time is fine.
        try DataDirectory.create(at: data)
    }

    @Test("create leaves an existing directory's permissions alone")
    func keepsExistingDirectory() throws {
        let root = try TemporaryDirectory()
        #expect(chmod(root.path, 0o755) == 0)
        try DataDirectory.create(at: root.url)
        #expect(try permissions(of: root.url) == 0o755)
    }

    @Test("create through a regular file names the path and the reason")
    func createThroughFile() throws {
        let root = try TemporaryDirectory()
        let blocker = root.appending("file")
        try write("not a directory", to: blocker)
        let data = blocker.appendingPathComponent("wishlist", isDirectory: true)

        #expect(throws: DataDirectoryError.cannotCreate(path: data.path, reason: .system(code: ENOTDIR))) {
            try DataDirectory.create(at: data)
        }
        #expect(throws: DataDirectoryError.cannotCreate(path: blocker.path, reason: .system(code: ENOTDIR))) {
            try DataDirectory.create(at: blocker)
        }
        let message = DataDirectoryError.cannotCreate(path: data.path, reason: .system(code: ENOTDIR)).description
        #expect(message == "Cannot create the data directory \(data.path): Not a directory")
    }
}
