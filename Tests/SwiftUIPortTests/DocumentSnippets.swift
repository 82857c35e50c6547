import TermUI

// Files as a SwiftUI app reads and writes them: a FileDocument, the file importer (one file, several) and the
// exporter, with their types as UniformTypeIdentifiers names them.

struct TripNote: FileDocument {
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

/// What a file sheet's completion said, as the snippets show it.
func outcome<Value>(_ result: Result<Value, any Error>, _ describe: (Value) -> String) -> String {
    switch result {
    case .success(let value): describe(value)
    case .failure(let error as CocoaError) where error.code == .userCancelled: "cancelled"
    case .failure: "failed"
    }
}

struct NoteImportSnippet: View {
    var folder: URL
    @State private var isImporting = false
    @State private var note = "no note"

    var body: some View {
        VStack(alignment: .leading) {
            Text(note)
            Button("Import a note") { isImporting = true }
        }
        .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText, .json]) { result in
            note = outcome(result) { url in
                let document = try? TripNote(configuration: .init(contentType: .plainText, file: FileWrapper(url: url)))
                return "\(url.lastPathComponent): \(document?.text ?? "unreadable")"
            }
        }
        .fileDialogDefaultDirectory(folder)
    }
}

struct PhotosImportSnippet: View {
    var folder: URL
    @State private var isImporting = false
    @State private var photos = "no photos"

    var body: some View {
        VStack(alignment: .leading) {
            Text(photos)
            Button("Add photos") { isImporting = true }
        }
        .fileImporter(isPresented: $isImporting, allowedContentTypes: [.image], allowsMultipleSelection: true) { result in
            photos = outcome(result) { urls in urls.map(\.lastPathComponent).joined(separator: ", ") }
        }
        .fileDialogDefaultDirectory(folder)
    }
}

struct NoteExportSnippet: View {
    var folder: URL
    var note = TripNote(text: "Kyōto in spring")
    @State private var isExporting = false
    @State private var saved = "not saved"

    var body: some View {
        VStack(alignment: .leading) {
            Text(saved)
            Button("Export the note") { isExporting = true }
        }
        .fileExporter(isPresented: $isExporting, document: note, contentType: .plainText, defaultFilename: "Kyoto") { result in
            saved = outcome(result) { url in "saved \(url.lastPathComponent)" }
        }
        .fileDialogDefaultDirectory(folder)
    }
}

struct FileTypesSnippet: View {
    var body: some View {
        let csv = UTType(filenameExtension: "csv")
        let trip = UTType(exportedAs: "com.example.trip", conformingTo: .json)
        VStack(alignment: .leading) {
            Text("csv is text: \(csv?.conforms(to: .text) == true)")
            Text("png is an image: \(UTType.png.conforms(to: .image))")
            Text("jpeg saved as .\(UTType.jpeg.preferredFilenameExtension ?? "?")")
            Text("\(trip.identifier) is JSON: \(trip.conforms(to: .json)), saved as .\(trip.preferredFilenameExtension ?? "?")")
            Text("folder is a directory: \(UTType.folder.conforms(to: .directory)); pdf is \(UTType("com.adobe.pdf")?.identifier ?? "unknown")")
            Text("utf8 is plain text: \(UTType.utf8PlainText.conforms(to: .plainText)); data is an item: \(UTType.data.conforms(to: .item))")
        }
    }
}

// A document app as Xcode's template writes it: a DocumentGroup of a FileDocument, its editor bound to
// `$document`. In a terminal it opens the file named on the command line; Ctrl-S saves it.

struct TripNotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TripNote()) { file in
            TripNoteEditor(document: file.$document)
                .navigationTitle(file.fileURL?.lastPathComponent ?? "New note")
        }
    }
}

struct TripNoteEditor: View {
    @Binding var document: TripNote

    var body: some View {
        TextEditor(text: $document.text)
    }
}

struct TripNoteViewerApp: App {
    var body: some Scene {
        DocumentGroup(viewing: TripNote.self) { file in
            Text(file.document.text)
                .foregroundStyle(file.isEditable ? .primary : .secondary)
        }
    }
}
