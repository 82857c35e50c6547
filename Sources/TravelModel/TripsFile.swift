import Foundation

/// The trips file, `trips.json` in the data directory.
public typealias TripsFile = DocumentFile<[Trip]>

extension DocumentFile where Content == [Trip] {
    /// The name of the trips file inside the data directory.
    public static var fileName: String {
        TripsDocument.fileName
    }

    /// The schema version of the trips file that this program reads and writes.
    public static var schemaVersion: Int {
        TripsDocument.currentSchemaVersion
    }

    /// Creates a handle on `trips.json` in `directory`; nothing is read or written yet.
    ///
    /// - Parameter calendar: The calendar whose time zone decides the day each trip was last viewed.
    public init(directory: URL, calendar: Calendar = .current) {
        self.init(codec: DocumentCodec(TripsDocument.self), directory: directory, calendar: calendar)
    }

    /// Decodes the contents of a trips file, dating each trip noon of its day in `timeZone`.
    static func decode(_ data: Data, timeZone: TimeZone) -> Contents {
        DocumentCodec(TripsDocument.self).decode(data, timeZone)
    }
}
