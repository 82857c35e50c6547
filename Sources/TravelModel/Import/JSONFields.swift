import Foundation

/// A JSON object being decoded into an entry: its fields by key, each read as the type the entry has, with
/// the error a field that is not one gives (said with its place).
struct JSONFields {
    private let members: [JSONMember]
    /// Where the object is.
    let place: JSONPlace

    /// The object `value`, at `place`.
    /// - Throws: `EntryDecodingError.unexpectedValue` when `value` is not an object.
    init(_ value: JSONValue, at place: JSONPlace) throws(EntryDecodingError) {
        guard case .object(let members) = value else { throw .unexpectedValue(at: place) }
        self.members = members
        self.place = place
    }

    /// The value under `key` (the last, when it is written twice); nil when there is none.
    private func member(_ key: String) -> JSONValue? {
        members.last { $0.key == key }?.value
    }

    /// The value under `key`.
    /// - Throws: `EntryDecodingError.missing` when there is none.
    func value(_ key: String) throws(EntryDecodingError) -> JSONValue {
        guard let value = member(key) else { throw .missing(key, in: place) }
        return value
    }

    /// The text under `key`.
    func string(_ key: String) throws(EntryDecodingError) -> String {
        guard case .string(let text) = try value(key) else { throw .unexpectedValue(at: place.key(key)) }
        return text
    }

    /// The text under `key`; nil when there is none, or null.
    func optionalString(_ key: String) throws(EntryDecodingError) -> String? {
        switch member(key) {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw .unexpectedValue(at: place.key(key))
        }
    }

    /// The UUID written under `key`, such as "E621E1F8-C36C-495A-93FC-0C247A3E6E5F": what `UUID(uuidString:)`
    /// reads, as earlier versions read it (read by hand when in `uuidString`'s layout, as every id they wrote
    /// is; `UUID(uuidString:)` takes some text that is not, such as a leading space or plus sign).
    func uuid(_ key: String) throws(EntryDecodingError) -> UUID {
        let text = try string(key)
        guard let id = UUID(canonicalText: text.utf8) ?? UUID(uuidString: text) else { throw .invalidValue(at: place.key(key)) }
        return id
    }

    /// `true` or `false` under `key`.
    func bool(_ key: String) throws(EntryDecodingError) -> Bool {
        guard case .bool(let value) = try value(key) else { throw .unexpectedValue(at: place.key(key)) }
        return value
    }

    /// The object under `key`.
    func object(_ key: String) throws(EntryDecodingError) -> JSONFields {
        try JSONFields(try value(key), at: place.key(key))
    }

    /// The elements of the array under `key`, each with its place.
    func array(_ key: String) throws(EntryDecodingError) -> [(value: JSONValue, place: JSONPlace)] {
        guard case .array(let elements) = try value(key) else { throw .unexpectedValue(at: place.key(key)) }
        let place = place.key(key)
        return elements.enumerated().map { ($0.element, place.index($0.offset)) }
    }
}
