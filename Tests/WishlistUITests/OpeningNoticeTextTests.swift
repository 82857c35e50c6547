import Foundation
import Testing
import TermUIBase
@testable import TravelModel
@testable import WishlistUI

/// What the app says of opening the data (files made private, a database kept aside or in memory, an earlier
/// version's files imported, kept aside or refused): in English the model's descriptions word for word, in
/// German words of the tables for every case.
@MainActor
struct OpeningNoticeTextTests {
    static let german = ImportReasonTextTests.german

    @Test func everyNotice() {
        let notices: [OpeningNotice] = [
            .madePrivate(names: ["wishlist.sqlite"]), .madePrivate(names: ["trips.json", "wishlist.sqlite"]),
            .madePrivate(names: ["a", "b", "c", "d", "e"]),
            .inMemory(fileName: "wishlist.sqlite", reason: .database(code: 14, message: "unable to open database file", naming: .none)),
            .databaseKeptAside(fileName: "wishlist.sqlite", reason: .database(code: 26, message: "file is not a database", naming: .none), keptAs: "/d/wishlist.sqlite.corrupt-1"),
            .fileUnreadable(fileName: "trips.json", reason: .notJSON, keptAs: "/d/trips.json.corrupt-1"),
            .fileForeign(fileName: "trips.json", reason: .topLevel(.array), keptAs: "/d/trips.json.not-wishlist-1"),
            .importedBefore(fileName: "expenses.json", keptAs: "expenses.json.imported-1"),
        ]
        ImportReasonTextTests.check(notices.map { notice in ({ notice.description(in: $0) }, notice.description) })
        #expect(OpeningNotice.madePrivate(names: ["trips.json", "wishlist.sqlite"]).description(in: Self.german)
            == "Andere Benutzer konnten trips.json und wishlist.sqlite lesen; jetzt kannst nur noch du das.")
        #expect(OpeningNotice.madePrivate(names: ["a", "b", "c", "d", "e"]).description(in: Self.german).hasPrefix("Andere Benutzer konnten a, b, c und 2 weitere lesen"))
    }

    @Test func imports() {
        let tea = LeftOutEntry(kind: .expense, name: "\"Tea\" (2024-03-01)", reason: .sameIDAsEarlier)
        let digits = LeftOutEntry(kind: .expense, name: "\"Dinner\" (2024-03-02)", reason: .tooManyDigits(amount: "1111…1.25"))
        let temple = LeftOutEntry(kind: .activity, name: "\"Temple\"", trip: "\"Kyōto\"", reason: .sameIDAsEarlier)
        let kyoto = LeftOutEntry(kind: .trip, name: "\"Kyōto\"", reason: .sameIDAsEarlier)
        let one = DataImport(count: 1, kind: .expense, fileName: "expenses.json", keptAs: "expenses.json.imported-1")
        let many = DataImport(count: 1_204, kind: .expense, fileName: "expenses.json", keptAs: "expenses.json.imported-1")
        let trips = DataImport(count: 3, kind: .trip, fileName: "trips.json", keptAs: "trips.json.imported-1")
        let otherStamp = DataImport(count: 1, kind: .trip, fileName: "trips.json", keptAs: "trips.json.imported-1-2")
        let leftOut = DataImport(count: 1_204, kind: .expense, fileName: "expenses.json", keptAs: "expenses.json.imported-1",
                                 leftOut: [tea, digits, tea, digits, tea])
        let tripsLeftOut = DataImport(count: 1, kind: .trip, fileName: "trips.json", keptAs: "trips.json.imported-1", leftOut: [temple, kyoto])
        let cases: [[DataImport]] = [[one], [many], [trips], [one, trips], [one, otherStamp], [leftOut], [leftOut, trips], [tripsLeftOut]]
        let notices = cases.map { OpeningNotice.imported($0) }
        ImportReasonTextTests.check(notices.map { notice in ({ notice.description(in: $0) }, notice.description) })
        #expect(OpeningNotice.imported([many]).description(in: Self.german)
            == "1.204 Ausgaben wurden aus expenses.json in wishlist.sqlite übernommen; die alte Datei liegt als expenses.json.imported-1 bereit.")
        #expect(OpeningNotice.imported([tripsLeftOut]).description(in: Self.german)
            == "1 Reise aus trips.json in wishlist.sqlite importiert; 1 Aktivität und 1 Reise blieben weg: \"Temple\" von \"Kyōto\": "
            + "eine frühere Aktivität der Reise hat dieselbe ID; \"Kyōto\": eine frühere Reise hat dieselbe ID. Die alte Datei liegt als "
            + "trips.json.imported-1 bereit.")
        #expect(OpeningNotice.imported([leftOut]).description(in: Self.german).contains("5 blieben weg: "))
        #expect(OpeningNotice.imported([leftOut]).description(in: Self.german).contains("; und 2 weitere. Die alte Datei"))
    }
}
