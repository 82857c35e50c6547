import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// A one-line note, read and written as UTF-8 text.
private struct Note: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String = "") {
        self.text = text
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// An editor of notes.
private struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: Note(text: "")) { file in
            VStack(alignment: .leading) {
                TextField("Note", text: file.$document.text)
                Text(file.fileURL?.lastPathComponent ?? "not saved")
            }
        }
    }
}

/// A viewer of notes: nothing in it changes them.
private struct NoteViewer: App {
    var body: some Scene {
        DocumentGroup(viewing: Note.self) { file in
            Text("Viewing: \(file.document.text), editable: \(file.isEditable)")
        }
    }
}

/// An app with a window and no documents.
private struct WindowOnly: App {
    var body: some Scene {
        WindowGroup { Text("Window") }
    }
}

/// A document group among other scenes, with commands and a minimum size.
private struct NotesWithSettings: App {
    var body: some Scene {
        DocumentGroup(newDocument: Note(text: "")) { file in
            Text(file.document.text)
        }
        .commands { CommandMenu("Notes") { Button("Count") {} } }
        .windowMinimumSize(columns: 20, rows: 5)
        Settings { Text("Settings") }
    }
}

/// A `DocumentGroup` driven headless: the file named at launch opened, edited, saved and opened again; a file
/// that cannot be read; a save that fails; quitting with unsaved changes; a new document named on its save.
@MainActor
struct DocumentGroupTests {
    /// Draws frames while the file is read or written off the main actor, until `done`.
    private func wait(_ screen: TestDriver, until done: () -> Bool) async {
        for _ in 0..<500 where !done() {
            try? await Task.sleep(for: .milliseconds(5))
            screen.update()
        }
    }

    /// The app started with `url` on its command line; its file sheets open in `folder`.
    private func open(_ app: some App, _ url: URL?, showing text: String, folder: URL? = nil, german: Bool = false) async -> TestDriver {
        var environment = EnvironmentValues()
        environment.fileDialogDefaultDirectory = folder
        if german { environment.localeCategories.languages = ["de-DE"] }
        let screen = TestDriver(app: app, environment: environment, documentURL: url)
        await wait(screen) { screen.text.contains(text) }
        return screen
    }

    @Test func theNamedFileOpensIsEditedSavedAndReopened() async throws {
        let folder = try TestFolder("termui-documents", files: ["trip.txt": Data("Kyoto".utf8)])
        let screen = await open(NotesApp(), folder.file("trip.txt"), showing: "Kyoto")
        #expect(screen.text.contains("trip.txt"))
        #expect(screen.terminal.windowTitle == "trip.txt")
        screen.type(" in spring")
        #expect(screen.terminal.windowTitle == "trip.txt — Edited")
        #expect(folder.text(of: "trip.txt") == "Kyoto", "nothing is written before Ctrl-S")
        screen.press(.control("s"))
        await wait(screen) { screen.terminal.windowTitle == "trip.txt" }
        #expect(screen.terminal.windowTitle == "trip.txt")
        #expect(folder.text(of: "trip.txt") == "Kyoto in spring")
        #expect(folder.names == ["trip.txt"], "the atomic write leaves no temporary file")
        #expect(screen.text.contains("Saved “trip.txt”."))

        let again = await open(NotesApp(), folder.file("trip.txt"), showing: "Kyoto in spring")
        #expect(again.text.contains("Kyoto in spring"))
        #expect(again.terminal.windowTitle == "trip.txt")
    }

    @Test func aFileThatCannotBeReadSaysWhyAndIsLeftAlone() async throws {
        let unreadable = Data([0xFF, 0xFE, 0x00, 0xC3])
        let folder = try TestFolder("termui-documents", files: ["broken.txt": unreadable])
        let screen = await open(NotesApp(), folder.file("broken.txt"), showing: "Not opened")
        #expect(screen.text.contains("“broken.txt” cannot be opened: it does not hold what this app reads."), "\(screen.text)")
        #expect(screen.text.contains("Ctrl-N starts a new document"))
        #expect(try Data(contentsOf: folder.file("broken.txt")) == unreadable)

        // A link to nothing: the name exists, the file does not (a name that does not exist is a new document).
        try FileManager.default.createSymbolicLink(atPath: folder.file("gone.txt").path, withDestinationPath: "nowhere.txt")
        let missing = await open(NotesApp(), folder.file("gone.txt"), showing: "Not opened")
        #expect(missing.text.contains("“gone.txt” does not exist."), "\(missing.text)")
        missing.press(.control("n"))
        #expect(missing.terminal.windowTitle == "Untitled")
        #expect(missing.text.contains("not saved"))
    }

