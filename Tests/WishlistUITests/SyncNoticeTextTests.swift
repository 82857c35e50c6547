import Foundation
import Testing
import TermUIBase
@testable import TravelModel
@testable import WishlistUI

/// What the window says of a round of sync while the app runs: in English the model's notice word for word, in
/// German with its counts' plurals.
@MainActor
struct SyncNoticeTextTests {
    @Test func aRoundIsSaidInEachLanguage() {
        let english = LocaleCategories(all: Locale(identifier: "en_US"))
        let german = LocaleCategories(all: Locale(identifier: "de_DE"))
        var reports: [SyncReport] = [SyncReport()]
        for count in [1, 2] {
            var report = SyncReport()
            report.rowsChanged = count
            report.picturesReceived = (0..<count).map { _ in UUID() }
            report.conflicts = count
            report.problems = Array(repeating: "the picture /x is not used: damaged", count: count)
            reports.append(report)
        }
        for report in reports {
            #expect(report.notice(in: english) == report.notice)
        }
        #expect(reports[0].notice(in: german) == nil)
        #expect(reports[1].notice(in: german) == "1 Änderung von einem anderen Rechner übernommen. 1 Bild von einem anderen Rechner geholt. "
            + "1 Feld wurde auf beiden Rechnern geändert: Die spätere Änderung gilt, die andere bleibt aufbewahrt. "
            + "Abgleich: the picture /x is not used: damaged.")
        #expect(reports[2].notice(in: german)?.hasPrefix("2 Änderungen von einem anderen Rechner übernommen. 2 Bilder") == true)
        #expect(reports[2].notice(in: german)?.contains("2 Felder wurden auf beiden Rechnern") == true)
        #expect(reports[2].notice(in: german)?.hasSuffix("(und 1 weitere).") == true)
    }
}
