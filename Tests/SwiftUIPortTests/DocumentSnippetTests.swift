import Foundation
import Testing
import TermUI
import TermUITesting

/// The document snippets drawn: the file importer's and exporter's sheet (a folder's entries, its keys, Esc,
/// the question before replacing, names that hold escape sequences, a folder that cannot be read) and the types.
@MainActor
struct DocumentSnippetTests {
    /// A folder of its own under the temporary directory (a `TestFolder`, removed at the end of the test), with
    /// `files` (name and text) and `folders` in it.
    private struct Folder {
        private let folder = TestFolder("termui-files")
        var url: URL { folder.url }

        init(_ files: [String: String] = [:], folders: [String] = []) throws {
            for folder in folders {
                try FileManager.default.createDirectory(at: url.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        }

        func text(of name: String) -> String? {
            (try? Data(contentsOf: url.appendingPathComponent(name))).flatMap { String(data: $0, encoding: .utf8) }
        }
    }

    private func driver<V: View>(_ view: V, columns: Int = 80, rows: Int = 24) -> TestDriver {
        TestDriver(view, size: TerminalSize(columns: columns, rows: rows))
    }

    /// Draws frames, letting the folder's reading and the file's writing (off the main actor) finish, until the
    /// screen shows what is waited for.
    private func wait(_ screen: TestDriver, until done: () -> Bool) async {
        for _ in 0..<500 where !done() {
            try? await Task.sleep(for: .milliseconds(5))
            screen.update()
        }
    }

    private func openSheet(_ screen: TestDriver, showing name: String) async {
        screen.press(.return)
        await wait(screen) { screen.text.contains(name) }
    }

    @Test func theImporterListsTheFolderUpFoldersThenFilesAndChoosesAFileOfItsTypes() async throws {
        let folder = try Folder(["b-plan.txt": "Kyōto", "a-photo.png": "", "C-route.json": "{}"], folders: ["Zürich", "archive"])
        let screen = driver(NoteImportSnippet(folder: folder.url))
        await openSheet(screen, showing: "b-plan.txt")
        #expect(screen.text.contains(folder.url.standardizedFileURL.path))
        let rows = ["..", "archive/", "Zürich/", "a-photo.png", "b-plan.txt", "C-route.json"].map { screen.row(containing: $0) ?? -1 }
        #expect(rows == rows.sorted() && !rows.contains(-1), "\(screen.text)")
        // The picture is not a note: dimmed, and Enter on it chooses nothing.
        let photo = try #require(screen.position(of: "a-photo.png"))
        let plan = try #require(screen.position(of: "b-plan.txt"))
        #expect(screen.style(atColumn: photo.column, row: photo.row) != screen.style(atColumn: plan.column, row: plan.row))
        screen.press(.downArrow, times: 2)
        screen.press(.return)
        #expect(screen.text.contains("a-photo.png"), "the sheet stays open")
        screen.press(.downArrow)
        screen.press(.return)
        #expect(screen.text.contains("b-plan.txt: Kyōto"))
        #expect(!screen.text.contains("C-route.json"), "the sheet has closed")
    }

    @Test func enterOpensAFolderAndDotDotGoesBack() async throws {
        let folder = try Folder(folders: ["Zürich"])
        try Data("note".utf8).write(to: folder.url.appendingPathComponent("Zürich/inside.txt"))
        let screen = driver(NoteImportSnippet(folder: folder.url))
        await openSheet(screen, showing: "Zürich/")
        screen.press(.return)
        await wait(screen) { screen.text.contains("inside.txt") }
        #expect(screen.text.contains("inside.txt"))
        screen.press(.upArrow)
        screen.press(.return)
        await wait(screen) { screen.text.contains("Zürich/") }
        #expect(screen.text.contains("Zürich/") && !screen.text.contains("inside.txt"))
    }

    @Test func escCancelsWithUserCancelled() async throws {
        let folder = try Folder(["plan.txt": "x"])
        let screen = driver(NoteImportSnippet(folder: folder.url))
        await openSheet(screen, showing: "plan.txt")
        screen.press(.escape)
        #expect(screen.text.contains("cancelled"))
        #expect(!screen.text.contains("plan.txt"))
    }

    @Test func spaceMarksSeveralFilesAndEnterChoosesThem() async throws {
        let folder = try Folder(["a.png": "", "b.jpg": "", "c.txt": ""])
        let screen = driver(PhotosImportSnippet(folder: folder.url))
        await openSheet(screen, showing: "a.png")
        screen.press(.space)
        screen.press(.downArrow)
        screen.press(.space)
        screen.press(.downArrow)
        screen.press(.space)
        #expect(screen.text.contains("✓ a.png") && screen.text.contains("✓ b.jpg"))
        #expect(!screen.text.contains("✓ c.txt"), "a file of another type is not marked")
        // Enter on a file of another type says why it cannot be chosen, and keeps the marks.
        screen.press(.return)
        #expect(screen.text.contains("“c.txt” is not a file of the type asked for."))
        screen.press(.upArrow)
        screen.press(.return)
        #expect(screen.text.contains("a.png, b.jpg"))
    }

    @Test func hostileNamesAreShownEscapedAndNeverReachTheTerminalRaw() async throws {
        let folder = try Folder(["red\u{1B}[31m.txt": "", "two\nlines.txt": "", "bell\u{07}.txt": ""])
        let screen = driver(NoteImportSnippet(folder: folder.url))
        await openSheet(screen, showing: "lines.txt")
        #expect(screen.text.contains("red␛[31m.txt"), "\(screen.text)")
        #expect(screen.text.contains("two␤lines.txt"), "a newline in a name does not break its row")
        #expect(screen.text.contains("bell␇.txt"))
        #expect(!screen.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // The path line and the sheet's messages quote names as the rows do.
        let hostile = try Folder(folders: ["bad\u{1B}]0;pwned\u{07}"])
        let inside = driver(NoteImportSnippet(folder: hostile.url.appendingPathComponent("bad\u{1B}]0;pwned\u{07}")))
        await openSheet(inside, showing: "␛]0;pwned␇")
        #expect(inside.text.contains("bad␛]0;pwned␇"), "\(inside.text)")
    }

    @Test func aFolderThatCannotBeReadIsAMessageInTheSheet() async throws {
        let folder = try Folder()
        let missing = folder.url.appendingPathComponent("gone")
        let screen = driver(NoteImportSnippet(folder: missing))
        screen.press(.return)
        await wait(screen) { screen.text.contains("does not exist") }
        #expect(screen.text.contains("does not exist"), "\(screen.text)")
        screen.press(.escape)
        #expect(screen.text.contains("cancelled"))
    }

    @Test func theExporterWritesTheDocumentUnderItsDefaultName() async throws {
        let folder = try Folder()
        let screen = driver(NoteExportSnippet(folder: folder.url))
        await openSheet(screen, showing: "Kyoto.txt")
        screen.press(.return)
        await wait(screen) { screen.text.contains("saved Kyoto.txt") }
        #expect(screen.text.contains("saved Kyoto.txt"))
        #expect(folder.text(of: "Kyoto.txt") == "Kyōto in spring")
    }

    @Test func theExporterAsksBeforeReplacingAFile() async throws {
        let folder = try Folder(["Kyoto.txt": "the old note"])
        let screen = driver(NoteExportSnippet(folder: folder.url))
        await openSheet(screen, showing: "Kyoto.txt")
        await wait(screen) { screen.row(containing: "Kyoto.txt") != screen.row(containing: "Name") }
        screen.press(.return)
        #expect(screen.text.contains("Replace “Kyoto.txt”?"), "\(screen.text)")
        // Cancel keeps the old file.
        screen.press(.escape)
        #expect(!screen.text.contains("Replace “Kyoto.txt”?"))
        #expect(folder.text(of: "Kyoto.txt") == "the old note")
        screen.press(.return)
        // The question starts on Cancel, the safe choice; ↑ goes to Replace.
        screen.press(.upArrow)
        screen.press(.return)
        await wait(screen) { screen.text.contains("saved Kyoto.txt") }
        #expect(folder.text(of: "Kyoto.txt") == "Kyōto in spring")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(leftovers == ["Kyoto.txt"], "nothing is left from the atomic write")
    }

    @Test func aNameThatCannotBeAFilesIsRefusedWithAMessage() async throws {
        let folder = try Folder()
        let screen = driver(NoteExportSnippet(folder: folder.url))
        await openSheet(screen, showing: "Kyoto.txt")
        screen.press(.delete, times: 9)
        screen.type("a/b")
        screen.press(.return)
        #expect(screen.text.contains("A name cannot contain “/”."), "\(screen.text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
        screen.press(.escape)
        #expect(screen.text.contains("cancelled"))
    }

    @Test func typesConformAsUniformTypeIdentifiersSay() {
        let screen = TestDriver(FileTypesSnippet(), size: TerminalSize(columns: 80, rows: 8))
        #expect(screen.text.contains("csv is text: true"))
        #expect(screen.text.contains("png is an image: true"))
        #expect(screen.text.contains("jpeg saved as .jpeg"))
        #expect(screen.text.contains("com.example.trip is JSON: true, saved as .trip"))
        #expect(screen.text.contains("folder is a directory: true; pdf is com.adobe.pdf"))
        #expect(screen.text.contains("utf8 is plain text: true; data is an item: true"))
        #expect(UTType("com.example.unknown") == nil)
        #expect(UTType(filenameExtension: "xyz")?.conforms(to: .data) == true)
        #expect(UTType(filenameExtension: "xyz")?.conforms(to: .text) == false)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
    }

    @Test func theDocumentAppOpensTheNamedFileAndSavesItWithControlS() async throws {
        let folder = try Folder(["Kyoto.txt": "Kyōto in spring"])
        let screen = TestDriver(app: TripNotesApp(), documentURL: folder.url.appendingPathComponent("Kyoto.txt"))
        await wait(screen) { screen.text.contains("Kyōto in spring") }
        #expect(screen.terminal.windowTitle == "Kyoto.txt", "the screen's title is the file's: named once")
        screen.press(.end)
        screen.type(", and autumn")
        #expect(screen.terminal.windowTitle == "Kyoto.txt — Edited")
        screen.press(.control("s"))
        await wait(screen) { screen.terminal.windowTitle == "Kyoto.txt" }
        #expect(folder.text(of: "Kyoto.txt") == "Kyōto in spring, and autumn")
        #expect(screen.terminal.windowTitle == "Kyoto.txt")
    }

    @Test func theViewerShowsTheFileItCannotChange() async throws {
        let folder = try Folder(["Kyoto.txt": "Kyōto in spring"])
        let screen = TestDriver(app: TripNoteViewerApp(), documentURL: folder.url.appendingPathComponent("Kyoto.txt"))
        await wait(screen) { screen.text.contains("Kyōto in spring") }
        #expect(screen.text.contains("Kyōto in spring"))
        #expect(screen.terminal.windowTitle == "Kyoto.txt")
    }
}
