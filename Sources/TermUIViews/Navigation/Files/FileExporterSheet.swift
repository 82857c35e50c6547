import Foundation

/// The sheet of `.fileExporter`: a name, the folder to save in, the question before a file is replaced; its
/// words in the screen's languages (`TermUIText`).
struct FileExporterSheet: View {
    let contentType: UTType
    /// The name the sheet starts with; nil for "Untitled" in the screen's language.
    let defaultFilename: String?
    let write: @Sendable (URL) throws -> Void
    let complete: (Result<URL, any Error>) -> Void
    @State private var model: FileBrowserModel
    @State private var name: String
    /// The file the question asks about replacing, while it is asked.
    @State private var replacing: URL?
    @State private var isWriting = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.localeCategories) private var locales

    init(start: URL, contentType: UTType, defaultFilename: String?, write: @escaping @Sendable (URL) throws -> Void,
         complete: @escaping (Result<URL, any Error>) -> Void)
    {
        self.contentType = contentType
        self.defaultFilename = defaultFilename
        self.write = write
        self.complete = complete
        _model = State(initialValue: FileBrowserModel(folder: start))
        _name = State(initialValue: defaultFilename.map { FileNameRules.withExtension($0, of: contentType) } ?? "")
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                TextField(locales.termUIText("Name"), text: $name)
                    .onSubmit(save)
                FileBrowserList(model: model, allowed: [contentType], marksFiles: false) { entry in
                    name = entry.name
                }
            }
            .navigationTitle(locales.termUIText(isWriting ? "Saving…" : "Save"))
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    FileSheetCancelButton(complete: complete)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(locales.termUIText("Save"), action: save).disabled(isWriting)
                }
            }
            .confirmationDialog(
                locales.termUIText("Replace “%@”?", (replacing?.lastPathComponent ?? name).sanitizedForTerminal()),
                isPresented: Binding(get: { replacing != nil }, set: { if !$0 { replacing = nil } }),
                titleVisibility: .visible, presenting: replacing
            ) { url in
                Button(locales.termUIText("Replace"), role: .destructive) { writeFile(to: url) }
                Button(locales.termUIText("Cancel"), role: .cancel) {}
            } message: { _ in
                Text(verbatim: locales.termUIText(
                    "A file of that name is already in this folder; replacing it overwrites what it holds."))
            }
        }
        .onAppear {
            if defaultFilename == nil, name.isEmpty {
                name = FileNameRules.withExtension(locales.termUIText("Untitled"), of: contentType)
            }
            model.open(model.folder, in: locales)
        }
    }

    /// Saves under the name typed: refused with a message when it cannot be a file's name, asked about when a
    /// file of that name is there.
    private func save() {
        guard !isWriting else { return }
        if let refusal = FileNameRules.refusal(of: name, in: locales) {
            model.say(refusal)
            return
        }
        let url = model.folder.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            if isFolder.boolValue {
                model.say(locales.termUIText("“%@” is a folder: choose another name.", name.sanitizedForTerminal()))
            } else {
                replacing = url
            }
            return
        }
        writeFile(to: url)
    }

    /// Writes off the main actor; then completes, or says in the sheet why it could not.
    private func writeFile(to url: URL) {
        isWriting = true
        model.say(nil)
        let write = write
        Task {
            let result = await Task.detached { Result { try write(url) } }.value
            isWriting = false
            switch result {
            case .success:
                complete(.success(url))
                dismiss()
            case .failure(let error):
                model.say(locales.termUIText(
                    "“%@” could not be saved: %@", url.lastPathComponent.sanitizedForTerminal(),
                    error.localizedDescription.sanitizedForTerminal(maxLength: 200)))
            }
        }
    }
}
