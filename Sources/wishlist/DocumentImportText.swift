import Foundation
import TravelModel

/// What `wishlist import` says of a data document (`wishlist export --format json`): after an import, what was
/// added and what was there already, on standard error; after `--dry-run`, what an import would do, on standard
/// output. The file's name is shown as the screen shows text (the streams make each line safe).
struct DocumentImportText {
    let path: String
    let summary: DataDocumentImport.Summary

    /// The lines to print.
    var text: String {
        let file = (path as NSString).lastPathComponent.sanitizedForTerminal(maxLength: 60)
        let added = Self.list(summary.added) ?? "nothing"
        let there = Self.list(summary.alreadyThere).map { "; already there and kept as they are: \($0)" } ?? ""
        if summary.isDryRun {
            return "wishlist import --dry-run: nothing was imported\n\n"
                + "\(file) is wishlist's JSON document; an import would add \(added)\(there)."
        }
        return "wishlist import: from \(file), added \(added)\(there)."
    }

    /// The entries of `counts` in words ("2 trips (5 activities), 1,204 expenses"); nil for none at all.
    static func list(_ counts: DataDocument.Counts) -> String? {
        var parts: [String] = []
        if counts.trips > 0 {
            parts.append(ImportReportText.count(counts.trips, "trip") + (counts.activities > 0 ? " (\(ImportReportText.count(counts.activities, "activity", plural: "activities")))" : ""))
        } else if counts.activities > 0 {
            parts.append(ImportReportText.count(counts.activities, "activity", plural: "activities"))
        }
        for (number, one) in [(counts.pictures, "picture"), (counts.categoryLimits, "monthly limit"), (counts.expenses, "expense"),
                              (counts.settings, "setting")] where number > 0 {
            parts.append(ImportReportText.count(number, one))
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
