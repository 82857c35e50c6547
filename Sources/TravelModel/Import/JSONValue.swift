/// A JSON value read whole from a `JSONTokenizer`: one entry of a data file at a time, never the document.
indirect enum JSONValue {
    case string(String)
    /// A number, as its exact text.
    case number(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// An object's members in the order written (a key written twice is there twice).
    case object([JSONMember])

    /// The longest value read whole, in bytes of JSON text: an entry of the app's is a few hundred bytes, a
    /// trip with a hundred activities some kilobytes.
    static let maximumLength = 64 << 20

    /// Reads the rest of the value `token` began, whole.
    ///
    /// - Throws: `JSONSyntaxError`: the tokenizer's, or `beyondLimit` for a value of more than
    ///   `maximumLength` bytes.
    static func read(startingWith token: JSONToken, from tokenizer: inout JSONTokenizer) throws(JSONSyntaxError) -> JSONValue {
        try read(startingWith: token, from: &tokenizer, start: tokenizer.offset)
    }

    private static func read(
        startingWith token: JSONToken, from tokenizer: inout JSONTokenizer, start: Int
    ) throws(JSONSyntaxError) -> JSONValue {
        switch token {
        case .string: return .string(tokenizer.text)
        case .number: return .number(tokenizer.text)
        case .bool(let value): return .bool(value)
        case .null: return .null
        case .beginArray:
            var elements: [JSONValue] = []
            while let next = try nextInside(&tokenizer, start: start), next != .endArray {
                elements.append(try read(startingWith: next, from: &tokenizer, start: start))
            }
            return .array(elements)
        case .beginObject:
            var members: [JSONMember] = []
            while let next = try nextInside(&tokenizer, start: start), next == .key {
                let key = tokenizer.text
                guard let valueToken = try tokenizer.next() else { break }
                members.append(JSONMember(key: key, value: try read(startingWith: valueToken, from: &tokenizer, start: start)))
            }
            return .object(members)
        case .key, .endArray, .endObject:
            // The tokenizer gives these only where a value cannot begin.
            return .null
        }
    }

    /// The next token inside a value that began at `start`, once it is checked to be within `maximumLength`.
    private static func nextInside(_ tokenizer: inout JSONTokenizer, start: Int) throws(JSONSyntaxError) -> JSONToken? {
        guard tokenizer.offset - start <= maximumLength else {
            throw JSONSyntaxError(
                kind: .beyondLimit(.entryLength(mebibytes: maximumLength >> 20)), offset: start)
        }
        return try tokenizer.next()
    }
}

/// A key of a JSON object and its value.
struct JSONMember {
    var key: String
    var value: JSONValue
}
