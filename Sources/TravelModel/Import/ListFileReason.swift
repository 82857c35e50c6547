import Foundation

/// Why an earlier version's list file (`expenses.json`, `trips.json`) cannot be used, or is not taken for the
/// app's at all, as a value the app words in the user's language; `description` is its English, such as
/// "the file ends in the middle, after 12 expenses".
public enum ListFileReason: Hashable, Sendable, CustomStringConvertible {
    // The file is the app's, or could be, but cannot be used:

    /// The system cannot read the file.
    case cannotRead(FailureReason)
    /// The file is not JSON.
    case notJSON
    /// The file holds nothing.
    case empty
    /// The file ends in the middle of its list, after `count` entries of the `entries` kind.
    case endsInMiddle(count: Int, entries: LeftOutEntry.Kind)
    /// The file is not JSON at the byte `offset`, after `count` entries of the `entries` kind, for `problem`.
    case notJSONAt(offset: Int, count: Int, entries: LeftOutEntry.Kind, problem: JSONSyntaxProblem)
    /// The file's `schemaVersion` is neither a whole number nor null: it is no list file of the `entries`
    /// kind.
    case versionNotANumber(entries: LeftOutEntry.Kind)
    /// The file has no `schemaVersion`.
    case noVersion
    /// The file's `schemaVersion` is another than the one the app reads.
    case unknownVersion(Int)
    /// The document has no list under `key`.
    case noList(key: String)
    /// An object at `place` has no `key`.
    case missing(key: String, place: String)
    /// The value at `place` is of another type than the app's.
    case unexpectedValue(place: String)
    /// The value at `place` is of the right type, and cannot be what its field is (an id that is not a UUID).
    case invalidValue(place: String)
    /// A field of the entry at `place` holds what the app cannot read.
    case field(EntryField, place: String)

    // The file is not a document the app wrote:

    /// The document's top level is a value of another kind than an object.
    case topLevel(TopLevel)
    /// The document's first key is `key` (quoted short), neither `schemaVersion` nor the list's `listKey`.
    case firstKey(String, listKey: String)
    /// The document goes beyond the tokenizer's `limit` at the byte `offset`.
    case beyondLimit(JSONLimit, offset: Int)

    /// What a document's top level is when it is not an object.
    public enum TopLevel: Hashable, Sendable, CustomStringConvertible {
        case array, string, number, bool, null
        /// The document has no value at all.
        case nothing

        /// Its English: "an array", "true or false".
        public var description: String {
            switch self {
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .bool: "true or false"
            case .null: "null"
            case .nothing: "nothing"
            }
        }
    }

    /// A field of an entry that holds what the app cannot read, with what it holds (quoted short).
    public enum EntryField: Hashable, Sendable, CustomStringConvertible {
        /// A date that is not one, such as "2026-02-30".
        case date(String)
        /// A collection the app does not have.
        case collection(String)
        /// An amount that is not a number.
        case amount(String)

        /// Its English: `invalid amount "12,5"`.
        public var description: String {
            switch self {
            case .date(let text): "invalid date \(quoted: text)"
            case .collection(let text): "unknown collection \(quoted: text)"
            case .amount(let text): "invalid amount \(quoted: text)"
            }
        }
    }

    /// The English, as the reading always said it.
    public var description: String {
        switch self {
        case .cannotRead(let reason): reason.description
        case .notJSON: "not JSON"
        case .empty: "empty file"
        case let .endsInMiddle(count, entries): "the file ends in the middle, after \(Self.count(count, entries))"
        case let .notJSONAt(offset, count, entries, problem):
            "not JSON at byte \(offset), after \(Self.count(count, entries)): \(problem)"
        case .versionNotANumber(let entries): "not \(entries == .trip ? "a trips file" : "an expenses file")"
        case .noVersion: "no schemaVersion"
        case .unknownVersion(let version): "unknown schemaVersion \(version)"
        case .noList(let key): "missing \(key) in the document"
        case let .missing(key, place): "missing \(key) in \(place)"
        case .unexpectedValue(let place): "unexpected value at \(place)"
        case .invalidValue(let place): "invalid value at \(place)"
        case let .field(field, place): "\(field) in \(place)"
        case .topLevel(let found): "its top level is \(found), not an object"
        case let .firstKey(key, listKey): "it begins with the key \(quoted: key), not \"schemaVersion\" or \"\(listKey)\""
        case let .beyondLimit(limit, offset): "\(limit) at byte \(offset)"
        }
    }

    /// "12 expenses", "1 trip", with the count's thousands grouped as English writes them.
    private static func count(_ count: Int, _ entries: LeftOutEntry.Kind) -> String {
        "\(count.formatted(.number.locale(Locale(identifier: "en_US")))) \(count == 1 ? entries.one : entries.many)"
    }
}
