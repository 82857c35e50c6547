import Foundation
import Testing

/// A document app (`termui-notes`) started with a file that does not exist: in a folder that exists, a new empty
/// document that Ctrl-S saves at that path (as vim and most editors do; before, it was refused with "does not
/// exist"); a folder, or a file in a folder that does not exist, is refused before the terminal is taken, with a
/// sentence that says why and the exit status its help gives.
@Suite(.serialized)
struct DocumentLaunchJourneyTests {
    @Test func aFileThatDoesNotExistIsANewDocumentSavedThere() throws {
        let folder = try DocumentFolder()
        let file = folder.file("packing.txt")
        let session = try TmuxSession(command: "'\(Products.notes)' '\(file.path)'", columns: 80, rows: 24)
        try session.waitFor("“packing.txt” is new: Ctrl-S saves it.")
        #expect(try session.terminalModes().title == "packing.txt")
        #expect(folder.names.isEmpty, "nothing is written before Ctrl-S")
        try session.tmux(["send-keys", "-t", session.name, "-l", "Passport"])
        try session.waitForScreen { _ in (try? session.terminalModes().title) == "packing.txt — Edited" }
        try session.press("C-s")
        try session.waitFor("Saved “packing.txt”.")
        #expect(folder.names == ["packing.txt"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "Passport")
        try session.press("C-c")
        #expect(try session.waitForExit() == 0)
    }

    @Test func aNewFileIsSaidInGerman() throws {
        let folder = try DocumentFolder()
        let file = folder.file("neu.txt")
        let session = try TmuxSession(
            command: "'\(Products.notes)' '\(file.path)'", columns: 80, rows: 24, environment: ["LC_MESSAGES": "de_DE.UTF-8"])
        try session.waitFor("„neu.txt“ ist neu: Ctrl-S sichert sie.")
        try session.press("x")
        try session.waitForScreen { _ in (try? session.terminalModes().title) == "neu.txt — Bearbeitet" }
        try session.press("C-c")
        try session.waitFor("Änderungen an „neu.txt“ sichern?")
        try session.press("C-c")
        #expect(try session.waitForExit() == 0)
        #expect(folder.names.isEmpty, "quitting without saving writes nothing")
    }

    @Test func aFolderOrAFileInAMissingFolderIsRefusedWithTheStatusTheHelpGives() throws {
        let folder = try DocumentFolder()
        let help = try ChildProcess.run(Products.notes, ["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("2 when it cannot start: not in a terminal, or FILE is a folder or in a folder"), "\(help.output)")

        // No terminal is needed to be refused: the file is looked at first.
        let missing = folder.file("gone/notes.txt")
        let inMissingFolder = try ChildProcess.run(Products.notes, [missing.path], environment: ["LANG": "en_US.UTF-8"])
        #expect(inMissingFolder.status == 2)
        #expect(inMissingFolder.error == """
            termui-notes: “\(missing.path)” can be neither opened nor started: there is no folder “\(folder.url.path)/gone”.

            """)
        #expect(folder.names.isEmpty, "no folder is made")

        let isAFolder = try ChildProcess.run(Products.notes, [folder.url.path], environment: ["LANG": "en_US.UTF-8"])
        #expect(isAFolder.status == 2)
        #expect(isAFolder.error == "termui-notes: “\(folder.url.path)” is a folder: name a file in it, to open or to start.\n")

        let german = try ChildProcess.run(Products.notes, [folder.url.path], environment: ["LC_MESSAGES": "de_DE.UTF-8"])
        #expect(german.status == 2)
        #expect(german.error.contains("„\(folder.url.path)“ ist ein Ordner: Nennen Sie eine Datei darin"), "\(german.error)")
    }
}
