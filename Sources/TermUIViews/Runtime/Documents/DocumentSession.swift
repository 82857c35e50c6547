import Foundation
import Observation

/// The one document of a `DocumentGroup`'s window: the document, its file, whether it has changes not saved,
/// and the questions and sheets on the way to saving or replacing it.
@MainActor @Observable
final class DocumentSession<Document: FileDocument>: QuitConfirming {
    /// Makes a new document; nil for a viewer, which only opens files.
    @ObservationIgnored let makeNewDocument: (@Sendable () -> Document)?
    /// The document shown; nil while a file is being opened, or when none is open.
    private(set) var document: Document?
    /// The file the document was read from or saved to; nil for a new document.
    private(set) var fileURL: URL?
    /// The type the document is saved as: its file's, else the first it writes.
    private(set) var contentType: UTType
    /// The file being read, while it is.
    private(set) var opening: URL?
    /// Why the last file could not be opened, while no document is shown in its place.
    private(set) var openingProblem: DocumentFileProblem?
    /// Why the last save failed, while the alert says it.
    var savingProblem: DocumentFileProblem?
    private(set) var isSaving = false
    /// Whether the save-before question is asked.
    var isAsking = false
    /// Whether the exporter's sheet is open to name a new document.
    var isExporting = false
    /// Whether the importer's sheet is open to choose a file.
    var isImporting = false
    /// How many changes the document has had, and how many of them the file holds.
    private var changeCount = 0
    private var savedChangeCount = 0
    /// What to do once the document's changes are saved or dropped (quit, open a file, start anew), while the
    /// question, the exporter or a save is on the way to it.
    @ObservationIgnored private var pendingAction: (() -> Void)?
    /// Whether the launch file was looked at (once per window).
    @ObservationIgnored private var hasStarted = false

    init(makeNewDocument: (@Sendable () -> Document)?) {
        self.makeNewDocument = makeNewDocument
        contentType = Document.writableContentTypes.first ?? Document.readableContentTypes.first ?? .data
    }

    /// Whether the document can be changed and saved (false in a viewer).
    var isEditable: Bool { makeNewDocument != nil }

    /// Whether the document has changes its file does not hold.
    var isEdited: Bool { changeCount != savedChangeCount }

    /// The file's name, "Untitled" in `languages` for a new document; nil with no document.
    func displayName(languages: [String]) -> String? {
        guard document != nil else { return opening.map(\.lastPathComponent) }
        return fileURL?.lastPathComponent ?? TermUIText.localized("Untitled", languages: languages)
    }

    /// The terminal window's title in `languages`: the file's name, "— Edited" after it while it has unsaved
    /// changes ("Unbenannt — Bearbeitet" in German, as macOS says).
    func windowTitle(languages: [String]) -> String? {
        displayName(languages: languages).map { isEdited ? TermUIText.localized("%@ — Edited", [$0], languages: languages) : $0 }
    }

    /// Changes the document (through the editor's binding); a viewer's stays as it is.
    func change(to document: Document) {
        guard isEditable, self.document != nil else { return }
        self.document = document
        changeCount += 1
    }

    /// Opens the file the app was started with, or a new document, or (a viewer) the importer; once. A file
    /// that does not exist, in a folder that does, is a new document that Ctrl-S saves there (as vim does), which
    /// is announced in `languages`; one that can be neither (`DocumentLaunchProblem`, which `App.run(options:)`
    /// refuses before this) is said.
    func start(with file: URL?, announce: AnnounceAction?, languages: [String]) {
        guard !hasStarted else { return }
        hasStarted = true
        if let file {
            if let problem = DocumentLaunchProblem.check(file, readableTypes: Document.readableContentTypes) {
                openingProblem = DocumentFileProblem(action: .reading, url: file, error: problem)
            } else if let makeNewDocument, !FileManager.default.fileExists(atPath: file.path), !Self.isLink(file) {
                document = makeNewDocument()
                fileURL = file
                let type = Self.readableType(of: file)
                if Document.writableContentTypes.contains(type) { contentType = type }
                let name = file.lastPathComponent.sanitizedForTerminal()
                announce?(TermUIText.localized("“%@” is new: Ctrl-S saves it.", [name], languages: languages))
            } else {
                open(file)
            }
        } else if let makeNewDocument {
            document = makeNewDocument()
        } else {
            isImporting = true
        }
    }

