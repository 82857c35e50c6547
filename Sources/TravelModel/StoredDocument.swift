import Foundation

/// The JSON layout of one data file, such as `expenses.json`: a `schemaVersion` and the content.
///
/// A conforming type describes its file (name, kind, version) and converts between the content the app
/// works with and the values that are written, checking every field when reading.
protocol StoredDocument: Codable, SendableMetatype {
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

    /// The content, with days read in `timeZone`, or what is wrong with the first field that does not fit.
    func content(timeZone: TimeZone) -> Result<Content, StoredFieldError>
}
