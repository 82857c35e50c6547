import Foundation

/// The JSON document of a data file that keeps one list of entries: its `schemaVersion` and the list under
/// the key of `Entry.layout`, such as `{ "schemaVersion" : 1, "trips" : [ ... ] }`.
///
/// `TripsDocument` and `BudgetDocument` are the two such documents.
struct ListDocument<Entry: StoredEntry>: StoredDocument {
    static var fileName: String { Entry.layout.fileName }
    static var kind: String { Entry.layout.kind }
    static var currentSchemaVersion: Int { Entry.layout.schemaVersion }

    /// The version of the layout of the document.
    var schemaVersion: Int
    /// The entries, in the order given when saving.
    var entries: [Entry]

    init(_ content: [Entry.Value], timeZone: TimeZone) throws {
        schemaVersion = Self.currentSchemaVersion
        entries = try content.map { try Entry($0, timeZone: timeZone) }
    }

    /// The values in order, with the entries left out (one whose id an earlier entry has, one that cannot be
    /// kept exactly, parts of one) and why; or what is wrong with the first entry that does not fit, with its
    /// place, such as `invalid amount "12,5" in expenses[0]`.
    func content(timeZone: TimeZone) -> Result<(content: [Entry.Value], leftOut: [LeftOutEntry]), StoredFieldError> {
        var values: [Entry.Value] = []
        values.reserveCapacity(entries.count)
        var leftOut: [LeftOutEntry] = []
        var ids: Set<UUID> = []
        for (index, entry) in entries.enumerated() {
            let value: Entry.Value?
            var partsLeftOut: [LeftOutEntry] = []
            do {
                value = try entry.value(timeZone: timeZone, leavingOut: &partsLeftOut)
            } catch {
                return .failure(StoredFieldError(description: "\(error.description) in \(Entry.layout.listKey)[\(index)]"))
            }
            // The first of two with one id is kept: the database keeps one entry an id. (The parts of the
            // second, left out with it, are not said again.)
            if value != nil, !ids.insert(entry.id).inserted {
                leftOut.append(LeftOutEntry(
                    kind: Entry.entryKind, name: entry.quotedName, reason: "an earlier \(Entry.entryKind.one) has the same id"))
                continue
            }
            leftOut += partsLeftOut
            if let value {
                values.append(value)
            }
        }
        return .success((values, leftOut))
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

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        entries = try container.decode([Entry].self, forKey: .entries)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(entries, forKey: .entries)
    }
}
