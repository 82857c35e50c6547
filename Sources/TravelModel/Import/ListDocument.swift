import Foundation

/// The JSON document of a data file that keeps one list of entries: its `schemaVersion` and the list under
/// the key of `Entry.layout`, such as `{ "schemaVersion" : 1, "trips" : [ ... ] }`.
///
/// `TripsDocument` and `BudgetDocument` are the two such documents. Earlier versions wrote them with
/// `encode(_:timeZone:)`; `ListDocumentReader` reads them, an entry at a time.
struct ListDocument<Entry: StoredEntry>: Encodable {
    /// The name of the file inside the data directory, such as "expenses.json".
    static var fileName: String { Entry.layout.fileName }
    /// The only version this program reads and writes.
    static var currentSchemaVersion: Int { Entry.layout.schemaVersion }

    /// The version of the layout of the document.
    var schemaVersion: Int
    /// The entries, in the order given when saving.
    var entries: [Entry]

    /// The document holding `content`, with days taken in `timeZone` and `schemaVersion` set to the current one.
    /// - Throws: `EncodingError.invalidValue` for a value that could not be read back, such as a NaN amount.
    init(_ content: [Entry.Value], timeZone: TimeZone) throws {
        schemaVersion = Self.currentSchemaVersion
        entries = try content.map { try Entry($0, timeZone: timeZone) }
    }

    /// The bytes of the file holding `content`, as earlier versions wrote it: pretty-printed JSON with sorted
    /// keys and a final line break, with days written in `timeZone`.
    /// - Throws: `EncodingError.invalidValue` for a value that could not be read back, such as a NaN amount.
    static func encode(_ content: [Entry.Value], timeZone: TimeZone) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(Self(content, timeZone: timeZone))
        data.append(0x0A)
        return data
    }

    /// Reads the bytes of a whole file, with days read in `timeZone` (see `ListDocumentReader`).
    static func decode(_ data: Data, timeZone: TimeZone) -> DocumentFile<Entry.Value>.Contents {
        var values: [Entry.Value] = []
        var reader = ListDocumentReader<Entry>(JSONTokenizer(bytes: [UInt8](data)), timeZone: timeZone)
        // Collecting the values throws nothing.
        let reading = (try? reader.read { values.append($0) }) ?? .unreadable(reason: .notJSON)
        return DocumentFile<Entry.Value>.Contents(reading, values: values)
    }

    // MARK: Coding

    /// The keys of the document: "schemaVersion" and the list's key.
    private struct Key: CodingKey {
        static var schemaVersion: Key { Key(stringValue: "schemaVersion") }
        static var entries: Key { Key(stringValue: Entry.layout.listKey) }

        var stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            nil
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(entries, forKey: .entries)
    }
}
