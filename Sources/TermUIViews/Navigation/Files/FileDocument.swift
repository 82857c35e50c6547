import Foundation

/// A document stored as a value that reads itself from a file and gives itself to be written, as SwiftUI's:
/// `.fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)` writes one.
///
/// Differences from SwiftUI: the file is read and written by TermUI's `FileWrapper` (Linux's Foundation has
/// none), and `WriteConfiguration.existingFile` is always nil: the file being replaced is not read first.
@preconcurrency
public protocol FileDocument: Sendable {
    /// The configuration a document is read with.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// The configuration a document is written with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    /// The types of file the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types of file the document writes; by default those it reads.
    static var writableContentTypes: [UTType] { get }

    /// Reads the document from a file.
    init(configuration: ReadConfiguration) throws

    /// The file to write for the document.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    /// The types the document reads.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a `FileDocument` is read from, as SwiftUI's `FileDocumentReadConfiguration`.
public struct FileDocumentReadConfiguration {
    /// The type of the file.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// The configuration of a file of a type.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a `FileDocument` is written for, as SwiftUI's `FileDocumentWriteConfiguration`.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, in SwiftUI; always nil in TermUI (see `FileDocument`).
    public let existingFile: FileWrapper?

    /// The configuration of a write of a type.
    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