    @Test func aFileThatDoesNotExistIsANewDocumentSavedThere() async throws {
        // Before, it was refused: "“new.txt” does not exist."
        let folder = TestFolder("termui-documents")
        let screen = await open(NotesApp(), folder.file("new.txt"), showing: "is new: Ctrl-S")
        #expect(screen.text.contains("“new.txt” is new: Ctrl-S saves it."), "\(screen.text)")
        #expect(screen.text.contains("new.txt"), "the editor has the file's URL: \(screen.text)")
        #expect(screen.terminal.windowTitle == "new.txt")
        #expect(folder.names.isEmpty, "nothing is written before Ctrl-S")
        screen.type("Nara")
        #expect(screen.terminal.windowTitle == "new.txt — Edited")
        screen.press(.control("s"))
        await wait(screen) { screen.terminal.windowTitle == "new.txt" }
        #expect(folder.text(of: "new.txt") == "Nara", "saved at the path, without asking for a name")
        #expect(folder.names == ["new.txt"])
    }

    @Test func aFolderOrAFileInAFolderThatDoesNotExistIsSaid() async throws {
        // `App.run(options:)` refuses these before the terminal is taken; a window given one says why.
        let folder = TestFolder("termui-documents")
        let inMissing = await open(NotesApp(), folder.file("gone/new.txt"), showing: "Not opened")
        #expect(inMissing.text.contains("there is no folder"), "\(inMissing.text)")
        #expect(inMissing.text.contains("Ctrl-N starts a new document"), "\(inMissing.text)")
        #expect(folder.names.isEmpty)
        let url = folder.file("gone/new.txt")
        #expect(DocumentLaunchProblem.check(url, readableTypes: [.plainText]) == .noFolder(url))
        #expect(DocumentLaunchProblem.check(folder.url, readableTypes: [.plainText]) == .isAFolder(folder.url))
        #expect(DocumentLaunchProblem.check(folder.url, readableTypes: [.folder]) == nil, "a document that reads folders opens one")
        try Data().write(to: folder.file("plain"))
        let underAFile = folder.file("plain/new.txt")
        #expect(DocumentLaunchProblem.check(underAFile, readableTypes: [.plainText]) == .noFolder(underAFile))
        #expect(DocumentLaunchProblem.check(folder.file("new.txt"), readableTypes: [.plainText]) == nil)

        let isAFolder = await open(NotesApp(), folder.url, showing: "Not opened", german: true)
        #expect(isAFolder.text.contains("ist ein Ordner"), "\(isAFolder.text)")
    }

    @Test func theLaunchFileIsCheckedOnlyForAnAppWithADocumentGroup() {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
        #expect(DocumentLaunchProblem.check(folder, in: NotesApp.Body.self) == .isAFolder(folder))
        #expect(DocumentLaunchProblem.check(folder, in: NoteViewer.Body.self) == .isAFolder(folder))
        #expect(DocumentLaunchProblem.check(folder, in: WindowOnly.Body.self) == nil, "a window group takes no file")
        #expect(DocumentLaunchProblem.check(folder, in: NotesWithSettings.Body.self) == .isAFolder(folder))
    }

