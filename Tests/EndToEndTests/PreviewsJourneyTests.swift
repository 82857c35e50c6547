import Foundation
import Testing

/// `wishlist --previews` in a real terminal (tmux): the screens' previews listed and drawn on the sample data,
/// one of them used with its own keys, sized, and left with the terminal as it was and no data written.
@Suite(.serialized)
struct PreviewsJourneyTests {
    @Test(arguments: [(80, 24), (200, 50)])
    func browsesTheScreensPreviewsAndWritesNothing(columns: Int, rows: Int) throws {
        let home = NSTemporaryDirectory() + "/wishlist-previews-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let session = try TmuxSession(
            command: "'\(Products.wishlist)' --previews", columns: columns, rows: rows,
            environment: ["HOME": home, "XDG_DATA_HOME": home + "/data"])

        // The sidebar by file, each preview with its line; the first (by file) drawn. Settled, and with the
        // preview's own text: under load tmux was caught with the first row of the frame drawn and no more.
        let first = try session.waitForScreen(settled: true) {
            $0.contains("AchievementsView.swift") && $0.contains(" earned")
        }
        #expect(first.contains("ExpensesView.swift") && first.contains("WindowContent.swift"))
        #expect(first.contains("2 of 8 earned"), "the achievements preview is drawn on the sample trips")
        #expect(first.contains("window "))

        // The budget's preview takes the keys: ↓ moves its list, not the sidebar.
        try session.press("Down")
        try session.waitFor("Museum tickets")
        try session.press("Tab")
        try session.waitFor("Esc sidebar")
        try session.press("Escape")
        try session.waitForScreen { !$0.contains("Esc sidebar") && $0.contains("Tab try it") }

        // Sized: compact 40x12 in a box of 42x14.
        try session.press("s")
        let compact = try session.waitForScreen(settled: true) { $0.contains("compact 40×12") && $0.contains("┌") }
        let boxTop = try #require(compact.split(separator: "\n").first { $0.contains("┌") })
        #expect(boxTop.filter { $0 == "─" }.count == 40)

        try session.press("q")
        #expect(try session.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: home + "/data/wishlist"), "no data directory is made")
    }

    /// An app run by TermUI's `App.main()` gets the flag with nothing of its own: the gallery, which declares no
    /// previews, says so; with another argument it is the gallery as ever.
    @Test func anyAppsMainTakesTheFlagAloneAndSaysWhenThereAreNoPreviews() throws {
        let previews = try TmuxSession(command: "'\(Products.gallery)' --previews", columns: 80, rows: 24)
        let empty = try previews.waitForScreen(settled: true) { $0.contains("No previews") }
        #expect(empty.contains("This program declares no #Preview and no PreviewProvider."))
        try previews.press("q")
        #expect(try previews.waitForExit() == 0)

        let gallery = try TmuxSession(command: "'\(Products.gallery)' --previews --other", columns: 80, rows: 24)
        let screen = try gallery.waitFor("TermUI Gallery", settled: true)
        #expect(!screen.contains("No previews"))
        try gallery.press("q")
        #expect(try gallery.waitForExit() == 0)
    }
}
