import Foundation

/// A scene that opens, edits and saves documents, as SwiftUI's. A terminal app has one window and one document
/// in it: the file named on the command line (`notes my-trip.txt`, given to `App.main()` as its first argument
/// that is not an option), else a new document (`init(newDocument:editor:)`) or, for a viewer, the file
/// importer's sheet to choose one. A named file that does not exist yet, in a folder that does, is a new
/// document that Ctrl-S saves there; a folder, or a file in a folder that does not exist, is refused before the
/// app starts (`App.run(options:)`: a sentence on standard error, exit status 2).
///
/// Its keys: Ctrl-S saves (the document's `fileWrapper(configuration:)`, written into a temporary file beside
/// the file and renamed over it, so the file is the old one or the new one, never half of each, and the
/// temporary files that saves killed before their rename left are removed (`FileReplacement`); a new document
/// asks for a name with the file exporter's sheet); Ctrl-O opens another file with the file importer's sheet;
/// Ctrl-N, in an editor, starts a new document. Before any of those would drop unsaved changes, and before the
/// app quits with them (`q` or Ctrl-C), it asks: Save, Don't Save or Cancel (Ctrl-C again quits without
/// saving). The terminal window's title names the file ("Untitled" for a new one), "— Edited" after it while
/// it has unsaved changes, in the window's language. A file that cannot be read, or a save that fails, is said
/// with the system's reason, and the document on screen stays as it was.
///
/// Differences from SwiftUI: one document at a time; `ReferenceFileDocument` and SwiftData documents are not
/// here; edits are not registered with the undo manager.
public struct DocumentGroup<Document, Content: View>: Scene, WindowContentScene {
    private let makeWindow: @MainActor () -> AnyView

    var windowContent: AnyView? { makeWindow() }
}

extension DocumentGroup where Document: FileDocument {
    /// A document group that creates, opens, edits and saves documents of a `FileDocument` type; a new
    /// document starts as `newDocument` makes it.
    @preconcurrency
    public init(
        newDocument: @autoclosure @escaping @Sendable () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        makeWindow = { AnyView(DocumentWindow(makeNewDocument: newDocument, content: editor)) }
    }

    /// A document group that opens and shows documents of a `FileDocument` type without changing them; with no
    /// file on the command line it opens the file importer's sheet.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        makeWindow = { AnyView(DocumentWindow<Document, Content>(makeNewDocument: nil, content: viewer)) }
    }
}
