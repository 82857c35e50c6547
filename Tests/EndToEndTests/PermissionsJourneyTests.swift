import Foundation
import Testing

/// Every file and folder the real app makes in its data directory is the user's alone (0600, 0700) whatever
/// the umask it is started with: after a first run, after changes that write the settings, a picture and the
/// database; and a database or settings file another tool left readable by others is made private at the next
/// start, with a notice. The umask is the process's, so each run starts the app through a shell that sets it.
@Suite(.serialized)
struct PermissionsJourneyTests {
    /// The picture the gallery ships, a PNG the app can make a trip's picture from.
    static let png = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Gallery/Assets/tulips.png").path

    /// Starts the app on `directory` under `umask` in a terminal of 120x30, and waits for it to draw `text`
    /// (the key hints, unless a notice takes their place).
    private func start(_ directory: String, umask: String, waitingFor text: String = "? help") throws -> TmuxSession {
        let session = try TmuxSession(
            command: "(umask \(umask); exec '\(Products.wishlist)' --data-dir '\(directory)' --currency USD)", columns: 120, rows: 30)
        try session.waitFor(text)
        return session
    }

    /// Every entry under `directory`, and `directory` itself, whose mode is not 0700 for a folder and 0600 for
    /// a file, with its mode, such as "AppStorage.plist 666".
    private func notPrivate(_ directory: String) throws -> [String] {
        let entries = [""] + (FileManager.default.subpaths(atPath: directory) ?? [])
        return try entries.compactMap { entry in
            let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/" + entry)
            let mode = (attributes[.posixPermissions] as? Int) ?? -1
            let wanted = attributes[.type] as? FileAttributeType == .typeDirectory ? 0o700 : 0o600
            return mode == wanted ? nil : "\(entry.isEmpty ? "." : entry) \(String(mode, radix: 8))"
        }
    }

    @Test(arguments: ["000", "022", "077"])
    func everyFileAndFolderIsPrivateWhateverTheUmask(umask: String) throws {
        let parent = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wishlist-umask-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: parent) }
        // Made by the app.
        let directory = parent + "/data"

        var session = try start(directory, umask: umask)
        try session.press("q")
        #expect(try session.waitForExit() == 0)
        #expect(try notPrivate(directory) == [], "after the first run")

        // Changes: a trip with a picture (the pictures folder and a file in it), the budget's month (the
        // settings file), the database.
        session = try start(directory, umask: umask)
        try session.press("+")
        try session.waitFor("Cancel")
        try session.tmux(["send-keys", "-t", session.name, "-l", "Tulips"])
        try session.press("Tab", "Tab", "Tab")
        try session.tmux(["send-keys", "-t", session.name, "-l", Self.png])
        try session.press("C-s")
        // The sheet is gone (its Cancel button with it) and the trip is there.
        try session.waitForScreen { !$0.contains("Cancel") && $0.contains("Tulips") && $0.contains("u undo") }
        try session.openBudget()
        try session.press("Left")
        try session.press("q")
        #expect(try session.waitForExit() == 0)
        let pictures = try FileManager.default.contentsOfDirectory(atPath: directory + "/pictures")
        // The picture and its full size beside it (notPrivate below checks both are 0600).
        #expect(pictures.count == 2 && Set(pictures.map { $0.split(separator: ".").last.map(String.init) ?? "" }) == ["ppm", "jpg"], "\(pictures)")
        #expect(FileManager.default.fileExists(atPath: directory + "/AppStorage.plist"))
        #expect(try notPrivate(directory) == [], "after changes")

        // Another tool left the database and the settings readable by all.
        for name in ["wishlist.sqlite", "AppStorage.plist"] {
            #expect(chmod(directory + "/" + name, 0o644) == 0)
        }
        session = try start(directory, umask: umask, waitingFor: "could be read by other users")
        let screen = try session.waitForScreen(settled: true) { $0.contains("AppStorage.plist could be read") }
        #expect(screen.contains("wishlist.sqlite could be read by other users; now only you can."), "\(screen)")
        #expect(screen.contains("The settings file AppStorage.plist could be read by other users; now only you can."), "\(screen)")
        try session.press("q")
        #expect(try session.waitForExit() == 0)
        #expect(try notPrivate(directory) == [], "made private again")
    }
}
