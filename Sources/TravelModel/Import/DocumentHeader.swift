/// Just the version of a document, decoded before anything else so that an unknown version is reported as such.
struct DocumentHeader: Decodable {
    /// The version, or nil when the document has none.
    var schemaVersion: Int?
}
