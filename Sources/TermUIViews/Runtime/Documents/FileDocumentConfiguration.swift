import Foundation

/// The document a `DocumentGroup` shows, as SwiftUI's: the editor's or viewer's closure gets it, with the
/// document as a binding (`$document` for the editor's controls), the file it was read from, and whether it
/// can be changed.
///
/// Differences from SwiftUI: a change through `$document` marks the document edited (the window's title says
/// so, and quitting asks) but is not registered with the undo manager; in a viewer (`isEditable` false) a
/// change through the binding is ignored.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document; `$document` is the binding that changes it.
    @Binding public var document: Document
    /// The file the document was read from or last saved to; nil for a new document not saved yet.
    public var fileURL: URL?
    /// Whether the document can be changed and saved: false in a `DocumentGroup(viewing:viewer:)`.
    public var isEditable: Bool

    init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