    /// Whether `url` names a symbolic link (perhaps one to nothing, which opening says).
    private static func isLink(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Reads a file off the main actor; the document shown stays until it is read, and stays when it cannot be.
    func open(_ url: URL) {
        let type = Self.readableType(of: url)
        opening = url
        Task {
            let result = await Task.detached {
                Result { try Document(configuration: FileDocumentReadConfiguration(contentType: type, file: FileWrapper(url: url))) }
            }.value
            opening = nil
            switch result {
            case .success(let read):
                document = read
                fileURL = url
                contentType = Document.writableContentTypes.contains(type) ? type : contentType
                changeCount = 0
                savedChangeCount = 0
                openingProblem = nil
            case .failure(let error):
                openingProblem = DocumentFileProblem(action: .reading, url: url, error: error)
            }
        }
    }

    /// The readable type a file's extension names, else the first the document reads.
    private static func readableType(of url: URL) -> UTType {
        let named = UTType(filenameExtension: url.pathExtension)
        return Document.readableContentTypes.first { named?.conforms(to: $0) == true }
            ?? Document.readableContentTypes.first ?? .data
    }

    /// Starts a new document, asking first about unsaved changes.
    func startNewDocument() {
        guard let makeNewDocument else { return }
        whenChangesAreSettled { [self] in
            document = makeNewDocument()
            fileURL = nil
            changeCount = 0
            savedChangeCount = 0
            openingProblem = nil
        }
    }

    /// Opens the importer's sheet, asking first about unsaved changes.
    func chooseFileToOpen() {
        whenChangesAreSettled { [self] in isImporting = true }
    }

    /// Runs `action` now when there is nothing unsaved, else asks: Save, Don't Save (the action runs) or Cancel.
    private func whenChangesAreSettled(_ action: @escaping () -> Void) {
        guard isEdited else { return action() }
        pendingAction = action
        isAsking = true
    }

    func confirmQuit(_ quit: @escaping () -> Void) -> Bool {
        guard isEdited, pendingAction == nil else { return false }
        whenChangesAreSettled(quit)
        return true
    }

    /// Goes on to what waited (after a save, or the question's Don't Save, which drops the changes).
    func continuePendingAction() {
        let action = pendingAction
        pendingAction = nil
        action?()
    }

    /// Keeps the document as it is and forgets what waited (the question's Cancel, a cancelled exporter).
    func cancelPendingAction() {
        pendingAction = nil
    }

    /// Saves to the document's file, off the main actor, atomically (see `FileWrapper.WritingOptions.atomic`);
    /// a new document opens the exporter's sheet for a name. Changes made while it writes stay unsaved. Once
    /// saved, what waited for the save goes on (the question's Save); a save that fails forgets it. What is
    /// announced is said in `languages`.
    func save(announce: AnnounceAction?, languages: [String]) {
        guard isEditable, let document, !isSaving else { return }
        guard let url = fileURL else {
            isExporting = true
            return
        }
        isSaving = true
        let count = changeCount
        let type = contentType
        Task {
            let result = await Task.detached {
                Result {
                    let configuration = FileDocumentWriteConfiguration(contentType: type, existingFile: nil)
                    try document.fileWrapper(configuration: configuration).write(to: url, options: .atomic, originalContentsURL: url)
                }
            }.value
            isSaving = false
            switch result {
            case .success:
                savedChangeCount = count
                announce?(TermUIText.localized("Saved “%@”.", [url.lastPathComponent.sanitizedForTerminal()], languages: languages))
                continuePendingAction()
            case .failure(let error):
                pendingAction = nil
                savingProblem = DocumentFileProblem(action: .writing, url: url, error: error)
            }
        }
    }

    /// The exporter's sheet finished: a new document saved under a name now has that file.
    func exported(_ result: Result<URL, any Error>) {
        guard case .success(let url) = result else { return cancelPendingAction() }
        fileURL = url
        savedChangeCount = changeCount
        continuePendingAction()
    }
}
