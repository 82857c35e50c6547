/// One piece of JSON text as `JSONTokenizer` reads it: a bracket, a key, or a value that holds no other.
///
/// The text of a key, a string or a number is the tokenizer's `text` until the next token.
enum JSONToken: Equatable, Sendable {
    /// `{`
    case beginObject
    /// `}`
    case endObject
    /// `[`
    case beginArray
    /// `]`
    case endArray
    /// A key of an object (its colon read too).
    case key
    /// A string value.
    case string
    /// A number, kept as its exact text (`-12.50e3` stays `-12.50e3`).
    case number
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
}
