/// What the one-time import of an earlier version's JSON file moved into the database, and where the file
/// was kept; `sentence(for:)` tells the user in one line.
public struct DataImport: Equatable, Sendable {
    /// How many entries were moved.
    public let count: Int
    /// What one of them is ("expense", "trip").
    public let one: String
    /// What they are, in the plural ("expenses", "trips").
    public let many: String
    /// The file they came from, such as "trips.json".
    public let fileName: String
    /// The name the file is kept under, such as "trips.json.imported-20261129-141502".
    public let keptAs: String

    /// One sentence for all the imports of one start (a data directory of an earlier version has both
    /// files), short enough for two lines of a narrow terminal; nil for none.
    public static func sentence(for imports: [DataImport]) -> String? {
        guard let first = imports.first else { return nil }
        guard imports.count > 1 else {
            return "Your \(first.counted) \(first.count == 1 ? "was" : "were") moved from \(first.fileName) into \(AppDatabase.fileName); the old file is kept as \(first.keptAs)."
        }
        let moved = imports.map(\.counted)
        let list = moved.dropLast().joined(separator: ", ") + " and " + (moved.last ?? "")
        // The kept names differ only in the file name when they share a stamp: the suffix is said once.
        let suffixes = Set(imports.map { $0.keptAs.dropFirst($0.fileName.count) })
        let kept = suffixes.count == 1 && suffixes.first?.isEmpty == false
            ? "with the suffix \(suffixes.first ?? "")"
            : "as " + imports.map(\.keptAs).joined(separator: ", ")
        return "Your \(list) were moved into \(AppDatabase.fileName); the old files are kept \(kept)."
    }

    /// The count and what was counted, such as "1 trip" or "12 trips".
    private var counted: String {
        "\(count) \(count == 1 ? one : many)"
    }
}