    @Test func aFIFONamedAtLaunchIsSaidToBeNeitherAFileNorAFolder() async throws {
        let folder = TestFolder("termui-documents")
        #expect(mkfifo(folder.file("notes.txt").path, 0o600) == 0)
        let screen = await open(NotesApp(), folder.file("notes.txt"), showing: "Not opened")
        // Before, the sentence was "no permission to read it", which chmod cannot cure.
        defer {
            // Lets a read stuck waiting for a writer end, should there be one.
            let descriptor = Glibc.open(folder.file("notes.txt").path, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
        }
        #expect(screen.text.contains("“notes.txt” cannot be opened: it is neither a file nor a folder."), "\(screen.text)")
        screen.press(.control("n"))
        #expect(screen.terminal.windowTitle == "Untitled")
    }

    @Test func aSaveKeepsAPrivateFilePrivate() async throws {
        let folder = try TestFolder("termui-documents", files: ["diary.txt": Data("Kyoto".utf8)])
        #expect(chmod(folder.file("diary.txt").path, 0o600) == 0)
        let screen = await open(NotesApp(), folder.file("diary.txt"), showing: "Kyoto")
        screen.type("!")
        screen.press(.control("s"))
        await wait(screen) { screen.terminal.windowTitle == "diary.txt" }
        #expect(folder.text(of: "diary.txt") == "Kyoto!")
        let mode = try FileManager.default.attributesOfItem(atPath: folder.file("diary.txt").path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "the save made the file \(String(mode ?? 0, radix: 8))")
        #expect(folder.names == ["diary.txt"], "the atomic write leaves no temporary file")
    }

    @Test func aSaveThroughALinkWritesTheFileItPointsTo() async throws {
        let folder = TestFolder("termui-documents")
        try FileManager.default.createDirectory(at: folder.file("notes"), withIntermediateDirectories: false)
        try Data("Kyoto".utf8).write(to: folder.file("notes/trip.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("trip.txt").path, withDestinationPath: "notes/trip.txt")
        let screen = await open(NotesApp(), folder.file("trip.txt"), showing: "Kyoto")
        screen.type("!")
        screen.press(.control("s"))
        await wait(screen) { screen.terminal.windowTitle == "trip.txt" }
        #expect(folder.text(of: "notes/trip.txt") == "Kyoto!", "the file the link points to has the changes")
        let link = try? FileManager.default.destinationOfSymbolicLink(atPath: folder.file("trip.txt").path)
        #expect(link == "notes/trip.txt", "the link is still a link")
    }

    @Test func whyAFileIsNotOpenedOrSavedIsSaidInTheWindowsLanguage() async throws {
        // Before, a German window said all of it in English.
        let folder = try TestFolder("termui-documents", files: ["trip.txt": Data("Kyoto".utf8)])
        try FileManager.default.createSymbolicLink(atPath: folder.file("gone.txt").path, withDestinationPath: "nowhere.txt")
        let missing = await open(NotesApp(), folder.file("gone.txt"), showing: "Nicht geöffnet", german: true)
        #expect(missing.text.contains("„gone.txt“ gibt es nicht."), "\(missing.text)")
        #expect(missing.text.contains("Ctrl-O öffnet eine Datei, Ctrl-N beginnt ein neues"), "\(missing.text)")
        #expect(missing.keyHints.contains { $0.key == "^N" && $0.label == "Neu" }, "\(missing.keyHints)")

        let screen = await open(NotesApp(), folder.file("trip.txt"), showing: "Kyoto", german: true)
        screen.type("!")
        screen.press(.control("c"))
        #expect(screen.text.contains("Änderungen an „trip.txt“ sichern?"), "\(screen.text)")
        #expect(screen.text.contains("Nicht sichern"), "\(screen.text)")
        screen.press(.escape)
        screen.press(.control("s"))
        await wait(screen) { screen.text.contains("„trip.txt“ gesichert.") }
        #expect(screen.text.contains("„trip.txt“ gesichert."), "\(screen.text)")
        screen.type("?")
        try FileManager.default.removeItem(at: folder.url)
        screen.press(.control("s"))
        await wait(screen) { screen.text.contains("Nicht gesichert") }
        #expect(screen.text.contains("„trip.txt“ wurde nicht gesichert"), "\(screen.text)")
        #expect(screen.text.contains("sichern Sie sie mit Ctrl-S"), "\(screen.text)")
    }

    @Test func aNewDocumentsTitleIsInTheWindowsLanguage() async throws {
        // Before, a German window's title said "Untitled — Edited".
        let folder = TestFolder("termui-documents")
        let screen = await open(NotesApp(), nil, showing: "not saved", folder: folder.url, german: true)
        #expect(screen.terminal.windowTitle == "Unbenannt")
        screen.type("Osaka")
        #expect(screen.terminal.windowTitle == "Unbenannt — Bearbeitet")
        screen.press(.control("c"))
        #expect(screen.text.contains("Änderungen an „Unbenannt“ sichern?"), "\(screen.text)")
        screen.press(.escape)
        screen.press(.control("s"))
        await wait(screen) { screen.text.contains("Unbenannt.txt") }
        #expect(screen.text.contains("Unbenannt.txt"), "the exporter offers the German name: \(screen.text)")
    }

    /// The exporter's sheet, as a new document's first save opens it, in German: its title, buttons, a name it
    /// refuses and the question before a file is replaced. Before, all of it was English in a German window.
    @Test func theExportersSheetIsInTheWindowsLanguage() async throws {
        let folder = try TestFolder("termui-documents", files: ["Unbenannt.txt": Data("old".utf8)])
        let screen = await open(NotesApp(), nil, showing: "not saved", folder: folder.url, german: true)
        screen.type("Osaka")
        screen.press(.control("s"))
        await wait(screen) { screen.text.contains("Unbenannt.txt") }
        #expect(screen.text.contains("Sichern") && screen.text.contains("Abbrechen"), "\(screen.text)")
        for english in ["Save", "Cancel", "Untitled"] {
            #expect(!screen.text.contains(english), "“\(english)” in a German window: \(screen.text)")
        }

        screen.type("/")
        screen.press(.return)
        await wait(screen) { screen.text.contains("Ein Name darf kein „/“ enthalten.") }
        #expect(screen.text.contains("Ein Name darf kein „/“ enthalten."), "\(screen.text)")

        screen.press(.delete)
        screen.press(.return)
        await wait(screen) { screen.text.contains("ersetzen?") }
        #expect(screen.text.contains("„Unbenannt.txt“ ersetzen?"), "\(screen.text)")
        #expect(screen.text.contains("Ersetzen") && screen.text.contains("Ersetzen überschreibt ihren Inhalt"), "\(screen.text)")
        #expect(!screen.text.contains("Replace"), "\(screen.text)")
        screen.press(.escape)
        #expect(folder.text(of: "Unbenannt.txt") == "old", "nothing replaced")
    }

    @Test func aSaveThatFailsSaysWhyAndKeepsTheChanges() async throws {
        let folder = try TestFolder("termui-documents", files: ["trip.txt": Data("Kyoto".utf8)])
        let screen = await open(NotesApp(), folder.file("trip.txt"), showing: "Kyoto")
        screen.type("!")
        try FileManager.default.removeItem(at: folder.url)
        screen.press(.control("s"))
        await wait(screen) { screen.text.contains("Not saved") }
        #expect(screen.text.contains("“trip.txt” could not be saved"), "\(screen.text)")
        screen.press(.return)
        #expect(screen.text.contains("Kyoto!"))
        #expect(screen.terminal.windowTitle == "trip.txt — Edited")
    }

    @Test func quittingWithUnsavedChangesAsksFirst() async throws {
        let folder = try TestFolder("termui-documents", files: ["trip.txt": Data("Kyoto".utf8)])
        let screen = await open(NotesApp(), folder.file("trip.txt"), showing: "Kyoto")
        // Without changes, Ctrl-C quits at once.
        let unchanged = await open(NotesApp(), folder.file("trip.txt"), showing: "Kyoto")
        unchanged.press(.control("c"))
        #expect(unchanged.didQuit)

        screen.type("!")
        screen.press(.control("c"))
        #expect(!screen.didQuit)
        #expect(screen.text.contains("Save the changes to “trip.txt”?"), "\(screen.text)")
        screen.press(.escape)
        #expect(!screen.didQuit, "Cancel keeps the app and its changes")
        #expect(screen.text.contains("Kyoto!"))

        screen.press(.control("c"))
        screen.press(.control("c"))
        #expect(screen.didQuit, "Ctrl-C while it asks quits without saving")
        #expect(folder.text(of: "trip.txt") == "Kyoto")

        let saving = await open(NotesApp(), folder.file("trip.txt"), showing: "Kyoto")
        saving.type("?")
        saving.press(.control("c"))
        #expect(saving.text.contains("Don't Save"))
        saving.press(.return)
        await wait(saving) { saving.didQuit }
        #expect(saving.didQuit)
        #expect(folder.text(of: "trip.txt") == "Kyoto?", "Save writes the file, then the app quits")
    }

    @Test func aNewDocumentIsNamedWithTheExporterOnItsFirstSave() async throws {
        let folder = TestFolder("termui-documents")
        let screen = await open(NotesApp(), nil, showing: "not saved", folder: folder.url)
        #expect(screen.terminal.windowTitle == "Untitled")
        screen.type("Osaka")
        #expect(screen.terminal.windowTitle == "Untitled — Edited")
        screen.press(.control("s"))
        await wait(screen) { screen.text.contains("Untitled.txt") }
        screen.press(.return)
        await wait(screen) { folder.text(of: "Untitled.txt") != nil && screen.terminal.windowTitle == "Untitled.txt" }
        #expect(folder.text(of: "Untitled.txt") == "Osaka")
        #expect(screen.terminal.windowTitle == "Untitled.txt")
        #expect(screen.text.contains("Untitled.txt"))
    }

    @Test func aViewerOpensTheImporterAndChangesNothing() async throws {
        let folder = try TestFolder("termui-documents", files: ["trip.txt": Data("Kyoto".utf8)])
        let viewing = await open(NoteViewer(), folder.file("trip.txt"), showing: "Viewing")
        #expect(viewing.text.contains("Viewing: Kyoto, editable: false"))
        viewing.press(.control("s"))
        #expect(!viewing.text.contains("Save"))
        viewing.press(.control("c"))
        #expect(viewing.didQuit)

        let choosing = TestDriver(app: NoteViewer())
        choosing.update()
        #expect(choosing.text.contains("Open"), "with no file, the importer's sheet opens: \(choosing.text)")
    }

    @Test func theFileIsTheFirstArgumentThatIsNotAnOption() {
        #expect(DocumentLaunchArguments.file(in: ["--color", "notes.txt", "b.txt"])?.lastPathComponent == "notes.txt")
        #expect(DocumentLaunchArguments.file(in: ["--", "-dash.txt"])?.lastPathComponent == "-dash.txt")
        #expect(DocumentLaunchArguments.file(in: ["-v"]) == nil)
    }
}
