import Foundation

/// Turns the content of one kind of data file into JSON and back, checking everything it reads.
///
/// It hides the `StoredDocument` type behind closures, so that `DocumentFile` can be generic over the content
/// alone.
struct DocumentCodec<Content: Sendable>: Sendable {
    /// The name of the file inside the data directory.
    let fileName: String
    /// The version written and accepted.
    let schemaVersion: Int
    /// Encodes content, writing days in the given time zone.
    let encode: @Sendable (Content, TimeZone) throws -> Data
    /// Decodes a whole file, reading days in the given time zone.
    let decode: @Sendable (Data, TimeZone) -> DocumentFile<Content>.Contents

    /// The codec of the documents of type `document`.
    init<Document: StoredDocument>(_ document: Document.Type) where Document.Content == Content {
        fileName = Document.fileName
        schemaVersion = Document.currentSchemaVersion
        encode = { content, timeZone in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            var data = try encoder.encode(Document(content, timeZone: timeZone))
            data.append(0x0A)
            return data
        }
        decode = { data, timeZone in
            Self.decode(data, as: Document.self, timeZone: timeZone)
        }
    }

    /// Decodes `data` as a document of type `document`, or says in a few words why it cannot be used.
    private static func decode<Document: StoredDocument>(
        _ data: Data, as document: Document.Type, timeZone: TimeZone
    ) -> DocumentFile<Content>.Contents where Document.Content == Content {
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        if data.allSatisfy({ whitespace.contains($0) }) {
            return .unreadable(reason: "empty file")
        }
        guard (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else {
            return .unreadable(reason: "not JSON")
        }
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(DocumentHeader.self, from: data) else {
            return .unreadable(reason: "not \(Document.kind)")
        }
        guard let version = header.schemaVersion else {
            return .unreadable(reason: "no schemaVersion")
        }
        guard version == Document.currentSchemaVersion else {
            return .unreadable(reason: "unknown schemaVersion \(version)")
        }
        let stored: Document
        do {
            stored = try decoder.decode(Document.self, from: data)
        } catch let error as DecodingError {
            return .unreadable(reason: reason(for: error, kind: Document.kind))
        } catch {
            return .unreadable(reason: "not \(Document.kind)")
        }
        switch stored.content(timeZone: timeZone) {
        case let .success(content):
            return .loaded(content)
        case let .failure(error):
            return .unreadable(reason: error.description)
        }
    }

    /// A short reason for a document of the right version whose content does not fit.
    private static func reason(for error: DecodingError, kind: String) -> String {
        switch error {
        case let .keyNotFound(key, context):
            return "missing \(key.stringValue) in \(place(context.codingPath))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "unexpected value at \(place(context.codingPath))"
        case let .dataCorrupted(context):
            return "invalid value at \(place(context.codingPath))"
        @unknown default:
            return "not \(kind)"
        }
    }

    /// A coding path as it would be written in code, such as `expenses[0].id`, or "the document" when empty.
    private static func place(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "the document" : text
    }
}
