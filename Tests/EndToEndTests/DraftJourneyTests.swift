import Foundation
import Testing

/// A sheet with changes, in a real terminal: ended by SIGTERM (or SIGHUP) it loses nothing, and the next start
/// offers it back as it was left.
@Suite(.serialized)
struct DraftJourneyTests {
    @Test(arguments: [SIGTERM, SIGHUP])
    func aDirtySheetSurvivesTheEndAndIsOfferedBack(signal: Int32) throws {
        let directory = NSTemporaryDirectory() + "/wishlist-draft-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let command = "'\(Products.wishlist)' --data-dir '\(directory)'"
        var session = try TmuxSession(command: command, columns: 80, rows: 24)
        try session.waitFor("? help")
        try session.press("Enter")
        try session.waitForScreen { $0.contains("activities done") && $0.contains("Space done") }
        try session.press("+")
        try session.waitFor("New Activity")
        try session.tmux(["send-keys", "-t", session.name, "-l", "Gelato at Vivoli"])
        try session.waitFor("Gelato at Vivoli")
        kill(try session.programPID(), signal)
        #expect(try session.waitForExit() == 128 + signal)

        session = try TmuxSession(command: command, columns: 80, rows: 24)
        // The offer names the draft (its message wraps inside the box).
        let offer = try session.waitForScreen(settled: true) { $0.contains("Unsaved changes") && $0.contains("Reopen") }
        #expect(offer.contains("the new activity “Gelato"), "\(offer)")
        try session.press("Enter")
        try session.waitForScreen { $0.contains("New Activity") && $0.contains("Gelato at Vivoli") }
        try session.press("C-s")
        let trip = try session.waitForScreen(settled: true) { !$0.contains("New Activity") && $0.contains("○ Gelato at Vivoli") }
        #expect(trip.contains("activities done"))
        try session.press("Escape")
        try session.waitForScreen { $0.contains("Recently viewed") }
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        // Taken up: the next start offers nothing.
        session = try TmuxSession(command: command, columns: 80, rows: 24)
        let start = try session.waitFor("? help", settled: true)
        #expect(!start.contains("Unsaved changes"))
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }
}
