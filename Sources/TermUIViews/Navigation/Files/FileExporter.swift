import Foundation

extension View {
    /// Presents a file browser to save a document, as SwiftUI's: a sheet with a name field (the default name,
    /// with the type's extension), the folder's path and its entries (Enter opens a folder, or on a file of the
    /// type takes its name), Enter in the field or the Save button (Ctrl-S) saving, and Esc cancelling. A name
    /// already in the folder is asked about before it is replaced; the file is written off the main actor, into
    /// a temporary file beside it renamed over it, so that it is the old file or the new one, never half. The
    /// completion gets the file's URL, or `CocoaError(.userCancelled)` on Esc; `isPresented` is set back to
    /// false either way. A nil document presents nothing.
    ///
    /// Differences from SwiftUI: a write that fails, or a name that cannot be a file's, is said in the sheet,
    /// which stays open so that another name or folder can be chosen (Esc then cancels); see also
    /// `fileImporter(isPresented:allowedContentTypes:onCompletion:)`.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View {
        var write: (@Sendable (URL) throws -> Void)?
        if let document {
            write = { @Sendable url in
                let configuration = FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
                try document.fileWrapper(configuration: configuration).write(to: url, options: .atomic, originalContentsURL: nil)
            }
        }
        return modifier(FileExporterModifier(
            isPresented: isPresented, write: write, contentType: contentType,
            defaultFilename: defaultFilename, onCompletion: onCompletion))
    }
}

/// The sheet of `.fileExporter`, opened where the environment says while there is a document.
private struct FileExporterModifier: ViewModifier {
    let isPresented: Binding<Bool>
    let write: (@Sendable (URL) throws -> Void)?
    let contentType: UTType
    let defaultFilename: String?
    let onCompletion: (Result<URL, any Error>) -> Void
    @Environment(\.fileDialogStartFolder) private var start

    func body(content: Content) -> some View {
        let presented = Binding(get: { isPresented.wrappedValue && write != nil }, set: { isPresented.wrappedValue = $0 })
        return content.sheet(isPresented: presented) {
            if let write {
                FileExporterSheet(start: start, contentType: contentType, defaultFilename: defaultFilename,
                                  write: write, complete: onCompletion)
            }
        }
    }
}
