import Foundation
import Testing

/// The app starts, says so on the bottom row, quits cleanly and leaves things as they were when the places of
/// its settings files (`AppStorage.plist`, `SceneStorage/main.plist` in the data directory) hold something of
/// the wrong kind: a plain file where the folder goes, a folder, a FIFO, a link to /dev/zero. At 1 to 3
/// columns the message on the bottom row of the first frame once stopped the app (exit 132, before b56a7ec).
@Suite(.serialized)
struct SettingsFileKindTests {
    /// Something of the wrong kind at a settings file's place, made in a data directory.
    struct WrongKind: CustomStringConvertible, Sendable {
        let name: String
        /// The path in the data directory that is of the wrong kind.
        let path: String
        /// Makes it.
        let make: @Sendable (String) throws -> Void
        var description: String { name }
    }

    static let kinds = [
        WrongKind(name: "a plain file where SceneStorage's folder goes", path: "SceneStorage") { path in
            try Data().write(to: URL(fileURLWithPath: path))
        },
        WrongKind(name: "a folder at SceneStorage/main.plist", path: "SceneStorage/main.plist") { path in
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        },
        WrongKind(name: "a folder at AppStorage.plist", path: "AppStorage.plist") { path in
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        },
        WrongKind(name: "a FIFO at AppStorage.plist", path: "AppStorage.plist") { path in
            guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        },
        WrongKind(name: "a FIFO at SceneStorage/main.plist", path: "SceneStorage/main.plist") { path in
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        },
        WrongKind(name: "a link to /dev/zero at AppStorage.plist", path: "AppStorage.plist") { path in
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        },
        WrongKind(name: "a link to /dev/zero at SceneStorage/main.plist", path: "SceneStorage/main.plist") { path in
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        },
    ]

    /// A data directory with `kind` made in it; removed by `defer` in the caller.
    private func dataDirectory(with kind: WrongKind) throws -> String {
        let directory = NSTemporaryDirectory() + "/wishlist-settings-kind-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try kind.make(directory + "/" + kind.path)
        return directory
    }

    /// What is at a path, without following a link: its type and, for a link, where it points.
    private func kindOfItem(at path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let type = (attributes?[.type] as? FileAttributeType)?.rawValue ?? "nothing"
        let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? ""
        return type + destination
    }

    private func command(_ directory: String) -> String {
        "'\(Products.wishlist)' --data-dir '\(directory)' --currency USD"
    }

    @Test(arguments: kinds)
    func theAppSaysItCannotUseTheSettingsAndQuitsCleanly(kind: WrongKind) throws {
        let directory = try dataDirectory(with: kind)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let before = kindOfItem(at: directory + "/" + kind.path)
        let session = try TmuxSession(command: command(directory), columns: 200, rows: 24)
        let screen = try session.waitFor("The settings file", settled: true)
        let bottom = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast().last ?? ""
        #expect(bottom.contains("The settings file") && bottom.contains("cannot be"), "\(screen)")
        #expect(!screen.contains("\u{FFFD}"))
        try session.press("q")
        #expect(try session.waitForExit() == 0)
        #expect(try session.terminalModes().alternateScreen == false, "the terminal is left as it was")
        #expect(kindOfItem(at: directory + "/" + kind.path) == before, "what was there is left alone")
    }

    /// The app starts at every width where the message on the bottom row is cut to a few columns, and quits.
    @Test(arguments: [1, 2, 3, 4, 31, 250])
    func theAppStartsAtAnyWidthWithTheMessageOnTheBottomRow(columns: Int) throws {
        let directory = try dataDirectory(with: Self.kinds[0])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let session = try TmuxSession(command: command(directory), columns: columns, rows: 24)
        // Below 30x8 the app shows only that the window is too small (cut to the width); q still quits. Either
        // way q is pressed once the app has drawn.
        if columns >= 30 {
            try session.waitFor("The settings file")
        } else {
            try session.waitForScreen { !$0.allSatisfy(\.isWhitespace) }
        }
        try session.press("q")
        let screen = try session.screen()
        #expect(try session.waitForExit() == 0, "\(screen)")
        #expect(try session.terminalModes().alternateScreen == false)
    }
}
