import Foundation
import Testing

/// The question the app asks the terminal at the start (does it have synchronized output, mode 2026?), in tmux
/// 3.3a, which answers only the question for its attributes (`ESC [ ? 1 ; 2 c`): that answer never becomes
/// keys (`?` would open the help, `2` the budget), and no frame goes out in the mode.
@Suite(.serialized)
struct SynchronizedOutputJourneyTests {
    @Test func inTmuxTheAnswerIsNoKeyAndFramesGoOutAsBefore() throws {
        let directory = NSTemporaryDirectory() + "/wishlist-sync-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The app starts once everything it writes to the terminal is captured.
        let go = directory + "/go", raw = directory + "/terminal-bytes"
        try Data("while [ ! -e '\(go)' ]; do sleep 0.02; done\nexec '\(Products.wishlist)' --demo\n".utf8)
            .write(to: URL(fileURLWithPath: directory + "/run.sh"))
        let session = try TmuxSession(command: "sh '\(directory)/run.sh'", columns: 80, rows: 24)
        try session.tmux(["pipe-pane", "-o", "-t", session.name, "cat >> '\(raw)'"])
        #expect(FileManager.default.createFile(atPath: go, contents: nil))

        try session.waitFor("Recently viewed")
        try session.press("Down")
        Thread.sleep(forTimeInterval: 0.5)
        let screen = try session.screen()
        #expect(screen.contains("Recently viewed") && !screen.contains("This screen") && !screen.contains("Expenses"), "\(screen)")
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        let sent = String(decoding: try Data(contentsOf: URL(fileURLWithPath: raw)), as: UTF8.self)
        #expect(sent.contains("\u{1B}[?2026$p\u{1B}[c"), "the question was asked")
        #expect(!sent.contains("\u{1B}[?2026h") && !sent.contains("\u{1B}[?2026l"), "the mode was never set")
    }
}
