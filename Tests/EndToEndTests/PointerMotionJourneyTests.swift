import Foundation
import Testing

/// The pointer's every motion is asked of the terminal only while a view that follows it is shown, as tmux sees
/// the real binaries: never in the wishlist (which has no such view), and in the gallery while its hover page
/// is shown.
@Suite(.serialized)
struct PointerMotionJourneyTests {
    /// How many bytes the program has sent to its terminal since `pipe-pane` started copying them to `file`.
    private func bytesShown(in file: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int ?? 0
    }

    @Test func theWishlistAsksForClicksButNeverForThePointersMotion() throws {
        let session = try TmuxSession(command: "'\(Products.wishlist)' --demo", columns: 80, rows: 24)
        try session.waitFor("? help")
        #expect(try session.mouseFlags() == "1001", "clicks in SGR, no motion")
        for (key, text) in [("2", "Expenses"), ("3", "Flights"), ("4", "Achievements"), ("1", "Recently viewed")] {
            try session.press(key)
            try session.waitForScreen(settled: true) { $0.contains(text) }
            #expect(try session.mouseFlags() == "1001", "on \(text)")
        }

        // Motion reports written to it as a terminal would send them (tmux itself passes none on, as the app did
        // not ask), more than one batch of input: the idle app reads them as the pointer's motion, never as
        // keys, and sends its terminal nothing for them.
        let shown = NSTemporaryDirectory() + "/\(session.socket).shown"
        defer { try? FileManager.default.removeItem(atPath: shown) }
        try session.tmux(["pipe-pane", "-t", session.name, "cat >> '\(shown)'"])
        usleep(300_000)
        let screen = try session.screen()
        let before = try bytesShown(in: shown)
        let moves = (0..<200).map { step in (button: 35, column: 1 + step % 80, row: 1 + step / 80, isRelease: false) }
        try session.sendMouse(moves)
        usleep(500_000)
        #expect(try bytesShown(in: shown) == before, "no frame for a move")
        #expect(try session.screen() == screen)
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func theGallerysHoverPageAsksForTheMotionWhileItIsShown() throws {
        let session = try TmuxSession(command: "'\(Products.gallery)'", columns: 200, rows: 50)
        try session.waitFor("Plain text")
        #expect(try session.mouseFlags() == "1001")

        // The hover page, fourth from the end of the sidebar.
        try session.press("End")
        try session.waitFor("Environment values")
        try session.press("Up", "Up", "Up")
        try session.waitFor("Pointer at outside")
        #expect(try session.mouseFlags() == "0011", "the pointer's every motion, in SGR")

        // The pointer over the box below the text (its border's corner under the text's first cell), then onto
        // the text, then away.
        let text = try session.place(of: "Point at me")
        try session.sendMouse([(35, text.column + 5, text.row + 3, false)])
        try session.waitFor("Pointer at 5, 2")
        try session.sendMouse([(35, text.column + 1, text.row, false)])
        try session.waitForScreen { screen in
            let example = screen.components(separatedBy: "\n")[text.row - 1]
            return example.contains("The pointer is on me") && screen.contains("Pointer at outside")
        }

        // Another page: the motion is given up, clicks stay.
        try session.press("Up")
        try session.waitForScreen(settled: true) { $0.contains("context.date") && !$0.contains("Pointer at") }
        #expect(try session.mouseFlags() == "1001")
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }
}
