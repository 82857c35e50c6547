import Foundation

/// What the one-time import of an earlier version's JSON file moved into the database, what it left out, and
/// where the file was kept; `sentence(for:)` tells the user.
public struct DataImport: Equatable, Sendable {
    /// How many entries were moved.
    public let count: Int
    /// What they are: expenses or trips.
    public let kind: LeftOutEntry.Kind
    /// The file they came from, such as "trips.json".
    public let fileName: String
    /// The name the file is kept under, such as "trips.json.imported-20261129-141502".
    public let keptAs: String
    /// The entries (or parts of them) that were not moved because they could not be kept exactly.
    public let leftOut: [LeftOutEntry]

    init(count: Int, kind: LeftOutEntry.Kind, fileName: String, keptAs: String, leftOut: [LeftOutEntry] = []) {
        self.count = count
        self.kind = kind
        self.fileName = fileName
        self.keptAs = keptAs
        self.leftOut = leftOut
    }

    /// How many left-out entries a message names; the others are counted.
    public static let namedLimit = 3

    /// What to tell the user of all the imports of one start (a data directory of an earlier version has both
    /// files), nil for none. When all came over, one sentence short enough for two lines of a narrow
    /// terminal says what was moved and where the old files are kept. When something was left out, that
    /// comes first, for each file: what was imported and what was left out, naming the first few entries and
    /// why; then where the old files are kept.
    public static func sentence(for imports: [DataImport]) -> String? {
        guard let first = imports.first else { return nil }
        let kept = imports.count == 1 ? "the old file is kept as \(first.keptAs)" : "the old files are kept \(keptFiles(of: imports))"
        guard imports.contains(where: { !$0.leftOut.isEmpty }) else {
            guard imports.count > 1 else {
                return "Your \(first.counted) \(first.count == 1 ? "was" : "were") moved from \(first.fileName) into \(AppDatabase.fileName); \(kept)."
            }
            let moved = imports.map(\.counted)
            return "Your \(moved.dropLast().joined(separator: ", ")) and \(moved.last ?? "") were moved into \(AppDatabase.fileName); \(kept)."
        }
        let each = imports.map { imported in
            "Imported \(imported.counted) from \(imported.fileName) into \(AppDatabase.fileName)" + (imported.leftOutClause.map { "; " + $0 } ?? "")
        }
        return each.joined(separator: ". ") + ". " + kept.prefix(1).uppercased() + kept.dropFirst() + "."
    }

    /// How the kept files of several imports are named: the suffix once when their names differ only in the
    /// file name (they share a stamp), else each name.
    private static func keptFiles(of imports: [DataImport]) -> String {
        sharedSuffix(of: imports).map { "with the suffix \($0)" } ?? "as " + imports.map(\.keptAs).joined(separator: ", ")
    }

    /// The suffix the kept files of `imports` share when their names differ only in the file name (they share
    /// a stamp), such as ".imported-20261129-141502"; nil when they do not.
    public static func sharedSuffix(of imports: [DataImport]) -> String? {
        let suffixes = Set(imports.map { $0.keptAs.dropFirst($0.fileName.count) })
        guard suffixes.count == 1, let suffix = suffixes.first, !suffix.isEmpty else { return nil }
        return String(suffix)
    }

    /// The count and what was counted, such as "1 trip" or "1,204 trips".
    private var counted: String {
        "\(Self.grouped(count)) \(count == 1 ? kind.one : kind.many)"
    }

    /// How many of each kind were left out, the kinds in the order of their first entry left out.
    public var leftOutByKind: [(kind: LeftOutEntry.Kind, count: Int)] {
        var kinds: [LeftOutEntry.Kind] = []
        for entry in leftOut where !kinds.contains(entry.kind) {
            kinds.append(entry.kind)
        }
        return kinds.map { kind in (kind, leftOut.count { $0.kind == kind }) }
    }

    /// What was left out, counted (by kind, when some are not of the kind imported), and the first few
    /// entries named with the reason, such as `2 were left out: "Dinner" (2024-03-01): the amount … has more
    /// digits than can be kept exactly; "Lunch" (2024-03-02): an earlier expense has the same id`; nil when
    /// nothing was.
    private var leftOutClause: String? {
        guard !leftOut.isEmpty else { return nil }
        let byKind = leftOutByKind
        var counted = Self.grouped(leftOut.count)
        if byKind.map(\.kind) != [kind] {
            let counts = byKind.map { kind, count in "\(Self.grouped(count)) \(count == 1 ? kind.one : kind.many)" }
            counted = counts.dropLast().joined(separator: ", ") + (counts.count > 1 ? " and " : "") + (counts.last ?? "")
        }
        var named = leftOut.prefix(Self.namedLimit).map(\.said).joined(separator: "; ")
        if leftOut.count > Self.namedLimit {
            named += "; and \(Self.grouped(leftOut.count - Self.namedLimit)) more"
        }
        return "\(counted) \(leftOut.count == 1 ? "was" : "were") left out: \(named)"
    }

    /// `count` with its thousands grouped, as the message's English has it: "1,204".
    private static func grouped(_ count: Int) -> String {
        count.formatted(.number.locale(Locale(identifier: "en_US")))
    }
}
