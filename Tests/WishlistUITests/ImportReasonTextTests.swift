import Foundation
import Testing
import TermUIBase
@testable import TermUIViews
@testable import TravelModel
@testable import WishlistUI

/// What the import says of a file, a row or its guess, from the model's values: in English the model's own
/// descriptions word for word, in German words of the tables for every case.
@MainActor
struct ImportReasonTextTests {
    static let english = LocaleCategories(all: Locale(identifier: "en_US"))
    static let german = LocaleCategories(all: Locale(identifier: "de_DE"))

    /// Each value's words in both languages, beside the model's English.
    static func check(_ cases: [(words: (LocaleCategories) -> String, model: String)], sourceLocation: SourceLocation = #_sourceLocation) {
        var germans: Set<String> = []
        for (words, model) in cases {
            #expect(words(english) == model, sourceLocation: sourceLocation)
            let german = words(german)
            #expect(german != model, "no German for “\(model)”", sourceLocation: sourceLocation)
            germans.insert(german)
        }
        #expect(germans.count == cases.count, "each says its own", sourceLocation: sourceLocation)
    }

    @Test func skippedRows() {
        let reasons: [CSVSkippedRow.Reason] = [
            .beforeHeader, .headerAgain, .summary("Summe"), .missingField(role: .amount, count: 1),
            .missingField(role: .debit, count: 3), .noDate, .notADay("31.02.2026", format: .german), .noAmount,
            .notAnAmount("1,2,3", mark: .point), .notAnAmount("1.2.3", mark: .comma), .tooManyDigits("1" + String(repeating: "0", count: 60)),
            .moneyReceived("+12,50"), .debitAndCredit, .zero, .tooLarge("2000000000"), .noTitle, .unknownCurrency("XXY"),
            .otherCurrency(mark: "$", currency: "EUR"), .duplicate,
        ]
        Self.check(reasons.map { reason in ({ reason.description(in: $0) }, reason.description) })
        #expect(CSVSkippedRow.Reason.missingField(role: .trip, count: 1).description(in: Self.german) == "sie hat 1 Feld und keines für die Reise")
        // What the file says is quoted short, whatever its length.
        let long = CSVSkippedRow.Reason.summary(String(repeating: "x", count: 100_000)).description(in: Self.german)
        #expect(long.count < 100, "\(long.count)")
    }

    @Test func fileErrorsAndFailures() {
        let errors: [CSVFileError] = [
            .missing, .cannotRead(reason: .system(code: EACCES)), .utf16, .notText, .notUTF8(line: 3), .unclosedQuote(line: 7),
            .recordTooLarge(line: 9), .empty, .noColumn(.date), .noColumn(.credit),
        ]
        let failures: [CSVImportFailure] = [.database(reason: .database(code: 10, message: "disk I/O error", naming: .none)), .cancelled]
        Self.check(errors.map { error in ({ error.description(in: $0) }, error.description) }
            + failures.map { failure in ({ failure.description(in: $0) }, failure.description) })
    }

    @Test func theGuessReasons() {
        let formats: [ImportFormatReason] = [
            .written(example: "2026-03-14", line: 5), .decided(example: "13/01/2026", line: 6), .separator(.semicolon),
            .locale(identifier: "de_DE"), .given, .noValues,
        ]
        let signs: [CSVImportGuess.SignReason] = [.counted(negative: 3, counted: 4), .wishlistExport, .debitAndCreditColumns]
        let currencies: [CSVImportGuess.CurrencySource] = [.column, .header("Betrag (EUR)"), .amounts(example: "12,50 €", line: 4), .app]
        Self.check(formats.map { reason in ({ reason.description(in: $0) }, reason.description) }
            + signs.map { reason in ({ reason.description(in: $0) }, reason.description) }
            + currencies.map { source in ({ source.description(in: $0) }, source.description) })
    }

    @Test func theCountsOfRowsSkipped() {
        var report = CSVImportReport()
        report.skippedByKind = [.moneyReceived: 1, .duplicate: 2, .notATransaction: 3, .zero: 4, .unreadable: 5]
        #expect(report.skippedKinds(in: Self.english) == report.skippedKinds)
        #expect(report.skippedKinds(in: Self.german)
            == "1 Geldeingang, 2 schon da, 3 keine Buchung, 4 über null, 5 nicht lesbar")
    }

    /// Why a command cannot read the data (said by the command line).
    @Test func theDataThatCannotBeRead() {
        let errors: [ReadOnlyDatabase.OpeningError] = [
            .noDirectory(path: "/d", reason: .system(code: ENOENT)), .noDatabase(directory: "/d"),
            .olderVersion(directory: "/d", version: 1), .newerVersion(version: 99), .foreign(path: "/d/wishlist.sqlite"),
            .notARegularFile(path: "/d/wishlist.sqlite", kind: "a directory"), .inUse(path: "/d/wishlist.sqlite"),
            .cannotOpen(path: "/d/wishlist.sqlite", reason: .system(code: EACCES)),
        ]
        Self.check(errors.map { error in ({ error.description(in: $0) }, error.description) })
    }
}
