import Foundation
import Testing
import TermUIBase
@testable import TravelModel
@testable import WishlistUI

/// What the commands (and the app at its start) say of the errors of the data directory, its files, a backup, a
/// restore, an export and a document's import: in English the model's descriptions word for word, in German
/// words of the tables for every case.
@MainActor
struct CommandErrorTextTests {
    static let german = ImportReasonTextTests.german
    static let english = ImportReasonTextTests.english

    /// The system's errors a user meets with files, each in the app's words in German and in the system's
    /// (`strerror`'s) in English; any other by its number, the system's words quoted and made safe.
    @Test func theSystemsReasons() {
        let codes = [
            ENOENT, EACCES, EPERM, ENOSPC, EDQUOT, EROFS, EISDIR, ENOTDIR, EEXIST, ENAMETOOLONG, ELOOP, EMFILE, ENFILE,
            EIO, EXDEV, EBUSY, EFBIG, ENOMEM, EAGAIN, EINVAL, ENOTEMPTY, ESTALE, ENXIO, ETXTBSY,
        ]
        let reasons = codes.map { FailureReason.system(code: $0) }
        ImportReasonTextTests.check(reasons.map { reason in ({ reason.description(in: $0) }, reason.description) })
        for code in codes {
            #expect(FailureReason.system(code: code).description == String(cString: strerror(code)))
        }
        #expect(FailureReason.system(code: ENOSPC).description(in: Self.german) == "kein Platz mehr auf dem Datenträger")
        #expect(DataFileError.cannotSave(path: "/d/x", reason: .system(code: EACCES)).description(in: Self.german)
            == "/d/x lässt sich nicht speichern: keine Berechtigung")
        let other = FailureReason.system(code: ENOEXEC)
        #expect(other.description(in: Self.english) == "Exec format error")
        #expect(other.description(in: Self.german) == "Systemfehler \(ENOEXEC) („Exec format error“)")
    }

    /// SQLite's primary result codes in the app's words in German, its message after them only where it says
    /// more, the code's number where the English names it; in English SQLite's words as they always were.
    @Test func sqlitesReasons() {
        let codes: [Int32] = [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 25, 26]
        let reasons = codes.map { FailureReason.database(code: $0, message: FailureReason.sqliteWords($0), naming: .none) }
        ImportReasonTextTests.check(reasons.map { reason in ({ reason.description(in: $0) }, reason.description) })
        let unique = "UNIQUE constraint failed: trips.id"
        let variants: [(FailureReason, german: String)] = [
            (.database(code: 5, message: "database is locked", naming: .none), "die Datenbank ist gesperrt"),
            (.database(code: 2067, message: unique, naming: .none), "eine Bedingung der Datenbank ist verletzt (SQLite: „\(unique)“)"),
            (.database(code: 13, message: "database or disk is full", naming: .number), "die Datenbank oder der Datenträger ist voll (SQLite-Fehler 13)"),
            (.database(code: 1, message: "no such table: trips", naming: .numberAndWords),
             "SQL-Logikfehler (SQLite-Fehler 1: „no such table: trips“)"),
            (.database(code: 12, message: "unknown operation", naming: .none), "„unknown operation“"),
        ]
        for (reason, german) in variants {
            #expect(reason.description(in: Self.german) == german)
            #expect(reason.description(in: Self.english) == reason.description)
        }
        #expect(FailureReason.database(code: 1, message: "no such table: trips", naming: .numberAndWords).description
            == "no such table: trips (SQLite error 1: SQL logic error)")
        // Another part's words: as they are in English, quoted and made safe in German.
        let said = FailureReason.said("bad\u{1B}[2Jthing")
        #expect(said.description(in: Self.english) == "bad\u{1B}[2Jthing")
        #expect(said.description(in: Self.german) == "„bad␛[2Jthing“")
        let several = FailureReason.several([.system(code: EIO), .sync(.database(code: 10, message: "disk I/O error", naming: .none))])
        #expect(several.description(in: Self.english) == "Input/output error; sync: disk I/O error")
        #expect(several.description(in: Self.german) == "Ein-/Ausgabefehler; Sync: Ein-/Ausgabefehler beim Datenträger")
    }

    /// What the JSON tokenizer found wrong and the limits it keeps, in both languages: the English the
    /// tokenizer always said, the German of the tables for every case.
    @Test func theTokenizersProblems() {
        let found = UInt8(ascii: "w")
        let problems: [JSONSyntaxProblem] = [
            .textAfterEnd(found: found), .expectedKey(orEnd: true, found: found), .expectedKey(orEnd: false, found: found),
            .expectedColon(found: found), .expectedCommaOrEnd(inObject: true, found: found),
            .expectedCommaOrEnd(inObject: false, found: found), .expectedValue(found: 0xFF),
            .expectedDigit(after: .minusSign, found: found), .expectedDigit(after: .decimalPoint, found: found),
            .expectedDigit(after: .exponent, found: found), .notUTF8, .controlCharacter(scalar: 9), .unknownEscape(found: found),
            .loneSurrogate(value: 0xD800, isLow: false), .loneSurrogate(value: 0xDC00, isLow: true), .expectedHexDigits(found: found),
        ]
        let limits: [JSONLimit] = [.depth(64), .numberLength(mebibytes: 16), .stringLength(mebibytes: 16), .entryLength(mebibytes: 16)]
        ImportReasonTextTests.check(problems.map { problem in ({ problem.description(in: $0) }, problem.description) }
            + limits.map { limit in ({ limit.description(in: $0) }, limit.description) })
        #expect(JSONSyntaxProblem.expectedValue(found: 0xFF).description(in: Self.german) == "erwartet war ein Wert, gefunden: Byte 0xFF")
        #expect(DataDocumentProblem.Reason.notJSON(offset: 11, detail: .expectedColon(found: found)).description(in: Self.german)
            == "kein JSON bei Byte 11: erwartet war ':' nach einem Schlüssel, gefunden: 'w'")
    }

    /// Why an earlier version's file cannot be used or is not the app's, in both languages.
    @Test func anEarlierVersionsFile() {
        let reasons: [ListFileReason] = [
            .cannotRead(.system(code: EACCES)), .notJSON, .empty, .endsInMiddle(count: 1_204, entries: .expense),
            .endsInMiddle(count: 1, entries: .trip), .notJSONAt(offset: 80, count: 2, entries: .expense, problem: .expectedValue(found: 0x7D)),
            .versionNotANumber(entries: .expense), .versionNotANumber(entries: .trip), .noVersion, .unknownVersion(2),
            .noList(key: "trips"), .missing(key: "title", place: "expenses[3]"), .unexpectedValue(place: "trips[0].id"),
            .invalidValue(place: "trips[0].id"), .field(.date("2026-02-30"), place: "trips[0]"),
            .field(.collection("moon"), place: "trips[1]"), .field(.amount("12,5"), place: "expenses[1]"),
            .topLevel(.array), .topLevel(.string), .topLevel(.number), .topLevel(.bool), .topLevel(.nothing),
            .firstKey("ledger", listKey: "expenses"), .beyondLimit(.depth(64), offset: 70),
        ]
        ImportReasonTextTests.check(reasons.map { reason in ({ reason.description(in: $0) }, reason.description) })
        #expect(ListFileReason.endsInMiddle(count: 1_204, entries: .expense).description(in: Self.german)
            == "die Datei endet mittendrin, nach 1.204 Ausgaben")
        let notice = OpeningNotice.fileForeign(fileName: "trips.json", reason: .topLevel(.array), keptAs: "/d/trips.json.not-wishlist-1")
        #expect(notice.description(in: Self.german).contains("(seine oberste Ebene ist ein Array, kein Objekt)"))
    }

    /// Why bytes are not a picture the app reads, and why a file is not made a trip's picture (the trip
    /// sheet's sentence), in both languages; a damaged PNG's or JPEG's library words stay as they are.
    @Test func thePictureReadersReasons() {
        let errors: [PictureError] = [
            .notBinaryPPM, .malformedHeader(reason: .whiteSpace(before: .width)), .malformedHeader(reason: .whiteSpace(before: .height)),
            .malformedHeader(reason: .whiteSpace(before: .maximumValue)), .malformedHeader(reason: .number(.width)),
            .malformedHeader(reason: .number(.height)), .malformedHeader(reason: .number(.maximumValue)),
            .malformedHeader(reason: .whiteSpaceAfterMaximumValue), .malformedHeader(reason: .endOfComment),
            .unsupportedMaxValue(65_535), .unsupportedSize(width: 0, height: 3), .truncatedPixels(expected: 12, found: 9),
            .trailingBytes(count: 4),
        ]
        let imports: [PictureImportError] = [
            .noPath, .cannotRead(reason: .system(code: ENOENT)), .notAFile(kind: "a directory"), .tooLarge(size: 80_000_000),
            .empty, .notAnImage, .damaged(format: .png, reason: "IDAT: CRC error"), .unsupportedSize(width: 20_000, height: 20_000),
            .cannotSave(reason: .system(code: ENOSPC)),
        ]
        ImportReasonTextTests.check(errors.map { error in ({ error.description(in: $0) }, error.description) }
            + imports.map { error in ({ error.description(in: $0) }, error.description) })
        #expect(PictureError.malformedHeader(reason: .whiteSpace(before: .maximumValue)).description(in: Self.german)
            == "fehlerhafter PPM-Kopf: erwartet war Leerraum vor dem Höchstwert")
        #expect(PictureImportError.damaged(format: .jpeg, reason: "Premature end of JPEG file").description(in: Self.german)
            == "Die Datei ist ein beschädigtes oder unvollständiges JPEG-Bild („Premature end of JPEG file“).")
        #expect(PictureImportError.tooLarge(size: 2_500_000).description(in: Self.german).hasPrefix("Die Datei hat 2,5 MB;"))
    }

    @Test func backupsAndRestores() {
        let errors: [BackupError] = [
            .cannotOpen(.noDatabase(directory: "/d")), .cannotRead(path: "/b.sqlite", reason: .system(code: EACCES)),
            .notAFile(path: "/b", kind: "a directory"), .wouldReplaceDatabase(path: "/d/wishlist.sqlite"),
            .cannotWrite(path: "/b.sqlite", reason: .system(code: ENOSPC)), .notADatabase(path: "/b.sqlite"),
            .damaged(path: "/b.sqlite", problem: .said("*** in database main ***")), .notWishlist(path: "/b.sqlite"),
            .newerVersion(path: "/b.sqlite", version: 99), .inUse(directory: "/d"),
            .cannotLock(.cannotLock(path: "/d/wishlist.lock", reason: .system(code: EROFS))),
            .cannotReplace(path: "/d/wishlist.sqlite", reason: .system(code: EACCES)),
            .noCopyBeforeUpdate(path: "/d/wishlist.sqlite", version: 5, target: 6, reason: .system(code: ENOSPC)),
        ]
        ImportReasonTextTests.check(errors.map { error in ({ error.description(in: $0) }, error.description) })
        #expect(BackupError.notAFile(path: "/b", kind: "a FIFO").description(in: Self.german) == "/b ist ein FIFO, keine gewöhnliche Datei")
    }

    @Test func theDataDirectoryAndItsFiles() {
        let fileErrors: [DataFileError] = [
            .inUse(directory: "/d"), .cannotSave(path: "/d/x", reason: .system(code: EACCES)),
            .cannotMoveAside(path: "/d/x", reason: .system(code: EACCES)), .cannotLock(path: "/d/wishlist.lock", reason: .system(code: EACCES)),
        ]
        let directoryErrors: [DataDirectoryError] = [.noHome, .cannotCreate(path: "/d", reason: .system(code: EACCES))]
        ImportReasonTextTests.check(fileErrors.map { error in ({ error.description(in: $0) }, error.description) }
            + directoryErrors.map { error in ({ error.description(in: $0) }, error.description) })
        // Every kind of file that is not a data file, in a sentence of its own.
        let modes: [mode_t] = [S_IFLNK, S_IFIFO, S_IFCHR, S_IFSOCK, S_IFDIR, 0]
        let refusals = modes.compactMap { RegularFile.kind(ofMode: $0) }.map { RegularFile.Refusal(path: "/d/wishlist.sqlite", kind: $0) }
        #expect(refusals.count == modes.count)
        ImportReasonTextTests.check(refusals.map { refusal in ({ refusal.description(in: $0) }, refusal.description) })
        let openings = refusals.map { ReadOnlyDatabase.OpeningError.notARegularFile(path: $0.path, kind: $0.kind) }
        ImportReasonTextTests.check(openings.map { error in ({ error.description(in: $0) }, error.description) })
    }

    @Test func aDocumentNotImportedAndAnExportThatStopped() {
        let failures: [DataDocumentImport.Failure] = [
            .cannotRead(path: "/x.json", reason: .system(code: ENOENT)),
            .refused(DataDocumentProblem(.versionNotWhole("2.5"), place: "version", line: 3)),
            .refused(DataDocumentProblem(.noVersion)), .cannotLock(.inUse(directory: "/d")),
            .cannotOpen(.foreign(path: "/d/wishlist.sqlite")),
            .cannotUpdate(.noCopyBeforeUpdate(path: "/d/wishlist.sqlite", version: 5, target: 6, reason: .system(code: ENOSPC))),
            .cannotWrite(.database(code: 10, message: "disk I/O error", naming: .number)),
        ]
        ImportReasonTextTests.check(failures.map { failure in ({ failure.description(in: $0) }, failure.description) })
        #expect(DataDocumentImport.Failure.refused(DataDocumentProblem(.missing(key: "currency"), place: "expenses[12]", line: 19)).description(in: Self.german)
            == "das Dokument lässt sich nicht importieren: expenses[12], Zeile 19: currency fehlt")
        let exports: [ExpenseExport.Failure] = [.reading(reason: .database(code: 11, message: "database disk image is malformed", naming: .none), written: 12), .writing(SystemCallError(code: ENOSPC))]
        let parts = ["the settings", "the trips", "the pictures", "the monthly limits", "the expenses"]
        let documents = parts.map { DataDocumentExport.Failure.reading(what: $0, reason: .database(code: 11, message: "database disk image is malformed", naming: .none)) }
            + [.writing(SystemCallError(code: EPIPE))]
        ImportReasonTextTests.check(exports.map { failure in ({ failure.description(in: $0) }, failure.description) }
            + documents.map { failure in ({ failure.description(in: $0) }, failure.description) })
    }

    @Test func everyReasonADocumentIsRefusedFor() {
        let found: [DataDocumentProblem.Found] = [.text, .number(nil), .number("12.5"), .bool(true), .null, .array, .object, .nothing]
        let needed: [DataDocumentProblem.Needed] = [.object, .array, .text, .textOrNull, .trueOrFalse, .amountAsText]
        let reasons: [DataDocumentProblem.Reason] = [
            .empty, .truncated(offset: 12), .notJSON(offset: 11, detail: .expectedValue(found: UInt8(ascii: "w"))),
            .beyondLimit(offset: 3, detail: .depth(64)), .unreadable(offset: 0, reason: .system(code: EIO)), .noFormat,
            .notAnObject(.array), .formatOfKind(.number(nil)), .otherFormat("\"ledger\""), .noVersion, .versionOfKind(.text),
            .versionNotWhole("1.5"), .newerVersion(2), .unknownVersion(0), .missingPart("trips"), .partTwice("\"expenses\""),
            .settingTwice("\"a\""), .keyTwice("\"id\""), .missing(key: "currency"), .notAUUID("\"x\""), .amountIsANumber("12.5"),
            .notAnAmount("\"abc\""), .tooManyDigits("1111…1.25"), .notADay("\"2026-13-01\""), .notAMoment("\"yesterday\""),
            .lastDayBeforeFirst, .activityIDTaken("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"), .notAUserPictureName("\"kyoto\""),
            .pictureNotBase64, .notAPicture(reason: .notBinaryPPM), .pictureTooLarge(width: 5000, height: 10, side: 4096),
            .limitNotPositive, .tripIDTaken("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
            .pictureNameTaken("user:e621e1f8-c36c-495a-93fc-0c247a3e6e5f"), .limitCategoryTaken("\"lodging\""), .limitNotExact,
            .amountNotExact, .expenseIDTaken("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
        ] + found.map { .mismatch(found: $0, needed: .object) } + needed.map { .mismatch(found: .null, needed: $0) }.dropFirst()
        ImportReasonTextTests.check(reasons.map { reason in ({ reason.description(in: $0) }, reason.description) })
        #expect(DataDocumentProblem.Reason.mismatch(found: .number("12"), needed: .amountAsText).description(in: Self.german)
            == "die Zahl 12, wo ein Betrag als Text nötig ist")
    }
}
