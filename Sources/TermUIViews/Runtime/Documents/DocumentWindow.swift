import Foundation

/// The window of a `DocumentGroup`: the editor (or viewer) of the open document, its keys, and the sheets and
/// questions of opening and saving; its title names the file.
struct DocumentWindow<Document: FileDocument, Content: View>: View {
    let content: (FileDocumentConfiguration<Document>) -> Content
    @State private var session: DocumentSession<Document>
    @Environment(\.documentLaunchFile) private var launchFile
    @Environment(\.announce) private var announce
    /// The languages TermUI's sentences are said in (`TermUIText`).
    @Environment(\.localeCategories) private var localeCategories

    init(makeNewDocument: (@Sendable () -> Document)?, content: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.content = content
        _session = State(initialValue: DocumentSession(makeNewDocument: makeNewDocument))
    }

    var body: some View {
        let confirming = ScreenPreferenceView<_, QuitConfirmationKey>(content: window, value: session)
        let title = session.windowTitle(languages: localeCategories.languages) ?? ""
        return ScreenPreferenceView<_, WindowGroupTitleKey>(content: confirming, value: title)
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
                    opening: session.opening, problem: session.openingProblem?.sentence(languages: localeCategories.languages),
                    canStartNew: session.isEditable)
            }
        }
        .windowCommands { commands }
        .onAppear { session.start(with: launchFile, announce: announce, languages: localeCategories.languages) }
        .fileImporter(isPresented: $session.isImporting, allowedContentTypes: Document.readableContentTypes) { result in
            if case .success(let url) = result { session.open(url) }
        }
        .fileExporter(
            isPresented: $session.isExporting, document: session.document, contentType: session.contentType,
            defaultFilename: text("Untitled"), onCompletion: session.exported)
        .alert(
            text(
                "Save the changes to “%@”?",
                (session.displayName(languages: localeCategories.languages) ?? text("Untitled")).sanitizedForTerminal()),
            isPresented: $session.isAsking
        ) {
            Button(text("Save")) { session.save(announce: announce, languages: localeCategories.languages) }
            Button(text("Don't Save"), role: .destructive) { session.continuePendingAction() }
            Button(text("Cancel"), role: .cancel) { session.cancelPendingAction() }
        } message: {
            Text(verbatim: text("Its changes are lost if they are not saved."))
        }
        .alert(
            text("Not saved"), isPresented: Binding(get: { session.savingProblem != nil }, set: { if !$0 { session.savingProblem = nil } })
        ) {
            Button(text("OK")) {}
        } message: {
            Text(verbatim: text(
                "%@ The changes are still here; save them elsewhere with Ctrl-S after fixing it.",
                session.savingProblem?.sentence(languages: localeCategories.languages) ?? ""))
        }
    }

    /// TermUI's own `text` in the window's languages, with `value` for its `%@`.
    private func text(_ text: String, _ value: String? = nil) -> String {
        TermUIText.localized(text, value.map { [$0] } ?? [], languages: localeCategories.languages)
    }

    /// The window's keys: Ctrl-S saves, Ctrl-O opens another file, Ctrl-N (an editor's) starts a new document.
    @ViewBuilder private var commands: some View {
        if session.isEditable {
            Button(text("Save")) { session.save(announce: announce, languages: localeCategories.languages) }
                .keyboardShortcut("s", modifiers: .control)
                .disabled(session.document == nil)
            Button(text("New")) { session.startNewDocument() }
                .keyboardShortcut("n", modifiers: .control)
        }
        Button(text("Open")) { session.chooseFileToOpen() }
            .keyboardShortcut("o", modifiers: .control)
    }
}

/// What a `DocumentGroup`'s window shows without a document: the file being opened, or why it could not be,
/// and the keys that open another.
private struct DocumentPlaceholder: View {
    let opening: URL?
    let problem: String?
    let canStartNew: Bool
    @Environment(\.localeCategories) private var localeCategories

    var body: some View {
        if let opening {
            Text(verbatim: TermUIText.localized(
                "Opening “%@”…", [opening.lastPathComponent.sanitizedForTerminal()], languages: localeCategories.languages))
        } else {
            let keys = TermUIText.localized(
                canStartNew ? "Ctrl-O opens a file, Ctrl-N starts a new document." : "Ctrl-O opens a file.",
                languages: localeCategories.languages)
            ContentUnavailableView(
                TermUIText.localized(problem == nil ? "No document" : "Not opened", languages: localeCategories.languages), systemImage: "doc",
                description: Text(verbatim: problem.map { "\($0) \(keys)" } ?? keys))
        }
    }
}
