import Foundation
import Testing
import TermUIBase
@testable import TravelModel
@testable import WishlistUI

/// What the app says of rows it cannot read, from the model's values: in English the model's own sentences word
/// for word, in German words of the tables for every reason and kind of row.
@MainActor
struct UnreadableRowsTextTests {
    static let english = ImportReasonTextTests.english
    static let german = ImportReasonTextTests.german

    static let reasons: [UnreadableRows.Reason] = [
        .columnType(index: 1, name: "id", holds: "TEXT", expected: "UUID"), .idNotAUUID("not-a-uuid"),
        .amountNotANumber("abc"), .dateNotADate("inf"), .dayNotADay("2026-02-30"),
        .lastDayBeforeFirst(last: "2026-03-01", first: "2026-03-09"), .oneDayOnly, .budgetNotANumber("lots"),
        .budgetWithoutCurrency, .limitNotPositive("-5", category: "food"), .dateOutOfRange("1e20"),
        .activity(ofTrip: "Kyōto", .dayNotADay("x")), .pictureFileUnreadable(name: "user:1", reason: .system(code: EACCES)),
        .notAPicture(name: "user:2", reason: .notBinaryPPM), .pictureTooLarge(name: "user:3", width: 5000, height: 20),
    ]

    @Test func everyReason() {
        ImportReasonTextTests.check(Self.reasons.map { reason in ({ reason.description(in: $0) }, reason.description) })
        #expect(UnreadableRows.Reason.amountNotANumber("abc").description(in: Self.german) == "der Betrag „abc“ ist keine Zahl")
        // What SQLite says is worded by its code; data quoted is cut short in either language.
        #expect(UnreadableRows.Reason.database(.database(code: 11, message: "database disk image is malformed", naming: .none)).description(in: Self.german)
            == "die Datenbankdatei ist beschädigt")
        let long = UnreadableRows.Reason.idNotAUUID(String(repeating: "x", count: 100_000)).description(in: Self.german)
        #expect(long.count < 100, "\(long.count)")
    }

    /// Rows read from a table with `count` rows left out for `reason` (nil: by a sum, no reason known), and the
    /// failure `failure`.
    static func unreadable(_ count: Int, _ reason: UnreadableRows.Reason?, failure: FailureReason? = nil) -> UnreadableRows {
        var rows = UnreadableRows()
        for _ in 0..<count {
            if let reason { rows.leaveOut(because: reason) } else { rows.leaveOut(count: 1) }
        }
        if let failure { rows.stop(because: failure) }
        return rows
    }

    @Test func theSentencesOfEachKindOfRow() {
        let kinds: [(UnreadableRows.Rows, one: String, many: String)] = [
            (.expenses, "expense", "expenses"), (.trips, "trip", "trips"), (.activities, "activity", "activities"),
            (.pictures, "picture", "pictures"), (.monthlyLimits, "monthly limit", "monthly limits"),
        ]
        var germans: Set<String> = []
        for (rows, one, many) in kinds {
            for count in [1, 3] {
                for reason in [UnreadableRows.Reason.amountNotANumber("abc"), nil] {
                    for place in [nil, "in November 2026"] {
                        let read = Self.unreadable(count, reason)
                        let model = read.leftOutSentence(one: one, many: many, place: place)
                        #expect(read.leftOutSentence(of: rows, place: place, in: Self.english) == model)
                        let german = read.leftOutSentence(of: rows, place: place, in: Self.german)
                        #expect(german != nil && german != model, "no German for “\(model ?? "")”")
                        germans.insert(german ?? "")
                    }
                }
            }
        }
        #expect(germans.count == kinds.count * 8, "each says its own")
        #expect(UnreadableRows().leftOutSentence(of: .expenses, in: Self.german) == nil)
        #expect(Self.unreadable(3, .amountNotANumber("abc")).leftOutSentence(of: .expenses, place: "im November 2026", in: Self.german)
            == "3 Ausgaben im November 2026 ließen sich nicht lesen und bleiben weg: der Betrag „abc“ ist keine Zahl.")
        #expect(Self.unreadable(1, .oneDayOnly).leftOutSentence(of: .trips, in: Self.german)
            == "1 Reise ließ sich nicht lesen und bleibt weg: die Reise hat einen ersten oder einen letzten Tag, nicht beide.")
    }

    @Test func aQueryThatStopped() {
        let failure = FailureReason.database(code: 11, message: "database disk image is malformed", naming: .number)
        let read = Self.unreadable(0, nil, failure: failure)
        for place in [nil, "of these months"] {
            #expect(read.failureSentence(place: place, in: Self.english) == read.failureSentence(many: "expenses", place: place))
        }
        #expect(read.failureSentence(place: "dieser Monate", in: Self.german)
            == "Die Ausgaben dieser Monate ließen sich nicht alle lesen: die Datenbankdatei ist beschädigt (SQLite-Fehler 11).")
        #expect(UnreadableRows().failureSentence(in: Self.german) == nil)
    }
}
