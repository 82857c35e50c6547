import Foundation
import TermUI

/// A note: a plain-text file's bytes as UTF-8 text.
struct Note: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    var text = ""

    init() {}

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
