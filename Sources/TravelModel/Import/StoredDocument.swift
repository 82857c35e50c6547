import Foundation

/// The JSON layout of one data file, such as `expenses.json`: a `schemaVersion` and the content.
///
/// A conforming type describes its file (name, kind, version) and converts between the content the app
/// works with and the values that are written, checking every field when reading. `ListDocument` conforms,
/// as `TripsDocument` and `BudgetDocument`; `DocumentFile` reads and writes their files.
protocol StoredDocument<Content>: Codable, SendableMetatype {
    /// What the app works with, such as `[Expense]`.
    associatedtype Content: Sendable

    /// The name of the file inside the data directory, such as "expenses.json".
    static var fileName: String { get }
    /// What a file of this kind is called in a reason, with its article, such as "an expenses file".
    static var kind: String { get }
    /// The only version this program reads and writes.
    static var currentSchemaVersion: Int { get }

    /// The document holding `content`, with days taken in `timeZone` and `schemaVersion` set to the current one.
    /// - Throws: `EncodingError.invalidValue` for a value that could not be read back, such as a NaN amount.
    init(_ content: Content, timeZone: TimeZone) throws

    /// The content, with days read in `timeZone`, and the entries left out of it because the app could not keep
    /// them exactly; or what is wrong with the first field that does not fit.
    func content(timeZone: TimeZone) -> Result<(content: Content, leftOut: [LeftOutEntry]), StoredFieldError>
}

extension StoredDocument {
    /// The bytes of the file holding `content`: pretty-printed JSON with sorted keys and a final line break,
    /// with days written in `timeZone`.
    /// - Throws: `EncodingError.invalidValue` for a value that could not be read back, such as a NaN amount.
    static func encode(_ content: Content, timeZone: TimeZone) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(Self(content, timeZone: timeZone))
        data.append(0x0A)
        return data
    }

    /// Decodes the bytes of a whole file, with days read in `timeZone`, or says in a few words why they cannot
    /// be used.
    static func decode(_ data: Data, timeZone: TimeZone) -> DocumentFile<Content>.Contents {
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        if data.allSatisfy({ whitespace.contains($0) }) {
            return .unreadable(reason: "empty file")
        }
        guard (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else {
            return .unreadable(reason: "not JSON")
        }
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(DocumentHeader.self, from: data) else {
            return .unreadable(reason: "not \(kind)")
        }
        guard let version = header.schemaVersion else {
            return .unreadable(reason: "no schemaVersion")
        }
        guard version == currentSchemaVersion else {
            return .unreadable(reason: "unknown schemaVersion \(version)")
        }
        let stored: Self
        do {
            stored = try decoder.decode(Self.self, from: data)
        } catch let error as DecodingError {
            return .unreadable(reason: reason(for: error))
        } catch {
            return .unreadable(reason: "not \(kind)")
        }
        switch stored.content(timeZone: timeZone) {
        case let .success((content, leftOut)):
            return leftOut.isEmpty ? .loaded(content) : .partlyLoaded(content, leftOut: leftOut)
        case let .failure(error):
            return .unreadable(reason: error.description)
        }
    }

    /// A short reason for a document of the right version whose content does not fit.
    private static func reason(for error: DecodingError) -> String {
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
