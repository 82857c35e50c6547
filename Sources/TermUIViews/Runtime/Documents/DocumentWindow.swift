import Foundation

/// The window of a `DocumentGroup`: the editor (or viewer) of the open document, its keys, and the sheets and
/// questions of opening and saving; its title names the file.
struct DocumentWindow<Document: FileDocument, Content: View>: View {
    let content: (FileDocumentConfiguration<Document>) -> Content
    @State private var session: DocumentSession<Document>
    @Environment(\.documentLaunchFile) private var launchFile
    @Environment(\.announce) private var announce

    init(makeNewDocument: (@Sendable () -> Document)?, content: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.content = content
        _session = State(initialValue: DocumentSession(makeNewDocument: makeNewDocument))
    }

    var body: some View {
        let confirming = ScreenPreferenceView<_, QuitConfirmationKey>(content: window, value: session)
        return ScreenPreferenceView<_, WindowGroupTitleKey>(content: confirming, value: session.windowTitle ?? "")
    }

    private var window: some View {
        @Bindable var session = session
        return Group {
            if let document = session.document {
                content(FileDocumentConfiguration(
                    document: Binding(get: { session.document ?? document }, set: { session.change(to: $0) }),
                    fileURL: session.fileURL, isEditable: session.isEditable))
            } else {
                DocumentPlaceholder(
                    opening: session.opening, problem: session.openingProblem, canStartNew: session.isEditable)
            }
        }
        .windowCommands { commands }
        .onAppear { session.start(with: launchFile) }
        .fileImporter(isPresented: $session.isImporting, allowedContentTypes: Document.readableContentTypes) { result in
            if case .success(let url) = result { session.open(url) }
        }
        .fileExporter(
            isPresented: $session.isExporting, document: session.document, contentType: session.contentType,
            defaultFilename: "Untitled", onCompletion: session.exported)
        .alert(
            "Save the changes to “\((session.displayName ?? "Untitled").sanitizedForTerminal())”?",
            isPresented: $session.isAsking
        ) {
            Button("Save") { session.save(announce: announce) }
            Button("Don't Save", role: .destructive) { session.continuePendingAction() }
            Button("Cancel", role: .cancel) { session.cancelPendingAction() }
        } message: {
            Text("Its changes are lost if they are not saved.")
        }
        .alert(
            "Not saved", isPresented: Binding(get: { session.savingProblem != nil }, set: { if !$0 { session.savingProblem = nil } })
        ) {
            Button("OK") {}
        } message: {
            Text("\(session.savingProblem ?? "") The changes are still here; save them elsewhere with Ctrl-S after fixing it.")
        }
    }

    /// The window's keys: Ctrl-S saves, Ctrl-O opens another file, Ctrl-N (an editor's) starts a new document.
    @ViewBuilder private var commands: some View {
        if session.isEditable {
            Button("Save") { session.save(announce: announce) }
                .keyboardShortcut("s", modifiers: .control)
                .disabled(session.document == nil)
            Button("New") { session.startNewDocument() }
                .keyboardShortcut("n", modifiers: .control)
        }
        Button("Open") { session.chooseFileToOpen() }
            .keyboardShortcut("o", modifiers: .control)
    }
}

/// What a `DocumentGroup`'s window shows without a document: the file being opened, or why it could not be,
/// and the keys that open another.
private struct DocumentPlaceholder: View {
    let opening: URL?
    let problem: String?
    let canStartNew: Bool

    var body: some View {
        if let opening {
            Text("Opening “\(opening.lastPathComponent.sanitizedForTerminal())”…")
        } else {
            let keys = canStartNew ? "Ctrl-O opens a file, Ctrl-N starts a new document." : "Ctrl-O opens a file."
            ContentUnavailableView(
                problem == nil ? "No document" : "Not opened", systemImage: "doc",
                description: Text(problem.map { "\($0) \(keys)" } ?? keys))
        }
    }
}
