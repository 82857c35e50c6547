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
            report.problems = Array(repeating: .pictureNotUsed(path: "/x", reason: .notAPicture(.notBinaryPPM)), count: count)
            reports.append(report)
        }
        for report in reports {
            #expect(report.notice(in: english) == report.notice)
        }
        #expect(reports[0].notice(in: german) == nil)
        #expect(reports[1].notice(in: german) == "1 Änderung von einem anderen Rechner übernommen. 1 Bild von einem anderen Rechner geholt. "
            + "1 Feld wurde auf beiden Rechnern geändert: Die spätere Änderung gilt, die andere bleibt aufbewahrt. "
            + "Abgleich: das Bild /x wird nicht verwendet: es ist kein Bild der App (kein binäres PPM-Bild (P6)).")
        #expect(reports[2].notice(in: german)?.hasPrefix("2 Änderungen von einem anderen Rechner übernommen. 2 Bilder") == true)
        #expect(reports[2].notice(in: german)?.contains("2 Felder wurden auf beiden Rechnern") == true)
        #expect(reports[2].notice(in: german)?.hasSuffix("(und 1 weitere).") == true)
    }

    /// Each problem of a round, in both languages (the window's notice and `wishlist sync` say them).
    @Test func everyProblem() {
        let problems: [SyncProblem] = [
            .cannotRun(reason: .said("no session extension")), .changesNotWritten(folder: "/s/a", reason: .system(code: ENOSPC)),
            .appliedUnreadable(reason: .database(code: 10, message: "disk I/O error", naming: .none)), .stillDamaged(path: "/s/b/3.wishsync"), .cannotRead(path: "/s/b/3.wishsync"),
            .newerLayout(path: "/s/b/3.wishsync", format: "9"), .otherVersion(path: "/s/b/3.wishsync", schema: 9, current: 8),
            .otherVersion(path: "/s/b/3.wishsync", schema: 7, current: 8), .notApplied(path: "/s/b/3.wishsync", reason: .database(code: 19, message: "constraint failed", naming: .none)),
            .damaged(path: "/s/b/3.wishsync", reason: .checksumMismatch, keptAs: "/d/sync-damaged/b-3.wishsync"),
            .damaged(path: "/s/b/3.wishsync", reason: .checksumMismatch, keptAs: nil),
            .picturesNotSent(folder: "/s/pictures", reason: .system(code: EACCES)), .photosNotSent(folder: "/s/photos", reason: .system(code: EACCES)),
            .picturesNotLookedUp(reason: .database(code: 10, message: "disk I/O error", naming: .none)), .pictureNotKept(path: "/s/p.ppm", reason: .system(code: EACCES)),
            .photoNotKept(path: "/s/p.ppm", reason: .system(code: EACCES)), .pictureNotUsed(path: "/s/p.ppm", reason: .notAPicture(.notBinaryPPM)),
        ]
        ImportReasonTextTests.check(problems.map { problem in ({ problem.description(in: $0) }, problem.description) })
        // Why another machine's picture is not used, each in both languages.
        let refusals: [PictureRefusal] = [
            .notAFile(kind: "a symbolic link"), .tooLarge(size: 3_000_000), .cannotRead(.system(code: EACCES)), .notRead(.empty),
            .notAPicture(.malformedHeader(reason: .number(.width))), .tooManyPixels(width: 5000, height: 20),
        ]
        ImportReasonTextTests.check(refusals.map { refusal in ({ refusal.description(in: $0) }, refusal.description) })
        // Why another machine's sync file is kept aside as damaged, each in both languages.
        let damages: [SyncFileDamage] = [
            .notASyncFile, .wrongLength, .longerThanItsHeader, .checksumMismatch, .wrongChangesetLength, .wrongRowCount,
            .bodyUnlikeItsHeader, .bodyCutOrDamaged, .changesetDamaged,
        ]
        ImportReasonTextTests.check(damages.map { damage in ({ damage.description(in: $0) }, damage.description) })
        #expect(SyncProblem.damaged(path: "/s/b/3.wishsync", reason: .checksumMismatch, keptAs: nil).description(in: ImportReasonTextTests.german)
            == "/s/b/3.wishsync ist beschädigt (ihre Prüfsumme stimmt nicht); ihre Änderungen werden übernommen, wenn eine ganze Kopie davon kommt")
        #expect(SyncProblem.pictureNotUsed(path: "/s/p.ppm", reason: .notAFile(kind: "a symbolic link")).description(in: ImportReasonTextTests.german)
            == "das Bild /s/p.ppm wird nicht verwendet: es ist ein symbolischer Link, keine Datei")
    }
}
