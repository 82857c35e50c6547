import Foundation
import TravelModel
import WishlistUI

/// What `wishlist import` says of a data document (`wishlist export --format json`): after an import, what was
/// added and what was there already, on standard error; after `--dry-run`, what an import would do, on standard
/// output; in the language of `LC_MESSAGES`. The file's name is shown as the screen shows text (the streams make
/// each line safe).
struct DocumentImportText {
    let path: String
    let summary: DataDocumentImport.Summary
    var locales = messageLocales

    /// The lines to print.
    var text: String {
        let file = (path as NSString).lastPathComponent.sanitizedForTerminal(maxLength: 60)
        let added = list(summary.added) ?? locales.localized("nothing")
        let there = list(summary.alreadyThere).map { locales.localized("; already there and kept as they are: \($0)") } ?? ""
        if summary.isDryRun {
            return locales.localized("wishlist import --dry-run: nothing was imported") + "\n\n"
                + locales.localized("\(file) is wishlist's JSON document; an import would add \(added)\(there).")
        }
        return locales.localized("wishlist import: from \(file), added \(added)\(there).")
    }

    /// The entries of `counts` in words ("2 trips (5 activities), 1204 expenses"); nil for none at all.
    func list(_ counts: DataDocument.Counts) -> String? {
        var parts: [String] = []
        if counts.trips > 0 {
            parts.append(counted(counts.trips, one: "1 trip", many: "\(String(counts.trips)) trips")
                + (counts.activities > 0 ? " (\(activities(counts.activities)))" : ""))
        } else if counts.activities > 0 {
            parts.append(activities(counts.activities))
        }
        let others: [(Int, String.LocalizationValue, String.LocalizationValue)] = [
            (counts.pictures, "1 picture", "\(String(counts.pictures)) pictures"),
            (counts.categoryLimits, "1 monthly limit", "\(String(counts.categoryLimits)) monthly limits"),
            (counts.expenses, "1 expense", "\(String(counts.expenses)) expenses"),
            (counts.settings, "1 setting", "\(String(counts.settings)) settings"),
        ]
        for (number, one, many) in others where number > 0 {
            parts.append(counted(number, one: one, many: many))
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private func activities(_ count: Int) -> String {
        counted(count, one: "1 activity", many: "\(String(count)) activities")
    }

    /// `one` for a count of 1, else `many`, in the language of the messages.
    private func counted(_ count: Int, one: String.LocalizationValue, many: String.LocalizationValue) -> String {
        locales.localized(count == 1 ? one : many)
    }
}
