/// The whole of a data directory's data as one JSON document (issue 24's "everything"): the settings, the
/// trips with their activities, the pictures made from the user's own photos, the monthly limits and the
/// expenses. `wishlist export --format json` writes it (`DataDocumentExport`), and `DataDocumentImport` reads
/// it back exactly: importing a document into an empty data directory gives the database it was written from,
/// field by field.
///
/// `Documentation/json-document.md` describes every field, its type and its meaning, and the rule of versions:
/// a reader refuses a document of another `version` than it knows, with a message, and ignores the keys it does
/// not know, so that a later version of the same number may add some.
public enum DataDocument {
    /// What the document's `format` says: that it is wishlist's.
    public static let format = "wishlist"

    /// The version of the document's layout this app writes and reads.
    public static let version = 1

    /// The widest and tallest picture a document holds, in pixels: the app makes its own pictures 32x20
    /// (`Picture.standardWidth`, `standardHeight`); a larger one, from another program, is refused.
    static let maximumPictureSide = 256

    /// How many entries of each kind a document holds (or an export wrote, or an import added).
    public struct Counts: Equatable, Sendable {
        public var settings = 0
        public var trips = 0
        /// The activities of those trips.
        public var activities = 0
        public var pictures = 0
        public var categoryLimits = 0
        public var expenses = 0

        /// None of any kind.
        public init() {}
    }

    /// The keys of the document's top-level object, in the order the export writes them.
    enum Key {
        static let format = "format"
        static let version = "version"
        static let exported = "exported"
        static let period = "period"
        static let settings = "settings"
        static let trips = "trips"
        static let pictures = "pictures"
        static let categoryLimits = "categoryLimits"
        static let expenses = "expenses"
    }
}
