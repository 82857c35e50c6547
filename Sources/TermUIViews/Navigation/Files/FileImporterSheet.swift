import Foundation

/// The sheet of `.fileImporter`: a folder's entries to choose files from, Esc to cancel.
struct FileImporterSheet: View {
    let allowed: [UTType]
    let multiple: Bool
    let complete: (Result<[URL], any Error>) -> Void
    @State private var model: FileBrowserModel
    @Environment(\.dismiss) private var dismiss
    @Environment(\.localeCategories) private var locales

    init(start: URL, allowed: [UTType], multiple: Bool, complete: @escaping (Result<[URL], any Error>) -> Void) {
        self.allowed = allowed
        self.multiple = multiple
        self.complete = complete
        _model = State(initialValue: FileBrowserModel(folder: start))
    }

    var body: some View {
        NavigationStack {
            FileBrowserList(model: model, allowed: allowed, marksFiles: multiple) { entry in
                finish(model.marked.isEmpty ? [entry.url] : model.marked)
            }
            .navigationTitle(locales.termUIText(multiple ? "Open files" : "Open a file"))
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    FileSheetCancelButton(complete: complete)
                }
                if multiple {
                    ToolbarItem(placement: .confirmationAction) {
                        Button(locales.termUIText("Open %@", "\(model.marked.count)")) { finish(model.marked) }
                            .disabled(model.marked.isEmpty)
                    }
                }
            }
        }
        .onAppear { model.open(model.folder, in: locales) }
    }

    private func finish(_ urls: [URL]) {
        guard !urls.isEmpty else { return }
        complete(.success(urls))
        dismiss()
    }
}
