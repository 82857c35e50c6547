import Foundation
import Testing

/// A document app (`termui-notes`) killed in the middle of a save, between writing its temporary
/// `.NAME.UUID.partial` file and renaming it over the document: the document is the old one, whole; the partial
/// is left behind, and the next save of the same document removes it, leaving exactly the document. A partial
/// that another process is writing at that moment is not touched. The moment is made certain by strace, which
/// holds the rename (`delay_enter`) while the test looks and kills.
@Suite(.serialized)
struct DocumentSaveKillJourneyTests {
    /// The notes app on `file` under strace, which holds each rename `seconds` before letting it happen.
    private func notesWithRenameHeld(_ file: URL, seconds: Int) throws -> TmuxSession {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else {
            throw StraceMissing()
        }
        let renames = "rename,renameat,renameat2"
        let strace = "strace -f -qq -o /dev/null -e trace=\(renames) -e inject=\(renames):delay_enter=\(seconds * 1_000_000)"
        return try TmuxSession(command: "\(strace) '\(Products.notes)' '\(file.path)'", columns: 80, rows: 24)
    }

    /// strace, which holds a save at its rename, is not installed.
    private struct StraceMissing: Error, CustomStringConvertible {
        var description: String { "strace is needed to hold a save at its rename" }
    }

    /// Waits until the folder holds one partial of `count` bytes: written whole and flushed, the save is held
    /// at its rename.
    private func waitForHeldPartial(in folder: DocumentFolder, count: Int) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let name = folder.partials.first,
                let size = try? FileManager.default.attributesOfItem(atPath: folder.file(name).path)[.size] as? Int,
                size == count
            {
                return name
            }
            usleep(5_000)
        }
        Issue.record("no whole partial appeared: \(folder.names)")
        return ""
    }

    @Test func theNextSaveRemovesThePartialAKilledSaveLeft() throws {
        let folder = try DocumentFolder(["trip.txt": "Kyoto"])
        let file = folder.file("trip.txt")

        let killed = try notesWithRenameHeld(file, seconds: 60)
        try killed.waitFor("Kyoto")
        try killed.press("!", "C-s")
        let partial = try waitForHeldPartial(in: folder, count: "Kyoto!".utf8.count)
        let strace = try killed.programPID()
        let app = try killed.childPID(of: strace)
        kill(app, SIGKILL)
        // strace, which would wait out its delay, goes too once the app is dead (a zombie, or gone).
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, let stat = try? String(contentsOfFile: "/proc/\(app)/stat", encoding: .utf8),
            stat.split(separator: ")").last?.split(separator: " ").first != "Z"
        {
            usleep(5_000)
        }
        kill(strace, SIGKILL)
        _ = try killed.waitForExit()
        #expect(folder.text(of: "trip.txt") == "Kyoto", "the document is the old one, whole")
        #expect(folder.names == [partial, "trip.txt"].sorted(), "the kill leaves the partial: \(folder.names)")

        let next = try TmuxSession(command: "'\(Products.notes)' '\(file.path)'", columns: 80, rows: 24)
        try next.waitFor("Kyoto")
        try next.press("?", "C-s")
        try next.waitFor("Saved “trip.txt”.")
        #expect(folder.names == ["trip.txt"], "the next save leaves exactly the document: \(folder.names)")
        #expect(folder.text(of: "trip.txt")?.count == "Kyoto?".count)
        try next.press("C-c")
        #expect(try next.waitForExit() == 0)
    }

    @Test func aSaveLeavesThePartialAnotherProcessIsWriting() throws {
        let folder = try DocumentFolder(["trip.txt": "Kyoto"])
        let file = folder.file("trip.txt")

        // One process's save is held at its rename for a few seconds, its partial written and locked.
        let slow = try notesWithRenameHeld(file, seconds: 6)
        try slow.waitFor("Kyoto")
        try slow.press("1", "2", "C-s")
        let partial = try waitForHeldPartial(in: folder, count: "Kyoto12".utf8.count)

        // Another process saves the same file meanwhile: its save must leave the first one's partial alone.
        let quick = try TmuxSession(command: "'\(Products.notes)' '\(file.path)'", columns: 80, rows: 24)
        try quick.waitFor("Kyoto")
        try quick.press("3", "C-s")
        try quick.waitFor("Saved “trip.txt”.")
        #expect(folder.names == [partial, "trip.txt"].sorted(), "the live partial was removed: \(folder.names)")

        // The first save then ends as it began: its rename replaces the file, and nothing is left beside it.
        try slow.waitFor("Saved “trip.txt”.", timeout: 20)
        #expect(!(try slow.screen()).contains("could not be saved"))
        #expect(folder.names == ["trip.txt"], "\(folder.names)")
        #expect(folder.text(of: "trip.txt")?.count == "Kyoto12".count, "the later rename's bytes are the file's")
    }
}
