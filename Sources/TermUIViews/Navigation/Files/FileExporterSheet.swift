import Foundation

/// The sheet of `.fileExporter`: a name, the folder to save in, the question before a file is replaced.
struct FileExporterSheet: View {
    let contentType: UTType
    let write: @Sendable (URL) throws -> Void
    let complete: (Result<URL, any Error>) -> Void
    @State private var model: FileBrowserModel
    @State private var name: String
    /// The file the question asks about replacing, while it is asked.
    @State private var replacing: URL?
    @State private var isWriting = false
    @Environment(\.dismiss) private var dismiss

    init(start: URL, contentType: UTType, defaultFilename: String?, write: @escaping @Sendable (URL) throws -> Void,
         complete: @escaping (Result<URL, any Error>) -> Void)
    {
        self.contentType = contentType
        self.write = write
        self.complete = complete
        _model = State(initialValue: FileBrowserModel(folder: start))
        _name = State(initialValue: FileNameRules.withExtension(defaultFilename ?? "Untitled", of: contentType))
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Name", text: $name)
                    .onSubmit(save)
                FileBrowserList(model: model, allowed: [contentType], marksFiles: false) { entry in
                    name = entry.name
                }
            }
            .navigationTitle(isWriting ? "Saving…" : "Save")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    FileSheetCancelButton(complete: complete)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save).disabled(isWriting)
                }
            }
            .confirmationDialog(
                "Replace “\(replacing?.lastPathComponent ?? name)”?",
                isPresented: Binding(get: { replacing != nil }, set: { if !$0 { replacing = nil } }),
                titleVisibility: .visible, presenting: replacing
            ) { url in
                Button("Replace", role: .destructive) { writeFile(to: url) }
                Button("Cancel", role: .cancel) {}
            } message: { _ in
                Text("A file of that name is already in this folder; replacing it overwrites what it holds.")
            }
        }
        .onAppear { model.open(model.folder) }
    }

    /// Saves under the name typed: refused with a message when it cannot be a file's name, asked about when a
    /// file of that name is there.
    private func save() {
        guard !isWriting else { return }
        if let refusal = FileNameRules.refusal(of: name) {
            model.say(refusal)
            return
        }
        let url = model.folder.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            if isFolder.boolValue {
                model.say("“\(name)” is a folder: choose another name.")
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
                model.say("“\(url.lastPathComponent.sanitizedForTerminal())” could not be saved: \(error.localizedDescription)")
            }
        }
    }
}
