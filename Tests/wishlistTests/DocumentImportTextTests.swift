import Foundation
import Testing
import TermUI
import TravelModel
@testable import wishlist

/// What `wishlist import` says of a JSON document, after an import and after a dry run: in English as it always
/// was, in German every word of it, with the counts' singulars and plurals.
struct DocumentImportTextTests {
    static let english = LocaleCategories(all: Locale(identifier: "en_US"))
    static let german = LocaleCategories(all: Locale(identifier: "de_DE"))

    static func summary(added: DataDocument.Counts, there: DataDocument.Counts = DataDocument.Counts(), dryRun: Bool = false) -> DataDocumentImport.Summary {
        var summary = DataDocumentImport.Summary()
        summary.added = added
        summary.alreadyThere = there
        summary.isDryRun = dryRun
        return summary
    }

    @Test func anImportInBothLanguages() {
        var many = DataDocument.Counts()
        (many.trips, many.activities, many.pictures, many.categoryLimits, many.expenses, many.settings) = (2, 5, 3, 4, 1204, 2)
        var one = DataDocument.Counts()
        (one.trips, one.activities, one.pictures, one.categoryLimits, one.expenses, one.settings) = (1, 1, 1, 1, 1, 1)
        let text = { (summary: DataDocumentImport.Summary, locales: LocaleCategories) in
            DocumentImportText(path: "/d/all.json", summary: summary, locales: locales).text
        }
        #expect(text(Self.summary(added: many, there: one), Self.english)
            == "wishlist import: from all.json, added 2 trips (5 activities), 3 pictures, 4 monthly limits, 1204 expenses, 2 settings; "
            + "already there and kept as they are: 1 trip (1 activity), 1 picture, 1 monthly limit, 1 expense, 1 setting.")
        #expect(text(Self.summary(added: many, there: one), Self.german)
            == "wishlist import: aus all.json hinzugefügt: 2 Reisen (5 Aktivitäten), 3 Bilder, 4 Monatslimits, 1204 Ausgaben, 2 Einstellungen; "
            + "schon da und so gelassen, wie sie sind: 1 Reise (1 Aktivität), 1 Bild, 1 Monatslimit, 1 Ausgabe, 1 Einstellung.")
        #expect(text(Self.summary(added: DataDocument.Counts(), there: one), Self.german).hasPrefix("wishlist import: aus all.json hinzugefügt: nichts; "))
        #expect(text(Self.summary(added: one, dryRun: true), Self.english)
            == "wishlist import --dry-run: nothing was imported\n\nall.json is wishlist's JSON document; an import would add "
            + "1 trip (1 activity), 1 picture, 1 monthly limit, 1 expense, 1 setting.")
        #expect(text(Self.summary(added: one, dryRun: true), Self.german)
            == "wishlist import --dry-run: nichts wurde importiert\n\nall.json ist ein JSON-Dokument von wishlist; ein Import fügte "
            + "1 Reise (1 Aktivität), 1 Bild, 1 Monatslimit, 1 Ausgabe, 1 Einstellung hinzu.")
    }
}
