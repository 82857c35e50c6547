import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let filePages = [
        GalleryPage("File importer and exporter", in: .navigation, code: """
            @State private var isImporting = false
            @State private var isExporting = false
            @State private var chosen = "Nothing chosen"

            VStack(alignment: .leading) {
                Text(chosen)
                Button("Open a text file") { isImporting = true }
                Button("Save a note") { isExporting = true }
            }
            .fileImporter(isPresented: $isImporting,
                          allowedContentTypes: [.plainText, .json]) { result in
                chosen = (try? result.get().lastPathComponent) ?? "Cancelled"
            }
            .fileExporter(isPresented: $isExporting, document: GalleryNote(),
                          contentType: .plainText, defaultFilename: "Note") { result in
                chosen = (try? "Saved \\(result.get().lastPathComponent)") ?? "Not saved"
            }
            """) { FilesExample() },
    ]
}

/// The note the gallery's exporter saves.
struct GalleryNote: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    var text = "A note from the gallery.\n"

    init() {}

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct FilesExample: View {
    @State private var isImporting = false
    @State private var isExporting = false
    @State private var chosen = "Nothing chosen"

    var body: some View {
        VStack(alignment: .leading) {
            Text(chosen)
            Button("Open a text file") { isImporting = true }
            Button("Save a note") { isExporting = true }
        }
        .fileImporter(isPresented: $isImporting,
                      allowedContentTypes: [.plainText, .json]) { result in
            chosen = (try? result.get().lastPathComponent) ?? "Cancelled"
        }
        .fileExporter(isPresented: $isExporting, document: GalleryNote(),
                      contentType: .plainText, defaultFilename: "Note") { result in
            chosen = (try? "Saved \(result.get().lastPathComponent)") ?? "Not saved"
        }
    }
}
