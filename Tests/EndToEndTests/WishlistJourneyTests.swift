import Foundation
import Testing

/// The wishlist as a new user tries it in a real terminal: open a trip, tick activities off until a badge is
/// earned, add and delete an activity, search for a trip and open it, quit, start again, find it all as left.
@Suite(.serialized)
struct WishlistJourneyTests {
    private func start(_ directory: String, columns: Int, rows: Int) throws -> TmuxSession {
        let session = try TmuxSession(
            command: "'\(Products.wishlist)' --data-dir '\(directory)'", columns: columns, rows: rows)
        try session.waitFor("? help")
        return session
    }

    private func type(_ text: String, in session: TmuxSession) throws {
        try session.tmux(["send-keys", "-t", session.name, "-l", text])
    }

    @Test(arguments: [(80, 24), (200, 50)])
    func tripsActivitiesBadgesSearchAndRestart(columns: Int, rows: Int) throws {
        let directory = NSTemporaryDirectory() + "/wishlist-trips-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }

        var session = try start(directory, columns: columns, rows: rows)
        try session.waitFor("W I S H L I S T")

        // Find Keukenhof (one activity left) through search, and open it.
        try session.press("/")
        try type("keukenhof", in: session)
        try session.waitForScreen { $0.contains("Keukenhof") && !$0.contains("Recently viewed") }
        try session.press("Enter")
        try session.press("Enter")
        try session.waitForScreen { $0.contains("‹ Wishlist") && $0.contains("Rijksmuseum") }

        // Tick the last activity off: the trip is complete and the badge banner shows.
        try session.press("End")
        try session.press("Space")
        try session.waitForScreen { $0.contains("Badge earned") && $0.contains("5 of 5 activities done") }
        try session.waitForScreen(timeout: 10) { !$0.contains("Badge earned") }

        // Add an activity, then delete another.
        try session.press("+")
        try session.waitFor("New Activity")
        try type("Keukenhof at night", in: session)
        try session.press("C-s")
        try session.waitForScreen { !$0.contains("New Activity") && $0.contains("Keukenhof at night") }
        try session.press("Home")
        try session.press("d")
        try session.waitFor("Delete")
        try session.press("d")
        try session.waitForScreen { !$0.contains("Cycle the bulb route") }

        // Back out, clear the search, quit.
        try session.press("Escape")
        try session.waitForScreen { !$0.contains("‹ Wishlist") }
        try session.press("/")
        try session.press("Escape")
        try session.waitFor("Recently viewed")
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        // Start again: the trip is as it was left.
        session = try start(directory, columns: columns, rows: rows)
        try session.press("/")
        try type("keukenhof", in: session)
        try session.waitForScreen { $0.contains("Keukenhof") && !$0.contains("Recently viewed") }
        try session.press("Enter")
        try session.press("Enter")
        let trip = try session.waitForScreen(settled: true) { $0.contains("activities done") && !$0.contains("╭") }
        #expect(trip.contains("Keukenhof at night"))
        #expect(!trip.contains("Cycle the bulb route"))
        #expect(trip.contains("4 of 5 activities done"), "one done activity deleted, one open one added")
        try session.press("4")
        // tmux may be caught halfway through a frame: wait for the rows, not just the bar.
        let badges = try session.waitForScreen(settled: true) { $0.contains("earned") && $0.contains("First Trip Completed") }
        #expect(badges.contains("Getting Going"))
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test(arguments: [(80, 24), (200, 50)])
    func editATripQuitFindItEditedThenDeleteIt(columns: Int, rows: Int) throws {
        let directory = NSTemporaryDirectory() + "/wishlist-edit-trip-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }

        // The first recent trip, Kyōto: E edits it; its name becomes "Kyōto by night".
        var session = try start(directory, columns: columns, rows: rows)
        try session.press("Enter")
        try session.waitForScreen { $0.contains("‹ Wishlist") && $0.contains("activities done") }
        try session.press("E")
        try session.waitForScreen { $0.contains("Edit Trip") && $0.contains("shipped with Wishlist") }
        try session.press("End")
        try type(" by night", in: session)
        try session.press("C-s")
        try session.waitForScreen { !$0.contains("Edit Trip") && $0.contains("Kyōto by night") }
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        // Started again, it is on the wishlist as edited, with no draft offered; D then Enter deletes it.
        session = try start(directory, columns: columns, rows: rows)
        let wishlist = try session.waitForScreen(settled: true) { $0.contains("Recently viewed") && $0.contains("Kyōto by night") }
        #expect(!wishlist.contains("Unsaved changes"))
        try session.press("Enter")
        try session.waitForScreen { $0.contains("‹ Wishlist") && $0.contains("activities done") }
        try session.press("D")
        try session.waitFor("Delete Kyōto by night?")
        try session.press("Enter")
        try session.waitForScreen { $0.contains("Recently viewed") && !$0.contains("Kyōto") }
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        session = try start(directory, columns: columns, rows: rows)
        let after = try session.waitForScreen(settled: true) { $0.contains("Recently viewed") }
        #expect(!after.contains("Kyōto"), "deleted for good")
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func reducedMotionSkipsTheZoom() throws {
        let directory = NSTemporaryDirectory() + "/wishlist-motion-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let session = try TmuxSession(
            command: "'\(Products.wishlist)' --data-dir '\(directory)' --reduce-motion", columns: 80, rows: 24)
        try session.waitFor("? help")
        try session.press("Enter")
        // With reduced motion the first frame after Enter is already the trip's screen: no zoom frame. A frame
        // reaches tmux in more than one write, top first: a capture counts once its bottom row is the trip's too.
        let screen = try session.waitForScreen {
            $0.contains("‹ Wishlist") && $0.split(separator: "\n").last?.contains("Space done") == true
        }
        #expect(!screen.contains("╭"))
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }
}
